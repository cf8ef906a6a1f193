#!/usr/bin/env python3
"""A class played through the classroom's HTTP API by many students at once (stdlib only).

Two uses:

  class_load.py bench --conjugar BIN --work DIR [--students 40 --answers 20]
      Starts `conjugar serve`, has every student join and answer as fast as the server allows,
      all at once, and prints the latency of each answer (p50, p99, max), answers per second and
      how many acknowledged answers the class lost (read back through the API and through
      `conjugar grade --data`). `--knee` repeats with more students until p99 passes 200 ms.

  class_load.py kill --conjugar BIN --work DIR [--rounds 5 --students 20]
      Kills the server with SIGKILL at a random moment while every student is answering,
      starts it again on the same key and data, and checks that every answer it acknowledged is
      still there, graded as `conjugar grade --data` grades it; then the next round. The last
      round finishes the class and compares the teacher's CSV gradebook with `grade`'s.

Exit status 0 when nothing acknowledged was lost, 1 otherwise (each loss printed).
"""

import argparse
import http.client
import json
import os
import random
import signal
import subprocess
import sys
import threading
import time


def make_key(conjugar, work, count):
    key = os.path.join(work, "3B-key.json")
    if not os.path.exists(key):
        subprocess.run(
            [conjugar, "quiz", "--worksheet", "--class", "3B", "--versions", "2",
             "--count", str(count), "--key-file", key],
            check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=work)
    return key


class Server:
    """`conjugar serve` as a process: started, waited for through its ready file, killed."""

    def __init__(self, conjugar, key, data, work, mode="test"):
        self.conjugar, self.key, self.data, self.work, self.mode = conjugar, key, data, work, mode
        self.process = None

    def start(self):
        ready = os.path.join(self.work, "ready.json")
        if os.path.exists(ready):
            os.remove(ready)
        self.log = open(os.path.join(self.work, "serve.log"), "ab")
        self.process = subprocess.Popen(
            [self.conjugar, "serve", "--key-file", self.key, "--data", self.data,
             "--listen", "127.0.0.1:0", "--ready-file", ready, "--mode", self.mode],
            stdin=subprocess.DEVNULL, stdout=self.log, stderr=self.log)
        deadline = time.time() + 60
        while not os.path.exists(ready):
            if self.process.poll() is not None:
                raise SystemExit(f"conjugar serve stopped with status {self.process.returncode}")
            if time.time() > deadline:
                raise SystemExit("conjugar serve was not ready within 60 s")
            time.sleep(0.02)
        with open(ready) as file:
            self.ready = json.load(file)
        address = self.ready["url"].split("//", 1)[1].rstrip("/")
        self.host, port = address.rsplit(":", 1)
        self.port = int(port)
        return self.ready

    def kill(self):
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()

    def stop(self):
        self.process.send_signal(signal.SIGTERM)
        status = self.process.wait(timeout=30)
        if status != 0:
            raise SystemExit(f"conjugar serve stopped by SIGTERM with status {status}")


