import Foundation
import TestBasics
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `conjugar serve` as a teacher runs it: the built `conjugar` execs `conjugar-serve` (the same
/// process), which prints the addresses and writes `--ready-file` once listening, stops on
/// SIGTERM with 0, resumes the class, refuses a bad key (65), another class's folder (65) and a
/// port in use (69); and `grade --data` grades what the students answered exactly as the same
/// answers given as files.
@Suite(.serialized) struct ServeProcessTests {
  let folder: ScratchFolder
  init() throws { folder = try ScratchFolder("serve") }

  // MARK: The built binaries

  static let buildFolder: URL = {
    let runner =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    var directory = URL(fileURLWithPath: runner).deletingLastPathComponent()
    while directory.pathComponents.count > 1 {
      if FileManager.default.isExecutableFile(
        atPath: directory.appendingPathComponent("conjugar-serve").path)
      {
        return directory
      }
      directory.deleteLastPathComponent()
    }
    return URL(fileURLWithPath: ".build/debug")
  }()

  var environment: [String: String] {
    [
      "PATH": "/usr/bin:/bin", "HOME": folder.url.path, "LANG": "C.UTF-8",
      "CONJUGAR_SETTINGS": folder.path("settings.json"), "XDG_STATE_HOME": folder.url.path,
      "XDG_CONFIG_HOME": folder.url.path,
    ]
  }

  /// Starts `conjugar ARGUMENTS`, its output going to files in the scratch folder.
  func start(_ arguments: [String], name: String, input: String? = nil) throws -> Process {
    let process = Process()
    process.executableURL = Self.buildFolder.appendingPathComponent("conjugar")
    process.arguments = arguments
    process.environment = environment
    _ = FileManager.default.createFile(atPath: folder.path(name + ".out"), contents: nil)
    _ = FileManager.default.createFile(atPath: folder.path(name + ".err"), contents: nil)
    process.standardOutput = FileHandle(forWritingAtPath: folder.path(name + ".out"))
    process.standardError = FileHandle(forWritingAtPath: folder.path(name + ".err"))
    if let input {
      try Data(input.utf8).write(to: URL(fileURLWithPath: folder.path(name + ".in")))
      process.standardInput = FileHandle(forReadingAtPath: folder.path(name + ".in"))
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    try process.run()
    return process
  }

  /// Runs `conjugar ARGUMENTS` to its end (killed after two minutes).
  func run(_ arguments: [String], name: String = "run", input: String? = nil) throws -> (
    status: Int32, stdout: String, stderr: String
  ) {
    let process = try start(arguments, name: name, input: input)
    let deadline = Date().addingTimeInterval(120)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    return (
      process.terminationStatus, (try? folder.text(name + ".out")) ?? "",
      (try? folder.text(name + ".err")) ?? ""
    )
  }

  /// The ready file's members, once the server has written it (nil after a minute, or when
  /// the process ended first).
  func ready(_ path: String, of process: Process) -> [String: String]? {
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline {
      if let data = FileManager.default.contents(atPath: path),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: String]
      {
        return object
      }
      if !process.isRunning { return nil }
      usleep(20_000)
    }
    return nil
  }

  func stop(_ process: Process) -> Int32 {
    process.terminate()  // SIGTERM
    process.waitUntilExit()
    return process.terminationStatus
  }

  func makeKey(_ name: String, className: String = "3B") throws -> String {
    let path = folder.path(name)
    let result = try run([
      "quiz", "--worksheet", "--class", className, "--versions", "2", "--count", "4",
      "--verbs", "hablar,comer,tener,ir", "--tense", "preterite", "--key-file",
      path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    return path
  }

  // MARK: Tests

  @Test func readyStopAndResume() throws {
    let key = try makeKey("3B-key.json")
    let readyPath = folder.path("ready.json")
    let first = try start(
      ["serve", "--key-file", key, "--listen", "127.0.0.1:0", "--ready-file", readyPath],
      name: "first")
    let ready = try #require(self.ready(readyPath, of: first))
    let url = try #require(ready["url"])
    #expect(url.hasPrefix("http://127.0.0.1:"))
    #expect(!url.hasPrefix("http://127.0.0.1:0/"))
    #expect(ready["joinCode"]?.count == 6)
    let token = try #require(ready["teacherToken"])
    #expect(token.count == 32)
    #expect(ready["teacherUrl"] == url + "teacher?token=" + token)
    #expect(FileManager.default.fileExists(atPath: folder.path("3B-key-class/class.sqlite")))

    // The port is taken: a second server says so in one line, 69.
    let port = try #require(URL(string: url)?.port)
    let busy = try run(
      ["serve", "--key-file", key, "--listen", "127.0.0.1:\(port)", "--data", folder.path("b")],
      name: "busy")
    #expect(busy.status == 69)
    #expect(busy.stderr.contains("in use"), "\(busy.stderr)")
    #expect(busy.stderr.split(separator: "\n").count == 1, "\(busy.stderr)")

    #expect(stop(first) == 0)
    let printed = try folder.text("first.out")
    #expect(printed.contains(url))
    #expect(printed.contains(ready["joinCode"]!))
    #expect(printed.contains(ready["teacherUrl"]!))
    #expect(printed.contains("Stopped"))

    // Again with the same key and data: the same class, a new teacher token.
    try FileManager.default.removeItem(atPath: readyPath)
    let second = try start(
      ["serve", "--key-file", key, "--listen", ":0", "--ready-file", readyPath], name: "second")
    let again = try #require(self.ready(readyPath, of: second))
    #expect(again["joinCode"] == ready["joinCode"])
    #expect(again["teacherToken"] != token)
    #expect(stop(second) == 0)
  }

  @Test func aKeyFailingItsChecksumStartsNoClass() throws {
    let key = try makeKey("3B-key.json")
    let text = try folder.text("3B-key.json")
    try folder.write(text.replacingOccurrences(of: "\"3B\"", with: "\"3C\""), to: "edited.json")
    let result = try run(["serve", "--key-file", folder.path("edited.json"), "--listen", ":0"])
    #expect(result.status == 65)
    #expect(result.stderr.contains("edited"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.path("edited-class")))
    _ = key
  }

  @Test func anotherClassesFolderIsRefused() throws {
    let key = try makeKey("3B-key.json")
    let other = try makeKey("4C-key.json", className: "4C")
    let readyPath = folder.path("ready.json")
    let server = try start(
      ["serve", "--key-file", key, "--listen", ":0", "--ready-file", readyPath], name: "3b")
    #expect(ready(readyPath, of: server) != nil)
    #expect(stop(server) == 0)
    let result = try run([
      "serve", "--key-file", other, "--listen", ":0", "--data", folder.path("3B-key-class"),
    ])
    #expect(result.status == 65)
    #expect(result.stderr.contains("another class"), "\(result.stderr)")
    let graded = try run(["grade", other, "--data", folder.path("3B-key-class")])
    #expect(graded.status == 65)
  }

  @Test func gradeDataIsTheSameAsTheAnswersAsFilesAndTheServersCSV() throws {
    let key = try makeKey("3B-key.json")
    let readyPath = folder.path("ready.json")
    let server = try start(
      ["serve", "--key-file", key, "--listen", ":0", "--ready-file", readyPath], name: "class")
    let ready = try #require(self.ready(readyPath, of: server))
    let base = try #require(ready["url"])
    let code = try #require(ready["joinCode"])
    var files: [String] = []
    for (index, name) in ["Ana", "Bea"].enumerated() {
      let client = HTTPClient(base: base)
      let joined = try client.send("POST", "api/join", json: ["name": name, "code": code])
      #expect(joined.status == 200, "\(joined.body)")
      let state = try #require(
        try JSONSerialization.jsonObject(with: Data(joined.body.utf8)) as? [String: Any])
      let version = try #require(state["version"] as? String)
      let answers = index == 0 ? ["tuve", "comí", "fue", "xx"] : ["hablé", "", "tuvo", "fui"]
      var lines = ["name: \(name)", "version: \(version)"]
      for (offset, answer) in answers.enumerated() {
        let saved = try client.send("PUT", "api/answers/\(offset + 1)", json: ["answer": answer])
        #expect(saved.status == 200, "\(saved.body)")
        lines.append("\(offset + 1). \(answer)")
      }
      try folder.write(lines.joined(separator: "\n") + "\n", to: "\(name).txt")
      files.append(folder.path("\(name).txt"))
    }
    let teacher = HTTPClient(base: base, bearer: ready["teacherToken"])
    let csv = try teacher.send("GET", "api/teacher/gradebook.csv")
    #expect(csv.status == 200)
    #expect(stop(server) == 0)

    let stored = try run(["grade", key, "--data", folder.path("3B-key-class"), "--format", "csv"])
    let given = try run(["grade", key] + files + ["--format", "csv"])
    #expect(stored.status == 0, "\(stored.stderr)")
    #expect(stored.stdout == csv.body)
    // The same marks as the files give; only the file column differs (no file for the browser).
    #expect(Self.withoutFiles(stored.stdout) == Self.withoutFiles(given.stdout))
    #expect(stored.stdout.contains("Ana") && stored.stdout.contains("Bea"))

    // In a session, grade --data runs conjugar-serve as a child and the session goes on.
    let session = try run(
      [], name: "session",
      input: "grade \(key) --data \(folder.path("3B-key-class")) --format csv\nverb hablar\n")
    #expect(session.status == 0, "\(session.stderr)")
    #expect(session.stdout.contains(stored.stdout), "\(session.stdout)")
    #expect(session.stdout.contains("hablamos"))
  }

  /// A gradebook's rows without their second column (the answers file).
  static func withoutFiles(_ csv: String) -> [[Substring]] {
    csv.split(whereSeparator: \.isNewline).map { row in
      var cells = row.split(separator: ",", omittingEmptySubsequences: false)
      if cells.count > 1 { cells.remove(at: 1) }
      return cells
    }
  }
}

/// A browser's requests, one session: JSON in and out, the session cookie kept.
private final class HTTPClient: @unchecked Sendable {
  let base: String
  let bearer: String?
  var cookie: String?

  init(base: String, bearer: String? = nil) {
    self.base = base
    self.bearer = bearer
  }

  func send(_ method: String, _ path: String, json: [String: String]? = nil) throws -> (
    status: Int, body: String
  ) {
    var request = URLRequest(url: URL(string: base + path)!)
    request.httpMethod = method
    if let json {
      request.httpBody = try JSONSerialization.data(withJSONObject: json)
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    if let cookie { request.setValue(cookie, forHTTPHeaderField: "Cookie") }
    if let bearer { request.setValue("Bearer " + bearer, forHTTPHeaderField: "Authorization") }
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var result: (Int, String, String?)?
    let task = URLSession.shared.dataTask(with: request) { data, response, _ in
      let http = response as? HTTPURLResponse
      let setCookie = http?.value(forHTTPHeaderField: "Set-Cookie")
      result = (
        http?.statusCode ?? 0, String(decoding: data ?? Data(), as: UTF8.self), setCookie
      )
      done.signal()
    }
    task.resume()
    done.wait()
    let (status, body, setCookie) = result ?? (0, "", nil)
    if let setCookie, let pair = setCookie.split(separator: ";").first {
      cookie = String(pair)
    }
    return (status, body)
  }
}
