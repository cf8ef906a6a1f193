import AnswerDiagnosis
import Messages
import PlainText
import SimpleJSON

/// `check`'s output: a verdict line, the expected and accepted forms, a line per diagnosis; or
/// the JSON object of Docs/JSON.md. Text is in the reader's language, the diagnoses' kinds and
/// lines too; JSON keeps the English (its `kind` and `message` are a stable interface).
enum CheckOutput {
  static func text(
    _ diagnosed: DiagnosedAnswer, answer: String, language: Language = .english
  ) -> String {
    let given = answer.trimmingWhitespace().escapingControlCharacters
    let verdict: MessageKey =
      switch diagnosed.verdict {
      case .right: .checkRight
      case .accent: .checkAccent
      case .wrong: .checkWrong
      }
    var lines = [Message.checkVerdict(verdict, answer: given).text(in: language)]
    lines.append(Message.checkExpected(diagnosed.expected).text(in: language))
    if diagnosed.accepted.count > 1 {
      lines.append(Message.checkAccepted(diagnosed.accepted).text(in: language))
    }
    for diagnosis in diagnosed.diagnoses {
      lines.append(
        diagnosis.kind.label.text(in: language) + ": " + diagnosis.text(in: language))
    }
    if let note = diagnosed.note { lines.append(note.text(in: language)) }
    return lines.joined(separator: "\n")
  }

  static func json(_ diagnosed: DiagnosedAnswer) -> String {
    var json = JSONWriter()
    json.beginObject()
    json.member("verdict", diagnosed.verdict.rawValue)
    json.member("expected", diagnosed.expected)
    json.key("accepted")
    json.strings(diagnosed.accepted)
    json.key("diagnosis")
    json.beginArray()
    for diagnosis in diagnosed.diagnoses {
      json.beginObject()
      json.member("kind", diagnosis.kind.rawValue)
      json.member("message", diagnosis.message)
      json.endObject()
    }
    json.endArray()
    if let note = diagnosed.note { json.member("note", note.english) }
    json.endObject()
    return json.text
  }
}
