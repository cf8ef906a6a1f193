import ConjugarCommands
import Messages

/// The language of a command line, chosen before it is parsed: `--lang` anywhere before `--`
/// (the last one wins), else the `language` setting of the settings file the line names, else
/// the environment (`LanguagePreference.resolve`). A REPL line without `--lang` keeps the
/// session's language.
enum LanguageChoice {
  /// A command line's language and its arguments without `--lang`; `unknown` is a value given
  /// to `--lang` that is no language (the error is then in the language of a valid `--lang` on
  /// the same line, else the one chosen without it).
  struct Choice {
    var arguments: [String] = []
    var language: Language = .english
    var unknown: String?
  }

  static func choose(
    _ arguments: [String], in environment: CommandEnvironment, context: CommandRun.Context
  ) -> Choice {
    var choice = Choice()
    var flag: Language?
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      if argument == "--" {
        choice.arguments += arguments[index...]
        break
      }
      var value: String?
      if argument == "--lang" {
        index += 1
        value = index < arguments.endIndex ? arguments[index] : ""
      } else if argument.hasPrefix("--lang=") {
        value = String(argument.dropFirst("--lang=".count))
      }
      if let value {
        if let language = Language.spoken.first(where: { $0.rawValue == value }) {
          flag = language
        } else if choice.unknown == nil {
          choice.unknown = value
        }
      } else {
        choice.arguments.append(argument)
      }
      index += 1
    }
    if let flag {
      choice.language = flag
    } else if context == .session || environment.language == .pseudo {
      // A session keeps its language; the pseudo-language is only ever set by tests.
      choice.language = environment.language
    } else {
      choice.language = preference(for: choice.arguments, in: environment).resolve(
        flag: nil, variables: environment.variables)
    }
    return choice
  }

  /// The setting in the settings file `--settings` names, else the default one.
  private static func preference(for arguments: [String], in environment: CommandEnvironment)
    -> LanguagePreference
  {
    var path: String?
    for (index, argument) in zip(arguments.indices, arguments) {
      if argument == "--" { break }
      if argument == "--settings", index + 1 < arguments.endIndex {
        path = arguments[index + 1]
      } else if argument.hasPrefix("--settings=") {
        path = String(argument.dropFirst("--settings=".count))
      }
    }
    return environment.languageSetting(settingsPath: path)
  }
}
