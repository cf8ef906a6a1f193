/// Where the learner practises: which second persons quizzes ask and verb tables put first.
///
/// - `spain`: tú and vosotros (vos instead of tú only with the vos setting on).
/// - `rioplatense` (Argentina, Uruguay): vos for tú and ustedes for vosotros. Voseo there
///   replaces tú (RAE, Nueva gramática 4.7), so vos is asked whatever the vos setting says.
/// - `latin-america`: tú and ustedes; vos instead of tú with the vos setting on (Central America,
///   Colombia, Chile…).
///
/// Only Spain asks vosotros; elsewhere tables show it last and dimmed, as a form to recognise.
/// The raw values are what settings files and quiz histories hold: `latin-america` and `spain`
/// were the only two before rioplatense, and still read as they did.
public enum Region: String, CaseIterable, Sendable, Codable {
  case latinAmerica = "latin-america"
  case rioplatense
  case spain

  /// Whether vosotros is asked in quizzes and shown as an equal row in tables.
  public var usesVosotros: Bool { self == .spain }

  /// Whether vos replaces tú whatever the vos setting says.
  public var impliesVos: Bool { self == .rioplatense }

  /// Who the region addresses as "you", for the settings' help: "tú and vosotros".
  public var secondPersons: String {
    switch self {
    case .latinAmerica: "tú and ustedes"
    case .rioplatense: "vos and ustedes"
    case .spain: "tú and vosotros"
    }
  }
}

/// How hard a quiz is: which verb families and tenses the curriculum asks (`Curriculum`).
public enum Difficulty: String, CaseIterable, Sendable, Codable {
  case easy, moderate, difficult
}
