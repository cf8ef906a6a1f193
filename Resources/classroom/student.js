// The student's page: join, answer one question at a time, finish. Every text a person typed is
// put in with textContent, never as HTML; the page's words come from the #words block.
"use strict";

(function () {
  const words = JSON.parse(document.getElementById("words").textContent);
  const lang = document.documentElement.lang;
  const accents = ["á", "é", "í", "ó", "ú", "ü", "ñ", "¿", "¡"];
  const saveDelay = 700;
  const $ = (id) => document.getElementById(id);

  let state = null;
  let index = 0;
  let feedback = {};
  let pending = null;
  let saving = Promise.resolve();

  function say(template, values) {
    return template.replace(/\{(\w+)\}/g, (all, name) =>
      name in values ? String(values[name]) : all);
  }

  function api(method, path, body) {
    const separator = path.includes("?") ? "&" : "?";
    const options = { method: method, credentials: "same-origin", headers: {} };
    if (body !== undefined) {
      options.headers["Content-Type"] = "application/json";
      options.body = JSON.stringify(body);
      options.keepalive = true;
    }
    return fetch(path + separator + "lang=" + lang, options).then(
      (response) => response.json().catch(() => ({})).then((json) => ({ status: response.status, json: json })),
      () => ({ status: 0, json: { error: "unreachable", message: words.pageUnreachable } }));
  }

  function problemText(result) {
    return (result.json && result.json.message) || words.pageUnreachable;
  }

  function show(section) {
    for (const id of ["join", "sheet", "done"]) $(id).hidden = id !== section;
  }

  function status(text, bad) {
    const line = $("status");
    line.textContent = text;
    line.classList.toggle("bad", Boolean(bad));
  }

  function question() { return state.questions[index]; }

  function showJoin(problem) {
    show("join");
    const line = $("join-problem");
    line.hidden = !problem;
    line.textContent = problem || "";
  }

  function start(json) {
    state = json;
    if (!state.answers) state.answers = {};
    if (state.finished) return showDone(null);
    $("class-line").textContent = say(words.pageClassLine, { className: state.class, version: state.version });
    $("mode-line").textContent = state.mode === "practice" ? words.pageModePractice : words.pageModeTest;
    $("check").hidden = state.mode !== "practice";
    $("answer").maxLength = state.answerLimit || 100;
    const firstBlank = state.questions.findIndex((q) => !state.answers[String(q.number)]);
    index = firstBlank < 0 ? 0 : firstBlank;
    show("sheet");
    status("");
    render(true);
  }

  function render(focusAnswer) {
    const q = question();
    const total = state.questions.length;
    $("progress").textContent = say(words.pageProgress, { number: index + 1, total: total });
    $("progress-bar").max = total;
    $("progress-bar").value = index + 1;
    $("prompt").textContent = q.prompt;
    $("sentence").hidden = !q.sentence;
    $("sentence").textContent = q.sentence || "";
    const field = $("answer");
    field.value = state.answers[String(q.number)] || "";
    const closed = Boolean(state.closed);
    field.disabled = closed;
    for (const button of $("accents").querySelectorAll("button")) button.disabled = closed;
    $("check").disabled = closed;
    $("finish").disabled = closed;
    $("closed-line").hidden = !closed;
    $("previous").disabled = index === 0;
    $("next").disabled = index === total - 1;
    showFeedback(feedback[q.number]);
    if (focusAnswer && !closed) field.focus();
  }

  function showFeedback(result) {
    const box = $("feedback");
    box.replaceChildren();
    box.hidden = !result;
    if (!result) return;
    const marks = { correct: words.pageCorrect, accentOnly: words.pageAccentOnly, wrong: words.pageWrong };
    const mark = document.createElement("p");
    mark.className = "mark " + (result.mark || "wrong");
    mark.textContent = marks[result.mark] || words.pageWrong;
    box.append(mark);
    if (result.mark !== "correct" && result.expected) {
      const expected = document.createElement("p");
      expected.textContent = say(words.pageExpected, { form: result.expected });
      box.append(expected);
    }
    if (result.diagnosis && result.diagnosis.text) {
      const diagnosis = document.createElement("p");
      diagnosis.className = "diagnosis";
      diagnosis.textContent = result.diagnosis.text;
      box.append(diagnosis);
    }
    if (result.graded === false) {
      const note = document.createElement("p");
      note.className = "hint";
      note.textContent = words.pageRelearning;
      box.append(note);
    }
  }

  // Saves the answer of question `number` (the text typed); resolves to true when saved.
  function save(number, text, announce) {
    saving = saving.then(() => {
      if (announce) status(words.pageSaving);
      return api("PUT", "/api/answers/" + number, { answer: text }).then((result) => {
        if (result.status === 200) {
          state.answers[String(number)] = text;
          if (state.mode === "practice" && result.json.mark) {
            feedback[number] = result.json;
            if (question().number === number) showFeedback(result.json);
          }
          status(result.json.saved === false ? "" : words.pageSaved);
          return true;
        }
        if (result.json && result.json.error === "classClosed") {
          state.closed = true;
          render(false);
        }
        if (result.status === 401) {
          showJoin(problemText(result));
          return false;
        }
        status(say(words.pageNotSaved, { reason: problemText(result) }), true);
        return false;
      });
    });
    return saving;
  }

  function saveTyped() {
    if (pending) { clearTimeout(pending.timer); pending = null; }
    if (!state || state.closed || state.finished) return saving;
    const q = question();
    const text = $("answer").value.trim();
    const saved = state.answers[String(q.number)] || "";
    if (text === saved && !(state.mode === "practice" && text && !feedback[q.number])) return saving;
    if (state.mode === "practice" && text === "") return saving;
    return save(q.number, text, true);
  }

  function move(step) {
    const target = index + step;
    saveTyped().then(() => {
      if (target < 0 || target >= state.questions.length) return;
      index = target;
      render(true);
    });
  }

  function insertAccent(letter) {
    const field = $("answer");
    const start = field.selectionStart ?? field.value.length;
    const end = field.selectionEnd ?? start;
    field.setRangeText(letter, start, end, "end");
    field.focus();
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }

  function buildAccents() {
    for (const letter of accents) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "accent";
      button.textContent = letter;
      button.setAttribute("aria-label", say(words.pageInsertLetter, { letter: letter }));
      button.addEventListener("mousedown", (event) => event.preventDefault());
      button.addEventListener("click", () => insertAccent(letter));
      $("accents").append(button);
    }
  }

  function askFinish() {
    saveTyped().then(() => {
      const blank = state.questions.filter((q) => !state.answers[String(q.number)]).length;
      $("finish-unanswered").hidden = blank === 0;
      $("finish-unanswered").textContent = say(words.pageUnanswered, { count: blank });
      $("finish-dialog").showModal();
      $("finish-no").focus();
    });
  }

  function finish() {
    $("finish-dialog").close();
    api("POST", "/api/finish").then((result) => {
      if (result.status === 200) {
        state.finished = true;
        return showDone(result.json);
      }
      if (result.status === 401) return showJoin(problemText(result));
      status(problemText(result), true);
    });
  }

  function showDone(result) {
    show("done");
    $("done-class").textContent = say(words.pageClassLine, { className: state.class, version: state.version });
    const practice = result && result.maximum !== undefined;
    $("done-text").hidden = Boolean(practice);
    $("summary").hidden = !practice;
    if (practice) {
      const points = String(result.points).replace(".", words.decimalMark);
      $("score").textContent = say(words.pageScore,
        { points: points, maximum: result.maximum, percent: Math.round(result.percent) });
      const list = $("mistakes");
      list.replaceChildren();
      for (const mistake of result.mistakes || []) {
        const item = document.createElement("li");
        const line = document.createElement("p");
        line.textContent = say(words.pageMistakeLine, {
          number: mistake.number,
          given: mistake.given ? mistake.given : words.pageBlank,
          expected: mistake.expected,
        });
        item.append(line);
        if (mistake.diagnosis && mistake.diagnosis.text) {
          const diagnosis = document.createElement("p");
          diagnosis.className = "diagnosis";
          diagnosis.textContent = mistake.diagnosis.text;
          item.append(diagnosis);
        }
        list.append(item);
      }
      if (!list.children.length) {
        const item = document.createElement("li");
        item.textContent = words.pageNoMistakes;
        list.append(item);
      }
      const review = $("review");
      review.replaceChildren();
      for (const line of result.review || []) {
        const item = document.createElement("li");
        item.textContent = line;
        review.append(item);
      }
      $("review-part").hidden = !review.children.length;
    }
    $("done-heading").focus();
  }

  function join(event) {
    event.preventDefault();
    const body = { name: $("name").value.trim(), code: $("code").value.trim().toUpperCase() };
    const version = $("version").value.trim().toUpperCase();
    if (version) body.version = version;
    $("join-button").disabled = true;
    api("POST", "/api/join", body).then((result) => {
      $("join-button").disabled = false;
      if (result.status === 200) return start(result.json);
      showJoin(problemText(result));
      $("join-problem").focus();
    });
  }

  function typed() {
    if (!state || state.mode !== "test") return;
    if (pending) clearTimeout(pending.timer);
    pending = { timer: setTimeout(saveTyped, saveDelay) };
  }

  function submitted(event) {
    event.preventDefault();
    const q = question();
    const text = $("answer").value.trim();
    const unchecked = !feedback[q.number] || text !== (state.answers[String(q.number)] || "");
    if (state.mode === "practice" && text && unchecked) saveTyped();
    else move(1);
  }

  function setUp() {
    for (const code of ["en", "es"]) {
      if (code === lang) $("lang-" + code).setAttribute("aria-current", "true");
    }
    $("join-problem").tabIndex = -1;
    buildAccents();
    $("join-form").addEventListener("submit", join);
    $("answer-form").addEventListener("submit", submitted);
    $("answer").addEventListener("input", typed);
    $("answer").addEventListener("keydown", (event) => {
      if (event.key === "Enter" && !event.isComposing) submitted(event);
    });
    $("previous").addEventListener("click", () => move(-1));
    $("next").addEventListener("click", () => move(1));
    $("finish").addEventListener("click", askFinish);
    $("finish-no").addEventListener("click", () => $("finish-dialog").close());
    $("finish-yes").addEventListener("click", finish);
    window.addEventListener("pagehide", () => { if (pending) saveTyped(); });
    api("GET", "/api/questions").then((result) => {
      if (result.status === 200) start(result.json);
      else showJoin(result.status === 401 ? "" : problemText(result));
      if (result.status !== 200) $("name").focus();
    });
  }

  setUp();
})();
