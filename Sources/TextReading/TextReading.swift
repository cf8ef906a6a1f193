import ConjugarCore

/// One text being read: its tokens, sentences and the verb readings of its words.
struct TextReading {
  let scalars: [Unicode.Scalar]
  let tokens: Tokens
  let sentences: Sentences
  var words: WordReadings
  let lexicon: Lexicon
  /// What each token was read as, left to right.
  var roles: [Role]
  /// The finite verbs read so far: their sentence and first reading, for the persons and
  /// tenses of the verbs after them.
  var recent: [(sentence: Int, reading: VerbReading)] = []
  /// The text speaks to vos (vos, tenés, sentate): tú/vos forms are read as vos.
  var usesVoseo = false
  /// Sentences with a command only an imperative spells (córtalas, pasad, ven).
  var commandSentences: Set<Int> = []
  /// For each token: 3 for a word of the past (ayer), -3 for one of the present or the future
  /// (hoy, mañana), else 0.
  var timeMarks: [Int8] = []
  /// Sentences with ¡ or !.
  var exclamations: Set<Int> = []
  /// Sentences that speak to tú (te, tu, tienes…).
  var tuSentences: Set<Int> = []
  /// Sentences with a word of a first-person narrator (yo, mi, me, nosotros) outside quotes,
  /// and those with one inside quotes (a quoted speaker's yo is not the narrator's).
  var firstPersonSentences: Set<Int> = []
  var firstPersonQuotedSentences: Set<Int> = []
  /// For each token: whether it is inside quotation marks (« », “ ”, " ").
  var quoted: [Bool] = []

  enum Role: UInt8 {
    case unknown, verb, nonFinite, nominal, preposition, article, clitic, other

    var isVerb: Bool { self == .verb || self == .nonFinite }
  }

  init(text: String, analyzer: FormAnalyzer) {
    scalars = Array(text.unicodeScalars)
    tokens = Tokens(scalars)
    sentences = Sentences(tokens)
    // Each verb conjugated once for the whole text, not once for each of its forms (dropped
    // with the reading).
    let analyzer = analyzer.memo == nil ? analyzer.remembering() : analyzer
    words = WordReadings(analyzer: analyzer, wordCount: tokens.words.count)
    lexicon = analyzer.conjugator.lexicon
    roles = Array(repeating: .unknown, count: tokens.tokens.count)
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

  /// The readings of a word already looked up (`readings(_:)` looks it up).
  func cachedReadings(_ index: Int) -> [FormAnalysis] {
    guard index >= 0, index < count, tokens.tokens[index].kind == .word else { return [] }
    return words.cached(tokens.tokens[index].value)
  }

  /// Every word looked up once, and what the whole text tells: whether it speaks to vos, and
  /// which sentences hold a form only a command spells.
  mutating func lookUpEveryWord() {
    var markOfWord: [Int8] = tokens.words.map { word in
      ClosedClass.pastMarkers.contains(word)
        ? 3 : ClosedClass.presentMarkers.contains(word) ? -3 : 0
    }
    timeMarks = tokens.tokens.map { $0.kind == .word ? markOfWord[$0.value] : 0 }
    markOfWord = []
    quoted = Array(repeating: false, count: count)
    var inQuote = false
    for index in 0..<count {
      let token = tokens.tokens[index]
      if token.kind == .mark {
        switch token.value {
        case 0xAB, 0x201C: inQuote = true
        case 0xBB, 0x201D: inQuote = false
        case 0x22: inQuote.toggle()
        default: break
        }
      }
      quoted[index] = inQuote
      if token.kind == .mark, token.value == 0x21 || token.value == 0xA1 {
        exclamations.insert(sentences.sentenceOfToken[index])
      }
      guard token.kind == .word else { continue }
      let found = readings(index)
      guard let word = word(index) else { continue }
      let sentence = sentences.sentenceOfToken[index]
      if word == "vos" { usesVoseo = true }
      if ClosedClass.tuMarkers.contains(word) { tuSentences.insert(sentence) }
      if ClosedClass.firstPersonMarkers.contains(word) {
        if inQuote {
          firstPersonQuotedSentences.insert(sentence)
        } else {
          firstPersonSentences.insert(sentence)
        }
      }
      let finite = found.filter { $0.tense != nil }
      guard !finite.isEmpty, !Homographs.nominals.contains(word),
        !Homographs.functionWords.contains(word)
      else { continue }
      let common = finite.contains {
        lexicon.frequency.sortKey(of: Self.bare($0.infinitive)) <= 1_000
      }
      if common, finite.allSatisfy({ $0.person == .vos }) { usesVoseo = true }
      // vas, eres, sabes: tú forms, some of them vos forms too (vos vas), still speak to tú.
      if common, finite.contains(where: { $0.person == .tu }),
        finite.allSatisfy({ $0.person == .tu || $0.person == .vos })
      {
        tuSentences.insert(sentence)
      }
      if finite.allSatisfy({ $0.tense == .imperativoPositivo }) {
        commandSentences.insert(sentence)
      }
    }
  }

  /// Whether the sentence at `index`, one of the three before it (a dialogue) or the next
  /// speaks to tú.
  func speaksToTu(near index: Int) -> Bool {
    let sentence = sentences.sentenceOfToken[index]
    return (sentence - 3...sentence + 1).contains { tuSentences.contains($0) }
  }

  /// Whether the sentence at `index`, the one before or the one after has a word of a
  /// first-person narrator (Cuando era niño, vivía junto al mar. Mi abuela…); inside quotes,
  /// of the quoted speaker.
  func narratesInFirstPerson(near index: Int) -> Bool {
    let sentence = sentences.sentenceOfToken[index]
    let marked =
      index < quoted.count && quoted[index] ? firstPersonQuotedSentences : firstPersonSentences
    return (sentence - 1...sentence + 1).contains { marked.contains($0) }
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
