import ConjugarCore
import LineInput
import Messages

/// What `conjugar identify` reads, as the phrases it identifies one block each.
///
/// - Words that make one form or periphrasis together are one phrase, as typed
///   (`habíamos dicho`, `voy a comer`): one block, as always.
/// - Otherwise they are read from left to right as the longest phrases they make (`tuve
///   dije` → `tuve`, `dije`; `tuve he dicho` → `tuve`, `he dicho`); an argument with a space in
///   it is a phrase of its own. When no word is a form, they stay one phrase, so the one error
///   quotes what was typed.
/// - `-` alone: one phrase a line of standard input (blank lines skipped).
enum IdentifyInput: Equatable {
  case arguments([String])
  case standardInput

  /// The longest phrase tried, in words: the longest periphrasis (`había estado leyendo`)
  /// with a subject and a negation.
  static let longestPhrase = 6

  init(words: [String]) {
    self = words == ["-"] ? .standardInput : .arguments(words)
  }

  /// The phrases of the command line's words (`IdentifyInput`'s rule).
  static func phrases(of words: [String], analyzer: FormAnalyzer) -> [String] {
    let whole = words.joined(separator: " ")
    guard words.count > 1, !identifies(whole, analyzer) else { return [whole] }
    var phrases: [String] = []
    var start = 0
    var found = false
    while start < words.count {
      var end = start + 1
      if !words[start].contains(" ") {
        var limit = start + 1
        while limit < words.count, limit - start < longestPhrase, !words[limit].contains(" ") {
          limit += 1
        }
        end =
          stride(from: limit, to: start + 1, by: -1).first {
            identifies(words[start..<$0].joined(separator: " "), analyzer)
          } ?? start + 1
      }
      let phrase = words[start..<end].joined(separator: " ")
      found = found || end > start + 1 || identifies(phrase, analyzer)
      phrases.append(phrase)
      start = end
    }
    return found ? phrases : [whole]
  }

  private static func identifies(_ phrase: String, _ analyzer: FormAnalyzer) -> Bool {
    (try? analyzer.identify(phrase)).map { !$0.isEmpty } ?? false
  }

  /// The phrases of standard input, one a line, handed out one at a time: a phrase, or the
  /// message for a line that cannot be read; nil at the end.
  static func lines(from reader: any LineReader) -> () -> Result<String, LineFailure>? {
    var number = 0
    return {
      while true {
        number += 1
        switch reader.readLine(prompt: "") {
        case .line(let text):
          let phrase = VerbList.word(inLine: text)
          if !phrase.isEmpty { return .success(phrase) }
        case .invalid(let reason):
          return .failure(LineFailure(message: .standardInputLine(number, reason: reason)))
        case .end, .interrupted: return nil
        }
      }
    }
  }

  /// A line of standard input that cannot be read (not UTF-8, too long).
  struct LineFailure: Error {
    let message: Message
  }
}
