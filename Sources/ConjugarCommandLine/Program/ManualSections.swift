import ArgumentParser
import ConjugarCommands
import ConjugarOutput
import ConjugarSettings
import Messages
import PlainText

/// The manual page's sections that do not come from the command tree, each from its own
/// source: settings from `SettingKey`, files from `UserDataLocations`, statuses from
/// `ExitStatus.documented`; their words in `language` from `Catalogue.manual` (whose English
/// `ManualPageTests` holds to those sources).
struct ManualSections {
  let language: Language

  private func text(_ message: Message) -> String { message.text(in: language) }

  func settings(defaults: Settings, in page: inout Roff) {
    page.section(text(.manualSettings))
    page.paragraphs(text(.manualSettingsIntro))
    page.macro("Bl", "-tag -width Ds")
    for key in SettingKey.allCases {
      page.macro("It", "Cm " + key.rawValue)
      page.text(
        text(
          Message(
            .manualSettingLine,
            [
              "summary": .message(Message(Self.summary(of: key))),
              "counter": .message(.empty),
              "choices": Self.choices(of: key), "value": .text(key.value(in: defaults)),
            ])))
    }
    page.macro("El")
  }

  /// What a setting does, in the catalogue (its one summary: `settings list` and the manual).
  static func summary(of key: SettingKey) -> MessageKey {
    switch key {
    case .vos: .manualSettingVos
    case .region: .manualSettingRegion
    case .difficulty: .manualSettingDifficulty
    case .retention: .manualSettingRetention
    case .reviewPrompts: .manualSettingReviewPrompts
    case .language: .manualSettingLanguage
    case .fit: .manualSettingFit
    }
  }

  /// `key.choices` joined as either of them, or the description of a range in the catalogue
  /// with the numbers of `key.choices` (its one source).
  static func choices(of key: SettingKey) -> Message.Argument {
    let numbers = key.choices.first?.split(separator: " ").filter { $0.first?.isNumber == true }
      .map { Message.Argument.text(String($0)) }
    switch key {
    case .retention:
      guard let numbers, numbers.count == 2 else { break }
      return .message(Message(.manualChoicesRetention, ["low": numbers[0], "high": numbers[1]]))
    default: break
    }
    return .choices(key.choices)
  }

  func files(in page: inout Roff) {
    let placeholders = [
      ("/HOME", "~"), ("/XDG_CONFIG_HOME", "$XDG_CONFIG_HOME"),
      ("/XDG_STATE_HOME", "$XDG_STATE_HOME"),
    ]
    let withXDG = UserDataLocations(
      settingsOption: nil,
      environment: Dictionary(
        uniqueKeysWithValues: placeholders.map { (String($0.0.dropFirst()), $0.0) }))
    let withHome = UserDataLocations(settingsOption: nil, environment: ["HOME": "/HOME"])
    func shown(_ location: UserDataLocations.Location) -> String {
      placeholders.reduce(location.path ?? "") { $0.replacingAll($1.0, with: $1.1) }
    }
    let historyName = withHome.quizHistory.path?.split(separator: "/").last.map(String.init) ?? ""
    page.section(text(.manualFiles))
    page.macro("Bl", "-tag -width Ds")
    page.macro("It", "Pa " + Roff.escaped(shown(withXDG.settings)))
    page.text(text(Message.manualSettingsFile(path: shown(withHome.settings))))
    page.macro("It", "Pa " + Roff.escaped(historyName))
    page.text(text(.manualHistoryFile))
    page.macro("It", "Pa " + Roff.escaped(shown(withXDG.replHistory)))
    page.text(
      text(Message.manualReplHistoryFile(path: shown(withHome.replHistory))))
    page.macro("El")
    page.paragraphs(text(.manualFilesNote))
  }

