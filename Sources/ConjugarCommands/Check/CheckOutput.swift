import AnswerDiagnosis
import PlainText
import SimpleJSON

/// `check`'s output: a verdict line, the expected and accepted forms, a line per diagnosis; or
/// the JSON object of Docs/JSON.md.
enum CheckOutput {
  static func text(_ diagnosed: DiagnosedAnswer, answer: String) -> String {
    let given = answer.trimmingWhitespace().escapingControlCharacters
    var lines: [String] = []
    switch diagnosed.verdict {
    case .right: lines.append("right: \(given)")
    case .accent: lines.append("accent: \(given) (right but for accents, half marks)")
    case .wrong: lines.append("wrong: \(given)")
    }
    lines.append("expected: \(diagnosed.expected)")
    if diagnosed.accepted.count > 1 {
      lines.append("accepted: " + diagnosed.accepted.joined(separator: ", "))
    }
    for diagnosis in diagnosed.diagnoses {
      lines.append("\(diagnosis.kind.rawValue): \(diagnosis.message)")
    }
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
    json.endObject()
    return json.text
  }
}
