import ArgumentParser
import ConjugarCommands
import ConjugarCore
import ConjugarQuiz
import ConjugarSettings
import WorksheetOutput

// The values options take, as ArgumentParser reads and lists them: the types are plain enums
// of the modules that use them.

/// `--tense`: a tense by its key, name, alias or English name (`Tense(name:)`).
extension Tense: ExpressibleByArgument {
  public init?(argument: String) { self.init(name: argument) }
  public static var allValueStrings: [String] { TenseNames.completionNames }
}

/// `quiz --difficulty`.
extension Difficulty: ExpressibleByArgument {}

/// `say --region`: a region by any spelling `Region(name:)` reads (Latin America, latin_america).
extension Region: ExpressibleByArgument {
  public init?(argument: String) { self.init(name: argument) }
}

/// `--format` of every command but `quiz`.
extension OutputFormat: ExpressibleByArgument {}

/// `grade --format`.
extension GradeRequest.Format: ExpressibleByArgument {}

/// `quiz --accents`, `grade`'s key: how accent slips are marked.
extension AccentsPolicy: ExpressibleByArgument {}

/// `--color`.
extension ColorMode: ExpressibleByArgument {}

/// `verb --layout`.
extension TableLayout: ExpressibleByArgument {}

/// `quiz --format`.
extension WorksheetFormat: ExpressibleByArgument {}
extension WorksheetPaper: ExpressibleByArgument {}

/// `quiz --mode`: the modes only (recognition in sentences is `--mode recognize --sentences`).
extension QuizKind: ExpressibleByArgument {
  public init?(argument: String) {
    guard let kind = QuizKind(rawValue: argument), Self.modes.contains(kind) else { return nil }
    self = kind
  }
  public static var allValueStrings: [String] { modes.map(\.rawValue) }
}

/// `quiz --hint`.
extension QuizHint: ExpressibleByArgument {}
