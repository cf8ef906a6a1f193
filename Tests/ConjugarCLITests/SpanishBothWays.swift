import ConjugarTestSupport
import Testing

extension InProcessRunner {
  /// A Spanish locale that leaves the region as it is (es_ES would choose spain, es_AR
  /// rioplatense: `LocaleRegion`), so both ways see the same region.
  static let spanishLocale = "es_MX.UTF-8"

  /// Runs `arguments` in Spanish chosen both ways, by `LANG=es_MX.UTF-8` (over `environment`)
  /// and by `--lang es` (after the arguments, or before them with `flagFirst`; `environment`
  /// alone), checks that both give the same output, errors and status, and returns the first.
  /// `prepare` runs before each, to lay the same files for both.
  func inSpanishBothWays(
    _ arguments: [String], stdin: String = "", environment: [String: String] = [:],
    flagFirst: Bool = false, prepare: () throws -> Void = {}
  ) throws -> RunResult {
    try prepare()
    let result = try run(
      arguments, stdin: stdin, environment: environment.merging(["LANG": Self.spanishLocale]) { $1 }
    )
    try prepare()
    let flagged = try run(
      flagFirst ? ["--lang", "es"] + arguments : arguments + ["--lang", "es"], stdin: stdin,
      environment: environment)
    #expect(flagged.stdout == result.stdout, "\(arguments)")
    #expect(flagged.stderr == result.stderr, "\(arguments)")
    #expect(flagged.status == result.status, "\(arguments)")
    return result
  }
}
