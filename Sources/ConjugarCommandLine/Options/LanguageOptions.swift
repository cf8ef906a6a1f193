import ArgumentParser
import Messages

/// `--lang`, on every command: the language of everything conjugar writes for a person.
///
/// Declared here so help, the manual and completion show it; `LanguageChoice` reads it from
/// the command line before parsing (help and the parser's own errors are in the language too)
/// and takes it out, so this group never holds a value when a command runs.
struct LanguageOptions: ParsableArguments {
  @Option(
    name: .customLong("lang"),
    help: ArgumentHelp(
      CommandHelp.text(.helpLanguage), valueName: CommandHelp.text(.valueLanguage)))
  var language: Language? = nil
}

/// `--lang`'s values.
extension Language: ExpressibleByArgument {
  /// Only the languages a person can choose: the test-only pseudo-language is not one.
  public static var allValueStrings: [String] { Language.codes }
  public static var defaultCompletionKind: CompletionKind { .list(Language.codes) }
}
