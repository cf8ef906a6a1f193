import ConjugarCore
import PlainText
import SentenceBank

/// A finite verb read in a text, as the text drill asks it: where it is (in Unicode scalars
/// into the text), what is written there, and its likeliest reading.
public struct TextVerb: Sendable, Equatable {
  /// The blank: the verb's words as written, clitics written apart (`se levantó`) outside it.
  public var offset: Int
  public var length: Int
  public var form: String
  public var infinitive: String
  public var tense: Tense
  public var person: Person
  /// The sentence the verb is in.
  public var sentenceOffset: Int
  public var sentenceLength: Int

  public init(
    offset: Int, length: Int, form: String, infinitive: String, tense: Tense, person: Person,
    sentenceOffset: Int, sentenceLength: Int
  ) {
    self.offset = offset
    self.length = length
    self.form = form
    self.infinitive = infinitive
    self.tense = tense
    self.person = person
    self.sentenceOffset = sentenceOffset
    self.sentenceLength = sentenceLength
  }
}

/// The text drill (`quiz --from FILE`): the context drill (`ContextQuiz`) over the sentences of
/// the learner's own text. Each finite verb is a sentence of the drill with the blank where the
/// verb was and its infinitive as the cue; the question is keyed by the verb, tense and person
/// like a context question, so the history, `stats` and the spaced review count it in the drill
/// `context`.
///
/// A verb is asked when its written form is a form of its reading (verb, tense and person, the
/// pronouns of a pronominal verb outside the blank): an imperative with its pronouns joined
/// (dámelo), or a reading the conjugator does not share, is left out rather than asked with an
/// answer the text does not have; so is a verb alone in its sentence (a heading).
public struct TextQuiz: Sendable {
  /// A text to drill: its name (the file's), its text as read, its prose (the text with any
  /// markup blanked, scalar for scalar: sentences are cut from it) and the verbs read in it.
  public struct Source: Sendable {
    public let name: String
    public let text: String
    public let prose: String
    public let verbs: [TextVerb]

    public init(name: String, text: String, prose: String? = nil, verbs: [TextVerb]) {
      self.name = name
      self.text = text
      self.prose = prose ?? text
      self.verbs = verbs
    }
  }

  /// One verb of a text ready to ask: which text (an index into the sources), the verb and its
  /// sentence with the blank.
  public struct Blank: Sendable, Equatable {
    public let source: Int
    public let verb: TextVerb
    public let sentence: Sentence
  }

  private let conjugator: Conjugator
  private let cache: QuizCache
  /// The texts, as given.
  public let sources: [Source]
  /// Every verb of the texts that can be asked, in text order, text after text.
  public let blanks: [Blank]

  /// The verbs of the texts that can be asked.
  public init(
    _ sources: [Source], conjugator: Conjugator, cache: QuizCache = QuizCache(),
    cues: TextCues = .bundled
  ) {
    self.conjugator = conjugator
    self.cache = cache
    self.sources = sources
    let irregularity = IrregularityIndex(conjugator: conjugator, cache: cache)
    var blanks: [Blank] = []
    for (index, source) in sources.enumerated() {
      let scalars = Array(source.prose.unicodeScalars)
      var (line, counted) = (1, 0)
      for verb in source.verbs.sorted(by: { $0.offset < $1.offset }) {
        while counted < min(verb.offset, scalars.count) {
          if scalars[counted] == "\n" { line += 1 }
          counted += 1
        }
        guard
          let spanish = Self.sentence(of: verb, in: scalars),
          // A verb alone in its sentence (a heading, «¡Corre!») has nothing around it to read.
          spanish.contains(where: \.isLetter),
          let conjugation = irregularity.conjugation(of: verb.infinitive)
        else { continue }
        let sentence = Sentence(
          verb: conjugation.infinitive, tenses: Self.tenses(verb.tense), person: verb.person,
          spanish: spanish, english: "", cue: cues.cue(for: verb.tense, in: spanish),
          file: source.name, line: line)
        // Checked without the voseo twin: the form written is right with vos on or off.
        guard
          let question = Self.question(
            number: 0, sentence: sentence, conjugation: conjugation, vos: false),
          case let written = AnswerChecker.normalized(verb.form),
          question.acceptedAnswers.contains(where: { AnswerChecker.normalized($0) == written })
        else { continue }
        blanks.append(Blank(source: index, verb: verb, sentence: sentence))
      }
    }
    self.blanks = blanks
  }

