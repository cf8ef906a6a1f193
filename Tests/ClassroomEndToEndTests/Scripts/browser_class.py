#!/usr/bin/env python3
"""A class in a real browser (Debian's chromium, headless, through chromium-driver and Selenium).

    browser_class.py --conjugar PATH --scratch DIR --screenshots DIR
    browser_class.py --check        (0 when everything the test needs is here, else 77)

Makes a class key with `conjugar quiz --worksheet --class`, starts `conjugar serve`, and plays a
class: two students join (one in a 390x844 window), type their answers with the accent buttons
for the accented letters, one closes the browser and resumes in a new one, both finish; the
teacher's page shows both; the gradebook CSV from the server equals `conjugar grade KEY --data
DIR --format csv`. Then a practice class: feedback after each answer and the summary at the end.
Screenshots of every page at 390x844 and 1280x800, in English and Spanish, go to --screenshots.

Exit status: 0 passed, 1 failed (one line saying what), 77 when chromium, chromium-driver or
Selenium is missing (the Swift test skips, or fails under CI).
"""

import argparse
import base64
import json
import os
import shutil
import signal
import subprocess
import sys
import time
import urllib.request

try:
    from selenium import webdriver
    from selenium.common.exceptions import TimeoutException, WebDriverException
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import WebDriverWait
except ImportError:
    print("browser_class: Selenium is missing (pip install selenium)", file=sys.stderr)
    sys.exit(77)

ACCENTED = set("áéíóúüñ¿¡")
PHONE = (390, 844)
LAPTOP = (1280, 800)
WAIT = 20
WRONG = "señé"  # a wrong answer, typed with the accent buttons


class Failure(Exception):
    pass


def check(condition, what):
    if not condition:
        raise Failure(what)


def find_browser():
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver") or (
        "/usr/bin/chromedriver" if os.path.exists("/usr/bin/chromedriver") else None)
    if not chromium or not driver:
        print("browser_class: chromium and chromium-driver are needed "
              "(apt-get install -y chromium chromium-driver)", file=sys.stderr)
        sys.exit(77)
    return chromium, driver


