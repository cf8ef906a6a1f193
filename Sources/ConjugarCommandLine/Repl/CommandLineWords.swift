import Messages

/// Splits a REPL line into words like a shell: spaces separate, quotes group, backslash escapes.
public enum CommandLineWords {
  public struct Failure: Error {
    public let typed: Message
    /// The message in English.
    public var message: String { typed.english }
  }

  public static func split(_ line: String) throws(Failure) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quote: Character? = nil
    var escaping = false
    for character in line {
      if escaping {
        current.append(character)
        escaping = false
        continue
      }
      if character == "\\" && quote != "'" {
        escaping = true
        inWord = true
        continue
      }
      if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
        continue
      }
      if character == "\"" || character == "'" {
        quote = character
        inWord = true
      } else if character.isWhitespace {
        if inWord { words.append(current) }
        current = ""
        inWord = false
      } else {
        current.append(character)
        inWord = true
      }
    }
    if quote != nil { throw Failure(typed: .unclosedQuote) }
    if inWord || escaping { words.append(current) }
    return words
  }
}
