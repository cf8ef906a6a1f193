import ClassKey
import DurableFiles
import GradeOutput
import Grading
import Messages
import PlainText
import WorksheetOutput

/// `conjugar grade KEYFILE ANSWERS…`: marks each student's answers against the class's key file
/// exactly as the quiz marks (`Grader`), and reports each student's score and mistakes and what
/// the class gets wrong (`ClassReport`) as text, JSON, a CSV gradebook or an HTML page.
///
/// Policy: the key decides everything: a key that cannot be used is refused as every command
/// refuses it (`ClassKeyFile`: one line and 65, 66 or 74), nothing graded. Answers files are
/// never refused for their content: what cannot be used is named as a problem of that student
/// and the rest is graded. An answers file that does not
/// exist (66) or cannot be read (74) is named on stderr, the others are still graded and
/// reported, and the status says so. Files are named in messages by the paths given. No file is
/// written unless `--output` names it (written atomically, replacing that file), and never the
/// key or an answers file (73).
public struct GradeRequest: Equatable, Sendable {
  public enum Format: String, CaseIterable, Sendable { case text, json, csv, html }

  public var keyPath: String
  public var answerPaths: [String]
  /// `--data`: the data folder of a class served in the browser.
  public var data: String?
  public var format: Format
  public var output: String?
  /// `--paper`: the HTML pages' size; nil for the key's (`--paper` when the sheets were made),
  /// else A4.
  public var paper: WorksheetPaper?
  /// `--per-student`: with HTML, a page for each student to hand back instead of the report.
  public var perStudent: Bool

  /// A class's CSV of a few hundred rows is well under this; a student's file is a few KB.
  static let answersLimit = 1 << 20

  public init(
    keyPath: String, answerPaths: [String], format: Format = .text, output: String? = nil,
    paper: WorksheetPaper? = nil, perStudent: Bool = false, data: String? = nil
  ) {
    self.keyPath = keyPath
    self.answerPaths = answerPaths
    self.data = data
    self.format = format
    self.output = output
    self.paper = paper
    self.perStudent = perStudent
  }

  public func run(in environment: CommandEnvironment) throws(CommandFailure) {
    if data != nil, environment.classroom.storedSheets == nil {
      try environment.classroom.handOff(arguments(language: environment.language), environment)
      return
    }
    let key = try ClassKeyFile(path: keyPath).read(in: environment)
    try checkOutput(in: environment)
    var sheets: [AnswerSheet] = []
    if let data, let stored = environment.classroom.storedSheets {
      sheets = try stored(data, key, environment)
    }
    var failure: CommandFailure? = nil
    for path in answerPaths {
      switch readAnswers(path, environment) {
      case .success(let read): sheets += read
      case .failure(let error):
        environment.error(error.message ?? "")
        if failure == nil || error.status == .noInput { failure = error }
      }
    }
    let grader = Grader(key: key, conjugator: environment.conjugator)
    let report = ClassReport(
      key: key, students: sheets.map(grader.grade), language: environment.language,
      paper: paper ?? key.paper.flatMap(WorksheetPaper.init(rawValue:)) ?? .a4)
    let rendered: String
    switch format {
    case .text: rendered = report.text
    case .json: rendered = report.json
    case .csv: rendered = report.csv
    case .html: rendered = perStudent ? report.studentPages : report.html
    }
    if let output {
      do {
        try DurableFile(path: output).replace(with: Array(rendered.utf8))
      } catch {
        let language = environment.language
        let message = Message.gradeCannotWriteReport(
          output.abbreviatedPath, reason: error.reason(in: language))
        throw CommandFailure(.ioError, message: message.text(in: language))
      }
    } else {
      // `write` ends what it writes with a line break: the report's own last one is left to it.
      // (a byte: the CSV's "\r\n" is one Character).
      var text = rendered
      if text.utf8.last == UInt8(ascii: "\n") {
        text = String(decoding: text.utf8.dropLast(), as: UTF8.self)
      }
      environment.write(text)
    }
    if let failure { throw CommandFailure(failure.status) }
  }

