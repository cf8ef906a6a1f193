/// What the quiz, `check` and `grade` say about a wrong answer (AnswerDiagnosis): one line that
/// teaches the rule, ending with the right form. The Spanish uses the terms of the RAE's Nueva
/// gramática and of school (raíz, desinencia, diptongación, tilde, sílaba tónica, hiato) and
/// names tenses by `Tense.name(in:)` (pretérito perfecto simple). An `{asked}` slot has no
/// article in Spanish (every tense name is masculine, and "del" must contract): the template
/// says "del" or "en el". The English meaning of a form is for English readers only (`inEach`,
/// empty in Spanish).
extension Catalogue {
  static let diagnosis: [MessageKey: [Language: String]] = [
    .diagnosisKindAccent: [.english: "accent", .spanish: "tilde"],
    .diagnosisKindOtherForm: [.english: "other-form", .spanish: "otra forma"],
    .diagnosisKindOtherVerb: [.english: "other-verb", .spanish: "otro verbo"],
    .diagnosisKindRegularized: [.english: "regularized", .spanish: "regularización"],
    .diagnosisKindOverapplied: [.english: "overapplied", .spanish: "irregularidad indebida"],
    .diagnosisKindSpelling: [.english: "spelling", .spanish: "ortografía"],
    .diagnosisKindNonstandard: [.english: "nonstandard", .spanish: "forma no normativa"],
    .diagnosisKindEnding: [.english: "ending", .spanish: "desinencia"],
    .diagnosisKindTypo: [.english: "typo", .spanish: "errata"],
    .diagnosisKindUnexplained: [.english: "unexplained", .spanish: "sin explicación"],
    .diagnosisUnexplained: [
      .english: "no rule explains {given} as a form of {verb}: the answer is {expected}",
      .spanish: "ninguna regla explica {given} como forma de {verb}: la respuesta es {expected}",
    ],
    .diagnosisWord: [.english: "{word}", .spanish: "{word}"],
    .diagnosisRuleWithForm: [.english: "{rule}: {form}", .spanish: "{rule}: {form}"],
    .diagnosisRecognitionHint: [
      .english: "{verb} · {slot} is {form}", .spanish: "{verb} · {slot} es {form}",
    ],
    .diagnosisArrow: [.english: "{from}→{to}", .spanish: "{from} → {to}"],
    // Teaching: the irregularity a regularized answer left out.
    .diagnosisDiphthongWhenStressed: [
      .english: "{verb} changes {change} when stressed: {expected}",
      .spanish: "{verb} diptonga {change} en las sílabas tónicas: {expected}",
    ],
    .diagnosisVowelChangeWhenStressed: [
      .english: "{verb} changes {change} when stressed: {expected}",
      .spanish: "{verb} cambia {change} en las sílabas tónicas: {expected}",
    ],
    .diagnosisVowelChangeNoStressedI: [
      .english: "{verb} changes {change} where the ending has no stressed i: {expected}",
      .spanish: "{verb} cambia {change} cuando la desinencia no lleva i tónica: {expected}",
    ],
    .diagnosisStrongPreterite: [
      .english: "{verb}'s preterite stem is {stem}-: {forms}",
      .spanish: "la raíz del pretérito de {verb} es {stem}-: {forms}",
    ],
    .diagnosisStrongPreteriteDerived: [
      .english: "{verb}'s preterite stem is {stem}-, and this tense is built on {base}: {expected}",
      .spanish:
        "la raíz del pretérito de {verb} es {stem}-, y este tiempo se forma a partir de {base}: {expected}",
    ],
    .diagnosisIrregularPreterite: [
      .english: "{verb}'s preterite is irregular: {expected}",
      .spanish: "el pretérito de {verb} es irregular: {expected}",
    ],
    .diagnosisYoGo: [
      .english: "{verb}'s yo form ends in -go", .spanish: "la forma de yo de {verb} termina en -go",
    ],
    .diagnosisZC: [
      .english: "{verb} writes zc before a and o", .spanish: "{verb} escribe zc ante a y o",
    ],
    .diagnosisIrregularYo: [
      .english: "{verb}'s yo form is irregular", .spanish: "la forma de yo de {verb} es irregular",
    ],
    .diagnosisBuiltOnYo: [
      .english: "{rule} ({yo}), and the present subjunctive is built on it: {expected}",
      .spanish:
        "{rule} ({yo}), y el presente de subjuntivo se forma a partir de esa forma: {expected}",
    ],
    .diagnosisYInsertion: [
      .english: "{verb} adds y before an ending that does not start with i: {expected}",
      .spanish: "{verb} añade y ante una desinencia que no empieza por i: {expected}",
    ],
    .diagnosisFutureStem: [
      .english: "{verb}'s future stem is {stem}-: {expected}",
      .spanish: "la raíz del futuro de {verb} es {stem}-: {expected}",
    ],
    .diagnosisIrregularParticiple: [
      .english: "{verb}'s participle is irregular: {expected}",
      .spanish: "el participio de {verb} es irregular: {expected}",
    ],
    .diagnosisIrregularGerund: [
      .english: "{verb}'s gerund is irregular: {expected}",
      .spanish: "el gerundio de {verb} es irregular: {expected}",
    ],
    .diagnosisShortImperative: [
      .english: "{verb}'s tú imperative is short: {expected}",
      .spanish: "el imperativo de tú de {verb} es una forma breve, sin desinencia: {expected}",
    ],
    .diagnosisIrregularImperfect: [
      .english: "{verb}'s imperfect is irregular: {expected}",
      .spanish: "el imperfecto de {verb} es irregular: {expected}",
    ],
    .diagnosisIrregularSubjunctive: [
      .english: "{verb}'s present subjunctive stem is irregular: {expected}",
      .spanish: "la raíz del presente de subjuntivo de {verb} es irregular: {expected}",
    ],
    .diagnosisIrregularHere: [
      .english: "{verb} is irregular here: {expected}",
      .spanish: "{verb} es irregular en esta forma: {expected}",
    ],
    // Another form of the same verb.
    .diagnosisAskedSlot: [.english: "the {tense}, {person}", .spanish: "{tense} ({person})"],
    .diagnosisAskedTense: [.english: "the {tense}", .spanish: "{tense}"],
    .diagnosisAskedGerund: [.english: "the gerundio", .spanish: "gerundio"],
    .diagnosisAskedParticiple: [.english: "the participio", .spanish: "participio"],
    .diagnosisGerund: [.english: "the gerundio", .spanish: "el gerundio"],
    .diagnosisParticiple: [.english: "the participio", .spanish: "el participio"],
    .diagnosisInfinitive: [.english: "the infinitive", .spanish: "el infinitivo"],
    .diagnosisSlot: [
      .english: "{english}({tense}, {person})", .spanish: "{english}el {tense} ({person})",
    ],
    .diagnosisEitherPerson: [
      .english: "{english1}({tense}, {person1}) or {english2}({tense}, {person2})",
      .spanish: "{english1}{english2}el {tense} ({person1} o {person2})",
    ],
    .diagnosisEitherSlot: [.english: "{first} or {second}", .spanish: "{first} o {second}"],
    .diagnosisInfinitiveAsOrder: [
      .english:
        "{given} is the infinitive, which RAE does not accept as an order: {asked} is {expected}",
      .spanish:
        "{given} es el infinitivo, que la RAE no admite como orden; en el {asked}: {expected}",
    ],
    .diagnosisOtherSlot: [
      .english: "{given} is {other}; {asked} is {expected}",
      .spanish: "{given} es {other}; en el {asked}: {expected}",
    ],
    .diagnosisSubjunctiveTwin: [
      .english:
        "{given} is the {theirs} form of the same tense; the {mine} form is asked: {expected}",
      .spanish:
        "{given} es la forma en {theirs} del mismo tiempo; se pide la forma en {mine}: {expected}",
    ],
    .diagnosisNegativeImperativeRule: [
      .english: "the negative imperative takes the present subjunctive",
      .spanish: "el imperativo negativo se forma con el presente de subjuntivo",
    ],
    .diagnosisHaberRule: [
      .english: "haber takes the participio", .spanish: "haber se construye con el participio",
    ],
    .diagnosisOtherSlotRule: [
      .english: "{given} is {other}; {rule}: {expected}",
      .spanish: "{given} es {other}; {rule}: {expected}",
    ],
    // A form of another verb.
    .diagnosisOtherVerb: [
      .english: "{given} is a form of {others}, not of {verb}: {expected}",
      .spanish: "{given} es una forma de {others}, no de {verb}: {expected}",
    ],
    .diagnosisVerbsWithSlots: [.english: "{verbs} ({slots})", .spanish: "{verbs} ({slots})"],
    .diagnosisAndOf: [.english: " and of {verbs}", .spanish: " y de {verbs}"],
    .diagnosisTenseWithPersons: [
      .english: "{tense}, {persons}", .spanish: "{tense}, {persons}",
    ],
    .diagnosisNextTense: [.english: "; {tense}", .spanish: "; {tense}"],
    // Accents.
    .diagnosisAccentChangesMeaning: [
      .english: "{given} is {other}: the accent changes the meaning: {expected}",
      .spanish: "{given} es {other}; la tilde cambia el significado: {expected}",
    ],
    .diagnosisAccentHiatus: [
      .english: "{verb} stresses the weak vowel of its stem, written with an accent: {expected}",
      .spanish:
        "{verb} acentúa la vocal cerrada de su raíz, que forma hiato y lleva tilde: {expected}",
    ],
    .diagnosisNoAccentHere: [
      .english: "no written accent here: {expected}",
      .spanish: "esta forma no lleva tilde: {expected}",
    ],
    .diagnosisMindTheAccent: [
      .english: "mind the written accent: {expected}",
      .spanish: "atención a la tilde: {expected}",
    ],
    .diagnosisOnlyAcuteAccent: [
      .english: "Spanish writes only the acute accent (á é í ó ú): {form}",
      .spanish: "el español solo escribe la tilde aguda (á é í ó ú): {form}",
    ],
  ]
}
