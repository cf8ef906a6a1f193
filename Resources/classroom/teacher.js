// The teacher's page: the join code, the students' progress and the questions' success rates,
// polled from /api/teacher/summary; closing and reopening the class. Names and answers are put
// in with textContent, never as HTML.
"use strict";

(function () {
  const words = JSON.parse(document.getElementById("words").textContent);
  const lang = document.documentElement.lang;
  const pollEvery = 2500;
  const $ = (id) => document.getElementById(id);
  let closed = false;
  let pendingAction = null;

  function say(template, values) {
    return template.replace(/\{(\w+)\}/g, (all, name) =>
      name in values ? String(values[name]) : all);
  }

  function cell(row, text, kind) {
    const td = document.createElement("td");
    td.textContent = text;
    if (kind) td.className = kind;
    row.append(td);
  }

  function percent(value) {
    return value === null || value === undefined ? "–" : say(words.pagePercent, { percent: Math.round(value) });
  }

  function kinds(list) {
    return (list || []).map((kind) => say(words.pageMistakeKind, { label: kind.label, count: kind.count }));
  }

  function render(summary) {
    closed = Boolean(summary.closed);
    $("join-code").textContent = summary.joinCode;
    $("state-line").textContent = closed ? words.pageClassClosed : words.pageClassOpen;
    $("state-line").classList.toggle("closed", closed);
    $("close-button").hidden = closed;
    $("reopen-button").hidden = !closed;
    $("storage").hidden = !summary.storageProblem;
    $("storage").textContent = summary.storageProblem
      ? say(words.pageStorageProblem, { problem: summary.storageProblem }) : "";
    $("title").textContent = words.pageTeacherTitle + " · " + summary.class;
    document.title = words.pageTeacherTitle + " · " + summary.class + " · conjugar";

    const students = $("students");
    students.replaceChildren();
    for (const student of summary.students || []) {
      const row = document.createElement("tr");
      cell(row, student.name);
      cell(row, student.version, "nowrap");
      cell(row, say(words.pageAnsweredCount, { answered: student.answered, total: student.questions }), "number");
      cell(row, student.finished ? words.pageStatusFinished : words.pageStatusAnswering);
      cell(row, percent(student.percent), "number");
      students.append(row);
    }
    $("students-table").hidden = !students.children.length;
    $("no-students").hidden = Boolean(students.children.length);

    const questions = $("questions");
    questions.replaceChildren();
    for (const question of summary.questions || []) {
      const row = document.createElement("tr");
      cell(row, question.version, "nowrap");
      cell(row, question.number + ". " + question.prompt);
      cell(row, String(question.answers), "number");
      cell(row, percent(question.percent), "number");
      cell(row, kinds(question.mistakes).slice(0, 3).join(", ") || words.pageNone);
      questions.append(row);
    }
    $("questions-table").hidden = !questions.children.length;

    const list = $("mistake-kinds");
    list.replaceChildren();
    for (const line of kinds(summary.mistakeKinds)) {
      const item = document.createElement("li");
      item.textContent = line;
      list.append(item);
    }
    if (!list.children.length) {
      const item = document.createElement("li");
      item.textContent = words.pageNone;
      list.append(item);
    }
  }

  function poll() {
    fetch("/api/teacher/summary?lang=" + lang, { credentials: "same-origin" })
      .then((response) => response.json().then((json) => ({ status: response.status, json: json })))
      .then((result) => {
        $("connection").hidden = true;
        if (result.status === 200) render(result.json);
        else $("state-line").textContent = result.json.message || words.pageConnectionLost;
      })
      .catch(() => { $("connection").hidden = false; })
      .finally(() => setTimeout(poll, pollEvery));
  }

  function ask(action) {
    pendingAction = action;
    $("confirm-question").textContent = action === "close" ? words.pageCloseConfirm : words.pageReopenConfirm;
    $("confirm-dialog").showModal();
    $("confirm-no").focus();
  }

  function confirmed() {
    $("confirm-dialog").close();
    const action = pendingAction;
    fetch("/api/teacher/" + action + "?lang=" + lang, {
      method: "POST", credentials: "same-origin",
      headers: { "Content-Type": "application/json" }, body: "{}",
    })
      .then((response) => response.json().then((json) => ({ status: response.status, json: json })))
      .then((result) => {
        if (result.status !== 200) $("state-line").textContent = result.json.message || "";
        return fetch("/api/teacher/summary?lang=" + lang, { credentials: "same-origin" })
          .then((response) => response.json()).then(render);
      })
      .catch(() => { $("connection").hidden = false; })
      .finally(() => $(action === "close" ? "reopen-button" : "close-button").focus());
  }

  for (const code of ["en", "es"]) {
    if (code === lang) $("lang-" + code).setAttribute("aria-current", "true");
  }
  $("address").textContent = window.location.origin + "/";
  $("close-button").addEventListener("click", () => ask("close"));
  $("reopen-button").addEventListener("click", () => ask("reopen"));
  $("confirm-no").addEventListener("click", () => $("confirm-dialog").close());
  $("confirm-yes").addEventListener("click", confirmed);
  poll();
})();
