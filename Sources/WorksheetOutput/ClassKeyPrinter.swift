import ClassKey
import ConjugarQuiz
import Messages
import SentenceBank
import SimpleJSON

/// `quiz --answers --key-file PATH`: every version's answer key, read from the class's key file
/// (never drawn again), in the worksheet's formats. A key lists, by question number, the form
/// expected and the other forms that count (conjugate and context drills), and in context the
/// sentence with the form in its blank. The HTML page is laid out for the paper the sheets were
/// (the key's `--paper`).
public enum ClassKeyPrinter {
  /// Every word of the keys is in `language` (JSON has none).
  public static func render(
    _ key: ClassKey, format: WorksheetFormat, in language: Language = .english
  ) -> String {
    let only = key.selection.focus.headerLine(in: language)
    switch format {
    case .text:
      return key.versions.map { version in
        var lines = [title(version, in: language) + " · " + details(key, version, in: language)]
        if let only { lines.append(only) }
        lines.append("")
        let width = String(version.questions.count).count
        for question in version.questions {
          let number = "\(question.number)."
          lines.append(
            String(repeating: " ", count: width + 1 - number.count) + number + " "
              + answer(question, key.drill, in: language)
              + (filled(question).map { " — " + $0 } ?? ""))
        }
        return lines.joined(separator: "\n")
      }.joined(separator: "\n\n")
    case .markdown:
      return key.versions.map { version in
        let escaped = WorksheetMarkdown.escaped
        var lines = [
          "# " + escaped(title(version, in: language)), "",
          escaped(details(key, version, in: language)), "",
        ]
        if let only { lines += [escaped(only), ""] }
        for question in version.questions {
          lines.append(
            "\(question.number). " + escaped(answer(question, key.drill, in: language))
              + (filled(question).map { " — " + escaped($0) } ?? ""))
        }
        return lines.joined(separator: "\n")
      }.joined(separator: "\n\n")
    case .html:
      return WorksheetHTML.page(
        title: Message.worksheetAnswerKeys(className: key.className).text(in: language),
        versions: key.versions.map { version in
          let escaped = WorksheetHTML.escaped
          var html =
            "<section class=\"sheet\">\n<h1>" + escaped(title(version, in: language)) + "</h1>\n"
          html += "<p class=\"details\">" + escaped(details(key, version, in: language)) + "</p>\n"
          if let only {
            html += "<p class=\"only\">" + escaped(only) + "</p>\n"
          }
          html += "<ol class=\"answers\">\n"
          for question in version.questions {
            html +=
              "<li value=\"\(question.number)\">"
              + escaped(answer(question, key.drill, in: language))
            if let sentence = filled(question) {
              html += " <span class=\"filled\">— " + escaped(sentence) + "</span>"
            }
            html += "</li>\n"
          }
          return html + "</ol>\n</section>\n"
        }, paper: key.paper.flatMap(WorksheetPaper.init(rawValue:)))
    case .json:
      var json = JSONWriter()
      json.beginArray()
      for version in key.versions {
        json.beginObject()
        json.member("version", version.code)
        json.key("questions")
        json.beginArray()
        for question in version.questions {
          json.beginObject()
          json.member("number", question.number)
          json.member("verb", question.verb)
          json.member("tense", question.item.key)
          json.member("person", question.person?.rawValue)
          json.member("prompt", question.prompt)
          if let sentence = question.sentence { json.member("sentence", sentence) }
          json.member("answer", question.answer)
          json.member("alternatives", question.alternatives)
          if let filled = filled(question) { json.member("filled", filled) }
          json.endObject()
        }
        json.endArray()
        json.endObject()
      }
      json.endArray()
      return json.text
    }
  }

  static func title(_ version: ClassKey.Version, in language: Language) -> String {
    Message(.worksheetAnswerKey).text(in: language)
      + Message.worksheetVersion(version.code).text(in: language)
  }

  /// "class 3B · moderate · latin-america · 8 questions · half accents".
  static func details(_ key: ClassKey, _ version: ClassKey.Version, in language: Language)
    -> String
  {
    func say(_ message: Message) -> String { message.text(in: language) }
    let selection = key.selection
    let details = [
      say(.worksheetClass(key.className)), say(selection.difficulty.message),
      say(selection.region.message), say(.quizQuestions(version.questions.count)),
    ]
    return details.joined(separator: " · ") + (selection.vos ? " · vos" : "")
      + say(key.drill.headerSuffix) + " · " + say(accents(key.accents))
  }

  /// How the key marks accent slips: "accents half", "tildes: medio punto".
  static func accents(_ policy: AccentsPolicy) -> Message {
    switch policy {
    case .strict: Message(.worksheetAccentsStrict)
    case .half: Message(.worksheetAccentsHalf)
    case .ignore: Message(.worksheetAccentsIgnore)
    }
  }

  /// The form expected, with the others that count in the conjugate and context drills.
  static func answer(_ question: ClassKey.Question, _ drill: QuizKind, in language: Language)
    -> String
  {
    guard [.conjugate, .context].contains(drill), !question.alternatives.isEmpty else {
      return question.answer
    }
    return question.answer
      + Message.worksheetAlso(question.alternatives.joined(separator: ", ")).text(in: language)
  }

  /// The context sentence with the expected form in its blank; nil in other drills.
  static func filled(_ question: ClassKey.Question) -> String? {
    guard let sentence = question.sentence else { return nil }
    return sentence.split(separator: Sentence.blank, omittingEmptySubsequences: false)
      .joined(separator: question.answer)
  }
}
