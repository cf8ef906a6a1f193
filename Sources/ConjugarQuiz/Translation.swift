import ConjugarCore
import EnglishForms

/// A translation question: the English shown, and the question with every form that has it among
/// its English readings (`EnglishRendering.readings`) as accepted answers: "you interpret
/// (interpretar)" accepts interpretas, usted's interpreta, interpretáis, ustedes' interpretan (and
/// vos's interpretás when the quiz asks vos); "he/she knew (saber)" accepts sabía (supo is "he/she
/// found out"); "(that) I had" accepts tuviera and tuviese.
struct Translation {
  let english: String
  let question: QuizQuestion

  /// The translations of the questions whose verb has a gloss, by question number.
  static func all(for questions: [QuizQuestion], persons: Set<Person>, conjugator: Conjugator)
    -> [Int: Translation]
  {
    var conjugations: [String: (Conjugation, EnglishRendering)?] = [:]
    var result: [Int: Translation] = [:]
    for question in questions {
      if conjugations[question.verb] == nil {
        conjugations[question.verb] = .some(
          (try? conjugator.conjugate(question.verb)).flatMap { conjugation in
            EnglishRendering(conjugation).map { (conjugation, $0) }
          })
      }
      guard let (conjugation, english) = conjugations[question.verb] ?? nil else { continue }
      let shown: String?
      var same: [String] = []
      switch question.item {
      case .gerund: shown = english.gerund + " (gerund)"
      case .participle: shown = english.participle + " (participle)"
      case .tense(let tense):
        guard let person = question.person, let text = english.render(tense, person) else {
          continue
        }
        shown = text
        for other in Tense.allCases {
          for person in other.persons where persons.contains(person) {
            guard english.readings(other, person).contains(text),
              let form = conjugation.form(other, person)
            else { continue }
            same += form.allForms
          }
        }
      }
      guard let shown else { continue }
      let accepted = question.alternatives + same.filter { $0 != question.answer }
      var unique: [String] = []
      for form in accepted where !unique.contains(form) { unique.append(form) }
      result[question.number] = Translation(
        english: shown, question: question.accepting(unique))
    }
    return result
  }
}
