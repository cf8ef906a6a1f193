import AnswerDiagnosis
import ConjugarCore
import ConjugarQuiz

/// The forms each placement group may ask, from the engine: the most used verbs (the easy
/// tier, `VerbTiers`) classified by `VerbIrregularities`, so a group is a tense set × a family
/// of verbs, never a list of forms. Each group keeps the forms of its first
/// `PlacementTest`-drawn verbs, most used first.
enum PlacementForms {
  /// Verbs kept per group (more than the test draws from, so a verb without a form is no loss).
  static let verbsPerGroup = 8

  static func candidates(options: QuizOptions, conjugator: Conjugator)
    -> [PlacementGroup: [QuestionKey]]
  {
    var found: [PlacementGroup: [QuestionKey]] = [:]
    var verbsFound: [PlacementGroup: Int] = [:]
    let groups = PlacementGroup.allCases.filter { !$0.persons(options).isEmpty }
    for (verb, _) in VerbTiers.verbs(for: .easy, in: conjugator.lexicon) {
      let open = groups.filter { verbsFound[$0, default: 0] < verbsPerGroup }
      guard !open.isEmpty else { break }
      guard let conjugation = try? conjugator.conjugate(verb) else { continue }
      let irregularities = VerbIrregularities(conjugation, conjugator: conjugator)
      for group in open {
        let keys = forms(
          of: group, verb: verb, conjugation: conjugation, irregularities: irregularities,
          persons: group.persons(options))
        guard !keys.isEmpty else { continue }
        found[group, default: []] += keys
        verbsFound[group, default: 0] += 1
      }
    }
    return found
  }

  /// The verb's forms in the group: all of a tense it conjugates regularly (`.regular`), those
  /// showing the irregularity (`.showing`), or all (`.every`).
  private static func forms(
    of group: PlacementGroup, verb: String, conjugation: Conjugation,
    irregularities: VerbIrregularities, persons: [Person]
  ) -> [QuestionKey] {
    var keys: [QuestionKey] = []
    for item in group.items {
      var slots: [(Person?, [Irregularity])] = []
      switch item {
      case .tense(let tense):
        for person in persons where conjugation.form(tense, person) != nil {
          slots.append((person, irregularities.irregularities(tense, person)))
        }
      case .participle: slots.append((nil, irregularities.participleIrregularities))
      case .gerund: slots.append((nil, irregularities.gerundIrregularities))
      }
      switch group.family {
      case .regular:
        guard slots.allSatisfy({ $0.1.isEmpty }) else { return [] }
      case .showing(let names):
        slots = slots.filter { $0.1.contains { names.contains($0.key) } }
      case .every: break
      }
      keys += slots.map { QuestionKey(verb: verb, item: item, person: $0.0) }
    }
    return keys
  }
}
