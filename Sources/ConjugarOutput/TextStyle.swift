/// How text is decorated: ANSI colours on a terminal, nothing otherwise.
public struct TextStyle: Sendable {
  public let usesColor: Bool

  public init(usesColor: Bool) { self.usesColor = usesColor }

  public static let plain = TextStyle(usesColor: false)

  func heading(_ text: String) -> String { wrap(text, "1") }
  func irregular(_ text: String) -> String { wrap(text, "1;31") }
  func dim(_ text: String) -> String { wrap(text, "2") }

  private func wrap(_ text: String, _ code: String) -> String {
    usesColor && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
