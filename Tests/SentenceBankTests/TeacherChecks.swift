import ConjugarCore
import SentenceBank

/// The rules a Spanish teacher reads the bank by (Docs/SENTENCES.md, "What a teacher checks"),
/// as checks of one sentence: each returns what is wrong with it, or nil. `TeacherChecksTests`
/// holds the whole bank to them and shows each one failing on a sentence made to fail it.
enum TeacherChecks {
  /// The tenses of laws, rules and sayings, archaic in everyday speech.
  static let formalTenses: Set<Tense> = [.futuroDeSubjuntivo, .futuroPerfectoDeSubjuntivo]

  /// The futuro (perfecto) de subjuntivo only in a legal or solemn sentence, and first there;
  /// an everyday sentence never lists it, so no everyday sheet asks or accepts it.
  static func formalTense(_ sentence: Sentence) -> String? {
    guard sentence.tenses.contains(where: formalTenses.contains) else { return nil }
    if sentence.register == .everyday {
      return "\(sentence.location): an everyday sentence lists the futuro de subjuntivo "
        + "(legal or solemn text takes register=; everyday speech the presente or perfecto)"
    }
    return formalTenses.contains(sentence.tense)
      ? nil : "\(sentence.location): the futuro de subjuntivo is listed, but not first"
  }

  /// Laws, rules and contracts speak of the parties in the third person (el arrendatario, quien),
  /// never as yo, tú or vosotros.
  static func legalPerson(_ sentence: Sentence) -> String? {
    guard sentence.register == .legal, sentence.person != .el, sentence.person != .ellos
    else { return nil }
    return "\(sentence.location): legal text in the person \(sentence.person.rawValue)"
  }

  /// Verbs and words a classroom bank must not contain (vulgar or offensive in some country),
  /// in Spanish; a verb's every form counts (`unsafeVerbForms`).
  static let unsafeVerbs: Set<String> = [
    "cagar", "mear", "joder", "follar", "chingar", "culear", "putear",
  ]
  static let unsafeWords: Set<String> = [
    "mierda", "puta", "puto", "putas", "putos", "coño", "cojones", "gilipollas", "pendejo",
    "pendeja", "carajo", "cabrón", "cabrona", "polla", "verga", "pinche", "boludo", "boluda",
    "huevón", "huevona", "maricón", "zorra", "hostia", "hostias", "culo", "culos", "pedo",
    "pedos", "mamón", "chingada", "chingado", "joto", "culero",
  ]
  /// The same in the English translations.
  static let unsafeEnglish: Set<String> = [
    "crap", "crapped", "crapping", "shit", "shitty", "fuck", "fucking", "piss", "pissed",
    "arse", "ass", "bitch", "bastard", "damn", "poop", "pooped",
  ]

  /// Every word of every form the conjugator makes of the unsafe verbs, in lower case, but
  /// haber's (the auxiliary of their compound forms) and "no" (of the negative imperative).
  static let unsafeVerbForms: Set<String> = {
    let conjugator = Conjugator()
    func words(of verb: String) -> Set<String> {
      guard let conjugation = try? conjugator.conjugate(verb) else { return [] }
      var words: Set<String> = []
      for tense in Tense.allCases {
        for person in Person.allCases {
          for text in conjugation.form(tense, person)?.allForms ?? [] {
            words.formUnion(SentenceChecks.words(of: text.lowercased()))
          }
        }
      }
      return words
    }
    let unsafe = unsafeVerbs.reduce(into: Set<String>()) { $0.formUnion(words(of: $1)) }
    return unsafe.subtracting(words(of: "haber")).subtracting(["no"])
  }()

  /// No unsafe verb in the blank, no unsafe word or verb form in the Spanish, no unsafe word in
  /// the English.
  static func classroomSafe(_ sentence: Sentence) -> String? {
    if unsafeVerbs.contains(sentence.verb) {
      return "\(sentence.location): the verb '\(sentence.verb)' is not for a classroom"
    }
    let spanish = SentenceChecks.words(of: sentence.spanish.lowercased())
    if let word = spanish.first(where: { unsafeWords.contains($0) || unsafeVerbForms.contains($0) })
    {
      return "\(sentence.location): '\(word)' is not for a classroom"
    }
    let english = SentenceChecks.words(of: sentence.english.lowercased())
    if let word = english.first(where: unsafeEnglish.contains) {
      return "\(sentence.location): the English '\(word)' is not for a classroom"
    }
    return nil
  }

