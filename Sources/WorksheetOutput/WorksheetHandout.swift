import ConjugarQuiz
import Messages

/// What makes a sheet one a teacher hands out (`--title`, `--instructions`, `--paper`,
/// `--class`): a title, a line that says how to answer, the paper the HTML page is laid out for,
/// and a line for the student's name and class. A sheet with none of them prints exactly as
/// before. With `className` the sheets are sealed: each carries its version's code and nothing
/// that redraws it (no seed).
public struct WorksheetHandout: Equatable, Sendable {
  /// The title in place of "Worksheet" (`--title`).
  public var title: String?
  /// The line under the name line (`--instructions`); nil for the drill's own line.
  public var instructions: String?
  /// The HTML page's size; nil for A4, as before.
  public var paper: WorksheetPaper?
  /// `--class`: filled in on the name line; the sheets are sealed.
  public var className: String?

  public init(
    title: String? = nil, instructions: String? = nil, paper: WorksheetPaper? = nil,
    className: String? = nil
  ) {
    self.title = title
    self.instructions = instructions
    self.paper = paper
    self.className = className
  }

  /// No option given: the sheet prints as it always did.
  public var isPlain: Bool { self == WorksheetHandout() }
  /// With `--class`: no seed on the sheet, its version named by its code.
  public var isSealed: Bool { className != nil }

  /// The line a student fills in: "Name: ____  Class: 3B  Date: ____".
  /// `escape` applies to the class name only (Markdown keeps the underscores as they are).
  func studentLine(in language: Language, escape: (String) -> String = { $0 }) -> String {
    Message.worksheetNameClassLine(className: className.map(escape) ?? "__________")
      .text(in: language)
  }

  /// The line that says how to answer: `--instructions`, else the drill's.
  func instructions(for kind: QuizKind?, in language: Language) -> String {
    instructions ?? Self.defaultInstructions(kind).text(in: language)
  }

  /// How to answer each drill's questions on paper; a grid (nil) fills tables.
  static func defaultInstructions(_ kind: QuizKind?) -> Message {
    switch kind {
    case nil: Message(.worksheetInstructionsGrid)
    case .conjugate?: Message(.worksheetInstructionsConjugate)
    case .translate?: Message(.worksheetInstructionsTranslate)
    case .context?: Message(.worksheetInstructionsContext)
    case .recognize?: Message(.worksheetInstructionsRecognize)
    case .recognizeSentences?: Message(.worksheetInstructionsRecognizeSentences)
    }
  }
}

/// `--paper`: the page size of the HTML sheet (`@page`); text and Markdown have none.
public enum WorksheetPaper: String, CaseIterable, Sendable {
  case a4, letter

  /// The CSS `@page` size.
  public var cssSize: String {
    switch self {
    case .a4: "A4"
    case .letter: "letter"
    }
  }
}
