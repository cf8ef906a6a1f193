import ArgumentParser
import ConjugarCore
import ConjugarQuiz
import ConjugarSettings

/// `--tense`: a tense by its key, name, alias or English name (`Tense(name:)`).
extension Tense: ExpressibleByArgument {
  public init?(argument: String) { self.init(name: argument) }
  public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

/// `quiz --difficulty`.
extension Difficulty: ExpressibleByArgument {}
