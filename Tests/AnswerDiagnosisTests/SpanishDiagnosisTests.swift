import ConjugarCore
import ConjugarQuiz
import GrammarWords
import Messages
import Testing

@testable import AnswerDiagnosis

/// Every diagnosis in Spanish: the learner cases (each rule and kind) read in Spanish hold no
/// English word, every template of the diagnosis area is reached by some case, and lines a
/// teacher checked read as written.
@Suite struct SpanishDiagnosisTests {
  /// Words of the English lines that no Spanish line has (English glosses included).
  static let englishWords: Set<String> = [
    "is", "the", "of", "and", "or", "not", "changes", "change", "stem", "ending", "written",
    "accent", "letter", "letters", "form", "verbs", "preterite", "participle", "gerund",
    "imperative", "subjunctive", "future", "imperfect", "before", "after", "only", "here",
    "when", "where", "stressed", "swapped", "doubled", "slip", "sound", "same", "heard",
    "standard", "rejects", "takes", "infinitive", "writes", "starts", "word", "adds", "has",
    "no-rule", "I", "you", "we", "they", "she", "it", "had", "Spanish", "acute", "short",
    "strong", "rule", "explains", "answer", "asked", "like", "conjugated",
    "drop", "dropped", "between", "vowels", "vowel", "weak", "mind", "meaning",
  ]

  /// Every diagnosis of the learner cases and the independent set, each question asked once.
  static let diagnoses: [Diagnosis] = {
    let keyed =
      (briefCases + learnerCases).map { ($0.key, $0.answer, false) }
      + independentCases.map { ($0.key, $0.answer, $0.vos) }
      + extraCases.map { ($0.key, $0.answer, false) }
    return keyed.flatMap { key, answer, vos -> [Diagnosis] in
      let diagnoser =
        vos ? IndependentLearnerErrorTests.withVos : IndependentLearnerErrorTests.withoutVos
      guard let question = diagnoser.question(for: key) else { return [] }
      return diagnoser.diagnose(answer, for: question).diagnoses
    }
  }()

