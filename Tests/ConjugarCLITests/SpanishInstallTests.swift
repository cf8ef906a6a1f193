import Foundation
import Testing

/// scripts/install.sh under a Spanish locale: the Spanish manual page goes to
/// share/man/es/man1, the English one stays English in share/man/man1, and the completion
/// scripts (one file per shell, for every user) are the English ones whatever the locale.
@Suite struct SpanishInstallTests {
  @Test func theLocaleDoesNotChooseWhatIsInstalled() throws {
    let runner = try BinaryRunner()
    let prefix = runner.scratch.appendingPathComponent("prefix")
    let result = try InstallScriptTests.run(
      "--no-shell-setup", prefix: prefix.path, runner: runner,
      setUp: "export LANG=es_ES.UTF-8 LC_ALL=es_ES.UTF-8;")
    #expect(result.status == 0, "\(result.stderr)")
    func installed(_ path: String) throws -> String {
      try String(contentsOf: prefix.appendingPathComponent(path), encoding: .utf8)
    }
    let english = try runner.run(["--generate-manual", "--lang", "en"]).stdout
    let spanish = try runner.run(["--generate-manual", "--lang", "es"]).stdout
    #expect(english != spanish)
    #expect(try installed("share/man/man1/conjugar.1") == english)
    #expect(try installed("share/man/es/man1/conjugar.1") == spanish)
    #expect(spanish.contains("\n.Sh NOMBRE\n"))
    for (shell, path) in [
      ("bash", "share/bash-completion/completions/conjugar"),
      ("zsh", "share/zsh/site-functions/_conjugar"),
      ("fish", "share/fish/vendor_completions.d/conjugar.fish"),
    ] {
      let expected = try runner.run(["--generate-completion-script", shell, "--lang", "en"]).stdout
      #expect(try installed(path) == expected, "\(shell)")
    }

    let removed = try InstallScriptTests.run(
      "--uninstall --no-shell-setup", prefix: prefix.path, runner: runner)
    #expect(removed.status == 0)
    #expect(InstallScriptTests.files(under: prefix) == [])
  }
}