  /// The command line that makes this request again (what `conjugar` hands to
  /// `conjugar-serve`), in `language`; paths joined to their options and the files after `--`,
  /// so none is read as an option.
  public func arguments(language: Language) -> [String] {
    var arguments = ["grade"]
    if let data { arguments.append("--data=" + data) }
    arguments += ["--format", format.rawValue]
    if let output { arguments.append("--output=" + output) }
    if let paper { arguments += ["--paper", paper.rawValue] }
    if perStudent { arguments.append("--per-student") }
    return arguments + ClassroomClient.languageArguments(language) + ["--", keyPath]
      + answerPaths
  }

  /// 73 when `--output` leads to the key or to an answers file (the same device and inode, so a
  /// link or another spelling of the path is caught): the report would replace what it grades.
  private func checkOutput(in environment: CommandEnvironment) throws(CommandFailure) {
    guard let output, let target = try? DurableFile(path: output).identity() else { return }
    let say = { (message: Message) in message.text(in: environment.language) }
    func isTarget(_ path: String) -> Bool {
      (try? DurableFile(path: path).identity())?.isSameFile(as: target) ?? false
    }
    if isTarget(keyPath) {
      throw CommandFailure(
        .cannotCreate, message: say(.gradeOutputIsKey(output.abbreviatedPath)))
    }
    if let answers = answerPaths.first(where: isTarget) {
      throw CommandFailure(
        .cannotCreate,
        message: say(.gradeOutputIsAnswers(output.abbreviatedPath, file: answers.abbreviatedPath)))
    }
  }

  /// The sheets of one answers file (several for a CSV), or why it could not be read.
  private func readAnswers(_ path: String, _ environment: CommandEnvironment) -> Result<
    [AnswerSheet], CommandFailure
  > {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    var bytes: [UInt8]?
    do {
      bytes = try environment.readFile(path, Self.answersLimit)
    } catch {
      return .failure(
        CommandFailure(
          .ioError,
          message: Message.gradeCannotReadAnswers(
            path.abbreviatedPath, reason: error.reason(in: environment.language)
          ).text(
            in: environment.language)))
    }
    guard var bytes else {
      return .failure(
        CommandFailure(
          .noInput,
          message: Message.gradeNoSuchAnswers(path.abbreviatedPath).text(
            in: environment.language)))
    }
    var problems: [Message] = []
    if bytes.count > Self.answersLimit {
      bytes = Array(bytes.prefix(Self.answersLimit))
      if var lastBreak = bytes.lastIndex(of: UInt8(ascii: "\n")) {
        // UTF-16LE's line break is 0A 00: the cut keeps both bytes.
        if bytes.starts(with: [0xFF, 0xFE]), lastBreak + 1 < bytes.count { lastBreak += 1 }
        bytes = Array(bytes[...lastBreak])
      }
      problems.append(Message(.gradeOverLimit))
    }
    let (text, encoding) = AnswerEncoding.decode(bytes)
    var notes: [Message] = []
    if let encoding, encoding != .utf8 {
      notes.append(.gradeReadAs(encoding: encoding.rawValue))
    } else if encoding == nil {
      problems.append(Message(.gradeUnknownEncoding))
    }
    var sheets: [AnswerSheet]
    if text.allSatisfy(\.isWhitespace) {
      sheets = [AnswerSheet(name: "", source: .gradeFile(name))]
      sheets[0].isEmpty = true
    } else if AnswerCSV.isCSV(path: path, text: text) {
      let read = AnswerCSV.sheets(text: text, file: name)
      sheets = read.sheets
      problems += read.problems
      if sheets.isEmpty {
        sheets = [AnswerSheet(name: "", source: .gradeFile(name))]
      }
    } else {
      sheets = [AnswerSheet(text: text, source: .gradeFile(name))]
    }
    for index in sheets.indices {
      sheets[index].problems.insert(contentsOf: problems, at: 0)
      sheets[index].notes.insert(contentsOf: notes, at: 0)
      sheets[index].file = path
    }
    return .success(sheets)
  }
}
