import ConjugarCommandLine
import ConjugarTestSupport
import Foundation
import SimpleJSON
import Testing

@testable import ClassKey
@testable import ConjugarCommands
@testable import Grading

/// Issue 37's attacks on a teacher's class files: a report written over the files it grades, a
/// stray quote in a class's CSV, a crafted key (a code that is a path, question numbers off the
/// sheet, a byte order mark), students' control characters on the teacher's terminal, and the
/// paths messages name.
@Suite struct ClassFileAttackTests: RunnerFiles {
  let runner: InProcessRunner
  let key = GradeScenarioTests.key(accents: .half)
  init() throws { runner = try InProcessRunner() }

  // MARK: grade --output

  /// `grade 3C-key.json ana.txt --output 3C-key.json` replaced the key (its secret and answers
  /// gone, exit 0); so did an answers file. The same file by a link or another spelling too.
  @Test(arguments: [
    "the key", "an answers file", "a link to the key", "a hard link to an answers file",
    "the key spelled otherwise", "a row file of a CSV",
  ])
  func gradeOutputOverAFileItGradesIsRefused(_ attack: String) throws {
    try write("3C-key.json", key.json)
    try write("ana.txt", "Ana\n1. tuve\n")
    try write("class.csv", "name,1\nBea,tuve\n")
    try FileManager.default.createDirectory(atPath: path("sub"), withIntermediateDirectories: true)
    let output: String
    switch attack {
    case "the key": output = path("3C-key.json")
    case "an answers file": output = path("ana.txt")
    case "a link to the key":
      output = path("report.txt")
      try FileManager.default.createSymbolicLink(atPath: output, withDestinationPath: "3C-key.json")
    case "a hard link to an answers file":
      output = path("report.txt")
      try FileManager.default.linkItem(atPath: path("ana.txt"), toPath: output)
    case "the key spelled otherwise": output = path("sub") + "/..//./3C-key.json"
    default: output = path("class.csv")
    }
    let result = try runner.run(
      ["grade", path("3C-key.json"), path("ana.txt"), path("class.csv"), "--output", output])
    #expect(result.status == 73, "\(result.stderr)")
    #expect(result.stdout == "")
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    #expect(
      result.stderr.hasPrefix("conjugar: error: the report cannot be written to '\(output)': "))
    #expect(result.stderr.hasSuffix("; choose another file with --output\n"))
    #expect(try read("3C-key.json") == key.json)
    #expect(try read("ana.txt") == "Ana\n1. tuve\n")
    #expect(try read("class.csv") == "name,1\nBea,tuve\n")
  }

  @Test func gradeOutputNamesWhichFileItWouldReplace() throws {
    try write("k.json", key.json)
    try write("ana.txt", "Ana\n1. tuve\n")
    let overKey = try runner.run([
      "grade", path("k.json"), path("ana.txt"), "--output", path("k.json"),
    ])
    #expect(overKey.stderr.contains(": it is the key file; "))
    let overAnswers = try runner.run(
      ["grade", path("k.json"), path("ana.txt"), "--output", path("ana.txt")])
    #expect(overAnswers.stderr.contains(": it is the answers file '\(path("ana.txt"))'; "))
    let spanish = try runner.run(
      ["--lang", "es", "grade", path("k.json"), path("ana.txt"), "--output", path("k.json")])
    #expect(spanish.status == 73)
    #expect(
      spanish.stderr
        == "conjugar: error: no se puede escribir el informe en «\(path("k.json"))»: es el "
        + "archivo de soluciones; elija otro archivo con --output\n")
    let fresh = try runner.run(
      ["grade", path("k.json"), path("ana.txt"), "--output", path("report.txt")])
    #expect(fresh.status == 0)
    #expect(try read("report.txt").contains("Ana"))
  }

  // MARK: A class's CSV

  /// A name starting with an unmatched `"` swallowed every later row: those students vanished
  /// from the gradebook and nothing was said.
  @Test(arguments: [
    "\"Bea", "\"Bea García", "\"Bea\" García", "Bea\"",
  ])
  func aStrayQuoteInAClassCSVLosesNoStudent(_ bea: String) throws {
    let code = key.versions[0].code
    let answer = key.versions[0].questions[0].answer
    try write(
      "class.csv",
      [
        "name,version,1,2", "Ana,\(code),\(answer),", "\(bea),\(code),\(answer),x",
        "Carla,\(code),x,", "\"Díaz, Dan\",\(code),,", "Eva,\(code),\(answer),\(answer)",
      ].joined(separator: "\r\n") + "\r\n")
    try write("key.json", key.json)
    let result = try runner.run(["grade", path("key.json"), path("class.csv")])
    #expect(result.status == 0, "\(result.stderr)")
    for name in ["Ana", "Bea", "Carla", "Díaz, Dan", "Eva"] {
      #expect(result.stdout.contains(name), "\(name) is missing:\n\(result.stdout)")
    }
    #expect(result.stdout.contains("Carla · row 4 of class.csv"))
    #expect(result.stdout.contains("Eva · row 6 of class.csv"))
    let named = result.stdout.contains(
      "row 3 of class.csv: a quote is never closed; it is read as text")
    #expect(named == (bea != "Bea\""), "\(result.stdout)")
    let csv = try runner.run(
      ["grade", path("key.json"), path("class.csv"), "--format", "csv"])
    #expect(csv.stdout.split(separator: "\r\n").count == 6, "\(csv.stdout)")
  }

  @Test func aCSVReadsAsRFC4180Says() {
    let read = { (text: String) in AnswerCSV.records(text) }
    #expect(
      read("a,\"b,c\",\"d\"\"e\"\r\nf,\"g\nh\",i") == (
        [["a", "b,c", "d\"e"], ["f", "g\nh", "i"]], []
      ))
    #expect(read("\"a\nb,c\nd,e\n") == ([["\"a"], ["b", "c"], ["d", "e"]], [0]))
    #expect(read("x\n\"a\"b,c\nd") == ([["x"], ["\"a\"b", "c"], ["d"]], [1]))
    #expect(read("\"\",\"\"\"\"\n") == ([["", "\""]], []))
    #expect(read("a\rb\r\nc") == ([["a"], ["b"], ["c"]], []))
    #expect(read("x,\"y") == ([["x", "\"y"]], [0]))
  }

  // MARK: Key files

  /// The key holds every answer and the class's secret: only its owner can read it.
  @Test func aKeyFileIsReadableByItsOwnerOnly() throws {
    let result = try runner.run(ClassWorksheetTests.sheet + ["--key-file", path("3B-key.json")])
    #expect(result.status == 0, "\(result.stderr)")
    let attributes = try FileManager.default.attributesOfItem(atPath: path("3B-key.json"))
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
  }

  /// The sheets could not be printed (a full disk, a closed pipe) and the key stayed: the retry
  /// failed with 73 "exists". The failed write takes the new key with it.
  @Test func sheetsThatCannotBePrintedTakeTheirKeyWithThem() throws {
    var environment = try TestEnvironment(now: "2026-03-14T09:30:00Z").environment()
    let keyPath = path("3B-key.json")
    environment.write = { [undo = environment.outputUndo] _ in undo.run() }
    let status = CommandRun.run(
      ClassWorksheetTests.sheet + ["--key-file", keyPath], in: environment, context: .shell)
    #expect(status == .success)
    #expect(!FileManager.default.fileExists(atPath: keyPath))
    let again = try runner.run(ClassWorksheetTests.sheet + ["--key-file", keyPath])
    #expect(again.status == 0, "\(again.stderr)")
    #expect(FileManager.default.fileExists(atPath: keyPath))
  }

  /// The built binary: `> /dev/full` (74, one line) and a pipe already closed (SIGPIPE, quietly)
  /// leave no key behind, and the same command then succeeds.
  @Test(arguments: ["a full disk", "a closed pipe"])
  func sheetsNotPrintedLeaveNoKeyBehind(_ failure: String) throws {
    let binary = BinaryRunner(sharing: runner.folder)
    let keyPath = path("3B-key.json")
    let arguments = ClassWorksheetTests.sheet + ["--key-file", keyPath]
    if failure == "a full disk" {
      let result = try binary.runShell(
        #""$0" "$@" > /dev/full"# + arguments.map { " '\($0)'" }.joined())
      #expect(result.status == 74)
      #expect(
        result.stderr
          == "conjugar: error: cannot write to standard output: no space left on device\n")
    } else {
      var ends: [Int32] = [0, 0]
      #expect(pipe(&ends) == 0)
      close(ends[0])
      let process = Process()
      process.executableURL = BinaryRunner.binary
      process.arguments = arguments
      process.environment = binary.environment
      process.standardOutput = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationReason == .uncaughtSignal)
      #expect(process.terminationStatus == SIGPIPE)
    }
    #expect(!FileManager.default.fileExists(atPath: keyPath))
    let again = try binary.run(arguments)
    #expect(again.status == 0, "\(again.stderr)")
    #expect(try ClassKey.read(String(contentsOfFile: keyPath, encoding: .utf8)).versions.count == 3)
  }

  /// The built binary, its sheets (100 KB of HTML) stalled in a pipe whose reader stopped after
  /// 100 bytes, then TERM or HUP: the key made for sheets that never came out is removed before
  /// the process ends by the signal, and the same command then succeeds.
  @Test(arguments: [SIGTERM, SIGHUP])
  func aSignalWhileTheSheetsPrintTakesTheirKeyWithThem(_ signal: Int32) throws {
    let binary = BinaryRunner(sharing: runner.folder)
    let keyPath = path("3B-key.json")
    let arguments = [
      "quiz", "--worksheet", "--class", "3B", "--versions", "26", "--count", "30", "--format",
      "html", "--key-file", keyPath,
    ]
    // Started with no signal blocked, as from a shell: the test process's threads may block
    // some, and a child inherits its parent's mask.
    let unblocked =
      "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); "
      + "os.execv(sys.argv[1], sys.argv[1:])"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", unblocked, BinaryRunner.binary.path] + arguments
    process.environment = binary.environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let start = output.fileHandleForReading.readData(ofLength: 100)
    #expect(start.count == 100)
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == signal)
    #expect(!FileManager.default.fileExists(atPath: keyPath))
    let again = try binary.run(arguments)
    #expect(again.status == 0, "\(again.stderr)")
    #expect(
      try ClassKey.read(String(contentsOfFile: keyPath, encoding: .utf8)).versions.count == 26)
  }

  /// Only the key a failed print made is removed: another file put in its place stays.
  @Test func anUndoneKeyIsRemovedOnlyIfStillTheOneMade() throws {
    var environment = try TestEnvironment(now: "2026-03-14T09:30:00Z").environment()
    let keyPath = path("3B-key.json")
    environment.write = { [undo = environment.outputUndo] _ in
      try? FileManager.default.removeItem(atPath: keyPath)
      try? "the teacher's own".write(toFile: keyPath, atomically: true, encoding: .utf8)
      undo.run()
    }
    _ = CommandRun.run(
      ClassWorksheetTests.sheet + ["--key-file", keyPath], in: environment, context: .shell)
    #expect(try String(contentsOfFile: keyPath, encoding: .utf8) == "the teacher's own")
  }

  /// A code of `../../../X`, its checksum recomputed, went into the default `--assignment` file
  /// name and wrote outside the current folder. The key is unreadable: 65, one line, no file.
  @Test func aVersionCodeThatIsAPathIsRefused() throws {
    try write("k.json", Self.resummed(key) { version in version["code"] = .string("../../../X") })
    for arguments in [
      ["quiz", "--assignment", "../../../X", "--key-file", path("k.json")],
      ["quiz", "--answers", "--key-file", path("k.json")],
      ["grade", path("k.json"), path("k.json")],
    ] {
      let result = try runner.run(arguments, stdin: "Ana\n1\n")
      #expect(result.status == 65, "\(result.stderr)")
      #expect(result.stdout == "")
      #expect(
        result.stderr
          == "conjugar: error: the key file '\(path("k.json"))': key file unreadable: versions[0].code\n"
      )
    }
  }

  /// `quiz --answers --key-file K` trapped ("Negative count not allowed") on a question number
  /// negative or wider than the question count. Run as a process: a trap is a status here.
  @Test(arguments: [-1, 0, 13, 1000, Int.max])
  func aQuestionNumberOffTheSheetIsRefusedNotATrap(_ number: Int) throws {
    let binary = BinaryRunner(sharing: runner.folder)
    try write(
      "k.json",
      Self.resummed(key) { version in
        guard case .array(var questions)? = version["questions"],
          case .object(var question) = questions[0]
        else { return }
        question["number"] = .integer(number)
        questions[0] = .object(question)
        version["questions"] = .array(questions)
      })
    for format in ["text", "markdown", "html", "json"] {
      let result = try binary.run([
        "quiz", "--answers", "--key-file", path("k.json"), "--format", format,
      ])
      #expect(result.status == 65, "\(result.stderr)")
      #expect(result.stderrLines.count == 1, "\(result.stderr)")
      #expect(result.stderr.hasSuffix("key file unreadable: versions[0].questions[0].number\n"))
    }
  }

  /// A key saved with a UTF-8 byte order mark was "not a conjugar class key file".
  @Test func aKeyWithAByteOrderMarkIsRead() throws {
    try Data([0xEF, 0xBB, 0xBF] + Array(key.json.utf8)).write(
      to: URL(fileURLWithPath: path("k.json")))
    try write("ana.txt", "Ana\n1. tuve\n")
    let graded = try runner.run(["grade", path("k.json"), path("ana.txt")])
    #expect(graded.status == 0, "\(graded.stderr)")
    let answers = try runner.run(["quiz", "--answers", "--key-file", path("k.json")])
    #expect(answers.status == 0, "\(answers.stderr)")
    #expect(answers.stdout.contains(key.versions[0].code))
  }

  /// The key's text with `edit` applied to its first version, the checksum recomputed as
  /// Docs/JSON.md explains.
  static func resummed(_ key: ClassKey, _ edit: (inout [String: JSONValue]) -> Void) -> String {
    guard case .object(var members)? = JSONValue(parsing: key.json),
      case .array(var versions)? = members["versions"],
      case .object(var version) = versions[0]
    else { return "" }
    edit(&version)
    versions[0] = .object(version)
    members["versions"] = .array(versions)
    members["checksum"] = nil
    members["checksum"] = .string(ClassKey.checksum(of: members))
    return JSONValue.object(members).prettyPrinted() + "\n"
  }

  // MARK: The teacher's terminal

  /// `grade`'s text report (and its HTML page, printed without `--output`) wrote students' raw
  /// control characters to the teacher's terminal:
  /// an OSC title, a clear screen, a bidi override. Names, answers, codes and file names are
  /// escaped as every other message escapes input.
  @Test(arguments: ["text", "csv", "json", "html"])
  func studentsControlCharactersNeverReachTheTerminal(_ format: String) throws {
    try write("key.json", key.json)
    let code = key.versions[0].code
    try write(
      "ana\u{1B}[2J.txt",
      "name: Ana\u{1B}]0;pwned\u{07}\u{202E}García\nversion: \(code)\u{9B}\n1. tu\u{1B}[31mve\n"
        + "2. \u{202E}abc\nzz\u{1B}[H\n")
    try write(
      "class.csv",
      "name,version,1\n\"Bea\u{1B}]0;x\u{07}\r\nRow\",\(code),\u{202E}\u{1B}[2J\n")
    let result = try runner.run(
      ["grade", path("key.json"), path("ana\u{1B}[2J.txt"), path("class.csv"), "--format", format])
    #expect(result.status == 0, "\(result.stderr)")
    let controls = result.stdout.unicodeScalars.filter {
      ($0.isControlCharacter && $0 != "\n" && !(format == "csv" && $0 == "\r"))
        || $0.isFormatCharacter
    }
    if format == "json" {
      // JSON's writer escapes controls; format characters are data a JSON reader sees as such.
      #expect(controls.allSatisfy { $0.isFormatCharacter }, "\(controls)")
    } else {
      #expect(controls.isEmpty, "\(controls.map { String($0.value, radix: 16) })")
      #expect(result.stdout.contains(#"Ana\x1B]0;pwned\x07\u{202E}García"#))
      #expect(result.stdout.contains(#"\u{202E}"#))
    }
    if format == "text" {
      #expect(result.stdout.contains(#"ana\x1B[2J.txt"#))
      #expect(result.stdout.contains(#"tu\x1B[31mve"#))
      #expect(!result.stdout.contains("\nRow"))
    }
  }

  // MARK: Paths in messages

  /// `grade k /dev/null` said "cannot read the answers 'null'".
  @Test func messagesNameThePathsGiven() throws {
    try write("k.json", key.json)
    let device = try runner.run(["grade", path("k.json"), "/dev/null"])
    #expect(device.status == 74)
    #expect(device.stderr.hasPrefix("conjugar: error: cannot read the answers '/dev/null': "))
    let missing = try runner.run(["grade", path("k.json"), path("sub/ana.txt")])
    #expect(missing.stderr.contains("'\(path("sub/ana.txt"))': no such file"))
    let spanish = try runner.run(["--lang", "es", "grade", path("k.json"), "/dev/null"])
    #expect(
      spanish.stderr
        == "conjugar: error: no se pueden leer las respuestas «/dev/null»: es un dispositivo de "
        + "caracteres, no un archivo normal\n")
    let folderKey = try runner.run(["--lang", "es", "grade", runner.scratch.path, "/dev/null"])
    #expect(
      folderKey.stderr
        == "conjugar: error: no se puede leer el archivo de soluciones «\(runner.scratch.path)»: "
        + "es una carpeta, no un archivo normal\n")
    let noKey = try runner.run(["grade", path("sub/k.json"), "/dev/null"])
    #expect(
      noKey.stderr
        == "conjugar: error: cannot read the key file '\(path("sub/k.json"))': no such file\n")
  }
}
