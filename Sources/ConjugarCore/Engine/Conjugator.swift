import PlainText

/// Conjugates Spanish verbs: every tense and person, with the alternatives RAE accepts.
public struct Conjugator: Sendable {
  public let lexicon: Lexicon

  public init(lexicon: Lexicon = .bundled) {
    self.lexicon = lexicon
  }

  /// A conjugator for many lookups: its verb list indexed.
  public func forManyLookups() -> Conjugator { Conjugator(lexicon: lexicon.indexed()) }

  /// The full conjugation of an infinitive (pronominal ones end in -se: levantarse).
  /// Verbs not in the list are conjugated by inference and marked `isKnown == false`.
  public func conjugate(_ input: String) throws(ConjugationError) -> Conjugation {
    try conjugate(input, attachingPronouns: true)
  }

  /// With `attachingPronouns` off, a pronominal verb's forms come without its pronouns
  /// (levantarse: levanto, levanta): the one-word forms a reverse lookup compares with.
  func conjugate(_ input: String, attachingPronouns: Bool) throws(ConjugationError)
    -> Conjugation
  {
    let infinitive = try Self.validated(input)
    guard let verb = Self.verbPart(of: infinitive) else {
      // A conjugated form names its verb; near misses are only looked for otherwise.
      let formOf = infinitives(having: infinitive)
      throw .notAnInfinitive(
        infinitive, suggestions: formOf.isEmpty ? suggestions(for: infinitive) : [], formOf: formOf)
    }
    let isPronominal = verb.count < infinitive.count
    // A verb listed only as pronominal is listed without se too, on the same model: esforzar
    // from esforzarse.
    let entry =
      lexicon.entry(for: infinitive)
      ?? (isPronominal ? lexicon.entry(for: verb) : lexicon.entry(for: infinitive + "se"))
    if entry == nil,
      let listed = listedSpelling(of: infinitive, verb: verb) ?? Self.hiatusSpelling(of: infinitive)
    {
      var conjugation = try conjugate(listed, attachingPronouns: attachingPronouns)
      conjugation.enteredAs = infinitive
      return conjugation
    }
    let modelName = entry?.model ?? Inference.modelName(for: verb, in: lexicon)
    guard let modelName, var model = ModelCatalog.model(named: modelName),
      entry != nil || verb.letters.dropLast(2).contains(where: Letters.isVowelLetter)
    else {
      throw .notAnInfinitive(infinitive, suggestions: suggestions(for: infinitive), formOf: [])
    }
    if let name = entry?.alternativeModel, let alternative = ModelCatalog.model(named: name) {
      model.alternativeModels.append(alternative)
    }
    let defectiveness =
      entry?.isThirdPersonOnly == true ? .thirdPersonOnly : model.defectiveness
    return conjugation(
      infinitive: infinitive, verb: verb, model: model, entry: entry,
      isPronominal: isPronominal && attachingPronouns, defectiveness: defectiveness)
  }

  /// The listed verb the input spells without (or with other) accents: oir → oír,
  /// sonreirse → sonreírse when only sonreír is listed.
  private func listedSpelling(of infinitive: String, verb: String) -> String? {
    if let entry = lexicon.entry(ignoringAccentsOf: infinitive) { return entry.infinitive }
    guard verb != infinitive, let entry = lexicon.entry(ignoringAccentsOf: verb),
      !entry.infinitive.hasSuffix("se")
    else { return nil }
    return entry.infinitive + "se"
  }

  /// An infinitive in -aír, -eír, -oír written without its accent (entreoir, desvair): the
  /// stressed i after a strong vowel is always written í (Ortografía 2010).
  static func hiatusSpelling(of infinitive: String) -> String? {
    var letters = infinitive.letters
    let end = infinitive.hasSuffix("se") ? letters.count - 2 : letters.count
    guard end >= 3, letters[end - 1] == "r", letters[end - 2] == "i",
      Letters.isStrongVowel(letters[end - 3]), !Letters.hasAccent(letters[end - 3])
    else { return nil }
    letters[end - 2] = "í"
    return String(letters: letters)
  }

  /// The same verb conjugated as if it were regular: the pattern irregular letters depart from.
  public func regularPattern(of conjugation: Conjugation) -> Conjugation {
    let verb = Self.verbPart(of: conjugation.infinitive) ?? conjugation.infinitive
    let verbClass = VerbClass(infinitive: verb.letters) ?? .ar
    let model = ModelCatalog.model(named: verbClass.regularModelName)!
    return self.conjugation(
      infinitive: conjugation.infinitive, verb: verb, model: model, entry: nil,
      isPronominal: conjugation.isPronominal, defectiveness: .none, respell: false)
  }

  private func conjugation(
    infinitive: String, verb: String, model: ConjugationModel, entry: VerbEntry?,
    isPronominal: Bool, defectiveness: Defectiveness, respell: Bool = true
  ) -> Conjugation {
    var prefix = ""
    var base = verb
    if let family = model.family,
      let ending = ([family] + model.variantInfinitives).first(where: verb.hasSuffix)
    {
      prefix = String(verb.dropLast(ending.count))
      base = family
    }
    var builder = ParadigmBuilder(model: model, infinitive: base.letters)
    builder.atWordStart = prefix.isEmpty
    builder.respell = respell
    var assembler = TableAssembler(
      paradigm: builder.build().prefixed(prefix), isPronominal: isPronominal,
      defectiveness: defectiveness)
    let gerund = assembler.gerund
    let participle = assembler.participle
    return Conjugation(
      infinitive: infinitive, translation: entry?.translation,
      preteriteTranslation: entry?.preteriteTranslation, isKnown: entry != nil,
      model: model.name, alternativeModel: entry?.alternativeModel,
      regularity: model.regularity, defectiveness: defectiveness,
      isPronominal: isPronominal, gerund: gerund, participle: participle,
      table: assembler.takeTable())
  }

  // MARK: - Input

  /// Lower-cases and checks the input; returns the infinitive in composed form.
  static func validated(_ input: String) throws(ConjugationError) -> String {
    if let word = plainWord(input) { return word }
    let trimmed = input.trimmingWhitespace()
    guard !trimmed.isEmpty else { throw .empty }
    guard !trimmed.unicodeScalars.contains("\u{FFFD}") else { throw .invalidEncoding }
    let count = trimmed.count
    guard count <= ConjugationError.maximumLength else { throw .tooLong(length: count) }
    let word = String(String(trimmed.lowercased().map(Self.composed)))
    guard word.unicodeScalars.allSatisfy(Letters.isSpanishLetter) else { throw .notAWord(trimmed) }
    return word
  }

  /// The input itself when it is already what validation returns: lower-case Spanish letters,
  /// composed, within the maximum length (each such letter is one character).
  private static func plainWord(_ input: String) -> String? {
    var count = 0
    for scalar in input.unicodeScalars {
      guard Letters.isSpanishLetter(scalar) else { return nil }
      count += 1
    }
    return count > 0 && count <= ConjugationError.maximumLength ? input : nil
  }

  private static let composedLetters: [Character] = ["á", "é", "í", "ó", "ú", "ü", "ñ"]

  private static func composed(_ c: Character) -> Character {
    composedLetters.first(where: { $0 == c }) ?? c
  }

  /// The verb without its -se, if the word has an infinitive's ending.
  static func verbPart(of infinitive: String) -> String? {
    let letters = infinitive.letters
    if VerbClass(infinitive: letters) != nil { return infinitive }
    if infinitive.hasSuffix("se"), VerbClass(infinitive: Array(letters.dropLast(2))) != nil {
      return String(letters: letters.dropLast(2))
    }
    return nil
  }
}
