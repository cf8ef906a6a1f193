/// The typed messages of class mode (`GradeMessages`): `grade`'s report and problems, the key
/// file's errors, `quiz --assignment` and `--class`. Drills and accents policies come as their
/// option values ("conjugate", "half"): this module does not know the quiz's types.
extension Message {

  /// "Class 3B · 25 students · 3 versions · conjugate · accents half".
  public static func gradeClassLine(
    className: String, students: Int, versions: Int, drill: String, accents: String
  ) -> Message {
    Message.gradeClassLine(
      className: className, students: gradeStudents(students),
      versions: gradeClassVersions(versions), drill: gradeDrill(drill),
      accents: gradeAccents(accents))
  }

  /// "Empty files, not graded: a.txt, b.txt".
  public static func gradeEmptyFiles(_ files: [String]) -> Message {
    Message.gradeEmptyFiles(files: files.joined(separator: ", "))
  }

  /// An answers file, named as it is: where a sheet came from.
  public static func gradeFile(_ name: String) -> Message {
    Message.gradeFile(file: name)
  }

  public static func gradeClassTitle(_ className: String) -> Message {
    Message.gradeClassTitle(className: className)
  }

  /// "3 students", "1 alumno".
  public static func gradeStudents(_ count: Int) -> Message {
    Message.gradeStudents(count: count)
  }

  /// "3 versions", "1 versión".
  public static func gradeClassVersions(_ count: Int) -> Message {
    Message.gradeVersions(count: count)
  }

  /// "4 answers", "1 respuesta".
  public static func gradeAnswers(_ count: Int) -> Message {
    Message.gradeAnswers(count: count)
  }

  /// A drill by its option value, as the report names it.
  public static func gradeDrill(_ value: String) -> Message {
    switch value {
    case "recognize": Message(.gradeDrillRecognize)
    case "translate": Message(.gradeDrillTranslate)
    case "context": Message(.gradeDrillContext)
    case "recognize-sentences": Message(.gradeDrillRecognizeSentences)
    default: Message(.gradeDrillConjugate)
    }
  }

  /// An accents policy by its option value: "accents half", "tildes a medio punto".
  public static func gradeAccents(_ value: String) -> Message {
    switch value {
    case "strict": Message(.gradeAccentsStrict)
    case "ignore": Message(.gradeAccentsIgnore)
    default: Message(.gradeAccentsHalf)
    }
  }

  public static func gradeVersionCode(_ code: String) -> Message {
    Message.gradeVersionCode(code: code)
  }

  /// "30/120 points · 25%".
  public static func gradePoints(_ points: Int, of maximum: Int, percent: Int) -> Message {
    Message.gradePoints(points: points, maximum: maximum, percent: percent)
  }

  /// "25%", "25 %".
  public static func gradePercent(_ percent: Int) -> Message {
    Message.gradePercent(percent: percent)
  }

  /// "Most common mistakes: blank 3 · accent 2", the kinds already written.
  public static func gradeMistakesLine(_ kinds: String) -> Message {
    Message.gradeMistakesLine(kinds: kinds)
  }

  public static func gradeReteachNothing(under percent: Int) -> Message {
    Message.gradeReteachNothing(percent: percent)
  }

  public static func gradeReteachUnder(_ percent: Int) -> Message {
    Message.gradeReteachUnder(percent: percent)
  }

  /// "pretérito: 40% of 12 answers".
  public static func gradeReteachItem(_ label: String, percent: Int, answers: Int) -> Message {
    Message.gradeReteachItem(label: label, percent: percent, answers: gradeAnswers(answers))
  }

  // Problems in answers files.

  /// Where a sheet came from: "row 3 of class.csv".
  public static func gradeRowPlace(_ row: Int, file: String) -> Message {
    Message.gradeRowPlace(row: row, file: file)
  }

  /// Where in a sheet: "line 4".
  public static func gradeLinePlace(_ line: Int) -> Message {
    Message.gradeLinePlace(line: line)
  }

