import ConjugarQuiz
import Messages

/// `quiz --worksheet --format`: text and JSON as for other commands, plus Markdown and a
/// print-ready HTML page. Kept apart from `OutputFormat`, which other commands share.
public enum WorksheetFormat: String, CaseIterable, Sendable {
  case text, json, markdown, html
}

/// What every format prints above a sheet: its title, the details line and the selection line,
/// in the sheet's language.
struct WorksheetHeading {
  /// "Worksheet", "Review worksheet", "Grid worksheet" (`WorksheetMessages`).
  var kind: MessageKey
  /// "B" for the second of `--versions`; nil without `--versions`.
  var version: String?
  /// "seed 5 · easy · latin-america · 6 questions".
  var details: String
  /// "Only: pretérito; hablar, comer" (`QuizFocus.headerLine`), nil without a selection.
  var only: String?
  var handout = WorksheetHandout()
  /// The drill the questions ask; nil for a grid.
  var drill: QuizKind? = nil
  var language = Language.english

  /// "seed 5 · ", the start of the details line; empty on a sealed sheet.
  static func seedLabel(_ seed: UInt64, _ handout: WorksheetHandout, in language: Language)
    -> String
  {
    handout.isSealed ? "" : Message.quizSeed(seed).text(in: language) + " · "
  }

  /// The sheet's own title: `--title`, else its kind's ("Worksheet").
  var name: String { handout.title ?? Message(kind).text(in: language) }
  /// "Worksheet · Version B" (`--title` in place of "Worksheet").
  var title: String { name + versionSuffix }
  /// A handed-out sheet's name and class line and its instructions; nil on a plain sheet.
  var handoutLines: [String]? {
    handout.isPlain
      ? nil
      : [handout.studentLine(in: language), handout.instructions(for: drill, in: language)]
  }
  /// "Answer key · Version B".
  var keyTitle: String { Message(.worksheetAnswerKey).text(in: language) + versionSuffix }
  private var versionSuffix: String {
    version.map { Message.worksheetVersion($0).text(in: language) } ?? ""
  }

  /// The first line of the text format: the title and the details.
  var line: String { title + " · " + details }
}

/// The letter of the `index`th version (0 → "A").
public enum WorksheetVersion {
  public static let limit = 26

  public static func letter(_ index: Int) -> String {
    String(UnicodeScalar(UInt8(ascii: "A") + UInt8(index)))
  }

  /// The seed of version `index`: the seed itself for version A, so `--versions` starts with the
  /// sheet printed without it; for the others the `index`th number a `SeededGenerator` (SplitMix64)
  /// draws from the seed. Each version's header prints its seed, so any one sheet can be printed
  /// again alone with `--seed`.
  public static func seed(_ index: Int, from seed: UInt64) -> UInt64 {
    var generator = SeededGenerator(seed: seed)
    var derived = seed
    for _ in 0..<index { derived = generator.next() }
    return derived
  }
}
