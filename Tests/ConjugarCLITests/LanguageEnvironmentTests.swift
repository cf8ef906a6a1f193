import ConjugarTestSupport
import Foundation
import Testing

/// The language a plain command line takes from the environment (no `--lang`, setting `auto`):
/// the first of LC_ALL, LC_MESSAGES and LANG that is set and not empty, else LANGUAGE's first
/// entry; a locale that is not Spanish, or none, gives English without a word on stderr.
@Suite struct LanguageEnvironmentTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  /// A command whose output is not the same in the two languages.
  private let command = ["identify", "tenia"]

  private func output(_ language: String) throws -> String {
    let result = try runner.run(command + ["--lang", language])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    return result.stdout
  }

  @Test func theTwoLanguagesDiffer() throws {
    #expect(try output("en") != output("es"))
  }

  @Test(
    arguments: [
      ["LANG": "fr_FR.UTF-8"], ["LANG": "C"], ["LANG": ""], ["LANG": "POSIX"],
      ["LANG": "", "LANGUAGE": "de:es"], ["LANG": "", "LANGUAGE": "en:es"],
      ["LANG": "", "LANGUAGE": ""],
      ["LANG": "en_US.UTF-8", "LANGUAGE": "es:en"], ["LANG": "C", "LANGUAGE": "es"],
      ["LC_ALL": "fr_FR.UTF-8", "LANG": "es_ES.UTF-8"], ["LANG": "español"],
    ] as [[String: String]])
  func anUnknownLocaleIsEnglishSilently(_ variables: [String: String]) throws {
    let result = try runner.run(command, environment: variables)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    #expect(result.stdout == (try output("en")))
  }

  @Test(
    arguments: [
      ["LANG": "", "LANGUAGE": "es:en"], ["LANG": "", "LANGUAGE": "es_MX:en_US"],
      ["LANG": "es_ES.UTF-8", "LANGUAGE": "en:fr"], ["LC_MESSAGES": "es_AR", "LANG": "fr_FR"],
    ] as [[String: String]])
  func spanishWhenTheFirstThatCountsIsSpanish(_ variables: [String: String]) throws {
    let result = try runner.run(command, environment: variables)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    #expect(result.stdout == (try output("es")))
  }

  /// LANG not set at all (not just empty), which only a real process environment can show.
  @Test func languageFirstEntryWhenLangIsUnset() throws {
    let binary = try BinaryRunner()
    let spanish = try binary.runShell(#"unset LANG; LANGUAGE=es:en exec "$0" identify tenia"#)
    #expect(spanish.status == 0)
    #expect(spanish.stderr.isEmpty)
    #expect(spanish.stdout == (try output("es")))
    let german = try binary.runShell(#"unset LANG; LANGUAGE=de:es exec "$0" identify tenia"#)
    #expect(german.status == 0)
    #expect(german.stderr.isEmpty)
    #expect(german.stdout == (try output("en")))
  }
}
