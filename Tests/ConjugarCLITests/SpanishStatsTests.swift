import ConjugarTestSupport
import Foundation
import Testing

/// `stats` (summary, habits, `--items`) and `quiz --review` in Spanish on the fixture history
/// of StatsCommandTests (read in Bogotá on 9 March 2025 at 15:00), against reviewed golden
/// transcripts: the same bytes whether Spanish comes from LANG or from --lang es. Tenses and
/// verbs keep their names; the diagnosis lines of the review are another area's.
@Suite struct SpanishStatsTests {
  let runner: InProcessRunner
  init() throws {
    runner = try StatsCommandTests.bogotaRunner()
  }

  /// Every way of asking for Spanish: the option, and the locale with no option.
  private static func fixture() throws -> String {
    try String(
      contentsOf: Golden.folder.appendingPathComponent("learning.history.jsonl"), encoding: .utf8)
  }

  /// Puts `history` (the fixture's, and `extra` lines) where the runner's settings have it.
  private func useHistory(_ history: String? = nil, appending extra: String = "") throws {
    let text = try history ?? Self.fixture()
    try (text + extra).write(
      to: runner.scratch.appendingPathComponent("history.jsonl"), atomically: true,
      encoding: .utf8)
  }

  private func habitsHistory() throws -> String {
    try String(
      contentsOf: Golden.folder.appendingPathComponent("habits.history.jsonl"), encoding: .utf8)
  }

  /// Runs `arguments` in Spanish both ways on a fresh copy of the history; the same output.
  private func both(
    _ arguments: [String], history: String? = nil, extra: String = "", input: String = ""
  ) throws -> RunResult {
    try runner.inSpanishBothWays(arguments, stdin: input) {
      try useHistory(history, appending: extra)
    }
  }

  @Test func summary() throws {
    let result = try both(["stats"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    try Golden.check(result.stdout, against: "stats-es")
  }

  @Test func habits() throws {
    let result = try both(["stats"], extra: try habitsHistory())
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    try Golden.check(result.stdout, against: "stats-habits-es")
  }

  /// At 40 columns the bars go under their names; "100 %" is a column wider than "100%".
  @Test func narrowTerminal() throws {
    try useHistory()
    let result = try runner.run(["stats", "--lang", "es"], environment: ["COLUMNS": "40"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    try Golden.check(result.stdout, against: "stats-es-40")
  }

  @Test func items() throws {
    let result = try both(["stats", "--items"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    try Golden.check(result.stdout, against: "stats-items-es")
  }

  /// The review of ReviewCommandTests' transcript, the same answers.
  @Test func review() throws {
    let result = try both(
      ["quiz", "--review", "--seed", "7", "--count", "6"],
      input: try String(
        contentsOf: Golden.folder.appendingPathComponent("review.stdin"), encoding: .utf8))
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    try Golden.check(result.stdout, against: "review-es")
  }

  /// The weak-spots quiz names its habits in Spanish in its header.
  @Test func weakSpotsHeader() throws {
    let result = try both(
      ["quiz", "--weak", "--seed", "4", "--count", "2"], extra: try habitsHistory(),
      input: ":quit\n")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.hasPrefix(
        "Puntos débiles · semilla 4 · 2 preguntas · ortografía de -car, -gar y -zar ante\n"
          + "  e, diptongación e → ie, pretéritos fuertes\n"))
  }

  @Test func noQuizzesYet() throws {
    let result = try runner.run(["stats", "--lang", "es"])
    #expect(result.status == 0)
    #expect(result.stdout == "Todavía no hay cuestionarios: ejecute «conjugar quiz».\n")
    let items = try runner.run(["stats", "--items", "--lang", "es"])
    #expect(items.stdout == "Todavía no hay formas para repasar: ejecute «conjugar quiz».\n")
  }

  /// The notes of a review or a weak-spots quiz with nothing to ask.
  @Test func notesWhenThereIsNothingToAsk() throws {
    let review = try runner.run(["quiz", "--review", "--seed", "1", "--lang", "es"])
    #expect(
      review.stderr
        == "conjugar: nota: todavía no hay historial de cuestionarios: ejecute antes «conjugar"
        + " quiz»; --review vuelve a preguntar lo que toca repasar\n")
    let weak = try runner.run(["quiz", "--weak", "--seed", "1", "--lang", "es"])
    #expect(
      weak.stderr
        == "conjugar: nota: todavía no hay historial de cuestionarios: ejecute antes «conjugar"
        + " quiz»; --weak practica los puntos débiles que muestre\n")
    let drill = try both(["quiz", "--review", "--mode", "translate", "--seed", "1"])
    #expect(
      drill.stderr
        == "conjugar: nota: nada que repasar: todavía no hay respuestas en este ejercicio"
        + " (ejecute antes «conjugar quiz --mode translate»)\n")
    // Missed this morning (local time): due tomorrow.
    let missed =
      #"{"date":"2025-03-09T15:00:00Z","answers":[{"verb":"ser","tense":"preterito","person":"yo","mark":"wrong"}]}"#
      + "\n"
    let nothingDue = try both(["quiz", "--review", "--seed", "7"], history: missed)
    #expect(
      nothingDue.stderr
        == "conjugar: nota: hoy no hay nada que repasar; la próxima forma se repasa el 2025-03-10"
        + " (para adelantar el repaso, use --count N)\n")
    let selection = try both(
      ["quiz", "--review", "--seed", "7", "--verbs", "comer", "--count", "3"], history: missed)
    #expect(
      selection.stderr
        == "conjugar: nota: nada que repasar en esta selección: amplíela o quítela\n")
    let noForms = try both(
      ["quiz", "--weak", "--verbs", "hablar", "--seed", "1"], extra: try habitsHistory())
    #expect(
      noForms.stderr
        == "conjugar: nota: ninguna forma de la selección presenta estos puntos: ortografía de"
        + " -car, -gar y -zar ante e, diptongación e → ie, pretéritos fuertes; amplíela o"
        + " quítela\n")
    // One quiz: no habit has its answers yet.
    let firstQuiz = try String(Self.fixture().split(separator: "\n")[0]) + "\n"
    let nothingWeak = try both(["quiz", "--weak", "--seed", "1"], history: firstQuiz)
    #expect(
      nothingWeak.stderr
        == "conjugar: nota: todavía no hay puntos débiles: cada punto necesita"
        + " 5 respuestas y un fallo («conjugar stats» los"
        + " muestra)\n")
  }
}