  public static func gradeFieldsBeyondHeader(_ count: Int) -> Message {
    Message.gradeFieldsBeyondHeader(count: count)
  }

  public static func gradeCodeNotThisKeys(_ code: String, gradedAs version: String) -> Message {
    Message.gradeCodeNotThisKeys(code: code, version: version)
  }

  /// The code written and unknown (or nil: none written), and the version that fits best.
  public static func gradeUnknownCode(_ code: String?, gradedAs version: String) -> Message {
    guard let code else { return Message.gradeNoCode(version: version) }
    return Message.gradeUnknownCode(code: code, version: version)
  }

  public static func gradeFitsBetter(_ best: String, than version: String) -> Message {
    Message.gradeFitsBetter(best: best, version: version)
  }

  /// Question numbers, the first ten written out (`numbers`), and " and 4 more" (`more`).
  private static func numbers(_ numbers: [Int]) -> [String: Argument] {
    [
      "numbers": .text(numbers.prefix(10).map(String.init).joined(separator: ", ")),
      "more": .message(
        numbers.count > 10
          ? Message.gradeNumbersMore(count: numbers.count - 10) : .empty),
    ]
  }

  public static func gradeBeyondSheet(_ numbers: [Int]) -> Message {
    Message(.gradeBeyondSheet, Self.numbers(numbers))
  }

  public static func gradeMissing(_ numbers: [Int]) -> Message {
    Message(.gradeMissing, Self.numbers(numbers), plural: numbers.count)
  }

  // Errors.

  public static func gradeCannotWriteReport(_ path: String, reason: String) -> Message {
    Message.gradeCannotWriteReport(path: path, reason: reason)
  }

  public static func gradeCannotReadAnswers(_ file: String, reason: String) -> Message {
    Message.gradeCannotReadAnswers(file: file, reason: reason)
  }

  public static func gradeNoSuchAnswers(_ file: String) -> Message {
    Message.gradeNoSuchAnswers(file: file)
  }

  /// `--output` names the key file: the report would replace it.
  public static func gradeOutputIsKey(_ path: String) -> Message {
    Message.gradeOutputIsKey(path: path)
  }

  /// `--output` names an answers file (`file`, as given): the report would replace it.
  public static func gradeOutputIsAnswers(_ path: String, file: String) -> Message {
    Message.gradeOutputIsAnswers(path: path, file: file)
  }

  public static func keyFileCannotRead(_ file: String, reason: String) -> Message {
    Message.keyFileCannotRead(file: file, reason: reason)
  }

  /// One of the key file's own errors (`keyFileNotAKey`, `keyFileEdited`…), naming the file.
  public static func keyFile(_ key: MessageKey, _ file: String) -> Message {
    Message(key, ["file": .quoted(file)])
  }

  public static func keyFileFormatVersion(_ file: String, version: Int, current: Int) -> Message {
    Message.keyFileFormatVersion(file: file, version: version, current: current)
  }

  public static func keyFileUnreadable(_ file: String, member: String) -> Message {
    Message.keyFileUnreadable(file: file, member: member)
  }

  public static func newFileExists(_ path: String, option: String) -> Message {
    Message.newFileExists(path: path, option: option)
  }

  public static func newFileCannotCreate(_ path: String, reason: String) -> Message {
    Message.newFileCannotCreate(path: path, reason: reason)
  }

  public static func assignmentUnknownCode(_ code: String, className: String) -> Message {
    Message.assignmentUnknownCode(className: className, code: code)
  }

  /// "Assignment · class 3B · Version 3B-K7Q2 · 12 questions".
  public static func assignmentHeader(className: String, code: String, questions: Int)
    -> Message
  {
    Message.assignmentHeader(className: className, code: code, questions: .quizQuestions(questions))
  }

  /// A failure's line with "; the answers are printed above".
  public static func assignmentPrintedAbove(_ error: String) -> Message {
    Message.assignmentPrintedAbove(error: error)
  }

  public static func assignmentSaved(_ answered: Int, of count: Int, path: String) -> Message {
    Message.assignmentSaved(answered: answered, count: count, path: path)
  }
}