  /// Negative concord: after nunca, jamás, tampoco or nadie in the same clause, nada, nadie and
  /// ninguno, not algo, alguien and alguno (*nunca nos había prometido nada que…*).
  static func negativeConcord(_ sentence: Sentence) -> String? {
    let negatives: Set<String> = ["nunca", "jamás", "tampoco", "nadie"]
    let positives: Set<String> = [
      "algo", "alguien", "algún", "alguna", "alguno", "algunos", "algunas",
    ]
    for clause in clauses(of: sentence.spanish) {
      guard let negative = clause.firstIndex(where: negatives.contains),
        let positive = clause[negative...].first(where: positives.contains)
      else { continue }
      return "\(sentence.location): '\(clause[negative]) … \(positive)': negative concord wants "
        + "nada, nadie or ninguno"
    }
    return nil
  }

  /// The words of each clause: cut at punctuation and at the words that open a clause.
  static func clauses(of spanish: String) -> [[String]] {
    let openers: Set<String> = ["que", "si", "porque", "pero", "y", "o", "cuando", "aunque"]
    var clauses: [[String]] = []
    for piece in spanish.lowercased().split(whereSeparator: { ",;:.¿?¡!()«»\"".contains($0) }) {
      var clause: [String] = []
      for word in SentenceChecks.words(of: piece) {
        if openers.contains(word), !clause.isEmpty {
          clauses.append(clause)
          clause = []
        }
        clause.append(word)
      }
      if !clause.isEmpty { clauses.append(clause) }
    }
    return clauses
  }

  /// The indicative twin of a subjunctive tense a concession may take.
  static let indicativeTwin: [Tense: Tense] = [
    .presenteDeSubjuntivo: .presenteDeIndicativo, .perfectoDeSubjuntivo: .perfectoDeIndicativo,
  ]

  /// Aunque (a pesar de que, por más que…) with a known fact takes the indicative: a blank in
  /// such a clause that asks for the presente or perfecto de subjuntivo also accepts the
  /// indicative, unless the notes say the fact is not known (`concession=hypothetical`:
  /// *Aunque mañana llueva…*).
  static func concession(_ sentence: Sentence) -> String? {
    guard let twin = indicativeTwin[sentence.tense], !sentence.tenses.contains(twin),
      sentence.notes["concession"] != "hypothetical",
      let blank = sentence.spanish.firstRange(of: Sentence.blank)
    else { return nil }
    let before = sentence.spanish[..<blank.lowerBound].lowercased()
    let clause = before.split(whereSeparator: { ",;:.¿?¡!".contains($0) }).last ?? ""
    let words = " " + SentenceChecks.words(of: clause).joined(separator: " ") + " "
    let concessive = [
      " aunque ", " a pesar de que ", " pese a que ", " por más que ", " por mucho que ",
    ]
    guard let found = concessive.first(where: words.contains) else { return nil }
    return "\(sentence.location): '\(found.dropFirst().dropLast())' with the "
      + "\(sentence.tense.rawValue) alone: a known fact takes the \(twin.rawValue) too "
      + "(or concession=hypothetical)"
  }

  /// A vos sentence speaks the Spanish of the Río de la Plata, which tells a finished past with
  /// the pretérito (*¿Dónde guardaste vos…?*): never the perfecto first.
  static func vosPast(_ sentence: Sentence) -> String? {
    guard sentence.person == .vos, sentence.tense == .perfectoDeIndicativo else { return nil }
    return "\(sentence.location): a vos sentence asks for the perfecto first: list the "
      + "pretérito first"
  }

  /// Every check, for the bank.
  static let all: [(name: String, check: @Sendable (Sentence) -> String?)] = [
    ("formal tenses", formalTense), ("legal person", legalPerson),
    ("classroom-safe", classroomSafe), ("negative concord", negativeConcord),
    ("concession", concession), ("vos past", vosPast),
  ]
}