class Student:
    def __init__(self, server, name):
        self.server, self.name = server, name
        self.cookie = None
        self.connection = None
        self.last_retry_after = None

    def request(self, method, path, body=None, token=None):
        if self.connection is None:
            self.connection = http.client.HTTPConnection(
                self.server.host, self.server.port, timeout=30)
        headers = {}
        if body is not None:
            headers["Content-Type"] = "application/json"
        if self.cookie:
            headers["Cookie"] = self.cookie
        if token:
            headers["Authorization"] = "Bearer " + token
        data = None if body is None else json.dumps(body).encode()
        for attempt in (1, 2):
            reused = self.connection is not None and self.connection.sock is not None
            try:
                self.connection.request(method, path, body=data, headers=headers)
                response = self.connection.getresponse()
                payload = response.read()
                break
            except (BrokenPipeError, ConnectionResetError, http.client.RemoteDisconnected):
                self.connection.close()
                self.connection = http.client.HTTPConnection(
                    self.server.host, self.server.port, timeout=30)
                # A kept-alive connection the server closed as idle: a browser sends the
                # request again on a new one, once.
                if attempt == 2 or not reused or method not in ("GET", "PUT"):
                    self.connection = None
                    raise
            except Exception:
                self.connection.close()
                self.connection = None
                raise
        self.last_retry_after = response.getheader("Retry-After")
        cookie = response.getheader("Set-Cookie")
        if cookie and cookie.startswith("conjugar_session="):
            self.cookie = cookie.split(";", 1)[0]
        return response.status, payload

    def join(self):
        while True:
            status, payload = self.request(
                "POST", "/api/join", {"name": self.name, "code": self.server.ready["joinCode"]})
            if status != 429:
                break
            # Joins are limited per address, and every student of a benchmark comes from one:
            # wait as the server asks.
            time.sleep(float(self.last_retry_after or 1))
        if status != 200:
            raise RuntimeError(f"{self.name}: join gave {status}: {payload[:200]!r}")
        return json.loads(payload)


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def grade_json(conjugar, key, data):
    result = subprocess.run(
        [conjugar, "grade", key, "--data", data, "--format", "json"],
        capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"conjugar grade --data: status {result.returncode}: {result.stderr}")
    return json.loads(result.stdout)


def graded_answers(report):
    """{student name: {question number: answer given}} from `grade --format json`."""
    answers = {}
    for student in report["students"]:
        given = {}
        for answer in student["answers"]:
            if answer.get("given") is not None:
                given[answer["number"]] = answer["given"]
        answers[student["name"]] = given
    return answers


def bench(args):
    work = os.path.abspath(args.work)
    os.makedirs(work, exist_ok=True)
    key = make_key(args.conjugar, work, args.answers)
    counts = [args.students]
    if args.knee:
        counts = [40, 80, 160, 240, 320, 640]
    results = []
    for count in counts:
        data = os.path.join(work, f"data-{count}-{int(time.time() * 1000)}")
        server = Server(args.conjugar, key, data, work)
        server.start()
        students = [Student(server, f"Student {count}-{index}") for index in range(count)]
        for student in students:
            student.questions = [q["number"] for q in student.join()["questions"]]
        latencies, acked, failures = [], {}, []
        lock = threading.Lock()
        start_line = threading.Barrier(count + 1)

        def answer_all(student):
            start_line.wait()
            for number in student.questions[: args.answers]:
                text = f"r{number}-{student.name[-6:]}"
                began = time.perf_counter()
                try:
                    status, payload = student.request(
                        "PUT", f"/api/answers/{number}", {"answer": text})
                except Exception as error:  # noqa: BLE001 (counted as a failure)
                    with lock:
                        failures.append(f"{student.name} {number}: {error}")
                    continue
                elapsed = time.perf_counter() - began
                with lock:
                    latencies.append(elapsed)
                    if status == 200 and json.loads(payload).get("saved"):
                        acked[(student.name, number)] = text
                    else:
                        failures.append(f"{student.name} {number}: {status}")

        threads = [threading.Thread(target=answer_all, args=(s,)) for s in students]
        for thread in threads:
            thread.start()
        start_line.wait()
        began = time.perf_counter()
        for thread in threads:
            thread.join()
        wall = time.perf_counter() - began
        server.stop()
        stored = graded_answers(grade_json(args.conjugar, key, data))
        lost = [k for k, v in acked.items() if stored.get(k[0], {}).get(k[1]) != v]
        result = {
            "students": count, "answers": len(latencies), "acknowledged": len(acked),
            "failures": len(failures), "lost": len(lost),
            "p50_ms": round(percentile(latencies, 0.50) * 1000, 2),
            "p99_ms": round(percentile(latencies, 0.99) * 1000, 2),
            "max_ms": round(max(latencies) * 1000, 2),
            "answers_per_second": round(len(latencies) / wall, 1),
        }
        results.append(result)
        print(json.dumps(result), flush=True)
        for failure in failures[:5]:
            print("  failure:", failure, file=sys.stderr)
        if lost or failures:
            return 1
        if args.knee and result["p99_ms"] > 200:
            break
    return 0


