import ConjugarCore
import ConjugarQuiz

/// A compound tense with the right participle and a wrong form of haber: the auxiliary is
/// explained as an answer to haber's own simple tense (haberemos hablado: haber's future
/// stem is habr-).
extension Attempt {
  func auxiliaryMistake() -> Diagnosis? {
    guard let tense, let simple = tense.auxiliaryTense, let person = question.person else {
      return nil
    }
    let typed = given.split(separator: " ")
    let meant = AnswerChecker.normalized(expected).split(separator: " ")
    guard typed.count == meant.count, typed.count >= 2 else { return nil }
    let auxiliary = typed.count - 2
    let others = typed.indices.filter { $0 != auxiliary }
    guard typed[auxiliary] != meant[auxiliary],
      others.allSatisfy({ typed[$0] == meant[$0] }),
      let haber = diagnoser.question(
        for: QuestionKey(verb: "haber", item: .tense(simple), person: person))
    else { return nil }
    let diagnosed = diagnoser.diagnose(String(typed[auxiliary]), for: haber)
    guard let first = diagnosed.diagnoses.first, first.kind != .unexplained else { return nil }
    return first
  }
}