  /// The blanks that fit the options' focus: a tense it names (either subjunctive of a name
  /// without -ra/-se), a verb it names, a person it names, a form irregular in its slot with
  /// `--irregular`. Without a focus, every blank.
  public func selected(_ options: QuizOptions) -> [Blank] {
    let focus = options.focus
    let irregularity = IrregularityIndex(conjugator: conjugator, cache: cache)
    let verbs = Set(focus.verbs)
    return blanks.filter { blank in
      let sentence = blank.sentence
      return
        (focus.items.isEmpty
        || focus.items.contains {
          $0 == .tense(sentence.tense) || $0 == sentence.tense.subjunctiveTwin.map(QuizItem.tense)
        })
        && (verbs.isEmpty || verbs.contains(sentence.verb))
        && (focus.persons.isEmpty || focus.persons.contains(sentence.person))
        && (!focus.irregularOnly
          || irregularity.isIrregular(
            sentence.verb, in: .tense(sentence.tense), person: sentence.person))
    }
  }

  /// Up to `options.count` of the selected blanks, drawn with `generator` as the context drill
  /// draws (`ContextDraw`: verbs evenly, no question twice while others are left, no sentence
  /// twice), shuffled and numbered from 1.
  public func questions<Generator: RandomNumberGenerator>(
    _ options: QuizOptions, using generator: inout Generator
  ) -> [(question: QuizQuestion, sentence: Sentence)] {
    let chosen = draw(options, using: &generator)
    return chosen.seededShuffle(using: &generator).enumerated().map { index, chosen in
      (chosen.question.renumbered(index + 1), chosen.sentence)
    }
  }

  /// The blanks a cloze sheet leaves: every selected blank, or `options.count` of them drawn
  /// as the drill draws, in text order.
  public func cloze<Generator: RandomNumberGenerator>(
    _ options: QuizOptions, every: Bool, using generator: inout Generator
  ) -> [(blank: Blank, question: QuizQuestion)] {
    let selected = selected(options)
    let questions: [Int: QuizQuestion]
    if every {
      questions = Dictionary(
        uniqueKeysWithValues: selected.enumerated().compactMap { index, blank in
          question(for: blank.sentence, vos: options.asksVos).map { (index, $0) }
        })
    } else {
      var picked: [Int: QuizQuestion] = [:]
      for (question, sentence) in draw(options, using: &generator) {
        if let index = selected.firstIndex(where: { $0.sentence == sentence }) {
          picked[index] = question
        }
      }
      questions = picked
    }
    return questions.keys.sorted().enumerated().map { number, index in
      (selected[index], questions[index]!.renumbered(number + 1))
    }
  }

  private func draw<Generator: RandomNumberGenerator>(
    _ options: QuizOptions, using generator: inout Generator
  ) -> [(question: QuizQuestion, sentence: Sentence)] {
    var draw = ContextDraw(sentences: selected(options).map(\.sentence), total: options.count) {
      question(for: $0, vos: options.asksVos)
    }
    draw.draw(using: &generator)
    return draw.chosen
  }

  private func question(for sentence: Sentence, vos: Bool) -> QuizQuestion? {
    IrregularityIndex(conjugator: conjugator, cache: cache).conjugation(of: sentence.verb)
      .flatMap { Self.question(number: 0, sentence: sentence, conjugation: $0, vos: vos) }
  }

  /// A text drill's item asked again in the learner's sentence it was asked in (`text`, with
  /// its blank, as the history keeps it): the question numbered `number`, and the sentence.
  /// nil when the item is not a tense and person, or its verb no longer conjugates.
  public static func review(
    _ key: QuestionKey, in text: String, number: Int, vos: Bool, conjugator: Conjugator,
    cues: TextCues = .bundled
  ) -> (question: QuizQuestion, sentence: Sentence)? {
    guard case .tense(let tense) = key.item, let person = key.person,
      blankStart(in: text) != nil, let conjugation = try? conjugator.conjugate(key.verb)
    else { return nil }
    let sentence = Sentence(
      verb: key.verb, tenses: tenses(tense), person: person, spanish: text, english: "",
      cue: cues.cue(for: tense, in: text))
    return question(number: number, sentence: sentence, conjugation: conjugation, vos: vos)
      .map { ($0, sentence) }
  }

