import ConjugarQuiz
import LearningHabits
import LearningProgress
import Messages

/// What `stats` names in words — verb families, habits, drills, marks, kinds of mistake — in
/// the language asked. English is what the types say themselves (`name`, `rawValue`, the JSON's
/// values), so a name the catalogue lacks falls back to it.
public enum StatsNames {
  /// `regular -ar`, `like tener`, `like buscar (spelling)`, `unknown verbs`.
  static func family(_ family: VerbFamily, in language: Language) -> String {
    let message: Message
    switch family.regularity {
    case .regular: message = .statsFamilyRegular(ending: String(family.model.suffix(2)))
    case .spelling: message = .statsFamilySpelling(family.model)
    case .irregular: message = .statsFamilyLike(family.model)
    case nil: message = Message(.statsFamilyUnknown)
    }
    return message.text(in: language)
  }

  /// A habit as `stats` and `quiz --weak` name it.
  public static func habit(_ habit: Habit, in language: Language) -> String {
    Message.habit(habit.key)?.text(in: language) ?? habit.name
  }

  static func drill(_ drill: QuizKind, in language: Language) -> String {
    Message.statsDrill(drill.rawValue)?.text(in: language) ?? drill.rawValue
  }

  static func mark(_ mark: Mark, in language: Language) -> String {
    Message.statsMark(mark.rawValue)?.text(in: language) ?? mark.rawValue
  }

  /// `63%`, `63 %`.
  static func percent(_ tally: Tally, in language: Language) -> String {
    Message.statsPercent(StatsReport.percentage(tally)).text(in: language)
  }
}
