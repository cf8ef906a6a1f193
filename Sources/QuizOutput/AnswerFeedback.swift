import AnswerDiagnosis
import ConjugarOutput
import ConjugarQuiz
import Messages

/// The lines after one answer: the mark and the expected answer, its wrong letters marked (in
/// colour, or by a caret line under them), and which form a wrong answer is when it is another
/// form of the verb: its diagnosis, or the drill's reading.
public struct AnswerFeedback {
  public let drill: Drill
  /// `--accents`: what an accent slip earns; strict and ignore say so after the mark.
  public var accents: AccentsPolicy = .default
  /// Colour for marks and wrong letters (a terminal); without it a caret line marks the letters.
  public var style: TextStyle = .plain
  /// Explains wrong answers; built once per quiz. Without it no diagnosis is given.
  public var diagnoser: Diagnoser? = nil
  /// The language of the lines, the diagnoses' included.
  public var language = Language.english

  public init(
    drill: Drill, accents: AccentsPolicy = .default, style: TextStyle = .plain,
    diagnoser: Diagnoser? = nil, language: Language = .english
  ) {
    self.drill = drill
    self.accents = accents
    self.style = style
    self.diagnoser = diagnoser
    self.language = language
  }

  /// The first diagnosis of an answer not accepted, in the drills that write forms
  /// (conjugation, translation): shown in the feedback and recorded in the history.
  public func diagnosis(_ mark: Mark, _ question: QuizQuestion, given: String) -> Diagnosis? {
    guard let diagnoser, mark != .correct, !drill.kind(of: question).isRecognition else {
      return nil
    }
    return diagnoser.diagnose(given, for: question, mark: mark).diagnoses.first
  }

  /// The lines for `given`, marked `mark`, with `diagnosis` (`diagnosis(_:_:given:)`). A repeat
  /// of relearning is not scored: its half-right marks say no "half marks".
  public func lines(
    _ mark: Mark, _ question: QuizQuestion, given: String, diagnosis: Diagnosis?,
    isRepeat: Bool = false
  ) -> [String] {
    let half = isRepeat ? "" : say(Message(.quizHalfMarks))
    let expected = drill.expected(question, in: language)
    switch mark {
    case .correct: return correct(question, given: given)
    case .accentOnly:
      var lines = marked(
        style.nearly("~"), say(Message(.quizAlmost)), expected, given: given,
        after: say(Message(.quizMindAccents)) + half, question: question)
      // The generic accent line would repeat "mind the accents"; a meaning or a rule is news.
      if diagnosis?.explanation.key != .diagnosisMindTheAccent,
        let line = diagnosisLine(question, given: given, diagnosis)
      {
        lines.append(line)
      }
      return lines
    case .partlyRight:
      var lines = [
        QuizLine.fitted(
          "  " + style.nearly("~") + say(.quizVerbIsRight(expected: expected)) + half,
          hanging: 4)
      ]
      if let cue = drill.cue(for: given, question, in: language) {
        lines.append(QuizLine.fitted("    " + cue, hanging: 4))
      } else if let line = diagnosisLine(question, given: given, diagnosis) {
        lines.append(line)
      }
      lines += english(question)
      return lines
    case .wrong: return wrong(question, given: given, expected: expected, diagnosis: diagnosis)
    case .skipped: return ["  –" + say(.quizSkipped(expected: expected))]
    }
  }

  private func correct(_ question: QuizQuestion, given: String) -> [String] {
    let mark = "  " + style.right("✓") + say(Message(.quizCorrect))
    if let note = accentSlipNote(given, question) { return [mark, "    " + note] }
    if !drill.kind.isRecognition, let note = Diagnoser.spellingNote(given, for: question) {
      return [mark, QuizLine.fitted("    " + say(note), hanging: 4)]
    }
    let others = drill.otherReadings(given, question, in: language)
    return [
      QuizLine.fitted(
        mark
          + (others.isEmpty
            ? "" : say(.quizCanAlsoBe(others.joined(separator: say(Message(.quizOr)))))),
        hanging: 4)
    ]
  }

  private func wrong(
    _ question: QuizQuestion, given: String, expected: String, diagnosis: Diagnosis?
  ) -> [String] {
    var lines = marked(
      style.wrong("✗"), say(Message(.quizAnswerIs)), expected, given: given, question: question)
    if let note = accentSlipNote(given, question) {
      lines.append("    " + note)
      return lines
    }
    // Context: another tense of the right form is answered by the sentence's cue.
    if let cue = drill.cue(for: given, question, in: language) {
      lines.append(QuizLine.fitted("    " + cue, hanging: 4))
    } else if let line = diagnosisLine(question, given: given, diagnosis) {
      lines.append(line)
    } else if let other = drill.otherSlot(of: given, question, in: language) {
      lines.append(QuizLine.fitted("    (\(other))", hanging: 5))
    }
    return lines + english(question)
  }

  /// The drill's English for the question (translation and context drills), indented.
  private func english(_ question: QuizQuestion) -> [String] {
    drill.english(question, in: language).map { [QuizLine.fitted("    " + $0, hanging: 4)] }
      ?? []
  }

  /// "accent slip: counted wrong (strict accents)" when the policy, not "almost", marked an
  /// accent slip; nil otherwise.
  private func accentSlipNote(_ given: String, _ question: QuizQuestion) -> String? {
    guard accents != .half, drill.kind(of: question) != .recognize,
      AnswerChecker.isAccentSlip(given, for: question)
    else { return nil }
    return accents.accentSlipNote(in: language)
  }

  /// The first diagnosis of an answer not accepted, as one indented line (dim on a terminal):
  /// for recognition, the form the reading given would be.
  private func diagnosisLine(_ question: QuizQuestion, given: String, _ diagnosis: Diagnosis?)
    -> String?
  {
    guard let diagnoser else { return nil }
    let message: String?
    switch drill.kind(of: question) {
    case .recognize, .recognizeSentences:
      message = diagnoser.recognitionHint(given, shown: question.answer)?.text(in: language)
    case .conjugate, .translate, .context: message = diagnosis?.text(in: language)
    }
    guard let message else { return nil }
    return style.dim(QuizLine.fitted("    " + message, hanging: 4))
  }

  func say(_ message: Message) -> String { message.text(in: language) }
}
