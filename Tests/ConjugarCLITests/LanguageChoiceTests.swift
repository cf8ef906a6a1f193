import ConjugarTestSupport
import Foundation
import Testing

/// Choosing the language of a run: `--lang` on any command, then the `language` setting, then
/// the environment (LC_ALL, LC_MESSAGES, LANG, LANGUAGE); a bad value is one line and 64.
@Suite struct LanguageChoiceTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  private let spanishTypo =
    "conjugar: error: verbo desconocido: «comir»; ¿quiso decir «comer»?"
    + " (--infer lo conjuga tal como está escrito)\n"
  private let englishTypo =
    "conjugar: error: unknown verb 'comir'; did you mean 'comer'?"
    + " (--infer conjugates it as written)\n"

  @Test(
    arguments: [
      (["verb", "comir", "--lang", "es"], [:]), (["verb", "--lang=es", "comir"], [:]),
      (["verb", "comir"], ["LANG": "es_ES.UTF-8"]), (["verb", "comir"], ["LC_ALL": "es_MX.UTF-8"]),
      (["verb", "comir"], ["LANG": "", "LANGUAGE": "es:en"]),
      (["verb", "comir", "--lang", "fr", "--lang", "es"], ["LANG": "es_ES.UTF-8"]),
    ] as [([String], [String: String])])
  func spanishFromTheFlagOrTheEnvironment(_ arguments: [String], _ variables: [String: String])
    throws
  {
    let result = try runner.run(arguments, environment: variables)
    if arguments.contains("fr") {
      #expect(result.status == 64)
      #expect(
        result.stderr == "conjugar: error: idioma desconocido «fr» para --lang; use «en» o «es»\n")
    } else {
      #expect(result.status == 65)
      #expect(result.stderr == spanishTypo)
    }
  }

  @Test(
    arguments: [
      [:], ["LANG": "fr_FR.UTF-8"], ["LANG": "klingon"], ["LC_ALL": "C", "LANG": "es_ES.UTF-8"],
      ["LANGUAGE": "fr:es"],
    ] as [[String: String]])
  func englishOtherwiseAndSilently(_ variables: [String: String]) throws {
    let result = try runner.run(["verb", "comir"], environment: variables)
    #expect(result.status == 65)
    #expect(result.stderr == englishTypo)
    let flagged = try runner.run(["verb", "comir", "--lang", "en"], environment: ["LANG": "es"])
    #expect(flagged.stderr == englishTypo)
  }

  @Test func theSettingComesBetweenTheFlagAndTheEnvironment() throws {
    #expect(try runner.run(["settings", "set", "language", "es"]).status == 0)
    #expect(try runner.run(["verb", "comir"]).stderr == spanishTypo)
    #expect(try runner.run(["verb", "comir", "--lang", "en"]).stderr == englishTypo)
    #expect(try runner.run(["settings", "set", "language", "en"]).status == 0)
    #expect(
      try runner.run(["verb", "comir"], environment: ["LANG": "es_ES"]).stderr == englishTypo)
    #expect(try runner.run(["settings", "set", "language", "auto"]).status == 0)
    #expect(
      try runner.run(["verb", "comir"], environment: ["LANG": "es_ES"]).stderr == spanishTypo)
  }

  @Test func theSettingOfTheNamedSettingsFileCounts() throws {
    let other = runner.scratch.appendingPathComponent("other.json").path
    try #"{"language": "es"}"#.write(toFile: other, atomically: true, encoding: .utf8)
    #expect(try runner.run(["verb", "comir", "--settings", other]).stderr == spanishTypo)
    #expect(try runner.run(["verb", "comir", "--settings=\(other)"]).stderr == spanishTypo)
  }

  @Test func badValuesAreOneLineListingTheLanguages() throws {
    let flag = try runner.run(["verb", "hablar", "--lang", "fr"])
    #expect(flag.status == 64)
    #expect(flag.stdout.isEmpty)
    #expect(flag.stderr == "conjugar: error: unknown language 'fr' for --lang; use 'en' or 'es'\n")
    let missing = try runner.run(["info", "--lang"])
    #expect(missing.status == 64)
    #expect(missing.stderr == "conjugar: error: --lang needs a language: use 'en' or 'es'\n")
    let setting = try runner.run(["settings", "set", "language", "fr"])
    #expect(setting.status == 64)
    #expect(
      setting.stderr.hasPrefix(
        "conjugar: error: invalid value 'fr' for language; use auto, en or es"))
    #expect(setting.stderr.split(separator: "\n").count == 1)
  }

  @Test func afterDoubleDashLangIsAnArgument() throws {
    let result = try runner.run(["verb", "--lang", "es", "--", "--lang"])
    #expect(result.status == 65)
    #expect(result.stderr.contains("«--lang»"))
  }

  @Test func everyCommandTakesLang() throws {
    for command in [
      ["verb", "hablar"], ["verbs", "--search", "speak"], ["identify", "tuve"], ["info"],
      ["settings", "list"], ["stats"], ["due"],
    ] {
      let result = try runner.run(command + ["--lang", "es"])
      #expect(result.status == 0, "\(command): \(result.stderr)")
    }
  }

  @Test func theReplFollowsItsLanguageAndEachLinesFlag() throws {
    let spanish = try runner.run(["repl", "--lang", "es"], stdin: "verb comir\n")
    #expect(spanish.stderr.contains("verbo desconocido: «comir»"), "\(spanish.stderr)")
    let english = try runner.run(["repl"], stdin: "verb comir --lang es\nverb comir\n")
    #expect(english.stderr.contains("verbo desconocido: «comir»"))
    #expect(english.stderr.contains("unknown verb 'comir'"))
    let session = try runner.run(["repl"], stdin: "verb\n", environment: ["LANG": "es_ES.UTF-8"])
    #expect(session.stderr.contains("indique al menos un infinitivo"), "\(session.stderr)")
    #expect(session.stderr.contains("(escriba «help» para ver los comandos)"))
  }
}
