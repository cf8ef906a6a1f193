import ArgumentParser
import Messages

/// A class: sealed versions of a worksheet (`--class`), their key file (`--key-file`), and a
/// version taken as a test (`--assignment`, its answers written to `--output`). Its checks are
/// those among these options; `QuizCommand` checks what they must agree on with the other
/// groups (a class's sheets are a worksheet; an assignment is taken alone).
struct QuizClassOptions: ParsableArguments {
  @Option(
    name: .customLong("class"),
    help: ArgumentHelp(
      CommandHelp.text(.helpQuizClass), valueName: CommandHelp.text(.valueName)))
  var className: String? = nil

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpQuizKeyFile), valueName: CommandHelp.text(.valuePath)))
  var keyFile: String? = nil

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpQuizAssignment), valueName: CommandHelp.text(.valueCode)))
  var assignment: String? = nil

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpQuizOutput), valueName: CommandHelp.text(.valuePath)))
  var output: String? = nil

  /// An assignment names a code and is read from a key file; `--output` is the assignment's;
  /// a key file has a name.
  func validate() throws {
    if let assignment {
      if assignment.isEmpty { throw QuizOptionCheck.failure(.assignmentNeedsCode) }
      guard keyFile != nil else { throw QuizOptionCheck.failure(.assignmentNeedsClassKey) }
    } else if output != nil {
      throw QuizOptionCheck.failure(.optionGoesWith("--output", "--assignment"))
    }
    if let keyFile, keyFile.isEmpty {
      throw QuizOptionCheck.failure(.optionNeedsFileName("--key-file"))
    }
  }
}
