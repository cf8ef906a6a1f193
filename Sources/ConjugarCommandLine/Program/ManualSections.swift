import ArgumentParser
import ConjugarCommands
import ConjugarOutput
import ConjugarSettings
import Messages
import PlainText

/// The manual page's sections that do not come from the command tree, each from its own
/// source: settings from `SettingKey`, files from `UserDataLocations`, statuses from
/// `ExitStatus.documented`.
enum ManualSections {
  static func settings(defaults: Settings, in page: inout Roff) {
    page.section("SETTINGS")
    page.paragraphs(
      "Kept between runs in the settings file (see FILES); shown with 'conjugar settings', "
        + "changed with 'conjugar settings set KEY VALUE'.")
    page.macro("Bl", "-tag -width Ds")
    for key in SettingKey.allCases {
      page.macro("It", "Cm " + key.rawValue)
      let counter = key.isCounter ? " Kept by conjugar; listed with 'settings list --all'." : ""
      page.text(
        key.summary + "." + counter + " Values: "
          + eitherOf(key.choices) + ". Default: " + key.value(in: defaults) + ".")
    }
    page.macro("El")
  }

  static func files(in page: inout Roff) {
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
    page.section("FILES")
    page.macro("Bl", "-tag -width Ds")
    page.macro("It", "Pa " + Roff.escaped(shown(withXDG.settings)))
    page.text(
      "The settings (JSON), unless --settings or CONJUGAR_SETTINGS names another file. Without "
        + "XDG_CONFIG_HOME: \(shown(withHome.settings)).")
    page.macro("It", "Pa " + Roff.escaped(historyName))
    page.text(
      "The quiz history (JSON Lines), in the settings file's folder: read by 'conjugar stats' "
        + "and 'conjugar quiz --review'.")
    page.macro("It", "Pa " + Roff.escaped(shown(withXDG.replHistory)))
    page.text(
      "The REPL's line history. Without XDG_STATE_HOME: \(shown(withHome.replHistory)).")
    page.macro("El")
    page.paragraphs(
      "XDG_CONFIG_HOME, XDG_STATE_HOME and HOME count only when they are absolute paths; with "
        + "none of them, settings are not saved (an error names the cause).")
  }

  static func environment(in page: inout Roff) {
    let variables = [
      ("CONJUGAR_SETTINGS", "The settings file, when --settings is not given."),
      ("XDG_CONFIG_HOME", "The folder of conjugar/settings.json (see FILES)."),
      ("XDG_STATE_HOME", "The folder of conjugar/history, the REPL's line history."),
      ("HOME", "Where the files go when the XDG variables are unset."),
      ("NO_COLOR", "When set and not empty, --color auto prints no colour."),
      (
        "TERM", "Unset, empty or dumb: no colour with --color auto, and no line editor in the REPL."
      ),
      (
        "COLUMNS",
        "The width 'conjugar info' wraps to when standard output is not a terminal (else 80)."
      ),
      ("LANG, LC_ALL, LC_CTYPE", "The REPL's character set (UTF-8 is used when they name none)."),
      ("TZ", "The time zone of the local days in 'conjugar stats' streaks and spaced review."),
      (
        "CONJUGAR_ESPEAK, PATH",
        "Where 'conjugar say' finds espeak-ng: CONJUGAR_ESPEAK names the program, else PATH."
      ),
    ]
    page.section("ENVIRONMENT")
    page.macro("Bl", "-tag -width Ds")
    for (name, meaning) in variables {
      page.macro("It", "Ev " + name.replacingAll(",", with: " ,"))
      page.text(meaning)
    }
    page.macro("El")
  }

  static func exitStatus(in page: inout Roff) {
    page.section("EXIT STATUS")
    page.macro("Bl", "-tag -width Ds")
    for (status, meaning) in ExitStatus.documented {
      page.macro("It", String(status.rawValue))
      page.text(meaning)
    }
    page.macro("El")
    page.paragraphs(
      "When the program reading the output goes away (head), conjugar ends by SIGPIPE, like cat.")
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

  static func examples(program: String, in page: inout Roff) {
    page.section("EXAMPLES")
    for (line, meaning) in examples {
      page.paragraphs(Message(meaning).english)
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

  mutating func section(_ title: String) { macro("Sh", title) }

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
