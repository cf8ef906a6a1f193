import ConjugarCore
import Testing

/// One form per rule the conjugator applies, beyond the full tables: prefixed families,
/// spelling changes, accents, clitics, doublets, defective verbs, inference.
struct FormCase: CustomTestStringConvertible, Sendable {
  let verb: String
  let tense: Tense?
  let person: Person
  let expected: String
  let accepted: [String]

  init(
    _ verb: String, _ tense: Tense?, _ person: Person = .yo, _ expected: String, also: [String] = []
  ) {
    self.verb = verb
    self.tense = tense
    self.person = person
    self.expected = expected
    self.accepted = also
  }

  var testDescription: String {
    "\(verb) \(tense?.rawValue ?? "participle") \(person.rawValue) = \(expected)"
  }
}

@Suite struct RuleTests {
  let conjugator = Conjugator()

  static let cases: [FormCase] = [
    // Prefixed families keep the base's stress: ten → detén, ve → prevé, vio → previó.
    FormCase("detener", .imperativoPositivo, .tu, "detén"),
    FormCase("mantener", .presenteDeIndicativo, .tu, "mantienes"),
    FormCase("componer", .imperativoPositivo, .tu, "compón"),
    FormCase("convenir", .imperativoPositivo, .tu, "convén"),
    FormCase("prever", .presenteDeIndicativo, .tu, "prevés"),
    FormCase("prever", .presenteDeIndicativo, .vosotros, "prevéis"),
    FormCase("prever", .preterito, .el, "previó"),
    FormCase("prever", nil, .yo, "previsto"),
    FormCase("sonreír", .preterito, .el, "sonrió"),
    FormCase("sonreír", .presenteDeSubjuntivo, .vosotros, "sonriáis"),
    FormCase("deshacer", .imperativoPositivo, .tu, "deshaz"),
    FormCase("deshacer", nil, .yo, "deshecho"),
    FormCase("predecir", .imperativoPositivo, .tu, "predice"),
    FormCase("predecir", .futuroDeIndicativo, .yo, "prediré", also: ["predeciré"]),
    FormCase("contradecir", .imperativoPositivo, .tu, "contradice"),
    FormCase("maldecir", nil, .yo, "maldecido"),
    FormCase("traducir", .preterito, .ellos, "tradujeron"),
    FormCase("traducir", .presenteDeIndicativo, .yo, "traduzco"),
    FormCase("atraer", .preterito, .yo, "atraje"),
    FormCase("sostener", .futuroDeIndicativo, .nosotros, "sostendremos"),
    FormCase("devolver", nil, .yo, "devuelto"),
    FormCase("disolver", nil, .yo, "disuelto"),
    FormCase("describir", nil, .yo, "descrito"),
    FormCase("descubrir", nil, .yo, "descubierto"),
    // Spelling changes keep the sound.
    FormCase("buscar", .preterito, .yo, "busqué"),
    FormCase("pagar", .presenteDeSubjuntivo, .el, "pague"),
    FormCase("cruzar", .preterito, .yo, "crucé"),
    FormCase("vencer", .presenteDeIndicativo, .yo, "venzo"),
    FormCase("coger", .presenteDeSubjuntivo, .nosotros, "cojamos"),
    FormCase("dirigir", .presenteDeIndicativo, .yo, "dirijo"),
    FormCase("seguir", .presenteDeIndicativo, .yo, "sigo"),
    FormCase("seguir", .preterito, .ellos, "siguieron"),
    FormCase("avergonzar", .presenteDeIndicativo, .yo, "avergüenzo"),
    FormCase("avergonzar", .presenteDeSubjuntivo, .yo, "avergüence"),
    FormCase("cocer", .presenteDeIndicativo, .yo, "cuezo"),
    FormCase("elegir", .presenteDeIndicativo, .yo, "elijo"),
    FormCase("teñir", .preterito, .el, "tiñó"),
    FormCase("gruñir", nil, .yo, "gruñido"),
    FormCase("leer", .preterito, .el, "leyó"),
    FormCase("leer", .preterito, .tu, "leíste"),
    FormCase("creer", nil, .yo, "creído"),
    FormCase("caer", .imperfectoDeSubjuntivo1, .nosotros, "cayéramos"),
    FormCase("argüir", .presenteDeIndicativo, .yo, "arguyo"),
    FormCase("argüir", .preterito, .el, "arguyó"),
    FormCase("argüir", .presenteDeIndicativo, .nosotros, "argüimos"),
    // Written accents on the stem and 2010 monosyllables.
    FormCase("aislar", .presenteDeIndicativo, .yo, "aíslo"),
    FormCase("rehusar", .presenteDeIndicativo, .yo, "rehúso"),
    FormCase("guiar", .preterito, .el, "guio", also: ["guió"]),
    FormCase("guiar", .presenteDeIndicativo, .yo, "guío"),
    FormCase("fiar", .preterito, .yo, "fie", also: ["fié"]),
    FormCase("criar", .presenteDeSubjuntivo, .vosotros, "crieis", also: ["criéis"]),
    FormCase("freír", .preterito, .el, "frio", also: ["frió"]),
    FormCase("huir", .presenteDeIndicativo, .vosotros, "huis", also: ["huís"]),
    FormCase("dar", .preterito, .el, "dio"),
    FormCase("dar", .presenteDeSubjuntivo, .el, "dé"),
    FormCase("ser", .imperativoPositivo, .tu, "sé"),
    FormCase("saber", .presenteDeIndicativo, .yo, "sé"),
    // Voseo.
    FormCase("ser", .presenteDeIndicativo, .vos, "sos"),
    FormCase("haber", .presenteDeIndicativo, .vos, "has"),
    FormCase("ir", .imperativoPositivo, .vos, "andá"),
    FormCase("proveer", .imperativoPositivo, .vos, "proveé"),
    FormCase("enviar", .imperativoPositivo, .vos, "enviá"),
    FormCase("tener", .perfectoDeIndicativo, .vos, "has tenido"),
    FormCase("tener", .presenteDeSubjuntivo, .vos, "tengas", also: ["tengás"]),
    FormCase("tener", .imperativoNegativo, .vos, "no tengas", also: ["no tengás"]),
    // Pronominal verbs.
    FormCase("levantarse", .presenteDeIndicativo, .yo, "me levanto"),
    FormCase("levantarse", .perfectoDeIndicativo, .tu, "te has levantado"),
    FormCase("levantarse", .condicional, .el, "se levantaría"),
    FormCase("levantarse", .imperativoPositivo, .tu, "levántate"),
    FormCase("levantarse", .imperativoPositivo, .vos, "levantate"),
    FormCase("levantarse", .imperativoPositivo, .nosotros, "levantémonos"),
    FormCase("levantarse", .imperativoPositivo, .vosotros, "levantaos"),
    FormCase("levantarse", .imperativoNegativo, .tu, "no te levantes"),
    FormCase("irse", .imperativoPositivo, .vosotros, "idos", also: ["iros"]),
    FormCase("irse", .imperativoPositivo, .nosotros, "vámonos"),
    FormCase("ponerse", .imperativoPositivo, .tu, "ponte"),
    FormCase("ponerse", .imperativoPositivo, .vosotros, "poneos"),
    FormCase("vestirse", .imperativoPositivo, .vosotros, "vestíos"),
    FormCase("vestirse", .imperativoPositivo, .tu, "vístete"),
    FormCase("dormirse", .imperativoPositivo, .nosotros, "durmámonos"),
    // Doublets: the verbal participle in compound tenses, the other accepted.
    FormCase("imprimir", .perfectoDeIndicativo, .yo, "he impreso", also: ["he imprimido"]),
    FormCase("freír", nil, .yo, "frito", also: ["freído"]),
    FormCase("proveer", nil, .yo, "provisto", also: ["proveído"]),
    FormCase("elegir", .perfectoDeIndicativo, .yo, "he elegido"),
    FormCase("absorber", .perfectoDeIndicativo, .yo, "he absorbido"),
    FormCase("bendecir", .perfectoDeIndicativo, .yo, "he bendecido"),
    // Defective verbs.
    FormCase("abolir", .presenteDeIndicativo, .yo, "abolo"),
    FormCase("llover", .presenteDeIndicativo, .el, "llueve"),
  ]