  /// Answers that reach the rules the other tables leave out.
  static let extraCases: [DiagnosisCase] = [
    C("hablar", .presenteDeIndicativo, .yo, "tú hablo", "person"),
    C("hablar", .presenteDeIndicativo, .yo, "yo", "person"),
    C("hablar", .presenteDeIndicativo, .yo, "yo tú hablo", "person"),
    C("hablar", .gerund, "yo hablando", "person"),
    C("averiguar", .presenteDeIndicativo, .yo, "averigüo", "spelling"),
    C("dar", .presenteDeSubjuntivo, .yo, "de", "accent"),
    C("hablar", .preterito, .yo, "xyzw", "unexplained"),
    C("hablar", .futuroDeIndicativo, .yo, "hablarè", "accent"),
    C("hablar", .imperativoPositivo, .vosotros, "hablar", "other-form"),
    C("hablar", .imperativoNegativo, .tu, "no hablas", "other-form"),
    C("hablar", .perfectoDeIndicativo, .yo, "he hablo", "other-form"),
    C("hablar", .perfectoDeIndicativo, .yo, "he hablando", "other-form"),
    C("hablar", .presenteDeIndicativo, .yo, "hablando", "other-form"),
    C("hablar", .presenteDeIndicativo, .yo, "hablar", "other-form"),
    C("beber", .presenteDeIndicativo, .yo, "comiendo", "other-verb"),
    C("andar", .preterito, .yo, "andé", "nonstandard"),
    C("tener", .preterito, .tu, "tuvistes", "nonstandard"),
    C("hablar", .preterito, .vosotros, "hablastes", "nonstandard"),
    C("haber", .presenteDeSubjuntivo, .yo, "haiga", "nonstandard"),
    C("decir", .preterito, .ellos, "dijieron", "nonstandard"),
    C("decir", .imperfectoDeSubjuntivo1, .yo, "dijiera", "nonstandard"),
    C("prever", .preterito, .el, "preveyó", "nonstandard"),
    C("leer", .preterito, .nosotros, "leyimos", "spelling"),
    C("hablar", .presenteDeIndicativo, .nosotros, "hablamso", "typo"),
    C("hablar", .presenteDeIndicativo, .nosotros, "hablammos", "typo"),
    C("hablar", .imperfectoDeIndicativo, .ellos, "hablavan", "typo"),
    C("hablar", .imperfectoDeIndicativo, .tu, "hablabs", "typo"),
    C("poder", .preterito, .yo, "pudp", "typo"),
    C("tener", .preterito, .yo, "tuví", "ending"),
    C("hablar", .presenteDeIndicativo, .nosotros, "hablemos", "other-form"),
    C("vivir", .presenteDeIndicativo, .nosotros, "vivemos", "ending"),
    C("pensar", .presenteDeIndicativo, .nosotros, "piensamos", "overapplied"),
    C("tener", .presenteDeIndicativo, .yo, "tieno", "overapplied"),
    C("comer", .presenteDeIndicativo, .yo, "cuemo", "overapplied"),
    C("dormir", .presenteDeIndicativo, .yo, "durmo", "overapplied"),
    C("pedir", .presenteDeIndicativo, .nosotros, "pidimos", "overapplied"),
    C("sentir", .presenteDeIndicativo, .yo, "sinto", "overapplied"),
    C("construir", .presenteDeIndicativo, .nosotros, "construyimos", "overapplied"),
    C("reír", .presenteDeIndicativo, .yo, "rio", "accent"),
    C("hablar", .presenteDeIndicativo, .yo, "hábló", "accent"),
    C("averiguar", .preterito, .yo, "averigue", "spelling"),
    C("levantar", .presenteDeIndicativo, .el, "se levanta", "pronoun"),
    C("levantarse", .imperativoPositivo, .tu, "te levanta", "pronoun"),
    C("sentarse", .presenteDeIndicativo, .el, "siéntase", "pronoun"),
    C("comer", .preterito, .yo, "lo comí", "pronoun"),
    C("levantarse", .imperativoPositivo, .nosotros, "levantémosnos", "pronoun"),
    C("pedir", .presenteDeSubjuntivo, .nosotros, "pedamos", "regularized"),
    C("pedir", .presenteDeIndicativo, .yo, "pedo", "regularized"),
    C("jugar", .presenteDeIndicativo, .yo, "jugo", "regularized"),
    C("tener", .imperfectoDeSubjuntivo1, .yo, "teniera", "regularized"),
    C("ir", .preterito, .yo, "í", "regularized"),
    C("conocer", .presenteDeSubjuntivo, .yo, "conoca", "regularized"),
    C("poner", .presenteDeSubjuntivo, .yo, "pona", "regularized"),
    C("caber", .presenteDeIndicativo, .yo, "cabo", "regularized"),
    C("caber", .presenteDeSubjuntivo, .yo, "caba", "regularized"),
    C("construir", .presenteDeIndicativo, .yo, "construo", "regularized"),
    C("tener", .futuroDeIndicativo, .yo, "teneré", "regularized"),
    C("hacer", .participle, "hacido", "regularized"),
    C("ir", .gerund, "iendo", "regularized"),
    C("decir", .imperativoPositivo, .tu, "dice", "regularized"),
    C("ser", .imperfectoDeIndicativo, .yo, "sía", "regularized"),
    C("saber", .presenteDeSubjuntivo, .yo, "saba", "regularized"),
    C("ser", .presenteDeIndicativo, .yo, "so", "regularized"),
  ]

  @Test func spanishLinesHaveNoEnglishWord() {
    for diagnosis in Self.diagnoses {
      let spanish = diagnosis.text(in: .spanish)
      let words = spanish.split { !$0.isLetter && $0 != "-" }.map(String.init)
      let english = words.filter(Self.englishWords.contains)
      #expect(english.isEmpty, "\(spanish) (\(diagnosis.message))")
      let label = diagnosis.kind.label.text(in: .spanish)
      #expect(!label.split(separator: " ").contains { Self.englishWords.contains(String($0)) })
    }
  }

  @Test func everyKindIsReachedAndSaidInSpanish() {
    let kinds = Set(Self.diagnoses.map(\.kind))
    #expect(kinds == Set(DiagnosisKind.allCases))
    for kind in DiagnosisKind.allCases {
      #expect(kind.label.text(in: .spanish) != kind.rawValue)
      #expect(kind.label.text(in: .english) != kind.rawValue)
    }
  }

  /// The keys of a message and of the messages inside it.
  static func keys(_ message: Message) -> Set<MessageKey> {
    var keys: Set<MessageKey> = [message.key]
    for argument in message.arguments {
      if case .message(let inner) = argument { keys.formUnion(Self.keys(inner)) }
    }
    for clause in message.following { keys.formUnion(Self.keys(clause)) }
    return keys
  }

