import ArgumentParser
import ConjugarCommands
import LineInput
import Messages

public struct GradeCommand: EnvironmentCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "grade",
      abstract: HelpLanguage.text(.helpGradeAbstract),
      discussion: """
        KEYFILE is the key `quiz --worksheet --versions N --class NAME` wrote. Each ANSWERS file \
        is one student's: a name line (or 'name: Ana García'), 'version: CODE' with the code on \
        the sheet (needed when the key has several versions), then numbered answers ('1. tuve', \
        '1 tuve', '1) tuve'), blank or '-' for none. A .csv file (or one whose first line starts \
        'name,') holds a class: a header 'name,version,1,2,…' and a row per student. Answers are \
        marked as the quiz marks them, with the key's accents policy; problems in an answers file \
        (missing or extra lines, an unknown code, invalid UTF-8, over 1 MiB) are named in the \
        report and the rest is graded. Nothing is written to a file unless --output names it.

        Exit status: 0 when every file was graded, 64 for a usage error, 65 when the key file is \
        not one, was edited or is of another format (nothing graded), 66 when a file does not \
        exist, 74 when a file cannot be read or the report cannot be written (the other answers \
        are still graded).
        """
    )
  }

  @Argument(help: "The class's key file.", completion: .file(extensions: ["json"]))
  var key: String

  @Argument(help: "Answers files: one per student, or a CSV of the class.", completion: .file())
  var answers: [String] = []

  @Option(help: "Output format: text, json, csv (a gradebook row per student) or html.")
  var format: GradeRequest.Format = .text

  @Option(
    help: ArgumentHelp("Write the report to this file (replacing it).", valueName: "file"),
    completion: .file())
  var output: String? = nil

  @OptionGroup var language: LanguageOptions

  public init() {}

  public func validate() throws {
    if answers.isEmpty {
      throw ValidationError(
        "give the answers to grade after the key file, e.g. 'conjugar grade 3B-key.json ana.txt'")
    }
    if output?.isEmpty == true { throw ValidationError("--output needs a file name") }
  }

  public var request: GradeRequest {
    GradeRequest(keyPath: key, answerPaths: answers, format: format, output: output)
  }

  public func run(in environment: CommandEnvironment, reader: (any LineReader)?) throws {
    try request.run(in: environment)
  }
}
