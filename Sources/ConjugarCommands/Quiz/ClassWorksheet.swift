import CalendarDates
import ClassKey
import ConjugarQuiz
import DurableFiles
import Messages
import WorksheetOutput

/// `quiz --worksheet --class NAME`: sealed versions. The class's secret is drawn from the
/// environment's randomness, each version's seed and code derive from it (`ClassSecret`), and
/// the key file the teacher keeps holds the secret and every answer. The sheets print only the
/// codes: nothing on them redraws a version, and `--answers` reads the key file, never the seed.
extension QuizRequest {
  /// Writes the key file first (a file already at its path stops everything, 73), then prints
  /// the sheets, always in the versioned shape (JSON: `[{"version":"3B-K7Q2","questions":…}]`).
  /// Sheets that cannot be printed (a full disk, a closed pipe) take their new key with them,
  /// so the same command can simply be run again.
  func printSealedWorksheet(
    className: String, options: QuizOptions, environment: CommandEnvironment
  ) throws(CommandFailure) {
    var randomness = EnvironmentRandomness(environment: environment)
    let secret = ClassSecret(using: &randomness)
    let codes = secret.versionCodes(count: versions ?? 1, className: className)
    var sheets: [WorksheetSheet] = []
    var keyed: [ClassKey.Version] = []
    for (index, code) in codes.enumerated() {
      guard
        let (questions, sentences) = try self.questions(
          options, seed: secret.seed(forVersion: index), environment: environment),
        !questions.isEmpty
      else {
        throw .usage(Message(.worksheetNoQuestionFits).text(in: environment.language))
      }
      let drill = Drill(
        kind: kind, questions: questions, options: options, conjugator: environment.conjugator,
        sentences: sentences, showsTense: hint == .tense)
      // The seed is not printed on a sealed sheet; 0 stands in for it.
      var sheet = Worksheet(
        questions: questions, drill: drill, options: options, seed: 0, version: code,
        showsEnglish: english)
      sheet.handout = handout
      sheets.append(.questions(sheet))
      keyed.append(
        ClassKey.Version(
          code: code,
          questions: questions.map {
            ClassKey.Question($0, drill: drill, sentence: drill.sentence($0)?.spanish)
          }))
    }
    let key = ClassKey(
      className: className, secret: secret, accents: accents, drill: kind,
      selection: ClassKey.Selection(options), versions: keyed,
      created: ISODate.format(environment.now()), paper: handout.paper?.rawValue)
    let path = keyFile ?? ClassKeyFile.defaultPath(className: className)
    let printed = WorksheetPrinter.render(
      sheets, format: format, withAnswers: false, versioned: true, in: environment.language)
    let created = try ClassKeyFile(path: path).create(key, in: environment.language)
    environment.write(printed) { DurableFile(path: path).remove(ifStill: created) }
    environment.note(Message.worksheetKeyFileNote(path: path))
  }

  /// `quiz --answers --key-file PATH`: every version's key, from the file.
  func printClassAnswers(keyFile: String, environment: CommandEnvironment)
    throws(CommandFailure)
  {
    let key = try ClassKeyFile(path: keyFile).read(in: environment)
    environment.write(ClassKeyPrinter.render(key, format: format, in: environment.language))
  }
}

/// The environment's randomness as a generator (`ClassSecret(using:)` draws from it).
struct EnvironmentRandomness: RandomNumberGenerator {
  let environment: CommandEnvironment
  mutating func next() -> UInt64 { environment.randomWord() }
}