  @Test func everyTemplateOfTheAreaIsReached() {
    let reached = Self.diagnoses.reduce(into: Set<MessageKey>()) {
      $0.formUnion(Self.keys($1.explanation))
    }
    let area =
      MessageKey.allCases.filter {
        $0.rawValue.hasPrefix("diagnosis") && !$0.rawValue.hasPrefix("diagnosisKind")
      } + SpellingRule.all.map(\.rule.key)
    // The recognition drill's hint is no diagnosis (`recognitionHintInSpanish`); every question
    // in a tense has a person, so a tense asked without one is only there for completeness.
    // Every gerund of the verb list is explained by a stem change or a spelling rule (riendo:
    // e→i, the ending's i dropped), so no listed verb's gerund is irregular otherwise. A wrong
    // ending is named with its person (`diagnosisEndingOfPerson`); a gerund's or participle's
    // wrong ending is a slip of one letter, so the form without a person is not reached.
    let unreachable: Set<MessageKey> = [
      .diagnosisRecognitionHint, .diagnosisAskedTense, .diagnosisIrregularGerund,
      .diagnosisEnding,
    ]
    let missed = area.filter { !reached.contains($0) && !unreachable.contains($0) }
    #expect(missed.isEmpty)
  }

  @Test func linesAsATeacherWritesThem() throws {
    let examples: [(DiagnosisCase, String)] = [
      (
        C("hablar", .preterito, .el, "hablo", ""),
        "hablo es el presente de indicativo (yo); la tilde cambia el significado: habló"
      ),
      (
        C("pensar", .presenteDeIndicativo, .tu, "pensas", ""),
        "pensar diptonga e → ie en las sílabas tónicas: piensas"
      ),
      (
        C("querer", .preterito, .nosotros, "tuvieron", ""),
        "tuvieron es una forma de tener (pretérito perfecto simple, ellos/ustedes), no de querer: "
          + "quisimos"
      ),
      (
        C("estar", .preterito, .yo, "fui", ""),
        "fui es una forma de ser e ir (pretérito perfecto simple, yo), no de estar: estuve"
      ),
      (C("buscar", .preterito, .yo, "buscé", ""), "los verbos en -car escriben qu ante e: busqué"),
      (
        C("decir", .imperativoPositivo, .tu, "dice", ""),
        "dice es el presente de indicativo (él/usted); en el imperativo afirmativo (tú): di"
      ),
      (
        C("vivir", .presenteDeIndicativo, .nosotros, "vivemos", ""),
        "la desinencia de nosotros en el presente de indicativo es -imos: vivimos"
      ),
      (
        C("pensar", .presenteDeIndicativo, .nosotros, "piensamos", ""),
        "pensar cambia e → ie solo cuando la raíz es tónica, y aquí la sílaba tónica está en la "
          + "desinencia: pensamos"
      ),
      (
        C("tener", .preterito, .tu, "tuvistes", ""),
        "la forma de tú del pretérito perfecto simple no lleva -s final: tuviste (tuvistes se oye, "
          + "pero no es la forma culta)"
      ),
    ]
    for (example, line) in examples {
      let question = try #require(DiagnoserTests.diagnoser.question(for: example.key))
      let first = DiagnoserTests.diagnoser.diagnose(example.answer, for: question).diagnoses.first
      #expect(first?.text(in: .spanish) == line)
    }
  }

  @Test func recognitionHintInSpanish() throws {
    let hint = try #require(
      DiagnoserTests.diagnoser.recognitionHint("tener, imperfecto de indicativo, yo", shown: "tuve")
    )
    #expect(hint.text(in: .english) == "tener · imperfecto de indicativo · yo is tenía")
    #expect(
      hint.text(in: .spanish) == "tener · pretérito imperfecto de indicativo · yo es tenía")
  }

  @Test func irregularitiesHaveSpanishNames() {
    for irregularity in Irregularity.all {
      #expect(irregularity.name(in: .english) == irregularity.name)
      #expect(irregularity.name(in: .spanish) != irregularity.name)
    }
    #expect(Irregularity.stemEToIE.name(in: .spanish) == "diptongación e → ie")
    #expect(Irregularity.spellingCToQU.name(in: .spanish) == "cambio ortográfico c → qu ante e")
  }
}
