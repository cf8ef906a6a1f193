import ConjugarCore
import Testing

/// The typo guard (issue 40): a real verb is conjugated, a slip of a frequent verb is refused
/// with the intended verb first. Each list holds instances of one rule; Docs/SPANISH.md has the
/// measured figures (`ModelChooser --typo-guard`).
@Suite struct TypoGuardTests {
  let conjugator = Conjugator()

  private func corrections(_ word: String) throws -> [String] {
    conjugator.typoCorrections(of: try conjugator.conjugate(word))
  }

  /// Rare but real verbs and current neologisms, some one edit from a listed verb
  /// (precalentar/recalentar, hashear/hachear, gamificar/gasificar): conjugated.
  @Test(arguments: [
    // The examples.
    "precalentar", "recostar", "esforzar", "resfriar", "santiguar", "abnegar",
    "aclocar", "desdentar", "descrecer", "agolpar", "aduanar", "amarillar",
    "balconear", "gamificar", "hashear", "tarificar",
    // More of the same kinds: a prefix on a known verb, -ear, -izar, -ificar.
    "sobrecalentar", "desagendar", "reagendar", "precocinar", "autoevaluar", "coevaluar",
    "microfinanciar", "tokenizar", "hashtaguear", "spoilear", "likear", "craftear", "shippear",
    "emailear", "clickear", "gooblear", "arrepentir",
  ])
  func aRealVerbIsNeverATypo(_ word: String) throws {
    #expect(conjugator.lexicon.entry(for: word) == nil)
    #expect(try corrections(word) == [], "\(word)")
  }

  /// Listed verbs, as if the list lacked them (the leave-one-out measure): still verbs.
  @Test(arguments: [
    "malvender", "entrecomillar", "reubicar", "gentrificar", "escrolear", "wasapear",
    "recalentar", "agendar", "recostarse", "abortar", "acensuar",
  ])
  func aListedRareVerbLeftOutIsStillAVerb(_ word: String) {
    #expect(conjugator.typoCorrections(ofUnlisted: word) == [], "\(word)")
  }

  /// A verb listed only as pronominal is a listed verb without se too, on the same model.
  @Test(arguments: [
    ("esforzar", "esforzarse"), ("recostar", "recostarse"), ("santiguar", "santiguarse"),
    ("arrepentir", "arrepentirse"), ("agolpar", "agolparse"),
  ])
  func aPronominalVerbIsListedWithoutSeToo(_ verb: String, _ listed: String) throws {
    let conjugation = try conjugator.conjugate(verb)
    #expect(conjugation.isKnown)
    #expect(!conjugation.isPronominal)
    #expect(conjugation.model == conjugator.lexicon.entry(for: listed)?.model)
    #expect(conjugator.lexicon.entry(for: verb) == nil)
  }

  /// Slips of frequent verbs, of every kind the guard knows: the intended verb comes first.
  @Test(arguments: [
    ("comir", "comer"), ("hbalar", "hablar"), ("tneer", "tener"), ("bolver", "volver"),
    ("escrivir", "escribir"), ("recivir", "recibir"), ("haser", "hacer"), ("cojer", "coger"),
    ("yegar", "llegar"), ("yevar", "llevar"), ("organisar", "organizar"), ("abrazzar", "abrazar"),
    ("dessear", "desear"), ("acceptar", "aceptar"), ("photografiar", "fotografiar"),
    ("realisar", "realizar"), ("pnesar", "pensar"), ("qerer", "querer"), ("comirse", "comerse"),
  ])
  func aSlipOfAFrequentVerbNamesItFirst(_ typo: String, _ intended: String) throws {
    #expect(try corrections(typo).first == intended, "\(typo)")
  }

  /// A capital or a misplaced accent is the listed verb, never a new one.
  @Test func aCapitalOrAMisplacedAccentIsTheListedVerb() throws {
    for word in ["Hablar", "HABLAR", "Comer"] {
      let conjugation = try conjugator.conjugate(word)
      #expect(conjugation.isKnown, "\(word)")
    }
    #expect(try conjugator.conjugate("oir").infinitive == "oír")
    #expect(try conjugator.conjugate("Rehúsar").isKnown)
    #expect(throws: ConjugationError.self) { try conjugator.conjugate("hablár") }
  }

  /// The list holds the infinitives of the Spanish Hunspell dictionaries it lacked
  /// (scripts/hunspell-verbs.py), with the model inference gives them.
  @Test(arguments: [("podrir", "pudrir"), ("desmoler", "mover"), ("repodrir", "pudrir")])
  func dictionaryInfinitivesAreListed(_ verb: String, _ model: String) throws {
    #expect(conjugator.lexicon.entry(for: verb)?.model == model)
    #expect(try corrections(verb) == [])
  }
}