def kill(args):
    work = os.path.abspath(args.work)
    os.makedirs(work, exist_ok=True)
    key = make_key(args.conjugar, work, 20)
    data = os.path.join(work, "data")
    rng = random.Random(args.seed)
    server = Server(args.conjugar, key, data, work)
    acked = {}  # (name, number) -> the last answer acknowledged
    in_flight = {}  # (name, number) -> the answer sent and not acknowledged when killed
    lock = threading.Lock()
    problems = []
    for round_number in range(args.rounds):
        server.start()
        # Every answer acknowledged before the kill is there after the restart.
        if round_number > 0:
            check_kept(args, key, data, acked, in_flight, problems, server)
        in_flight.clear()
        students = [Student(server, f"Student {i}") for i in range(args.students)]
        questions = {}
        for student in students:
            questions[student.name] = [q["number"] for q in student.join()["questions"]]
        stop = threading.Event()

        def answer(student):
            serial = 0
            while not stop.is_set():
                number = rng.choice(questions[student.name])
                serial += 1
                text = f"a{round_number}-{serial}"
                slot = (student.name, number)
                with lock:
                    in_flight[slot] = text
                try:
                    status, payload = student.request(
                        "PUT", f"/api/answers/{number}", {"answer": text})
                except Exception:  # noqa: BLE001 (the server was killed)
                    return
                if status == 200 and json.loads(payload).get("saved"):
                    with lock:
                        acked[slot] = text
                        in_flight.pop(slot, None)

        threads = [threading.Thread(target=answer, args=(s,)) for s in students]
        for thread in threads:
            thread.start()
        time.sleep(rng.uniform(0.3, 1.5))
        server.kill()
        stop.set()
        for thread in threads:
            thread.join()
        print(f"round {round_number + 1}: killed with {len(acked)} answers acknowledged",
              flush=True)
    server.start()
    check_kept(args, key, data, acked, in_flight, problems, server)
    # The class ends: everyone finishes, and the teacher's gradebook is grade's.
    students = [Student(server, f"Student {i}") for i in range(args.students)]
    for student in students:
        student.join()
        status, _ = student.request("POST", "/api/finish", {})
        if status != 200:
            problems.append(f"{student.name}: finish gave {status}")
    teacher = Student(server, "teacher")
    status, csv = teacher.request(
        "GET", "/api/teacher/gradebook.csv", token=server.ready["teacherToken"])
    server.stop()
    graded = subprocess.run(
        [args.conjugar, "grade", key, "--data", data, "--format", "csv"],
        capture_output=True)
    if status != 200 or csv.rstrip(b"\r\n") != graded.stdout.rstrip(b"\r\n"):
        problems.append("the teacher's gradebook differs from conjugar grade --data")
    for problem in problems[:20]:
        print("LOST:", problem)
    print(f"{args.rounds} kills, {len(acked)} answers acknowledged, {len(problems)} problems")
    return 1 if problems else 0


def check_kept(args, key, data, acked, in_flight, problems, server):
    stored = graded_answers(grade_json(args.conjugar, key, data))
    for (name, number), text in acked.items():
        kept = stored.get(name, {}).get(number)
        # A request cut by the kill may have been committed without its answer reaching the
        # student: then the stored answer is that newer one.
        if kept == text:
            continue
        if kept == in_flight.get((name, number)):
            # Committed, though its acknowledgement never arrived: from now on it is the
            # answer the class holds.
            acked[(name, number)] = kept
            continue
        problems.append(f"{name} question {number}: acknowledged {text!r}, stored {kept!r}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("what", choices=["bench", "kill"])
    parser.add_argument("--conjugar", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--students", type=int, default=40)
    parser.add_argument("--answers", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--knee", action="store_true")
    args = parser.parse_args()
    sys.exit(bench(args) if args.what == "bench" else kill(args))


if __name__ == "__main__":
    main()
