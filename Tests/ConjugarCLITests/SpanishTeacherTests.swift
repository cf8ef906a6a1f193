import Foundation
import Messages
import Testing

/// Issue 40's teacher's reading: the help says what the commands print, in both languages
/// (reviewed golden transcripts of `help check` and `help settings`), no English line is left in
/// Spanish help, decimals take the language's mark, and the lines a teacher mended read as
/// mended.
@Suite struct SpanishTeacherTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  static let languages: [(code: String, language: Language)] = [
    ("en", .english), ("es", .spanish),
  ]

  /// `help check` names each verdict as `check` prints it (the label before the colon) and
  /// every kind of diagnosis by the name its lines print, in each language.
  @Test(arguments: 0..<languages.count)
  func helpCheckNamesWhatCheckPrints(_ index: Int) throws {
    let (code, language) = Self.languages[index]
    let help = try runner.run(["help", "check", "--lang", code]).stdout
    let joined = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let verdicts = [MessageKey.checkRight, .checkAccent, .checkWrong].map { key in
      String(Message(key, ["answer": .text("x")]).text(in: language).prefix { $0 != ":" })
    }
    let or = Message(.listOr).text(in: language)
    let named = "(\(verdicts[0]), \(verdicts[1]) \(or) \(verdicts[2]))"
    #expect(joined.contains(named), "\(code): help check does not name the verdicts \(named)")
    let kinds = MessageKey.allCases.filter { $0.rawValue.hasPrefix("diagnosisKind") }
    #expect(kinds.count >= 12)
    for key in kinds {
      let name = Message(key).text(in: language)
      #expect(joined.contains(name), "\(code): kind «\(name)» not in help check")
    }
    try Golden.check(help, against: "help-check-" + code)
  }

  /// Every key `settings set` takes is named in `help settings`, in each language; the
  /// Spanish help has no line of ArgumentParser's English left ("See 'conjugar help …").
  @Test(arguments: 0..<languages.count)
  func helpSettingsNamesEveryKey(_ index: Int) throws {
    let (code, _) = Self.languages[index]
    let help = try runner.run(["help", "settings", "--lang", code]).stdout
    let joined = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for key in ["vos", "region", "difficulty", "retention", "reviewPrompts", "language", "fit"] {
      #expect(joined.contains(key + " ("), "\(code): setting \(key) not in help settings")
    }
    if code == "es" {
      #expect(!help.contains("See '") && !help.contains("for detailed help"))
      #expect(help.contains("Véase «conjugar help settings <subcomando>» para la ayuda detallada."))
    }
    try Golden.check(help, against: "help-settings-" + code)
  }

  /// The subcommand-help line of any command with subcommands, in Spanish, and the root's.
  @Test(arguments: [(["help"], ""), (["help", "settings"], "settings ")])
  func seeSubcommandHelpLine(_ arguments: [String], command: String) throws {
    let help = try runner.run(arguments + ["--lang", "es"]).stdout
    #expect(help.contains("Véase «conjugar help \(command)<subcomando>»"), "\(help)")
    #expect(!help.contains("See 'conjugar"))
  }

  /// A wrong ending names the person before the tense: «la desinencia de yo en el …».
  @Test(arguments: [
    ("tuviara", "tener", "imperfecto de subjuntivo -ra", "yo", "la desinencia de yo en el"),
    ("hablamo", "hablar", "presente", "nosotros", "la desinencia de nosotros en el"),
    ("comio", "comer", "pretérito", "yo", "la desinencia de yo en el pretérito perfecto simple"),
  ])
  func endingNamesThePersonFirst(
    answer: String, verb: String, tense: String, person: String, spanish: String
  ) throws {
    let arguments = ["check", answer, "--verb", verb, "--tense", tense, "--person", person]
    let result = try runner.run(arguments + ["--lang", "es"])
    #expect(result.status == 0)
    #expect(result.stdout.contains(spanish), "\(result.stdout)")
    #expect(!result.stdout.contains(") ("), "\(result.stdout)")
  }

  /// The score line's multipliers are decimals: «× 1,0» in Spanish, "× 1.0" in English.
  @Test func scoreLineDecimalsTakeTheLanguagesMark() throws {
    func scoreLine(_ environment: [String: String]) throws -> String {
      let result = try runner.run(
        ["quiz", "--seed", "3", "--count", "5"], input: try Golden.input("quiz-es"),
        environment: environment)
      return result.stdout.split(separator: "\n").map(String.init)
        .first { $0.hasPrefix("Puntuación:") || $0.hasPrefix("Score:") } ?? ""
    }
    let spanish = try scoreLine(["LANG": "es_ES.UTF-8"])
    #expect(
      spanish.range(of: #"× \d,\d .*× \d,\d "#, options: .regularExpression) != nil, "\(spanish)")
    #expect(spanish.range(of: #"\d\.\d"#, options: .regularExpression) == nil, "\(spanish)")
    let english = try scoreLine(["LANG": "en_US.UTF-8"])
    #expect(
      english.range(of: #"× \d\.\d .*× \d\.\d "#, options: .regularExpression) != nil, "\(english)")
  }
}