  @Test(arguments: cases)
  func form(_ example: FormCase) throws {
    let conjugation = try conjugator.conjugate(example.verb)
    let form: VerbForm
    if let tense = example.tense {
      form = try #require(conjugation.form(tense, example.person))
    } else {
      form = conjugation.participle
    }
    #expect(form.text == example.expected)
    for alternative in example.accepted { #expect(form.alternatives.contains(alternative)) }
  }

  @Test func pronominalGerundCarriesItsPronoun() throws {
    #expect(try conjugator.conjugate("levantarse").gerund.text == "levantándose")
    #expect(try conjugator.conjugate("irse").gerund.text == "yéndose")
  }

  @Test func solerHasNoFutureConditionalOrImperative() throws {
    let soler = try conjugator.conjugate("soler")
    for tense: Tense in [
      .futuroDeIndicativo, .condicional, .futuroPerfecto, .condicionalCompuesto,
      .imperativoPositivo, .imperativoNegativo,
    ] {
      #expect(!soler.hasForms(in: tense), "\(tense)")
      #expect(soler.form(tense, .el) == nil)
    }
    #expect(soler.form(.presenteDeIndicativo, .yo)?.text == "suelo")
  }

  @Test func weatherVerbsMarkOtherPersonsAsUnusual() throws {
    let nevar = try conjugator.conjugate("nevar")
    #expect(nevar.defectiveness == .thirdPersonOnly)
    #expect(nevar.form(.presenteDeIndicativo, .el)?.isUnusual == false)
    #expect(nevar.form(.presenteDeIndicativo, .ellos)?.isUnusual == false)
    #expect(nevar.form(.presenteDeIndicativo, .yo)?.isUnusual == true)
    #expect(nevar.form(.presenteDeIndicativo, .yo)?.text == "nievo")
    #expect(try conjugator.conjugate("abolir").form(.presenteDeIndicativo, .yo)?.isUnusual == false)
  }

  @Test func everyPersonalTenseHasItsPersons() throws {
    let hablar = try conjugator.conjugate("hablar")
    for tense in Tense.allCases {
      #expect(tense.persons.allSatisfy { hablar.form(tense, $0) != nil }, "\(tense)")
      #expect(hablar.form(tense, .yo) == nil || !tense.isImperative)
    }
  }
}
