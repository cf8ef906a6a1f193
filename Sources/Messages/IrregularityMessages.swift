/// The names of the irregularities (AnswerDiagnosis `Irregularity`), as stats by habit and
/// `quiz --weak` show them. Spanish names the change as school grammar does: diptongación
/// (e → ie), cambio vocálico (e → i), cambio ortográfico (c → qu).
extension Catalogue {
  static let irregularityNames: [MessageKey: [Language: String]] = [
    .irregularityStemEToIE: [.english: "stem change e→ie", .spanish: "diptongación e → ie"],
    .irregularityStemOToUE: [.english: "stem change o→ue", .spanish: "diptongación o → ue"],
    .irregularityStemUToUE: [.english: "stem change u→ue", .spanish: "diptongación u → ue"],
    .irregularityStemIToIE: [.english: "stem change i→ie", .spanish: "diptongación i → ie"],
    .irregularityStemEToI: [.english: "stem change e→i", .spanish: "cambio vocálico e → i"],
    .irregularityStemOToU: [.english: "stem change o→u", .spanish: "cambio vocálico o → u"],
    .irregularityStrongPreterite: [
      .english: "strong preterite stem", .spanish: "raíz de pretérito fuerte",
    ],
    .irregularityIrregularPreterite: [
      .english: "irregular preterite", .spanish: "pretérito irregular",
    ],
    .irregularityYoGo: [.english: "yo in -go", .spanish: "yo en -go"],
    .irregularityZC: [.english: "zc before a and o", .spanish: "zc ante a y o"],
    .irregularityIrregularYo: [.english: "irregular yo form", .spanish: "forma de yo irregular"],
    .irregularityYInsertion: [
      .english: "y added after the stem", .spanish: "y añadida tras la raíz",
    ],
    .irregularityFutureStem: [
      .english: "irregular future stem", .spanish: "raíz de futuro irregular",
    ],
    .irregularityIrregularParticiple: [
      .english: "irregular participle", .spanish: "participio irregular",
    ],
    .irregularityIrregularGerund: [.english: "irregular gerund", .spanish: "gerundio irregular"],
    .irregularityShortImperative: [
      .english: "short tú imperative", .spanish: "imperativo de tú breve",
    ],
    .irregularityIrregularImperfect: [
      .english: "irregular imperfect", .spanish: "imperfecto irregular",
    ],
    .irregularityIrregularSubjunctive: [
      .english: "irregular present subjunctive stem",
      .spanish: "raíz de presente de subjuntivo irregular",
    ],
    .irregularityAccentHiatus: [
      .english: "written accent on i or u (hiatus)", .spanish: "tilde en i o u (hiato)",
    ],
    .irregularityIrregularStress: [
      .english: "stress on the ending", .spanish: "acento en la desinencia",
    ],
    .irregularityIrregularForm: [.english: "irregular form", .spanish: "forma irregular"],
    .irregularitySpellingCToQU: [
      .english: "spelling c→qu before e", .spanish: "cambio ortográfico c → qu ante e",
    ],
    .irregularitySpellingGToGU: [
      .english: "spelling g→gu before e", .spanish: "cambio ortográfico g → gu ante e",
    ],
    .irregularitySpellingZToC: [
      .english: "spelling z→c before e", .spanish: "cambio ortográfico z → c ante e",
    ],
    .irregularitySpellingGUToGDiaeresis: [
      .english: "spelling gu→gü before e", .spanish: "cambio ortográfico gu → gü ante e",
    ],
    .irregularitySpellingCToZ: [
      .english: "spelling c→z before a and o", .spanish: "cambio ortográfico c → z ante a y o",
    ],
    .irregularitySpellingGToJ: [
      .english: "spelling g→j before a and o", .spanish: "cambio ortográfico g → j ante a y o",
    ],
    .irregularitySpellingGUToG: [
      .english: "spelling gu→g before a and o", .spanish: "cambio ortográfico gu → g ante a y o",
    ],
    .irregularitySpellingQUToC: [
      .english: "spelling qu→c before a and o", .spanish: "cambio ortográfico qu → c ante a y o",
    ],
    .irregularitySpellingIToY: [
      .english: "spelling i→y between vowels", .spanish: "cambio ortográfico i → y entre vocales",
    ],
    .irregularitySpellingIDropped: [
      .english: "i of the ending dropped after ñ, ll or i",
      .spanish: "pérdida de la i de la desinencia tras ñ, ll o i",
    ],
    .irregularitySpellingInitialH: [
      .english: "h before ue starting a word", .spanish: "h ante ue a principio de palabra",
    ],
  ]
}
