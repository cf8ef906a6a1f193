import ConjugarCore

/// Which verbs a curriculum line draws from.
enum VerbPool: Sendable {
  /// Fully regular verbs.
  case regular
  /// Common verbs that are irregular in the line's tense (spelling changes included).
  case irregular
}

/// One line of a curriculum: `count` questions of `item` on verbs of `family`.
struct CurriculumLine: Sendable {
  let family: VerbPool
  let item: QuizItem
  let count: Int

  init(_ family: VerbPool, _ item: QuizItem, _ count: Int) {
    self.family = family
    self.item = item
    self.count = count
  }
}

/// What each difficulty asks, for a 50-question quiz; other lengths scale it.
enum Curriculum {
  static func lines(for difficulty: Difficulty) -> [CurriculumLine] {
    switch difficulty {
    case .easy: easy
    case .moderate: moderate
    case .difficult: difficult
    }
  }

  static let easy: [CurriculumLine] = [
    CurriculumLine(.regular, .tense(.presenteDeIndicativo), 10),
    CurriculumLine(.irregular, .tense(.presenteDeIndicativo), 10),
    CurriculumLine(.regular, .tense(.preterito), 10),
    CurriculumLine(.irregular, .tense(.preterito), 10),
    CurriculumLine(.regular, .tense(.futuroDeIndicativo), 5),
    CurriculumLine(.irregular, .tense(.futuroDeIndicativo), 5),
  ]

  static let moderate: [CurriculumLine] = [
    CurriculumLine(.regular, .tense(.presenteDeIndicativo), 3),
    CurriculumLine(.irregular, .tense(.presenteDeIndicativo), 4),
    CurriculumLine(.regular, .tense(.preterito), 3),
    CurriculumLine(.irregular, .tense(.preterito), 5),
    CurriculumLine(.regular, .tense(.imperfectoDeIndicativo), 3),
    CurriculumLine(.irregular, .tense(.imperfectoDeIndicativo), 2),
    CurriculumLine(.regular, .tense(.futuroDeIndicativo), 2),
    CurriculumLine(.irregular, .tense(.futuroDeIndicativo), 3),
    CurriculumLine(.regular, .tense(.condicional), 2),
    CurriculumLine(.irregular, .tense(.condicional), 2),
    CurriculumLine(.regular, .tense(.perfectoDeIndicativo), 2),
    CurriculumLine(.irregular, .tense(.perfectoDeIndicativo), 3),
    CurriculumLine(.regular, .tense(.presenteDeSubjuntivo), 3),
    CurriculumLine(.irregular, .tense(.presenteDeSubjuntivo), 4),
    CurriculumLine(.regular, .gerund, 1),
    CurriculumLine(.irregular, .gerund, 2),
    CurriculumLine(.regular, .tense(.imperativoPositivo), 2),
    CurriculumLine(.irregular, .tense(.imperativoPositivo), 2),
    CurriculumLine(.regular, .tense(.imperativoNegativo), 1),
    CurriculumLine(.irregular, .tense(.imperativoNegativo), 1),
  ]

  /// Every tense, archaic ones included: one regular and one irregular question each, more
  /// irregular ones where learners stumble most, and non-personal forms.
  static let difficult: [CurriculumLine] = {
    var lines: [CurriculumLine] = []
    let stressed: Set<Tense> = [
      .presenteDeIndicativo, .preterito, .futuroDeIndicativo, .presenteDeSubjuntivo,
      .imperfectoDeSubjuntivo1, .imperativoPositivo,
    ]
    for tense in Tense.allCases {
      lines.append(CurriculumLine(.regular, .tense(tense), 1))
      lines.append(CurriculumLine(.irregular, .tense(tense), stressed.contains(tense) ? 2 : 1))
    }
    lines.append(CurriculumLine(.irregular, .gerund, 2))
    lines.append(CurriculumLine(.irregular, .participle, 2))
    return lines
  }()

  /// Common verbs with no irregularity at all, spelling included.
  static let regularVerbs = [
    "hablar", "trabajar", "estudiar", "caminar", "comprar", "escuchar", "mirar", "bailar",
    "cantar", "cocinar", "ayudar", "necesitar", "preparar", "tomar", "usar", "viajar", "llamar",
    "esperar", "entrar", "ganar", "lavar", "nadar", "terminar", "visitar", "comer", "beber",
    "aprender", "comprender", "correr", "vender", "deber", "meter", "temer", "vivir", "recibir",
    "subir", "decidir", "permitir", "compartir", "asistir", "discutir", "existir", "partir",
    "cumplir", "insistir", "olvidar", "dejar", "pasar", "quedar",
  ]

  /// Common verbs that are irregular somewhere; a line uses those irregular in its tense.
  static let irregularVerbs = [
    "ser", "estar", "ir", "haber", "tener", "hacer", "decir", "poder", "querer", "saber",
    "venir", "poner", "salir", "dar", "ver", "traer", "caer", "oír", "conocer", "conducir",
    "pedir", "servir", "seguir", "sentir", "dormir", "morir", "pensar", "empezar", "volver",
    "contar", "encontrar", "jugar", "mover", "entender", "perder", "recordar", "preferir",
    "repetir", "vestir", "construir", "leer", "andar", "caber", "valer", "reír", "oler",
    "traducir", "producir", "mantener", "obtener", "proponer", "elegir", "escribir", "abrir",
    "romper", "cubrir", "resolver", "descubrir", "devolver", "buscar", "llegar", "pagar",
    "almorzar", "cerrar", "despertar", "mostrar", "ofrecer", "parecer", "creer", "huir",
  ]
}

extension Curriculum {
  /// Splits `total` questions over the lines in proportion to their counts (largest remainder,
  /// ties to the earlier line), so `--count` keeps the curriculum's mix.
  static func apportion(_ lines: [CurriculumLine], total: Int) -> [Int] {
    let weight = lines.reduce(0) { $0 + $1.count }
    guard weight > 0, total > 0 else { return lines.map { _ in 0 } }
    var counts = lines.map { $0.count * total / weight }
    let remainders = lines.enumerated().map { ($0.offset, $0.element.count * total % weight) }
    var missing = total - counts.reduce(0, +)
    for (index, _) in remainders.sorted(by: { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 })
    where missing > 0 {
      counts[index] += 1
      missing -= 1
    }
    return counts
  }
}
