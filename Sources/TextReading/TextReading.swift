import ConjugarCore

/// One text being read: its tokens, sentences and the verb readings of its words.
struct TextReading {
  let scalars: [Unicode.Scalar]
  let tokens: Tokens
  let sentences: Sentences
  var words: WordReadings
  let lexicon: Lexicon

  init(text: String, analyzer: FormAnalyzer) {
    scalars = Array(text.unicodeScalars)
    tokens = Tokens(scalars)
    sentences = Sentences(tokens)
    words = WordReadings(analyzer: analyzer, wordCount: tokens.words.count)
    lexicon = analyzer.conjugator.lexicon
  }

  var count: Int { tokens.tokens.count }

  /// The lower-case word at `index`; nil for numbers, marks and indices outside the text.
  func word(_ index: Int) -> String? {
    guard index >= 0, index < count, tokens.tokens[index].kind == .word else { return nil }
    return tokens.words[tokens.tokens[index].value]
  }

  /// The verb readings of the word at `index` (none for numbers and marks).
  mutating func readings(_ index: Int) -> [FormAnalysis] {
    guard index >= 0, index < count, tokens.tokens[index].kind == .word else { return [] }
    return words.readings(of: tokens.tokens[index].value, tokens.words)
  }

  /// The text of tokens `first...last` as written.
  func text(from first: Int, to last: Int) -> String {
    let start = tokens.tokens[first].offset
    let end = tokens.tokens[last].offset + tokens.tokens[last].length
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars[start..<end])
    return String(view)
  }

  /// Whether tokens `index` and `index + 1` are in one sentence.
  func sameSentence(_ index: Int, _ other: Int) -> Bool {
    guard index >= 0, other >= 0, index < count, other < count else { return false }
    return sentences.sentenceOfToken[index] == sentences.sentenceOfToken[other]
  }
}
