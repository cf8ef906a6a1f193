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
  public static var allValueStrings: [String] { allCases.map(\.rawValue) }
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

/// `quiz --format`.
extension WorksheetFormat: ExpressibleByArgument {}

/// `quiz --mode`.
extension QuizKind: ExpressibleByArgument {}

/// `quiz --hint`.
extension QuizHint: ExpressibleByArgument {}
