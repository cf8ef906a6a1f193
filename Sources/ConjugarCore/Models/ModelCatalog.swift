/// Every conjugation model, by name. Names are paradigm verbs; see Docs/MODELS.md.
enum ModelCatalog {
  /// The model with that name. Each group of models is built once, on the first lookup that
  /// reaches it (a `static let` is initialized on first use), so start-up stays cheap and
  /// conjugating thousands of verbs builds no model twice.
  static func model(named name: String) -> ConjugationModel? {
    if let model = regularByName[name] { return model }
    if let model = stemChangingByName[name] { return model }
    if let model = accentedByName[name] { return model }
    return irregularByName[name]
  }

  private static let regularByName = byName(regular)
  private static let stemChangingByName = byName(stemChanging)
  private static let accentedByName = byName(accented)
  private static let irregularByName = byName(irregular)

  /// The first model of each name, as a lookup in `groups` order finds it.
  private static func byName(_ models: [ConjugationModel]) -> [String: ConjugationModel] {
    Dictionary(models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  static var names: [String] { all.map(\.name) }

  static var all: [ConjugationModel] { groups.flatMap { $0() } }

  private static let groups: [@Sendable () -> [ConjugationModel]] = [
    { regular }, { stemChanging }, { accented }, { irregular },
  ]

  private typealias M = ConjugationModel

  private static var regular: [M] {
    [
      M("hablar", .regular), M("comer", .regular), M("vivir", .regular),
      M("buscar", .spelling), M("pagar", .spelling), M("cruzar", .spelling),
      M("averiguar", .spelling), M("vencer", .spelling), M("zurcir", .spelling),
      M("coger", .spelling), M("dirigir", .spelling), M("distinguir", .spelling),
      M("delinquir", .spelling), M("leer", .spelling), M("tañer", .spelling),
      M("gruñir", .spelling),
      M("adecuar", .spelling).with {
        $0.alternativeModels = [M("actuar", .spelling).with { $0.accentsStem = true }]
      },
    ]
  }

  private static func changing(_ name: String, _ change: StemChange) -> M {
    M(name).with { $0.stemChange = change }
  }

  private static var stemChanging: [M] {
    [
      changing("pensar", .eToIE), changing("empezar", .eToIE), changing("negar", .eToIE),
      changing("entender", .eToIE), changing("discernir", .eToIE),
      changing("contar", .oToUE), changing("almorzar", .oToUE), changing("colgar", .oToUE),
      changing("trocar", .oToUE), changing("avergonzar", .oToUE), changing("mover", .oToUE),
      changing("cocer", .oToUE), changing("torcer", .oToUE), changing("oler", .oToUE),
      changing("desosar", .oToHUE),
      changing("jugar", .uToUE), changing("adquirir", .iToIE),
      changing("pedir", .eToI), changing("seguir", .eToI), changing("elegir", .eToI),
      changing("teñir", .eToI),
      changing("sentir", .eToIEThenI), changing("dormir", .oToUEThenU),
      changing("reír", .eToI).with { $0.accentsStem = true },
      M("freír", family: "freír").with {
        $0.stemChange = .eToI
        $0.accentsStem = true
        $0.participle = "frito"
        $0.extras = [.participle: ["freído"]]
      },
      M("morir", family: "morir").with {
        $0.stemChange = .oToUEThenU
        $0.participle = "muerto"
      },
      M("volver", family: "volver").with {
        $0.stemChange = .oToUE
        $0.participle = "vuelto"
      },
      M("resolver", family: "solver").with {
        $0.stemChange = .oToUE
        $0.participle = "suelto"
      },
      changing("errar", .eToIE).with { $0.alternativeModels = [M("hablar", .regular)] },
      M("erguir", family: "erguir").with {
        $0.stemChange = .eToI
        $0.alternativeModels = [M("erguir", family: "erguir").with { $0.stemChange = .eToIEThenI }]
      },
      M("soler", family: "soler").with {
        $0.stemChange = .oToUE
        $0.defectiveness = .noFutureConditionalOrImperative
      },
    ]
  }

  private static func accenting(_ name: String) -> M {
    M(name, .spelling).with { $0.accentsStem = true }
  }

  private static var accented: [M] {
    [
      accenting("enviar"), accenting("actuar"), accenting("prohibir"), accenting("reunir"),
      accenting("aislar"), accenting("aunar"), accenting("rehusar"), accenting("enraizar"),
      M("construir").with { $0.insertsY = true }, M("argüir").with { $0.insertsY = true },
      M("conocer").with { $0.insertsZ = true }, M("lucir").with { $0.insertsZ = true },
      M("conducir", family: "ducir").with {
        $0.insertsZ = true
        $0.preteriteStem = "duj"
      },
    ]
  }

  private static var irregular: [M] {
    [
      M("ser", family: "ser").with {
        $0.tenses = [
          .presenteDeIndicativo: ["soy", "eres", "es", "somos", "sois", "son"],
          .preterito: ["fui", "fuiste", "fue", "fuimos", "fuisteis", "fueron"],
          .imperfectoDeIndicativo: ["era", "eras", "era", "éramos", "erais", "eran"],
        ]
        $0.subjunctiveStem = "se"
        $0.imperativeTu = "sé"
      },
      M("estar", family: "estar").with {
        $0.tenses = [
          .presenteDeIndicativo: ["estoy", "estás", "está", "estamos", "estáis", "están"],
          .presenteDeSubjuntivo: ["esté", "estés", "esté", "estemos", "estéis", "estén"],
        ]
        $0.preteriteStem = "estuv"
      },
      M("ir", family: "ir").with {
        $0.tenses = [
          .presenteDeIndicativo: ["voy", "vas", "va", "vamos", "vais", "van"],
          .preterito: ["fui", "fuiste", "fue", "fuimos", "fuisteis", "fueron"],
          .imperfectoDeIndicativo: ["iba", "ibas", "iba", "íbamos", "ibais", "iban"],
        ]
        $0.subjunctiveStem = "vay"
        $0.imperativeTu = "ve"
        $0.imperativeVos = "andá"
        $0.forms = [.form(.imperativoPositivo, .nosotros): "vamos"]
        $0.extras = [.form(.imperativoPositivo, .nosotros): ["vayamos"]]
      },
      M("haber", family: "haber").with {
        $0.tenses = [.presenteDeIndicativo: ["he", "has", "ha", "hemos", "habéis", "han"]]
        $0.forms = [.form(.presenteDeIndicativo, .vos): "has"]
        // Impersonal hay beside ha (hay que, hay gente); DLE: imperative he for tú and vos.
        $0.extras = [.form(.presenteDeIndicativo, .el): ["hay"]]
        $0.imperativeVos = "he"
        $0.subjunctiveStem = "hay"
        $0.preteriteStem = "hub"
        $0.futureStem = "habr"
        $0.imperativeTu = "he"
      },
      M("dar", family: "dar").with {
        $0.yo = "doy"
        $0.tenses = [.preterito: ["di", "diste", "dio", "dimos", "disteis", "dieron"]]
        $0.subjunctiveStem = "d"
      },
      M("ver", family: "ver").with {
        $0.yo = "veo"
        $0.imperfectStem = "ve"
        $0.participle = "visto"
      },
      M("saber", family: "saber").with {
        $0.yo = "sé"
        $0.subjunctiveStem = "sep"
        $0.preteriteStem = "sup"
        $0.futureStem = "sabr"
      },
      M("caber", family: "caber").with {
        $0.yo = "quepo"
        $0.preteriteStem = "cup"
        $0.futureStem = "cabr"
      },
      M("poder", family: "poder").with {
        $0.stemChange = .oToUE
        $0.preteriteStem = "pud"
        $0.futureStem = "podr"
        $0.gerund = "pudiendo"
      },
      M("querer", family: "querer").with {
        $0.stemChange = .eToIE
        $0.preteriteStem = "quis"
        $0.futureStem = "querr"
      },
      M("tener", family: "tener").with {
        $0.stemChange = .eToIE
        $0.yo = "tengo"
        $0.preteriteStem = "tuv"
        $0.futureStem = "tendr"
        $0.imperativeTu = "ten"
      },
      M("venir", family: "venir").with {
        $0.stemChange = .eToIEThenI
        $0.yo = "vengo"
        $0.preteriteStem = "vin"
        $0.futureStem = "vendr"
        $0.imperativeTu = "ven"
      },
      M("poner", family: "poner").with {
        $0.yo = "pongo"
        $0.preteriteStem = "pus"
        $0.futureStem = "pondr"
        $0.imperativeTu = "pon"
        $0.participle = "puesto"
      },
      M("hacer", family: "hacer").with {
        $0.yo = "hago"
        $0.preteriteStem = "hic"
        $0.futureStem = "har"
        $0.imperativeTu = "haz"
        $0.participle = "hecho"
      },
      // rarefacer, licuefacer, tumefacer: "conjug. c. hacer" with f, participle in -facto (DLE).
      M("rarefacer", family: "facer").with {
        $0.yo = "fago"
        $0.preteriteStem = "fic"
        $0.futureStem = "far"
        $0.imperativeTu = "faz"
        $0.participle = "facto"
      },
      M("satisfacer", family: "satisfacer").with {
        $0.yo = "satisfago"
        $0.preteriteStem = "satisfic"
        $0.futureStem = "satisfar"
        $0.imperativeTu = "satisface"
        $0.participle = "satisfecho"
        $0.extras = [.form(.imperativoPositivo, .tu): ["satisfaz"]]
      },
      M("decir", family: "decir").with {
        $0.stemChange = .eToI
        $0.yo = "digo"
        $0.preteriteStem = "dij"
        $0.futureStem = "dir"
        $0.imperativeTu = "di"
        $0.participle = "dicho"
      },
      M("predecir", family: "decir").with {
        $0.stemChange = .eToI
        $0.yo = "digo"
        $0.preteriteStem = "dij"
        $0.futureStem = "dir"
        $0.participle = "dicho"
        $0.alternativeModels = [
          M("predecir", family: "decir").with {
            $0.stemChange = .eToI
            $0.yo = "digo"
            $0.preteriteStem = "dij"
            $0.participle = "dicho"
          }
        ]
      },
      // condecir, entredecir, interdecir: decir's future (condiré), imperative condice.
      M("condecir", family: "decir").with {
        $0.stemChange = .eToI
        $0.yo = "digo"
        $0.preteriteStem = "dij"
        $0.futureStem = "dir"
        $0.participle = "dicho"
      },
      M("bendecir", family: "decir").with {
        $0.stemChange = .eToI
        $0.yo = "digo"
        $0.preteriteStem = "dij"
      },
      M("traer", family: "traer").with {
        $0.yo = "traigo"
        $0.preteriteStem = "traj"
      },
      M("caer", family: "caer").with { $0.yo = "caigo" },
      M("oír", family: "oír").with {
        $0.yo = "oigo"
        $0.insertsY = true
      },
      M("salir", family: "salir").with {
        $0.yo = "salgo"
        $0.futureStem = "saldr"
        $0.imperativeTu = "sal"
      },
      M("valer", family: "valer").with {
        $0.yo = "valgo"
        $0.futureStem = "valdr"
      },
      M("andar", family: "andar").with { $0.preteriteStem = "anduv" },
      M("asir", family: "asir").with { $0.yo = "asgo" },
      M("yacer", family: "yacer").with {
        $0.yo = "yazco"
        $0.alternativeModels = [
          M("yacer", family: "yacer").with { $0.yo = "yazgo" },
          M("yacer", family: "yacer").with { $0.yo = "yago" },
        ]
        $0.extras = [.form(.imperativoPositivo, .tu): ["yaz"]]
      },
      M("placer", family: "placer").with {
        $0.yo = "plazco"
        // Literary third-person forms (DLE): plugo, pluguieron, plega or plegue, pluguiera…
        $0.extras = [
          .form(.preterito, .el): ["plugo"], .form(.preterito, .ellos): ["pluguieron"],
          .form(.presenteDeSubjuntivo, .el): ["plegue", "plega"],
          .form(.imperfectoDeSubjuntivo1, .el): ["pluguiera"],
          .form(.imperfectoDeSubjuntivo2, .el): ["pluguiese"],
          .form(.futuroDeSubjuntivo, .el): ["pluguiere"],
        ]
      },
      M("roer", family: "roer").with {
        $0.yo = "roo"
        $0.alternativeModels = [
          M("roer", family: "roer").with { $0.yo = "roigo" },
          M("roer", family: "roer").with { $0.yo = "royo" },
        ]
      },
      M("raer", family: "raer").with {
        $0.yo = "raigo"
        $0.alternativeModels = [M("raer", family: "raer").with { $0.yo = "rayo" }]
      },
      M("escribir", family: "scribir").with { $0.participle = "scrito" },
      // The Latin prefixed verbs: inscrito, also Rioplatense inscripto (DPD "inscribir").
      M("inscribir", family: "scribir").with {
        $0.participle = "scrito"
        $0.extras = [.participle: ["scripto"]]
      },
      M("abrir", family: "abrir").with { $0.participle = "abierto" },
      M("cubrir", family: "cubrir").with { $0.participle = "cubierto" },
      M("romper", family: "romper").with { $0.participle = "roto" },
      M("imprimir", family: "imprimir").with {
        $0.participle = "impreso"
        $0.extras = [.participle: ["imprimido"]]
      },
      M("proveer", family: "proveer").with {
        $0.participle = "provisto"
        $0.extras = [.participle: ["proveído"]]
      },
      M("pudrir", family: "pudrir").with {
        $0.participle = "podrido"
        $0.variantInfinitives = ["podrir"]  // DLE: podrir, every form but the infinitive of pudrir
      },
      M("balbucir", family: "balbucir").with {
        $0.insertsZ = true
        $0.defectiveness = .noFormsWithZc
      },
      M("aterir").with { $0.defectiveness = .onlyEndingsWithI },
    ]
  }
}