  /// The question of a text's sentence (`sentence.spanish` with its blank), as the text drill
  /// and its spaced review ask it: the context drill's question (every spelling of the tense and
  /// of its -ra/-se twin), with the voseo twin (the tú form in vos, the vos form in tú) when
  /// the quiz asks vos. Each form is cut to the words the blank covers: a pronominal verb's
  /// pronoun stays in the sentence (`se ___`).
  public static func question(
    number: Int, sentence: Sentence, conjugation: Conjugation, vos: Bool
  ) -> QuizQuestion? {
    guard
      let asked = ContextQuiz.question(number: number, sentence: sentence, conjugation: conjugation)
    else { return nil }
    var forms = asked.acceptedAnswers
    if vos, let twin = sentence.person.voseoTwin {
      for tense in sentence.tenses {
        forms += conjugation.form(tense, twin)?.allForms ?? []
      }
    }
    // The few words before the blank are all a form's leading words can match.
    let before = AnswerChecker.normalized(
      (Self.blankStart(in: sentence.spanish).map { sentence.spanish[..<$0] } ?? "")
        .split(whereSeparator: \.isWhitespace).suffix(4).joined(separator: " "))
    var accepted: [String] = []
    for form in forms {
      let cut = Self.blankPart(of: form, after: before)
      if !cut.isEmpty && !accepted.contains(cut) { accepted.append(cut) }
    }
    guard let answer = accepted.first else { return nil }
    return QuizQuestion(
      number: number, verb: asked.verb, item: asked.item, person: asked.person, answer: answer,
      alternatives: Array(accepted.dropFirst()))
  }

  /// Where `Sentence.blank` begins in `text`, found byte by byte (the generic string search
  /// costs more than the rest of a question); nil when it has none.
  static func blankStart(in text: String) -> String.Index? {
    let bytes = text.utf8
    var run = 0
    for index in bytes.indices {
      run = bytes[index] == UInt8(ascii: "_") ? run + 1 : 0
      if run == 3 { return bytes.index(index, offsetBy: -2) }
    }
    return nil
  }

  /// The words of `form` the blank covers: without the words the text writes just before the
  /// blank (a pronominal verb's pronoun, `me levanto` after «me»; the `no` of a negative
  /// imperative), so the pronouns of `se levantó` stay in the sentence.
  static func blankPart(of form: String, after before: String) -> String {
    let words = form.split(separator: " ")
    let written = before.split(separator: " ")
    for count in stride(from: words.count - 1, through: 1, by: -1)
    where written.suffix(count).elementsEqual(words.prefix(count)) {
      return words.dropFirst(count).joined(separator: " ")
    }
    return words.joined(separator: " ")
  }

  /// The tense and, for a subjunctive with two forms, its twin: either fills the blank.
  static func tenses(_ tense: Tense) -> [Tense] {
    [tense] + (tense.subjunctiveTwin.map { [$0] } ?? [])
  }

  /// The verb's sentence with `Sentence.blank` over the verb; a blank the text itself wrote
  /// (`___`) is spaced (`_ _ _`), so the sentence has one. nil when the verb is not inside its
  /// sentence or its text.
  static func sentence(of verb: TextVerb, in scalars: [Unicode.Scalar]) -> String? {
    let start = verb.sentenceOffset
    let end = start + verb.sentenceLength
    guard start >= 0, verb.length > 0, start <= verb.offset, verb.offset + verb.length <= end,
      end <= scalars.count
    else { return nil }
    func text(_ range: Range<Int>) -> String {
      var string = String.UnicodeScalarView()
      string.append(contentsOf: scalars[range])
      // Line ends, tabs and the blanked markup of the prose: one space.
      var plain = String(string)
      if blankStart(in: plain) != nil { plain = plain.replacing(Sentence.blank, with: "_ _ _") }
      let words = plain.split(whereSeparator: \.isWhitespace)
      let spaced =
        (string.first?.properties.isWhitespace == true ? " " : "") + words.joined(separator: " ")
        + (string.last?.properties.isWhitespace == true && !words.isEmpty ? " " : "")
      return spaced.escapingControlCharacters
    }
    let sentence =
      text(start..<verb.offset) + Sentence.blank + text((verb.offset + verb.length)..<end)
    return sentence.trimmingWhitespaceEnds
  }

}

extension Person {
  /// The person a voseo twin stands in: vos for tú, tú for vos.
  var voseoTwin: Person? {
    switch self {
    case .tu: .vos
    case .vos: .tu
    default: nil
    }
  }
}

extension String {
  fileprivate var trimmingWhitespaceEnds: String {
    var text = self[...]
    while text.first?.isWhitespace == true { text = text.dropFirst() }
    while text.last?.isWhitespace == true { text = text.dropLast() }
    return String(text)
  }
}