  func environment(in page: inout Roff) {
    let variables: [(String, MessageKey)] = [
      ("CONJUGAR_SETTINGS", .manualEnvSettings), ("XDG_CONFIG_HOME", .manualEnvConfigHome),
      ("XDG_STATE_HOME", .manualEnvStateHome), ("HOME", .manualEnvHome),
      ("NO_COLOR", .manualEnvNoColor), ("TERM", .manualEnvTerm), ("COLUMNS", .manualEnvColumns),
      ("LANG, LC_ALL, LC_CTYPE", .manualEnvLocale), ("TZ", .manualEnvTimeZone),
      ("CONJUGAR_ESPEAK, PATH", .manualEnvEspeak),
    ]
    page.section(text(.manualEnvironment))
    page.macro("Bl", "-tag -width Ds")
    for (name, meaning) in variables {
      page.macro("It", "Ev " + name.replacingAll(",", with: " ,"))
      page.text(text(Message(meaning)))
    }
    page.macro("El")
  }

  func exitStatus(in page: inout Roff) {
    page.section(text(.manualExitStatus))
    page.macro("Bl", "-tag -width Ds")
    for (status, meaning) in ExitStatus.documented {
      page.macro("It", String(status.rawValue))
      page.text(Self.meaning(of: status).map { text(Message($0)) } ?? meaning)
    }
    page.macro("El")
    page.paragraphs(text(.manualSigpipe))
  }

  /// `ExitStatus.documented`'s meaning of `status` in the catalogue.
  static func meaning(of status: ExitStatus) -> MessageKey? {
    [
      0: .manualStatus0, 64: .manualStatus64, 65: .manualStatus65, 66: .manualStatus66,
      69: .manualStatus69, 71: .manualStatus71, 73: .manualStatus73, 74: .manualStatus74,
    ][status.rawValue]
  }

  /// Command lines shown in EXAMPLES (a test runs each one); the first five end
  /// `conjugar --help` too (`CommandTree.helpExamples`).
  static let examples: [(String, MessageKey)] = [
    ("verb tener", .exampleEveryTense), ("verb hablar --tense preterito --vos", .exampleOneTense),
    ("identify dímelo", .exampleIdentify), ("verbs --search \"to be\"", .exampleSearch),
    ("quiz --worksheet --count 10 --seed 7", .exampleWorksheet),
    ("verbs --model tener", .exampleModel), ("info preterito", .exampleInfo),
    ("settings set region spain", .exampleRegion), ("verb ir --format json", .exampleJSON),
  ]

  func examples(program: String, in page: inout Roff) {
    page.section(text(.manualExamples))
    for (line, meaning) in Self.examples {
      page.paragraphs(text(Message(meaning)))
      page.macro("Dl", Roff.escaped(program + " " + line))
    }
  }
}

/// mdoc lines: macros, and text lines escaped so that nothing in them is read as a request.
struct Roff {
  var lines: [String] = []

  mutating func macro(_ name: String, _ arguments: String = "") {
    lines.append("." + name + (arguments.isEmpty ? "" : " " + arguments))
  }

  mutating func section(_ title: String) { macro("Sh", Self.escaped(title)) }

  /// Text filled into the current paragraph.
  mutating func text(_ text: String) {
    lines += text.split(separator: "\n").map { Self.escaped(String($0.trimmingWhitespace())) }
      .filter { !$0.isEmpty }
  }

  /// Each line of `text` its own paragraph.
  mutating func paragraphs(_ text: String) {
    for line in text.split(separator: "\n") where !line.trimmingWhitespace().isEmpty {
      let last = lines.last ?? ""
      if !(last.hasPrefix(".Sh ") || last.hasPrefix(".Ss ")) { macro("Pp") }
      self.text(String(line))
    }
  }

  /// Backslashes, double quotes and minus signs escaped (so that options copy as typed), letters
  /// beyond ASCII as `\\[u00ED]` (groff without preconv reads bytes), and a leading dot or
  /// quote made plain text.
  static func escaped(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\e"
      case "-": escaped += "\\-"
      case "\"": escaped += "\\(dq"
      case "…": escaped += "..."  // no glyph for it on an ASCII terminal
      case _ where scalar.isASCII: escaped.unicodeScalars.append(scalar)
      default:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        escaped += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      }
    }
    return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
  }
}
