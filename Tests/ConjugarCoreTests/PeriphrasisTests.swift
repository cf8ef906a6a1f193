import ConjugarCore
import Testing

/// `FormAnalyzer` reading periphrases: auxiliary (any tense, simple or compound), link, gerund
/// or infinitive, with pronouns on either side; anything else is no periphrasis.
@Suite struct PeriphrasisTests {
  let analyzer = FormAnalyzer()

  /// Each reading as "periphrasis · main verb · auxiliary tense · person", "+pronouns", "(no)".
  func readings(_ input: String) throws -> [String] {
    try analyzer.identify(input).periphrases.map { reading in
      var text =
        reading.periphrasis.rawValue + " · " + reading.main.infinitive + " · "
        + (reading.auxiliary.tense?.rawValue ?? "") + " · "
        + (reading.auxiliary.person?.rawValue ?? "")
      if !reading.main.objectPronouns.isEmpty {
        text += " +" + reading.main.objectPronouns.joined(separator: "+")
      }
      if reading.auxiliary.isNegated { text += " (no)" }
      return text
    }
  }

  @Test(arguments: [
    ("estoy hablando", "progressive · hablar · presenteDeIndicativo · yo"),
    ("estuvimos comiendo", "progressive · comer · preterito · nosotros"),
    ("estarás viviendo", "progressive · vivir · futuroDeIndicativo · tu"),
    ("estuvieran durmiendo", "progressive · dormir · imperfectoDeSubjuntivo1 · ellos"),
    ("hemos estado leyendo", "progressive · leer · perfectoDeIndicativo · nosotros"),
    ("habrán estado pidiendo", "progressive · pedir · futuroPerfecto · ellos"),
    ("vas a tener", "goingTo · tener · presenteDeIndicativo · tu"),
    ("íbamos a salir", "goingTo · salir · imperfectoDeIndicativo · nosotros"),
    ("acaban de llegar", "justDone · llegar · presenteDeIndicativo · ellos"),
    ("hemos de salir", "haberDe · salir · presenteDeIndicativo · nosotros"),
    ("tuvieron que pagar", "tenerQue · pagar · preterito · ellos"),
    ("debemos estudiar", "deber · estudiar · presenteDeIndicativo · nosotros"),
    ("deben de estar", "deberDe · estar · presenteDeIndicativo · ellos"),
    ("volvió a llamar", "volverA · llamar · preterito · el"),
    ("estás peinándote", "progressive · peinarse · presenteDeIndicativo · tu"),
    ("te estás peinando", "progressive · peinarse · presenteDeIndicativo · tu"),
    ("nos vamos a sentar", "goingTo · sentarse · presenteDeIndicativo · nosotros"),
    ("la tengo que comprar", "tenerQue · comprar · presenteDeIndicativo · yo +la"),
    ("tengo que comprarla", "tenerQue · comprar · presenteDeIndicativo · yo +la"),
    ("ella no está cantando", "progressive · cantar · presenteDeIndicativo · el (no)"),
  ])
  func readsThePeriphrasis(input: String, expected: String) throws {
    let found = try readings(input)
    #expect(found.contains(expected), "\(found)")
  }

  /// The auxiliary's person is the main verb's subject: an impersonal verb has only él, ellos.
  @Test func theAuxiliaryTakesOnlyThePersonsOfTheMainVerb() throws {
    #expect(try readings("iba a llover") == ["goingTo · llover · imperfectoDeIndicativo · el"])
  }

  @Test func spellingKeepsTheTypedOrderAndAddsMissingAccents() throws {
    let typed = try #require(try analyzer.identify("me estoy lavando").periphrases.first)
    #expect(typed.spelling == "me estoy lavando")
    let accentless = try #require(try analyzer.identify("estan comiendo").periphrases.first)
    #expect(accentless.spelling == "están comiendo")
  }

  /// Wrong auxiliaries, links or main-verb forms are no periphrasis.
  @Test(arguments: [
    "voy comer", "estoy comer", "estoy comido", "tengo de comer", "voy a comiendo", "estoy xyz",
    "corro comiendo", "hablo a comer", "a comer", "estoy", "he comido",
  ])
  func otherSequencesAreNoPeriphrasis(input: String) throws {
    #expect(try readings(input).isEmpty)
  }

  @Test func constructionNames() {
    #expect(Periphrasis.progressive.construction == "estar + gerund")
    #expect(Periphrasis.goingTo.construction == "ir a + infinitive")
    #expect(Periphrasis.tenerQue.construction == "tener que + infinitive")
  }
}
