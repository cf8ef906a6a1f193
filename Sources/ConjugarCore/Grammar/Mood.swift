/// The three moods with persons, as grammars group the tenses. A mood's name is a filter: in
/// `--tense` and `info`, "subjuntivo" selects every subjunctive tense (the present alone is
/// "presente de subjuntivo"). Recognize answers name tenses, never a mood.
public enum Mood: String, CaseIterable, Sendable {
  case indicativo
  case subjuntivo
  case imperativo

  /// The Spanish name, as headings print it.
  public var name: String { rawValue }

  public var englishName: String {
    switch self {
    case .indicativo: "indicative"
    case .subjuntivo: "subjunctive"
    case .imperativo: "imperative"
    }
  }

  /// Every name of the mood ("modo subjuntivo", "subjunctive mood"…), Spanish first.
  public var names: [String] {
    [name, "modo " + name, englishName, englishName + " mood"]
  }

  /// The mood's tenses, in table order (simple tenses, then compound).
  public var tenses: [Tense] { Tense.allCases.filter { $0.mood == self } }

  /// How many tenses grammars count: the -ra and -se imperfects are one tense (RAE holds them
  /// equivalent), the positive and negative imperatives two.
  public var tenseCount: Int {
    tenses.filter { tense in tense.subjunctiveTwin.map { $0.index > tense.index } ?? true }.count
  }

  /// "subjuntivo (6 tenses)": how a selection of the whole mood is named.
  public var summary: String { "\(name) (\(tenseCount) tenses)" }

  /// The mood a name names ("subjuntivo", "Modo indicativo", "imperative"), or nil. Case,
  /// accents and the words "modo", "mood", "de", "the" do not matter.
  public init?(name text: String) {
    let key = Self.key(text)
    guard let mood = Self.allCases.first(where: { $0.names.map(Self.key).contains(key) }) else {
      return nil
    }
    self = mood
  }

  private static func key(_ text: String) -> String {
    text.folded(.tenseNames).split(whereSeparator: { !$0.isLetter && !$0.isNumber })
      .filter { !["modo", "mood", "de", "del", "el", "the"].contains($0) }.joined()
  }
}

extension Tense {
  /// The mood the tense belongs to.
  public var mood: Mood {
    switch self {
    case .imperativoPositivo, .imperativoNegativo: .imperativo
    case .presenteDeSubjuntivo, .imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2,
      .futuroDeSubjuntivo, .perfectoDeSubjuntivo, .pluscuamperfectoDeSubjuntivo1,
      .pluscuamperfectoDeSubjuntivo2, .futuroPerfectoDeSubjuntivo:
      .subjuntivo
    default: .indicativo
    }
  }
}
