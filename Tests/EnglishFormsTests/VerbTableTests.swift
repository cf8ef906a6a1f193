import ConjugarCore
import EnglishForms
import Testing

/// Forty-odd verbs of the bundled list, each with the English verb's parts written out by hand
/// (base, he/she present, past, participle, gerund, with the rest of a phrasal gloss), checked
/// in every tense and person against `expected`, the tense styles of Docs/ENGLISH.md.
struct VerbTableTests {
  struct Parts: Sendable, CustomTestStringConvertible {
    let infinitive: String
    let base: String
    let third: String
    let past: String
    let participle: String
    let gerund: String
    /// A verb of state's preterite (Resources/verbs.tsv's fifth column): "found out" for saber;
    /// its imperfect is then the simple past, "I knew".
    var statePreterite: String? = nil
    var testDescription: String { infinitive }

    init(_ infinitive: String, _ parts: String, statePreterite: String? = nil) {
      self.infinitive = infinitive
      self.statePreterite = statePreterite
      let forms = parts.split(separator: "/").map { String($0) }
      (base, third, past, participle, gerund) = (forms[0], forms[1], forms[2], forms[3], forms[4])
    }
  }

  static let verbs: [Parts] = [
    Parts("tener", "have/has/had/had/having", statePreterite: "got/had"),
    Parts("ir", "go/goes/went/gone/going"),
    Parts("hacer", "do/does/did/done/doing"),
    Parts("decir", "say/says/said/said/saying"),
    Parts("dar", "give/gives/gave/given/giving"),
    Parts("ver", "see/sees/saw/seen/seeing"),
    Parts("saber", "know/knows/knew/known/knowing", statePreterite: "found out"),
    Parts("querer", "want/wants/wanted/wanted/wanting", statePreterite: "wanted/tried"),
    Parts("llegar", "arrive/arrives/arrived/arrived/arriving"),
    Parts("pasar", "pass/passes/passed/passed/passing"),
    Parts("poner", "put/puts/put/put/putting"),
    Parts("creer", "believe/believes/believed/believed/believing"),
    Parts("hablar", "speak/speaks/spoke/spoken/speaking"),
    Parts("llevar", "carry/carries/carried/carried/carrying"),
    Parts("dejar", "leave/leaves/left/left/leaving"),
    Parts("encontrar", "find/finds/found/found/finding"),
    Parts("venir", "come/comes/came/come/coming"),
    Parts("pensar", "think/thinks/thought/thought/thinking"),
    Parts("salir", "go out/goes out/went out/gone out/going out"),
    Parts("tomar", "take/takes/took/taken/taking"),
    Parts("vivir", "live/lives/lived/lived/living"),
    Parts("sentir", "feel/feels/felt/felt/feeling"),
    Parts("mirar", "look at/looks at/looked at/looked at/looking at"),
    Parts("empezar", "begin/begins/began/begun/beginning"),
    Parts("buscar", "look for/looks for/looked for/looked for/looking for"),
    Parts("escribir", "write/writes/wrote/written/writing"),
    Parts("perder", "lose/loses/lost/lost/losing"),
    Parts("entender", "understand/understands/understood/understood/understanding"),
    Parts("pedir", "ask for/asks for/asked for/asked for/asking for"),
    Parts("ocurrir", "happen/happens/happened/happened/happening"),
    Parts("conseguir", "get/gets/got/gotten/getting"),
    Parts("sacar", "take out/takes out/took out/taken out/taking out"),
    Parts("leer", "read/reads/read/read/reading"),
    Parts("caer", "fall/falls/fell/fallen/falling"),
    Parts("abrir", "open/opens/opened/opened/opening"),
    Parts("traer", "bring/brings/brought/brought/bringing"),
    Parts("morir", "die/dies/died/died/dying"),
    Parts("preferir", "prefer/prefers/preferred/preferred/preferring"),
    Parts("admitir", "admit/admits/admitted/admitted/admitting"),
    Parts("omitir", "omit/omits/omitted/omitted/omitting"),
    Parts("lamentar", "regret/regrets/regretted/regretted/regretting"),
    Parts("visitar", "visit/visits/visited/visited/visiting"),
    Parts("ofrecer", "offer/offers/offered/offered/offering"),
    Parts("parar", "stop/stops/stopped/stopped/stopping"),
    Parts("planear", "plan/plans/planned/planned/planning"),
    Parts("controlar", "control/controls/controlled/controlled/controlling"),
    Parts("estudiar", "study/studies/studied/studied/studying"),
    Parts("llorar", "cry/cries/cried/cried/crying"),
    Parts("jugar", "play/plays/played/played/playing"),
    Parts("lavar", "wash/washes/washed/washed/washing"),
    Parts("teñir", "dye/dyes/dyed/dyed/dyeing"),
    Parts("atar", "tie/ties/tied/tied/tying"),
    Parts("olvidar", "forget/forgets/forgot/forgotten/forgetting"),
    Parts("dormir", "sleep/sleeps/slept/slept/sleeping"),
    Parts("caber", "fit/fits/fit/fit/fitting"),
    Parts(
      "mentir",
      "lie (tell untruths)/lies (tell untruths)/lied (tell untruths)/lied (tell untruths)/lying (tell untruths)"
    ),
    Parts(
      "radicar",
      "lie (be located)/lies (be located)/lay (be located)/lain (be located)/lying (be located)"),
    Parts("echarse", "lie down/lies down/lay down/lain down/lying down"),
    Parts("colgar", "hang/hangs/hung/hung/hanging"),
    Parts(
      "ahorcar",
      "hang (a person)/hangs (a person)/hanged (a person)/hanged (a person)/hanging (a person)"),
    Parts("rendirse", "surrender/surrenders/surrendered/surrendered/surrendering"),
    Parts("cejar", "give up/gives up/gave up/given up/giving up"),
    Parts("levantarse", "get up/gets up/got up/gotten up/getting up"),
    Parts("acostarse", "go to bed/goes to bed/went to bed/gone to bed/going to bed"),
    Parts("sentarse", "sit down/sits down/sat down/sat down/sitting down"),
    Parts(
      "aballestar",
      "haul (a taut rope) tighter/hauls (a taut rope) tighter/hauled (a taut rope) tighter/hauled (a taut rope) tighter/hauling (a taut rope) tighter"
    ),
    Parts(
      "abadernar",
      "secure with short ropes (nautical)/secures with short ropes (nautical)/secured with short ropes (nautical)/secured with short ropes (nautical)/securing with short ropes (nautical)"
    ),
    Parts("abolir", "abolish/abolishes/abolished/abolished/abolishing"),
    Parts("volar", "fly/flies/flew/flown/flying"),
    Parts("nadar", "swim/swims/swam/swum/swimming"),
  ]

