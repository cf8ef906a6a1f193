import ConjugarCore
import ConjugarQuiz
import SimpleJSON

/// A quiz's selection as the history's `focus` member:
/// `{"tenses":[…],"verbs":[…],"persons":[…],"irregular":true}`, each member only when given
/// (tense keys as in `conjugar verb --format json`, `gerund`, `participle`; person keys).
/// A quiz without a selection writes no `focus` at all, so its line keeps the old bytes.
extension QuizFocus {
  /// The members of the focus that are set, in the order given.
  public var json: JSONValue {
    var members: [String: JSONValue] = [:]
    if !items.isEmpty { members["tenses"] = .array(items.map { .string($0.key) }) }
    if !verbs.isEmpty { members["verbs"] = .array(verbs.map { .string($0) }) }
    if !persons.isEmpty { members["persons"] = .array(persons.map { .string($0.rawValue) }) }
    if irregularOnly { members["irregular"] = .bool(true) }
    return .object(members)
  }

  /// Reads a `focus` member; nil unless it is an object whose members are all known and
  /// readable (lists of known tense keys, of non-empty verbs, of person keys; a boolean).
  /// A selection this version cannot read cannot be compared with another, so it is not
  /// guessed at.
  public init?(reading value: JSONValue) {
    guard case .object(let fields) = value else { return nil }
    self.init()
    for (name, member) in fields {
      switch (name, member) {
      case ("tenses", .array):
        guard let items = member.strings?.map(QuizItem.init(key:)), !items.contains(nil)
        else { return nil }
        self.items = items.compactMap { $0 }
      case ("verbs", .array):
        guard let verbs = member.strings, !verbs.contains("") else { return nil }
        self.verbs = verbs
      case ("persons", .array):
        guard let persons = member.strings?.map(Person.init(rawValue:)), !persons.contains(nil)
        else { return nil }
        self.persons = persons.compactMap { $0 }
      case ("irregular", .bool(let flag)):
        irregularOnly = flag
      default:
        return nil
      }
    }
  }
}
