import ArgumentParser
import ConjugarCommands
import ConjugarCore
import ConjugarQuiz
import ConjugarSettings
import ReadingOutput
import TextInput
import WorksheetOutput

// The values options take, as ArgumentParser reads and lists them: the types are plain enums
// of the modules that use them.

/// An enum of strings as ArgumentParser lists it, the same strings as its defaults give, read
/// directly. Its defaults go through a generic key path (`\.rawValue.defaultValueDescription`)
/// and `String(describing:)`, which cost a protocol-conformance lookup (a scan of every
/// conformance in the binary) the first time each type is listed, and each command's options
/// are listed every time ArgumentParser declares them, on every parse.
extension ExpressibleByArgument where Self: CaseIterable & RawRepresentable, RawValue == String {
  public var defaultValueDescription: String { rawValue }
  public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
  /// None: a value's description is its raw value (ArgumentParser lists only those that differ).
  public static var allValueDescriptions: [String: String] { [:] }
}

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

/// `serve --mode`.
extension ServeRequest.Mode: ExpressibleByArgument {}

/// `quiz --accents`, `grade`'s key: how accent slips are marked.
extension AccentsPolicy: ExpressibleByArgument {}

/// `--color`.
extension ColorMode: ExpressibleByArgument {}

/// `read --by`.
extension ReadGrouping: ExpressibleByArgument {}

/// `read --input-format`.
extension TextFormat: ExpressibleByArgument {}

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
