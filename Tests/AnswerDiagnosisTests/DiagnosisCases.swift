import ConjugarCore
import ConjugarQuiz
import Testing

/// A learner's answer to one question and the kind its diagnosis must put first.
struct DiagnosisCase: CustomTestStringConvertible, Sendable {
  let verb: String
  let item: QuizItem
  let person: Person?
  let answer: String
  let kind: String

  init(_ verb: String, _ tense: Tense, _ person: Person, _ answer: String, _ kind: String) {
    self.verb = verb
    item = .tense(tense)
    self.person = person
    self.answer = answer
    self.kind = kind
  }

  init(_ verb: String, _ item: QuizItem, _ answer: String, _ kind: String) {
    self.verb = verb
    self.item = item
    person = nil
    self.answer = answer
    self.kind = kind
  }

  var key: QuestionKey { QuestionKey(verb: verb, item: item, person: person) }
  var testDescription: String { "\(answer) for \(key.label) → \(kind)" }
}

typealias C = DiagnosisCase

/// The examples of issue 23, each with the kind it names.
let briefCases: [DiagnosisCase] = [
  C("hablar", .preterito, .el, "hablo", "accent"),
  C("advertir", .imperfectoDeSubjuntivo1, .yo, "advirtiese", "other-form"),
  C("tener", .preterito, .yo, "tenía", "other-form"),
  C("estar", .preterito, .yo, "fui", "other-verb"),
  C("empezar", .presenteDeIndicativo, .yo, "empezo", "regularized"),
  C("tener", .preterito, .yo, "tení", "regularized"),
  C("tener", .presenteDeIndicativo, .yo, "teno", "regularized"),
  C("conocer", .presenteDeIndicativo, .yo, "conoco", "regularized"),
  C("abrir", .participle, "abrido", "regularized"),
  C("tener", .futuroDeIndicativo, .yo, "tenré", "regularized"),
  C("tener", .futuroDeIndicativo, .yo, "teneré", "regularized"),
  C("pensar", .presenteDeIndicativo, .nosotros, "piensamos", "overapplied"),
  C("dormir", .presenteDeIndicativo, .yo, "durmo", "overapplied"),
  C("dormir", .presenteDeIndicativo, .nosotros, "duermimos", "overapplied"),
  C("buscar", .preterito, .yo, "buscé", "spelling"),
  C("actualizar", .presenteDeSubjuntivo, .tu, "actualizes", "spelling"),
  C("coger", .presenteDeIndicativo, .yo, "cogo", "spelling"),
  C("leer", .preterito, .el, "leió", "spelling"),
  C("averiguar", .presenteDeSubjuntivo, .yo, "averigue", "spelling"),
  C("pagar", .preterito, .yo, "pagé", "spelling"),
  C("tener", .preterito, .tu, "tuvistes", "nonstandard"),
  C("haber", .presenteDeSubjuntivo, .yo, "haiga", "nonstandard"),
  C("haber", .presenteDeSubjuntivo, .nosotros, "haigamos", "nonstandard"),
  C("decir", .preterito, .ellos, "dijieron", "nonstandard"),
  C("andar", .preterito, .el, "andó", "nonstandard"),
  C("andar", .preterito, .tu, "andaste", "nonstandard"),
  C("satisfacer", .preterito, .el, "satisfació", "nonstandard"),
  C("satisfacer", .preterito, .yo, "satisfací", "nonstandard"),
  C("caber", .preterito, .el, "cabió", "nonstandard"),
  C("caber", .preterito, .yo, "cabí", "nonstandard"),
  C("prever", .preterito, .el, "preveyó", "nonstandard"),
  C("hablar", .presenteDeIndicativo, .nosotros, "hablamo", "ending"),
  C("comer", .imperfectoDeSubjuntivo1, .nosotros, "comiéramo", "ending"),
  C("hablar", .preterito, .el, "hablé", "other-form"),
]
