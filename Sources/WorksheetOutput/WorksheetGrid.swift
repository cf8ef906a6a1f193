import ConjugarCore
import ConjugarQuiz
import Messages
import PlainText

/// `quiz --worksheet --grid`: fill-in conjugation tables, one per tense, verbs in rows and the
/// quiz's persons in columns; the answer key fills the cells.
public struct WorksheetGrid {
  /// One tense's table.
  public struct Table {
    public let tense: Tense
    public let persons: [Person]
    /// Each verb with its forms in the order of `persons` (nil: the verb has no such form).
    public let rows: [(verb: String, forms: [String?])]
  }

  public let tables: [Table]
  let options: QuizOptions
  let seed: UInt64
  /// "B" for the second of `--versions`; nil without `--versions`.
  public var version: String? = nil
  /// `--title`, `--instructions`, `--paper`, `--class`.
  public var handout = WorksheetHandout()

  public init(tables: [Table], options: QuizOptions, seed: UInt64) {
    self.tables = tables
    self.options = options
    self.seed = seed
  }

  /// The tenses asked without `--tense`: the three every curriculum starts with.
  static let defaultTenses: [Tense] = [.presenteDeIndicativo, .preterito, .futuroDeIndicativo]
  /// The number of verbs without `--count`.
  public static let defaultCount = 8

  /// The tables for the options: the focus's tenses (else `defaultTenses`), `count` verbs drawn
  /// with `generator` from the focus's verbs (else the difficulty's tier, as the quiz draws
  /// them), in the order drawn, and the quiz's persons (region, vos, `--person`) that the tense
  /// has. Throws when the focus names the gerund or participle, which have no persons.
  public static func tables(
    _ options: QuizOptions, count: Int, conjugator: Conjugator,
    using generator: inout some RandomNumberGenerator
  ) throws(GridError) -> [Table] {
    var tenses: [Tense] = []
    for item in options.focus.items {
      guard case .tense(let tense) = item else { throw .nonPersonal(item.name) }
      tenses.append(tense)
    }
    if tenses.isEmpty { tenses = defaultTenses }
    let pool =
      options.focus.verbs.isEmpty ? tier(options.difficulty, conjugator) : options.focus.verbs
    let conjugations = sample(pool, count: count, using: &generator).compactMap {
      try? conjugator.conjugate($0)
    }
    let persons = columns(options)
    return tenses.compactMap { tense in
      let columns = persons.filter(tense.persons.contains)
      guard !columns.isEmpty else { return nil }
      return Table(
        tense: tense, persons: columns,
        rows: conjugations.map { conjugation in
          (conjugation.infinitive, columns.map { conjugation.form(tense, $0)?.text })
        })
    }
  }

  /// Why no grid can be made.
  public enum GridError: Error {
    /// The focus names an item without persons (its name: "gerundio").
    case nonPersonal(String)
  }

  /// The columns: the persons named by `--person`, in table order (vosotros too in Latin
  /// America), else the quiz's persons: yo, tú or vos, él, nosotros, vosotros in Spain, ellos.
  static func columns(_ options: QuizOptions) -> [Person] {
    guard options.focus.persons.isEmpty else {
      return Person.allCases.filter(options.focus.persons.contains)
    }
    return options.personsAsked
  }

  /// The difficulty's verbs, most used first (`VerbTiers`, as the quiz draws them).
  static func tier(_ difficulty: Difficulty, _ conjugator: Conjugator) -> [String] {
    VerbTiers.verbs(for: difficulty, in: conjugator.lexicon).map(\.verb)
  }

  /// `count` elements drawn without repetition, in the order drawn (a partial Fisher–Yates with
  /// `uniform(below:)`, so the draw is the same on every toolchain); all of them, shuffled, when
  /// there are fewer.
  static func sample<T>(_ items: [T], count: Int, using generator: inout some RandomNumberGenerator)
    -> [T]
  {
    var items = items
    let taken = min(count, items.count)
    for index in 0..<taken {
      items.swapAt(index, index + generator.uniform(below: items.count - index))
    }
    return Array(items.prefix(taken))
  }

  /// The heading in `language`: "Grid worksheet · seed 5 · easy · latin-america · 8 verbs ·
  /// 3 tenses".
  func heading(in language: Language) -> WorksheetHeading {
    func say(_ message: Message) -> String { message.text(in: language) }
    let verbs = tables.first?.rows.count ?? 0
    let details = [
      say(options.difficulty.message), say(options.region.message), say(.worksheetVerbs(verbs)),
      say(.worksheetTenses(tables.count)),
    ]
    return WorksheetHeading(
      kind: .worksheetGridTitle, version: version,
      details: WorksheetHeading.seedLabel(seed, handout, in: language)
        + details.joined(separator: " · ") + (options.asksVos ? " · vos" : ""),
      only: options.focus.headerLine(in: language), handout: handout, language: language)
  }
}