  static let subjects: [Person: String] = [
    .yo: "I", .tu: "you", .vos: "you", .el: "he/she", .nosotros: "we", .vosotros: "you all",
    .ellos: "they",
  ]

  /// The English a tense and person should read, from the verb's parts.
  static func expected(_ verb: Parts, _ tense: Tense, _ person: Person) -> String {
    let subject = subjects[person]!
    let present = person == .el ? verb.third : verb.base
    let have = person == .el ? "has" : "have"
    let addressee = [Person.el: " (formal)", .vosotros: " (you all)", .ellos: " (you all, formal)"]
    switch tense {
    case .presenteDeIndicativo: return "\(subject) \(present)"
    case .preterito: return "\(subject) \(verb.statePreterite ?? verb.past)"
    case .imperfectoDeIndicativo:
      if verb.statePreterite != nil { return "\(subject) \(verb.past)" }
      return "\(subject) used to \(verb.base)"
    case .futuroDeIndicativo: return "\(subject) will \(verb.base)"
    case .condicional: return "\(subject) would \(verb.base)"
    case .presenteDeSubjuntivo: return "(that) \(subject) \(present)"
    case .imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2: return "(that) \(subject) \(verb.past)"
    case .futuroDeSubjuntivo: return "(if) \(subject) \(present)"
    case .imperativoPositivo:
      if person == .nosotros { return "let's \(verb.base)!" }
      return "\(verb.base)!" + (addressee[person] ?? "")
    case .imperativoNegativo:
      if person == .nosotros { return "let's not \(verb.base)!" }
      return "don't \(verb.base)!" + (addressee[person] ?? "")
    case .perfectoDeIndicativo: return "\(subject) \(have) \(verb.participle)"
    case .preteritoAnterior, .pluscuamperfectoDeIndicativo:
      return "\(subject) had \(verb.participle)"
    case .futuroPerfecto: return "\(subject) will have \(verb.participle)"
    case .condicionalCompuesto: return "\(subject) would have \(verb.participle)"
    case .perfectoDeSubjuntivo: return "(that) \(subject) \(have) \(verb.participle)"
    case .pluscuamperfectoDeSubjuntivo1, .pluscuamperfectoDeSubjuntivo2:
      return "(that) \(subject) had \(verb.participle)"
    case .futuroPerfectoDeSubjuntivo: return "(if) \(subject) \(have) \(verb.participle)"
    }
  }

  @Test(arguments: verbs)
  func everyTenseAndPerson(_ verb: Parts) throws {
    let conjugation = try Conjugator().conjugate(verb.infinitive)
    let english = try #require(EnglishRendering(conjugation))
    for tense in Tense.allCases {
      for person in tense.persons {
        #expect(
          english.render(tense, person) == Self.expected(verb, tense, person),
          "\(verb.infinitive) \(tense.rawValue) \(person.rawValue)")
      }
    }
    #expect(english.render(.imperativoPositivo, .yo) == nil)
    #expect(english.gerund == verb.gerund)
    #expect(english.participle == verb.participle)
  }

  @Test func atLeastFortyVerbsAreChecked() {
    #expect(Set(Self.verbs.map(\.infinitive)).count >= 40)
  }
}
