import ConjugarCommands
import ConjugarSettings
import Foundation
import Messages
import Testing

@testable import ConjugarCommandLine

/// The Spanish manual page: generated under `--lang es` (or a Spanish locale) from the same
/// command tree, committed as Docs/es/conjugar.1 (install.sh puts it in share/man/es/man1), and
/// readable by man.
@Suite struct SpanishManualPageTests {
  static let committedPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Docs/es/conjugar.1").standardized.path

  static func generated() throws -> String {
    let result = try InProcessRunner().run(["--generate-manual", "--lang", "es"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    return result.stdout
  }

  @Test func theCommittedPageIsCurrent() throws {
    let committed = try String(contentsOfFile: Self.committedPath, encoding: .utf8)
    #expect(
      committed == (try Self.generated()),
      """
      Docs/es/conjugar.1 differs from what the binary generates; regenerate it with
        swift build && .build/debug/conjugar --generate-manual --lang es > Docs/es/conjugar.1
      """)
    let byLocale = try InProcessRunner().run(
      ["--generate-manual"], environment: ["LANG": "es_ES.UTF-8"])
    #expect(byLocale.stdout == committed)
  }

  @Test func theSectionsAndCommandsAreSpanish() throws {
    let page = try Self.generated()
    for section in [
      "NOMBRE", "SINOPSIS", "DESCRIPCI\\[u00D3]N", "COMANDOS", "AJUSTES", "ARCHIVOS", "ENTORNO",
      "ESTADO DE SALIDA", "EJEMPLOS", "V\\[u00C9]ASE TAMBI\\[u00C9]N",
    ] {
      #expect(page.contains("\n.Sh \(section)\n"), "no section \(section)")
    }
    for words in [
      "Estado de salida:", "Predeterminado: half.", "Valores: on u off.",
      "Sin comando, conjugar ejecuta repl.", "Sin subcomando: settings list.",
    ] {
      #expect(page.contains(words), "\(words)")
    }
    for english in ["Exit status:", " Values: ", " Default: ", "With no ", ".Sh SETTINGS"] {
      #expect(!page.contains(english), "\(english)")
    }
  }

  /// The English of the manual's catalogue entries is their sources' text, word for word.
  @Test func theCatalogueFollowsItsSources() {
    for key in SettingKey.allCases {
      #expect(!Message(ManualSections.summary(of: key)).english.isEmpty, "\(key)")
      if key.choices.count == 1 {
        let choices = Message(.manualSettingLine, ["choices": ManualSections.choices(of: key)])
        #expect(choices.english.contains(" Values: \(key.choices[0]). "), "\(key)")
      }
    }
    for (status, meaning) in ExitStatus.documented {
      let key = ManualSections.meaning(of: status)
      #expect(key.map { Message($0).english } == meaning, "\(status.rawValue)")
    }
  }

  @Test(
    .enabled(
      if: ManualPageTests.man != nil || ManualPageTests.groff != nil,
      "neither man nor groff is installed"))
  func thePageRenders() throws {
    let text = try ManualPageTests.rendered(Self.committedPath)
    for heading in ["NOMBRE", "SINOPSIS", "DESCRIPCIÓN", "COMANDOS", "ESTADO DE SALIDA"] {
      #expect(text.contains("\n" + heading + "\n"), "\(heading)")
    }
    #expect(text.contains("conjugar identify dímelo"))
  }
}
