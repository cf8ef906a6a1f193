/// Text made of pieces, some emphasized, that wraps at word boundaries (spaces). Widths count
/// characters, so escape codes added for emphasis never count; a word longer than a line is never
/// broken; an arrow ("pensar → pienso") binds the words on either side. Used by the guide, the
/// quiz and the help.
public struct WrappedText {
  /// A run of text, emphasized or not; a word may be made of several pieces.
  public struct Piece {
    public var text: String
    public var isEmphasized: Bool

    public init(text: String, isEmphasized: Bool) {
      self.text = text
      self.isEmphasized = isEmphasized
    }
  }

  var pieces: [Piece]

  public init(_ text: String, emphasized: Bool = false) {
    pieces = [Piece(text: text, isEmphasized: emphasized)]
  }

  public init(pieces: [Piece]) { self.pieces = pieces }

  /// Lines of at most `width` characters, indents included; a word longer than a line stands alone
  /// on its own line rather than being broken. `emphasize` decorates emphasized runs.
  public func lines(
    width: Int, firstIndent: String = "", indent: String = "",
    emphasize: (String) -> String = { $0 }
  ) -> [String] {
    var result: [String] = []
    var line: [[Piece]] = []
    var lineWidth = 0
    func flush() {
      let prefix = result.isEmpty ? firstIndent : indent
      result.append(prefix + Self.render(line, emphasize: emphasize))
      line = []
      lineWidth = 0
    }
    for word in words() {
      let wordWidth = word.reduce(0) { $0 + $1.text.count }
      let available = width - (result.isEmpty ? firstIndent : indent).count
      if !line.isEmpty && lineWidth + 1 + wordWidth > available { flush() }
      lineWidth += (line.isEmpty ? 0 : 1) + wordWidth
      line.append(word)
    }
    if !line.isEmpty || result.isEmpty { flush() }
    return result
  }

  /// `lead` and `text` as one line when it fits in `width`; else `text` wrapped at spaces after
  /// `lead` (kept as it is), continuation lines indented by `hanging` columns. A "·" stays with
  /// the word before it.
  public static func fitted(_ text: String, after lead: String, hanging: Int, width: Int)
    -> String
  {
    guard lead.count + text.count > width else { return lead + text }
    let bound = text.replacing(" · ", with: "\u{A0}· ")
    return WrappedText(bound)
      .lines(width: width, firstIndent: lead, indent: String(repeating: " ", count: hanging))
      .joined(separator: "\n")
      .replacing("\u{A0}", with: " ")
  }

  /// `line` as `fitted(_:after:hanging:width:)` fits it, its leading spaces the lead.
  public static func fitted(_ line: String, hanging: Int, width: Int) -> String {
    let indent = String(line.prefix { $0 == " " })
    return fitted(
      String(line.dropFirst(indent.count)), after: indent, hanging: hanging, width: width)
  }

  /// The words (split at spaces), each made of one or more pieces.
  private func words() -> [[Piece]] {
    var words: [[Piece]] = []
    var current: [Piece] = []
    for piece in pieces {
      var text = ""
      for character in piece.text {
        if character == " " {
          if !text.isEmpty { current.append(Piece(text: text, isEmphasized: piece.isEmphasized)) }
          if !current.isEmpty { words.append(current) }
          text = ""
          current = []
        } else {
          text.append(character)
        }
      }
      if !text.isEmpty { current.append(Piece(text: text, isEmphasized: piece.isEmphasized)) }
    }
    if !current.isEmpty { words.append(current) }
    return Self.joiningArrows(words)
  }

  /// "pensar → pienso" stays on one line: an arrow binds the words on either side.
  private static func joiningArrows(_ words: [[Piece]]) -> [[Piece]] {
    var result: [[Piece]] = []
    var bindsNext = false
    for word in words {
      let isArrow = word.count == 1 && word[0].text == "→"
      if isArrow || bindsNext, var last = result.popLast() {
        last.append(Piece(text: " ", isEmphasized: false))
        result.append(last + word)
      } else {
        result.append(word)
      }
      bindsNext = isArrow
    }
    return result
  }

  /// One line: words joined by spaces, each emphasized run decorated once.
  private static func render(_ words: [[Piece]], emphasize: (String) -> String) -> String {
    var runs: [Piece] = []
    for (index, word) in words.enumerated() {
      for (pieceIndex, piece) in word.enumerated() {
        var piece = piece
        if index > 0 && pieceIndex == 0 { piece.text = " " + piece.text }
        if let last = runs.last, last.isEmphasized == piece.isEmphasized {
          runs[runs.count - 1].text += piece.text
        } else if piece.isEmphasized && piece.text.hasPrefix(" ") {
          runs.append(Piece(text: " ", isEmphasized: false))
          runs.append(Piece(text: String(piece.text.dropFirst()), isEmphasized: true))
        } else {
          runs.append(piece)
        }
      }
    }
    return runs.map { $0.isEmphasized ? emphasize($0.text) : $0.text }.joined()
  }
}