class Run:
    def __init__(self, args):
        self.conjugar = os.path.abspath(args.conjugar)
        self.scratch = os.path.abspath(args.scratch)
        self.shots = os.path.abspath(args.screenshots)
        self.chromium, self.driver_path = find_browser()
        os.makedirs(self.scratch, exist_ok=True)
        os.makedirs(self.shots, exist_ok=True)
        home = os.path.join(self.scratch, "home")
        os.makedirs(home, exist_ok=True)
        self.env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=home, XDG_DATA_HOME=home,
                        XDG_STATE_HOME=home, CONJUGAR_SETTINGS=os.path.join(home, "settings.json"),
                        LANG="C.UTF-8", LC_ALL="C.UTF-8")
        self.drivers = []
        self.servers = []

    # ----- processes -----
    def conjugar_run(self, *arguments):
        result = subprocess.run([self.conjugar, *arguments], env=self.env, capture_output=True,
                                timeout=120)
        check(result.returncode == 0, f"conjugar {' '.join(arguments)} exited "
              f"{result.returncode}: {result.stderr.decode('utf-8', 'replace').strip()}")
        return result.stdout.decode("utf-8")  # as it is: the CSV's line ends are compared

    def serve(self, key, data, mode):
        ready = os.path.join(self.scratch, f"ready-{mode}.json")
        if os.path.exists(ready):
            os.remove(ready)
        log = open(os.path.join(self.scratch, f"serve-{mode}.log"), "w")
        server = subprocess.Popen(
            [self.conjugar, "serve", "--key-file", key, "--listen", "127.0.0.1:0",
             "--data", data, "--mode", mode, "--ready-file", ready],
            env=self.env, stdout=log, stderr=subprocess.STDOUT)
        self.servers.append(server)
        deadline = time.time() + 60
        while not os.path.exists(ready):
            check(server.poll() is None, f"conjugar serve exited {server.returncode} before ready")
            check(time.time() < deadline, "conjugar serve wrote no ready file within 60 s")
            time.sleep(0.1)
        with open(ready) as file:
            info = json.load(file)
        for field in ("url", "joinCode", "teacherUrl", "teacherToken"):
            check(field in info, f"the ready file lacks {field}")
        return server, info

    def stop(self, server):
        server.send_signal(signal.SIGTERM)
        try:
            code = server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
            raise Failure("conjugar serve did not stop within 20 s of SIGTERM")
        check(code == 0, f"conjugar serve exited {code} after SIGTERM")

    # ----- browsers -----
    def browser(self, size):
        options = webdriver.ChromeOptions()
        options.binary_location = self.chromium
        for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--no-first-run", "--disable-extensions", "--lang=en-US",
                     f"--window-size={size[0]},{size[1]}", "--force-device-scale-factor=1"):
            options.add_argument(flag)
        driver = webdriver.Chrome(service=Service(self.driver_path), options=options)
        driver.set_window_size(*size)
        self.drivers.append(driver)
        return driver

    def close(self, driver):
        driver.quit()
        self.drivers.remove(driver)

    def shot(self, driver, name, whole=False):
        path = os.path.join(self.shots, name + ".png")
        if not whole:
            driver.save_screenshot(path)
            return
        size = driver.execute_cdp_cmd("Page.getLayoutMetrics", {})["cssContentSize"]
        image = driver.execute_cdp_cmd("Page.captureScreenshot", {
            "format": "png", "captureBeyondViewport": True,
            "clip": {"x": 0, "y": 0, "width": size["width"], "height": size["height"], "scale": 1}})
        with open(path, "wb") as file:
            file.write(base64.b64decode(image["data"]))

    def words(self, driver):
        return json.loads(driver.find_element(By.ID, "words").get_attribute("textContent"))

    def wait(self, driver, condition, what):
        try:
            return WebDriverWait(driver, WAIT).until(lambda d: condition(d))
        except TimeoutException:
            raise Failure(f"waited {WAIT} s for {what}")

    def visible(self, driver, element_id):
        return driver.find_element(By.ID, element_id).is_displayed()

    # ----- a student -----
    def join(self, driver, url, lang, name, code, shot=None, keyboard=False):
        """Joins; with `keyboard`, by the keyboard alone (the name field has the focus, Tab
        reaches the code, Enter sends the form)."""
        driver.get(f"{url}?lang={lang}")
        self.wait(driver, lambda d: self.visible(d, "join"), "the join form")
        check(driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == lang,
              f"the page is not in {lang}")
        if shot:
            self.shot(driver, shot)
        if keyboard:
            self.wait(driver, lambda d: d.switch_to.active_element.get_attribute("id") == "name",
                      "the focus in the name field")
            ActionChains(driver).send_keys(name, Keys.TAB, code, Keys.ENTER).perform()
        else:
            driver.find_element(By.ID, "name").send_keys(name)
            driver.find_element(By.ID, "code").send_keys(code)
            driver.find_element(By.ID, "join-button").click()
        self.wait(driver, lambda d: self.visible(d, "sheet"), f"{name}'s questions")
        return driver.execute_script(
            "return fetch('/api/questions').then(r => r.json())")

    def type_answer(self, driver, text, keyboard=False):
        """Types `text`, the accented letters with the accent buttons: clicked, or with
        `keyboard` reached by Tab from the field and pressed with Enter."""
        field = driver.find_element(By.ID, "answer")
        field.clear()
        order = [b.text for b in driver.find_elements(By.CSS_SELECTOR, "#accents button")]
        buttons = {b.text: b for b in driver.find_elements(By.CSS_SELECTOR, "#accents button")}
        check(set(buttons) == ACCENTED, f"accent buttons {sorted(buttons)}")
        for letter in text:
            if letter in ACCENTED and keyboard:
                check(driver.switch_to.active_element == field, "the focus is not in the field")
                ActionChains(driver).send_keys(Keys.TAB * (order.index(letter) + 1)).perform()
                check(driver.switch_to.active_element == buttons[letter],
                      f"Tab from the field does not reach the button {letter}")
                ActionChains(driver).send_keys(Keys.ENTER).perform()
                check(driver.switch_to.active_element == field,
                      "the focus left the answer field after an accent button")
            elif letter in ACCENTED:
                button = buttons[letter]
                check(button.get_attribute("type") == "button" and button.get_attribute("aria-label"),
                      "an accent button without type=button or an accessible name")
                button.click()
                check(driver.switch_to.active_element == field,
                      "the focus left the answer field after an accent button")
            else:
                field.send_keys(letter)
        check(field.get_attribute("value") == text,
              f"the field holds {field.get_attribute('value')!r}, not {text!r}")

    def stored(self, driver, number, text):
        """Waits until the server holds `text` as the answer to `number` (asked as the student)."""
        script = ("return fetch('/api/questions').then(r => r.json())"
                  ".then(s => (s.answers || {})[arguments[0]] || null)")
        self.wait(driver, lambda d: d.execute_script(script, str(number)) == text,
                  f"answer {number} ({text!r}) stored")

    def answer(self, driver, numbers, answers, words, wrong=(), shot=None, keyboard=False):
        """Answers `numbers` (question numbers, from the current one on) and waits for each save;
        with `keyboard`, by the keyboard alone (Enter goes on to the next question)."""
        used_accent = False
        for number in numbers:
            self.wait(driver, lambda d: d.find_element(By.ID, "progress").text ==
                      words["pageProgress"].replace("{number}", str(number)).replace(
                          "{total}", str(len(answers))), f"question {number}")
            text = WRONG if number in wrong else answers[number]
            used_accent = used_accent or any(letter in ACCENTED for letter in text)
            self.type_answer(driver, text, keyboard=keyboard)
            if shot and number == numbers[0]:
                self.shot(driver, shot)
            if keyboard:
                driver.switch_to.active_element.send_keys(Keys.ENTER)
            elif number < len(answers):
                driver.find_element(By.ID, "next").click()
            else:
                driver.find_element(By.ID, "answer").send_keys("\n")
            self.stored(driver, number, text)
            check(driver.find_element(By.ID, "status").text in (words["pageSaved"], words["pageSaving"]),
                  f"the status says {driver.find_element(By.ID, 'status').text!r} after a save")
        return used_accent

    def finish(self, driver, words, shot=None):
        driver.find_element(By.ID, "finish").click()
        self.wait(driver, lambda d: self.visible(d, "finish-dialog"), "the finish dialog")
        if shot:
            self.shot(driver, shot)
        driver.find_element(By.ID, "finish-yes").click()
        self.wait(driver, lambda d: self.visible(d, "done"), "the finished page")

    # ----- the class -----
    def answers_of(self, key, version):
        for sheet in key["versions"]:
            if sheet["code"] == version:
                return {q["number"]: q["answer"] for q in sheet["questions"]}
        raise Failure(f"the key has no version {version}")

    def teacher_get(self, info, path):
        request = urllib.request.Request(
            info["url"].rstrip("/") + path, headers={"Authorization": "Bearer " + info["teacherToken"]})
        with urllib.request.urlopen(request, timeout=20) as response:
            return response.read().decode("utf-8")

    def test_class(self):
        key_path = os.path.join(self.scratch, "3B-key.json")
        data = os.path.join(self.scratch, "3B-class")
        self.conjugar_run("quiz", "--worksheet", "--versions", "2", "--class", "3B",
                          "--count", "6", "--key-file", key_path)
        with open(key_path) as file:
            key = json.load(file)
        server, info = self.serve(key_path, data, "test")
        url = info["url"]

        ana = self.browser(LAPTOP)
        state = self.join(ana, url, "en", "Ana", info["joinCode"], shot="student-join-en-laptop")
        words = self.words(ana)
        check(all("answer" not in q and "alternatives" not in q for q in state["questions"])
              and "secret" not in state, "the student state holds more than the questions")
        ana_answers = self.answers_of(key, state["version"])
        self.answer(ana, list(range(1, 7)), ana_answers, words, shot="student-question-en-laptop")

        bea = self.browser(PHONE)
        state = self.join(bea, url, "es", "Bea", info["joinCode"].lower(), shot="student-join-es-phone")
        words_es = self.words(bea)
        check(words_es["pageSaved"] != words["pageSaved"], "the Spanish page has the English words")
        bea_answers = self.answers_of(key, state["version"])
        self.answer(bea, [1, 2, 3], bea_answers, words_es, wrong={2}, shot="student-question-es-phone")
        self.close(bea)

        bea = self.browser(PHONE)
        state = self.join(bea, url, "es", "Bea", info["joinCode"], keyboard=True)
        check(state["answers"].get("1") == bea_answers[1] and state["answers"].get("2") == WRONG,
              f"Bea's answers were not kept: {state['answers']}")
        self.wait(bea, lambda d: d.find_element(By.ID, "progress").text.startswith(
            words_es["pageProgress"].split("{")[0] + "4"), "Bea resuming at question 4")
        self.shot(bea, "student-resumed-es-phone")
        self.answer(bea, [4, 5, 6], bea_answers, words_es, wrong={4}, keyboard=True)
        bea.find_element(By.ID, "previous").click()
        self.wait(bea, lambda d: d.find_element(By.ID, "answer").get_attribute("value") ==
                  bea_answers[5], "Bea's answer 5 shown again")
        self.finish(bea, words_es, shot="student-finish-es-phone")
        self.shot(bea, "student-done-es-phone")
        self.finish(ana, words, shot="student-finish-en-laptop")
        self.shot(ana, "student-done-en-laptop")

        tricky = "<b>Zoë</b> & co"
        body = json.dumps({"name": tricky, "code": info["joinCode"]}).encode("utf-8")
        request = urllib.request.Request(url.rstrip("/") + "/api/join", data=body, method="POST",
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=20) as response:
            check(response.status == 200, "a third student could not join")

        teacher = self.browser(LAPTOP)
        teacher.get(info["teacherUrl"])
        check(info["teacherToken"] not in teacher.current_url, "the token stayed in the address")
        handed_in = self.words(teacher)["pageStatusFinished"]

        def rows(driver):
            cells = driver.execute_script(
                "return Array.from(document.querySelectorAll('#students tr'),"
                " tr => Array.from(tr.cells, td => td.textContent))")
            return {row[0]: row for row in cells if row}
        self.wait(teacher, lambda d: len(rows(d)) == 3 and rows(d)["Ana"][3] == handed_in
                  and rows(d)["Bea"][3] == handed_in, "both students handed in on the teacher's page")
        check(tricky in rows(teacher), "a name with <b> was not shown as typed")
        check(teacher.find_element(By.ID, "join-code").text == info["joinCode"],
              "the teacher's page shows another join code")
        check(rows(teacher)["Ana"][4].startswith("100"), f"Ana's score {rows(teacher)['Ana'][4]}")
        self.shot(teacher, "teacher-en-laptop", whole=True)
        teacher.get(url.rstrip("/") + "/teacher?lang=es")
        self.wait(teacher, lambda d: len(rows(d)) == 3, "the Spanish teacher's page")
        self.shot(teacher, "teacher-es-laptop", whole=True)
        teacher.set_window_size(*PHONE)
        self.shot(teacher, "teacher-es-phone", whole=True)
        teacher.find_element(By.ID, "close-button").click()
        self.wait(teacher, lambda d: self.visible(d, "confirm-dialog"), "the close confirmation")
        self.shot(teacher, "teacher-close-es-phone")
        teacher.find_element(By.ID, "confirm-yes").click()
        self.wait(teacher, lambda d: self.visible(d, "reopen-button"), "the class closed")

        served = self.teacher_get(info, "/api/teacher/gradebook.csv")
        graded = self.conjugar_run("grade", key_path, "--data", data, "--format", "csv")
        check(served == graded, "the server's gradebook differs from conjugar grade --data:\n"
              f"--- served\n{served}--- graded\n{graded}")
        check("Ana" in served and "Bea" in served, "the gradebook lacks a student")
        self.stop(server)
        check(self.conjugar_run("grade", key_path, "--data", data, "--format", "csv") == served,
              "the gradebook changed after the server stopped")
        for driver in list(self.drivers):
            self.close(driver)

    def practice_class(self):
        key_path = os.path.join(self.scratch, "3B-key.json")
        with open(key_path) as file:
            key = json.load(file)
        data = os.path.join(self.scratch, "3B-practice")
        server, info = self.serve(key_path, data, "practice")
        for lang, size, label in (("es", PHONE, "es-phone"), ("en", LAPTOP, "en-laptop")):
            driver = self.browser(size)
            state = self.join(driver, info["url"], lang, "Carla " + lang, info["joinCode"])
            words = self.words(driver)
            answers = self.answers_of(key, state["version"])
            check(self.visible(driver, "check"), "no check button in practice mode")
            for number in range(1, 7):
                self.wait(driver, lambda d: d.find_element(By.ID, "progress").text ==
                          words["pageProgress"].replace("{number}", str(number)).replace(
                              "{total}", "6"), f"practice question {number}")
                self.type_answer(driver, WRONG if number == 1 else answers[number])
                driver.find_element(By.ID, "check").click()
                self.wait(driver, lambda d: self.visible(d, "feedback"), "the feedback")
                mark = driver.find_element(By.CSS_SELECTOR, "#feedback .mark").text
                expected = words["pageWrong"] if number == 1 else words["pageCorrect"]
                check(mark == expected, f"question {number} marked {mark!r}, not {expected!r}")
                if number == 1:
                    check(answers[1] in driver.find_element(By.ID, "feedback").text,
                          "the feedback does not show the expected form")
                    self.shot(driver, f"practice-feedback-{label}")
                    self.type_answer(driver, answers[1])
                    driver.find_element(By.ID, "check").click()
                    mark_now = "return document.querySelector('#feedback .mark').textContent"
                    self.wait(driver, lambda d: d.execute_script(mark_now) == words["pageCorrect"],
                              "the second attempt marked right")
                    check(words["pageRelearning"] in driver.find_element(By.ID, "feedback").text,
                          "a second attempt is not said to be practice only")
                if number < 6:
                    driver.find_element(By.ID, "next").click()
            self.finish(driver, words)
            self.wait(driver, lambda d: self.visible(d, "summary"), "the practice summary")
            score = driver.find_element(By.ID, "score").text
            check("83" in score, f"the summary's score {score!r} (5 of 6 right: 83 %)")
            check(len(driver.find_elements(By.CSS_SELECTOR, "#mistakes li")) == 1,
                  "the summary does not list the one mistake")
            self.shot(driver, f"practice-summary-{label}", whole=True)
            self.close(driver)
        self.stop(server)

    def cleanup(self):
        for driver in self.drivers:
            try:
                driver.quit()
            except WebDriverException:
                pass
        for server in self.servers:
            if server.poll() is None:
                server.kill()
                server.wait()


def main():
    if sys.argv[1:] == ["--check"]:
        find_browser()
        return 0
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--conjugar", required=True)
    parser.add_argument("--scratch", required=True)
    parser.add_argument("--screenshots", required=True)
    args = parser.parse_args()
    run = Run(args)
    try:
        run.test_class()
        run.practice_class()
    except Failure as failure:
        print(f"browser_class: {failure}", file=sys.stderr)
        return 1
    except WebDriverException as error:
        print(f"browser_class: the browser failed: {error.msg}", file=sys.stderr)
        return 1
    finally:
        run.cleanup()
    print(f"browser_class: passed; screenshots in {run.shots}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
