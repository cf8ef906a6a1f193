/// How text is decorated: ANSI colours on a terminal, nothing otherwise.
public struct TextStyle: Sendable {
  public let usesColor: Bool

  public init(usesColor: Bool) { self.usesColor = usesColor }

  public static let plain = TextStyle(usesColor: false)

  /// Bold: titles and headings.
  public func heading(_ text: String) -> String { wrap(text, "1") }
  /// Bold red: the letters where a form departs from its regular pattern.
  public func irregular(_ text: String) -> String { wrap(text, "1;31") }
  /// Green: a right answer's mark (✓).
  public func right(_ text: String) -> String { wrap(text, "32") }
  /// Red: a wrong answer's mark (✗).
  public func wrong(_ text: String) -> String { wrap(text, "31") }
  /// Yellow: a nearly right answer's mark (~).
  public func nearly(_ text: String) -> String { wrap(text, "33") }
  /// Bold underlined: the form to recognise within a sentence.
  public func emphasis(_ text: String) -> String { wrap(text, "1;4") }
  /// Faint: secondary text (glosses, alternatives, translations).
  public func dim(_ text: String) -> String { wrap(text, "2") }

  private func wrap(_ text: String, _ code: String) -> String {
    usesColor && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}

extension String {
  /// The text as a terminal shows it: without the escape codes `TextStyle` adds.
  public var withoutEscapeCodes: String {
    var result = ""
    var inEscape = false
    for character in self {
      if character == "\u{1B}" {
        inEscape = true
      } else if inEscape {
        if character.isLetter { inEscape = false }
      } else {
        result.append(character)
      }
    }
    return result
  }
}
