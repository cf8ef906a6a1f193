import ConjugarCore
import Testing

@testable import TextReading

/// Words a verb form spells, read in context: each line is a sentence, the word, and the
/// verb and tense it is (nil: no verb there). Many are instances the issue does not list.
@Suite struct HomographTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let text: String
    let word: String
    let verb: String?
    let tense: Tense?
    let person: Person?
    var testDescription: String { "\(word) in «\(text)»" }

    init(
      _ text: String, _ word: String, _ verb: String? = nil, _ tense: Tense? = nil,
      _ person: Person? = nil
    ) {
      self.text = text
      self.word = word
      self.verb = verb
      self.tense = tense
      self.person = person
    }
  }

  static let cases: [Case] = [
    Case("Como siempre, llegó tarde.", "Como"),
    Case("Yo como fruta todos los días.", "como", "comer", .presenteDeIndicativo, .yo),
    Case("No como carne.", "como", "comer", .presenteDeIndicativo, .yo),
    Case("Lo hizo tal como le dijeron.", "como"),
    Case("Compré un regalo para mi madre.", "para"),
    Case("El autobús no para aquí.", "para", "parar", .presenteDeIndicativo, .el),
    Case("Dejó el libro sobre la mesa.", "sobre"),
    Case("Abrió el sobre con cuidado.", "sobre"),
    Case("Está entre la farmacia y el banco.", "entre"),
    Case("Dile que entre en la sala.", "entre", "entrar", .presenteDeSubjuntivo, .el),
    Case("Nos vimos bajo la lluvia.", "bajo"),
    Case("Yo bajo al sótano.", "bajo", "bajar", .presenteDeIndicativo, .yo),
    Case("Es un hombre bajo y amable.", "bajo"),
    Case("Pedimos un vino blanco.", "vino"),
    Case("Bebimos vino con la cena.", "vino"),
    Case("Ayer vino mi tía a comer.", "vino", "venir", .preterito, .el),
    Case("Mi tío vino en tren.", "vino", "venir", .preterito, .el),
    Case("Se bañaron en el río.", "río"),
    Case("Siempre me río con él.", "río", "reírse", .presenteDeIndicativo, .yo),
    Case("El cura bendijo la boda.", "cura"),
    Case("El tiempo lo cura todo.", "cura", "curar", .presenteDeIndicativo, .el),
    Case("La llama de la vela tembló.", "llama"),
    Case("Mi hermana se llama Lucía.", "llama", "llamarse", .presenteDeIndicativo, .el),
    Case("Juan la llama cada noche.", "llama", "llamar", .presenteDeIndicativo, .el),
    Case("Volvimos a casa temprano.", "casa"),
    Case("Su hija se casa en junio.", "casa", "casarse", .presenteDeIndicativo, .el),
    Case("Dio un paso hacia delante.", "paso"),
    Case("Paso por tu casa a las ocho.", "Paso", "pasar", .presenteDeIndicativo, .yo),
    Case("Una haya enorme daba sombra al patio.", "haya"),
    Case("Espero que haya pan.", "haya", "haber", .presenteDeSubjuntivo, .el),
    // A subject relative clause, then the main verb (the verb after a verb is allowed).
    Case(
      "Quienes la conocen dicen que es amable.", "dicen", "decir", .presenteDeIndicativo, .ellos),
    Case("Los que madrugan tienen más tiempo.", "tienen", "tener", .presenteDeIndicativo, .ellos),
    Case("Quien no arriesga pierde a veces.", "pierde", "perder", .presenteDeIndicativo, .el),
    // nada after a noun and before an adverb or a preposition: nadar.
    Case("El pez nada en la pecera.", "nada", "nadar", .presenteDeIndicativo, .el),
    Case("Mi hermano nada muy rápido.", "nada", "nadar", .presenteDeIndicativo, .el),
    Case("No queda nada en la nevera.", "nada"),
    Case("Su hija nada como una sirena.", "nada", "nadar", .presenteDeIndicativo, .el),
    Case("No hay nada como el hogar.", "nada"),
    Case("Pidió un vaso de agua y nada más.", "nada"),
    // entre opening a clause before usted or a comma: the usted command of entrar.
    Case("Señora, entre usted primero.", "entre", "entrar", .imperativoPositivo, .el),
    Case("Entre, por favor, que hace frío.", "Entre", "entrar", .imperativoPositivo, .el),
    Case("El premio se repartirá entre ustedes.", "entre"),
    Case("Entre usted y yo no hay secretos.", "Entre"),
    // bajo opening a clause before a or al: bajar.
    Case("Bajo a la playa todas las tardes.", "Bajo", "bajar", .presenteDeIndicativo, .yo),
    Case("Los domingos bajo al mercado.", "bajo", "bajar", .presenteDeIndicativo, .yo),
    Case("Se sentaron bajo un árbol.", "bajo"),
    // After a subject pronoun it cannot agree with, a homograph is no verb.
    Case("Ella bajo la lluvia caminaba sola.", "bajo"),
    Case("Él como siempre llegó el último.", "como"),
    Case("Nosotros sobre todo queremos paz.", "sobre"),
    // A first-person narrator: yo or él forms lean to yo where no subject is named.
    Case(
      "De pequeño tenía miedo a la oscuridad y mi madre dejaba la luz encendida.", "tenía",
      "tener", .imperfectoDeIndicativo, .yo),
    Case(
      "De pequeño tenía miedo a la oscuridad y mi madre dejaba la luz encendida.", "dejaba",
      "dejar", .imperfectoDeIndicativo, .el),
    Case(
      "Aquel invierno estaba enfermo. Mis hermanos jugaban en la nieve.", "estaba", "estar",
      .imperfectoDeIndicativo, .yo),
    Case("Mi abuelo era carpintero.", "era", "ser", .imperfectoDeIndicativo, .el),
    Case(
      "Cuando era joven, vivía cerca del puerto con mis padres.", "vivía", "vivir",
      .imperfectoDeIndicativo, .yo),
    Case(
      "Aquel verano trabajaba en un hotel. Mi jefe era un hombre serio que nunca sonreía. Por las noches escribía cartas.",
      "escribía", "escribir", .imperfectoDeIndicativo, .yo),
    // nadie and alguien are third-person subjects, also for a first-person narrator.
    Case(
      "En mi calle nadie había visto nada.", "había visto", "ver", .pluscuamperfectoDeIndicativo,
      .el),
    Case(
      "Yo dormía, pero alguien llamaba a mi puerta.", "llamaba", "llamar", .imperfectoDeIndicativo,
      .el),
    // la, los, las before a word and a finite verb: the article of a subject.
    Case("Según el informe, la plantilla era demasiado grande.", "plantilla"),
    Case(
      "Según el informe, la plantilla era demasiado grande.", "era", "ser", .imperfectoDeIndicativo,
      .el),
    Case("Desde el pueblo, la sierra parecía muy cercana.", "sierra"),
    Case(
      "Desde el pueblo, la sierra parecía muy cercana.", "parecía", "parecer",
      .imperfectoDeIndicativo, .el),
    // "me" before a verb that is not pronominal is its object: the subject is another.
    Case(
      "De niño pasaba los veranos con mi abuela. A veces me contaba historias de su pueblo.",
      "contaba", "contar", .imperfectoDeIndicativo, .el),
    Case(
      "Mi tía vivía cerca. Los domingos me invitaba a comer.", "invitaba", "invitar",
      .imperfectoDeIndicativo, .el),
    Case(
      "Vivía solo en aquel piso. Cada mañana me levantaba temprano.", "levantaba", "levantarse",
      .imperfectoDeIndicativo, .yo),
    // A quoted speaker's mi or me is not the narrator's.
    Case(
      "«Mi casa es tuya», dijo Marta. Tenía las llaves en la mano.", "Tenía", "tener",
      .imperfectoDeIndicativo, .el),
    Case(
      "El alcalde llegó tarde. Estaba cansado después del viaje.", "Estaba", "estar",
      .imperfectoDeIndicativo, .el),
    Case("Saludó a don Pedro.", "don"),
    Case("Tiene un don para la música.", "don"),
    Case("El canto de los pájaros me despierta.", "canto"),
    Case("Yo canto en un coro.", "canto", "cantar", .presenteDeIndicativo, .yo),
    Case("En cambio, su hermano no vino.", "cambio"),
    Case("Hoy cambio las sábanas.", "cambio", "cambiar", .presenteDeIndicativo, .yo),
    Case("Perdió el trabajo en marzo.", "trabajo"),
    Case("Trabajo en una librería.", "Trabajo", "trabajar", .presenteDeIndicativo, .yo),
    Case("El amo del perro no apareció.", "amo"),
    Case("Te amo.", "amo", "amar", .presenteDeIndicativo, .yo),
    Case("El peso de la maleta sorprendió a todos.", "peso"),
    Case("Me peso cada mañana.", "peso", "pesar", .presenteDeIndicativo, .yo),
    Case("Se puso un traje azul.", "traje"),
    Case("Te traje un regalo.", "traje", "traer", .preterito, .yo),
    Case("Le falta sal a la sopa.", "sal"),
    Case("¡Sal de aquí ahora mismo!", "Sal", "salir", .imperativoPositivo, .tu),
    Case("No hay nada en la nevera.", "nada"),
    Case("Ella nada muy bien.", "nada", "nadar", .presenteDeIndicativo, .el),
    Case("El pienso del perro se acabó.", "pienso"),
    Case("Pienso que tienes razón.", "Pienso", "pensar", .presenteDeIndicativo, .yo),
    Case("La puerta cerrada no dejaba pasar el aire.", "cerrada"),
    Case("Ya he cerrado la puerta.", "he cerrado", "cerrar", .perfectoDeIndicativo, .yo),
    Case("Lee un libro cada semana.", "libro"),
    Case("Me contó un cuento precioso.", "cuento"),
    Case("Te lo cuento mañana.", "cuento", "contar", .presenteDeIndicativo, .yo),
    Case("El vuelo salió con retraso.", "vuelo"),
    Case("El juego duró dos horas.", "juego"),
    Case("Los domingos juego al fútbol.", "juego", "jugar", .presenteDeIndicativo, .yo),
    Case("Le dio un beso en la frente.", "beso"),
    Case("Tengo sueño.", "sueño"),
    Case("A veces sueño con el mar.", "sueño", "soñar", .presenteDeIndicativo, .yo),
    Case("Vive solo en el campo.", "solo"),
    Case("Era una era de cambios.", "era"),
    Case("Era una era de cambios.", "Era", "ser", .imperfectoDeIndicativo, .el),
    Case("Quiero que me dé una respuesta.", "dé", "dar", .presenteDeSubjuntivo, .el),
    Case("No sé si vendrá.", "sé", "saber", .presenteDeIndicativo, .yo),
    Case("Sé bueno con tu hermana.", "Sé", "ser", .imperativoPositivo, .tu),
    Case("Fui a Madrid en tren.", "Fui", "ir", .preterito, .yo),
    Case("Fue un error.", "Fue", "ser", .preterito, .el),
    Case("Se fue sin decir nada.", "fue", "irse", .preterito, .el),
    Case("Ve a tu cuarto.", "Ve", "ir", .imperativoPositivo, .tu),
    Case("Desde aquí se ve el mar.", "ve", "ver", .presenteDeIndicativo, .el),
    Case("Le di las llaves.", "di", "dar", .preterito, .yo),
    Case("Di la verdad, te lo pido.", "Di", "decir", .imperativoPositivo, .tu),
    Case("Ten cuidado con el perro.", "Ten", "tener", .imperativoPositivo, .tu),
    Case("Espero que cante mañana.", "cante", "cantar", .presenteDeSubjuntivo, .el),
    Case("Compró una mesa de madera.", "mesa"),
    Case("Hoy ama a su familia más que nunca.", "ama", "amar", .presenteDeIndicativo, .el),
    Case("La ama de llaves cerró la puerta.", "ama"),
    Case("El vestido rojo le queda bien.", "vestido"),
    Case("El estado pagará las obras.", "estado"),
    Case("Ha estado enfermo.", "Ha estado", "estar", .perfectoDeIndicativo, .el),
  ]

  @Test(arguments: cases)
  func readInContext(_ example: Case) throws {
    let found = TextReader().read(example.text).first { $0.form == example.word }
    guard let verb = example.verb else {
      #expect(found == nil, "\(String(describing: found?.readings))")
      return
    }
    let reading = try #require(found?.readings.first)
    #expect(reading.infinitive == verb)
    #expect(reading.tense == example.tense)
    #expect(reading.person == example.person)
  }

  @Test func serOrIrKeepsBothReadingsLikelierFirst() throws {
    let toMadrid = try #require(TextReader().read("Fui a Madrid.").first)
    #expect(toMadrid.isAmbiguous)
    #expect(toMadrid.readings.map(\.infinitive) == ["ir", "ser"])
    let error = try #require(TextReader().read("Fue un error.").first)
    #expect(error.readings.map(\.infinitive) == ["ser", "ir"])
  }
}
