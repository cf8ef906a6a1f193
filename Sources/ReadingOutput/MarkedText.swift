import ConjugarOutput
import Messages
import TextReading

/// `conjugar read --in-text`: the text as read with each verb marked, `[fue]` (in colour on a
/// terminal: the form bold and underlined), and with `tenses` the tense beside it,
/// `[fue · Pretérito]`; a form with more than one reading ends with `?`. Control and format
/// characters of the text are shown escaped; line breaks and tabs are kept.
public struct MarkedText {
  let text: ReadText
  let tenses: Bool
  let style: TextStyle
  let language: Language

  public init(_ text: ReadText, tenses: Bool, style: TextStyle, language: Language) {
    self.text = text
    self.tenses = tenses
    self.style = style
    self.language = language
  }

  public func render() -> String {
    var result = ""
    var scalars = text.text.unicodeScalars[...]
    var position = 0
    for verb in text.verbs {
      let occurrence = verb.occurrence
      guard occurrence.offset >= position, occurrence.length > 0 else { continue }
      let before = scalars.prefix(occurrence.offset - position)
      scalars = scalars.dropFirst(before.count)
      let span = scalars.prefix(occurrence.length)
      scalars = scalars.dropFirst(span.count)
      position = occurrence.offset + span.count
      result += ReadingNames.visible(String(String.UnicodeScalarView(before)))
      result += mark(ReadingNames.visible(String(String.UnicodeScalarView(span))), verb)
    }
    result += ReadingNames.visible(String(String.UnicodeScalarView(scalars)))
    while result.last == "\n" { result.removeLast() }
    return result
  }

  private func mark(_ form: String, _ verb: ReadVerb) -> String {
    let flag = verb.occurrence.isAmbiguous ? "?" : ""
    let tense = tenses ? ReadingNames.tense(of: verb.reading.kind, in: language) : nil
    if style.usesColor {
      return style.emphasis(form) + flag + (tense.map { style.dim(" (" + $0 + ")") } ?? "")
    }
    return "[" + form + flag + (tense.map { " · " + $0 } ?? "") + "]"
  }
}
