import ConjugarCore
import Messages

/// One tense explained in a learner's terms: when it is used, how it is formed, its irregular
/// verbs and two example sentences. Its prose is messages of the catalogue (`guidePresenteSummary`…
/// in Resources/messages), written by hand in each language as a teacher explains the tense.
public struct GuideEntry: Sendable, Equatable {
  public let tense: Tense
  /// A few words for the overview ("finished actions at a definite past time").
  public let summary: Message
  /// When the tense is used, with its usual trigger words (2–4 sentences).
  public let whenUsed: Message
  public let formation: Formation
  public let irregularFamilies: [IrregularFamily]
  /// Exactly two sentences, each naming the verb form it shows.
  public let examples: [Example]

  /// The Spanish name, as conjugation tables show it.
  public var spanishName: String { tense.name }
  /// The usual English name ("preterite", "present subjunctive").
  public var englishName: String { tense.englishName }

  /// The entry's text that is grammar, the same in every language (not messages): the table's
  /// persons, headers and endings, the families' sound changes and verb forms ("e → ie",
  /// "tener → tuve"), and the Spanish example sentences.
  public var grammar: [String] {
    let table = formation.table
    var texts = table.labels + table.columns.flatMap { [$0.header] + $0.cells }
    for family in irregularFamilies {
      for text in [family.name, family.examples] {
        if case .data(let data) = text { texts.append(data) }
      }
    }
    return texts + examples.map(\.spanish)
  }

  public init(
    tense: Tense, summary: Message, whenUsed: Message, formation: Formation,
    irregularFamilies: [IrregularFamily], examples: [Example]
  ) {
    self.tense = tense
    self.summary = summary
    self.whenUsed = whenUsed
    self.formation = formation
    self.irregularFamilies = irregularFamilies
    self.examples = examples
  }
}

/// How a tense is built: a sentence, a small table of endings (or auxiliary forms), a note.
public struct Formation: Sendable, Equatable {
  public let explanation: Message
  public let table: EndingTable
  public let note: Message?

  public init(_ explanation: Message, table: EndingTable, note: Message? = nil) {
    self.explanation = explanation
    self.table = table
    self.note = note
  }
}

/// Endings by person (rows) and verb group (columns): `-ar`, `-er`, `-ir`, or `haber`.
public struct EndingTable: Sendable, Equatable {
  public struct Column: Sendable, Equatable {
    public let header: String
    /// One cell per row label.
    public let cells: [String]
  }

  /// Row labels: persons as a learner says them (yo, tú, él/ella/usted…).
  public let labels: [String]
  public let columns: [Column]

  public init(labels: [String] = EndingTable.sixPersons, _ columns: [(String, [String])]) {
    self.labels = labels
    self.columns = columns.map { Column(header: $0.0, cells: $0.1) }
  }

  /// The cells of one row, column by column.
  public func row(_ index: Int) -> [String] { columns.map { $0.cells[index] } }

  public static let sixPersons = [
    "yo", "tú", "él/ella/usted", "nosotros", "vosotros", "ellos/ustedes",
  ]
  public static let withVos = [
    "yo", "tú", "vos", "él/ella/usted", "nosotros", "vosotros", "ellos/ustedes",
  ]
  public static let imperative = ["tú", "vos", "usted", "nosotros", "vosotros", "ustedes"]
  public static let negativeImperative = ["tú", "usted", "nosotros", "vosotros", "ustedes"]
}

/// A group of verbs that are irregular in the same way in one tense.
public struct IrregularFamily: Sendable, Equatable {
  /// What the group has in common ("yo ends in -go"), or a sound change that reads the same in
  /// every language ("e → ie").
  public let name: GuideText
  /// Verbs of the group with their forms ("pensar → pienso, querer → quiero").
  public let examples: GuideText
  public let note: Message?

  public init(name: GuideText, examples: GuideText, note: Message? = nil) {
    self.name = name
    self.examples = examples
    self.note = note
  }

  public init(_ name: Message, _ examples: Message, note: Message? = nil) {
    self.init(name: .message(name), examples: .message(examples), note: note)
  }

  /// A group whose examples are verb forms only, the same in every language.
  public init(_ name: Message, _ examples: String, note: Message? = nil) {
    self.init(name: .message(name), examples: .data(examples), note: note)
  }

  /// A group named by a sound change or a verb ("e → ie", "ser").
  public init(_ name: String, _ examples: Message, note: Message? = nil) {
    self.init(name: .data(name), examples: .message(examples), note: note)
  }

  /// A group named by a sound change or a verb, with verb forms only.
  public init(_ name: String, _ examples: String, note: Message? = nil) {
    self.init(name: .data(name), examples: .data(examples), note: note)
  }
}

/// An example sentence and the verb form it shows.
public struct Example: Sendable, Equatable {
  public let spanish: String
  public let english: String
  /// The infinitive (with -se for a pronominal verb).
  public let verb: String
  public let person: Person
  /// The form as the conjugation table writes it: "hablé", "he hablado", "no hables".
  public let form: String

  public init(spanish: String, english: String, verb: String, person: Person, form: String) {
    self.spanish = spanish
    self.english = english
    self.verb = verb
    self.person = person
    self.form = form
  }
}

extension Example {
  /// Where the example's form occurs in its sentence (character offsets); nil when it does not.
  public var formRange: Range<Int>? { Self.wordRange(of: form, in: spanish) }

  /// Where `words` occur in `sentence` as whole words, ignoring case (character offsets).
  public static func wordRange(of words: String, in sentence: String) -> Range<Int>? {
    let text = Array(sentence.lowercased())
    let target = Array(words.lowercased())
    guard !target.isEmpty, text.count == sentence.count, target.count <= text.count else {
      return nil
    }
    for start in 0...(text.count - target.count)
    where text[start..<start + target.count].elementsEqual(target) {
      let end = start + target.count
      if (start == 0 || !text[start - 1].isLetter) && (end == text.count || !text[end].isLetter) {
        return start..<end
      }
    }
    return nil
  }
}
