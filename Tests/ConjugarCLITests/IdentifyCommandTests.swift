import Foundation
import Testing

/// `conjugar identify` end to end: text, JSON and the exit status.
@Suite struct IdentifyCommandTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  @Test func namesEveryVerbOfAnAmbiguousForm() throws {
    let result = try runner.run(["identify", "fui"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(
      result.stdout == """
        fui
          ir — to go
            Pretérito · yo — I went
          ser — to be
            Pretérito · yo — I was

        """)
  }

  @Test func wordsFormOnePhrase() throws {
    let result = try runner.run(["identify", "habíamos", "dicho"])
    #expect(result.status == 0)
    #expect(
      result.stdoutLines.prefix(3) == [
        "habíamos dicho", "  decir — to say, to tell",
        "    Pluscuamperfecto de indicativo · nosotros — we had said",
      ])
  }

  @Test func listsReadingsWithOtherAccentsApart() throws {
    let result = try runner.run(["identify", "hablo"])
    #expect(result.stdout.contains("With other accents: habló"))
    let missing = try runner.run(["identify", "esta"])
    #expect(missing.status == 0)
    #expect(missing.stdoutLines[1] == "Did you mean está?")
  }

  @Test func jsonHasEveryReading() throws {
    let result = try runner.run(["identify", "dímelo", "--format", "json"])
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["input"] as? String == "dímelo")
    let analyses = try #require(object["analyses"] as? [[String: Any]])
    #expect(analyses.count == 1)
    let reading = try #require(analyses.first)
    #expect(reading["infinitive"] as? String == "decir")
    #expect(reading["kind"] as? String == "finite")
    #expect(reading["tense"] as? String == "imperativoPositivo")
    #expect(reading["person"] as? String == "tu")
    #expect(reading["tableForm"] as? String == "di")
    #expect(reading["pronouns"] as? [String] == ["me", "lo"])
    #expect(reading["negated"] as? Bool == false)
    #expect((object["accentVariants"] as? [Any])?.isEmpty == true)
  }

  @Test func noReadingIsStatus65WithASuggestion() throws {
    let result = try runner.run(["identify", "hablr"])
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderrLines == [
        "conjugar: error: 'hablr' is not a form of any verb conjugar knows; did you mean 'hablar', 'haber' or 'hacer'?"
      ])
  }

  /// JSON readers get the documented empty object; the error and the status are as in text.
  @Test func noReadingInJSONIsTheEmptyObject() throws {
    let result = try runner.run(["identify", "xyzzy", "--format", "json"])
    #expect(result.status == 65)
    #expect(result.stdout == "{\"input\":\"xyzzy\",\"analyses\":[],\"accentVariants\":[]}\n")
    #expect(
      result.stderrLines == [
        "conjugar: error: 'xyzzy' is not a form of any verb conjugar knows"
      ])
    let phrase = try runner.run(["identify", "No", "XYZZY", "--format", "json"])
    #expect(phrase.status == 65)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(phrase.stdout.utf8)) as? [String: Any])
    #expect((object["analyses"] as? [Any])?.isEmpty == true)
    #expect((object["accentVariants"] as? [Any])?.isEmpty == true)
  }

  /// The periphrases of issue 29 and variations of each, as text and JSON: the reviewed
  /// transcript `Golden/identify-periphrases.stdout`.
  static let periphrases = [
    "estoy hablando", "voy a comer", "he estado comiendo", "estaba comiendo", "estuvieron jugando",
    "estaré trabajando", "esté durmiendo", "había estado leyendo", "iba a llover", "vamos a ver",
    "acabo de llegar", "ha de venir", "tengo que irme", "debes estudiar", "debe de ser",
    "vuelvo a empezar", "me estoy lavando", "voy a lavarme", "lo tengo que hacer",
    "yo no estoy comiendo", "estan comiendo",
  ]

  @Test func periphrasesTranscript() throws {
    var text = ""
    for phrase in Self.periphrases {
      let result = try runner.run(["identify"] + phrase.split(separator: " ").map(String.init))
      #expect(result.status == 0 && result.stderr.isEmpty, "\(phrase): \(result.stderr)")
      text += "$ conjugar identify \(phrase)\n" + result.stdout
    }
    let json = try runner.run(["identify", "voy", "a", "comerlo", "--format", "json"])
    text += "$ conjugar identify voy a comerlo --format json\n" + json.stdout
    try Golden.check(text, against: "identify-periphrases")
  }

  /// End to end: the binary names the construction and the English; a sequence that is no
  /// periphrasis is still "not a form" (65), in text and JSON.
  @Test func periphrasesThroughTheBinary() throws {
    let binary = try BinaryRunner()
    let result = try binary.run(["identify", "estoy hablando"])
    #expect(result.status == 0 && result.stderr.isEmpty)
    #expect(
      result.stdout == """
        estoy hablando
          estar + gerund (progressive): hablar — to speak, to talk
            Presente de indicativo · yo — I am speaking

        """)
    let json = try binary.run(["identify", "tengo", "que", "salir", "--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let reading = try #require((object["periphrases"] as? [[String: Any]])?.first)
    #expect(reading["construction"] as? String == "tener que + infinitive")
    #expect(reading["periphrasis"] as? String == "tenerQue")
    #expect(reading["english"] as? String == "I have to go out")
    #expect((reading["auxiliary"] as? [String: Any])?["tense"] as? String == "presenteDeIndicativo")
    #expect((reading["main"] as? [String: Any])?["infinitive"] as? String == "salir")
    for bad in ["voy comer", "estoy xyz", "tengo de salir"] {
      let text = try binary.run(["identify", bad])
      #expect(text.status == 65 && text.stdout.isEmpty, "\(bad)")
      #expect(text.stderr.contains("'\(bad)' is not a form of any verb conjugar knows"), "\(bad)")
      let empty = try binary.run(["identify", bad, "--format", "json"])
      #expect(empty.status == 65)
      #expect(empty.stdout == "{\"input\":\"\(bad)\",\"analyses\":[],\"accentVariants\":[]}\n")
    }
  }

  @Test func aHugeArgumentGetsAShortMessage() throws {
    let result = try runner.run(["identify", String(repeating: "a", count: 100_000)])
    #expect(result.status == 65)
    #expect(result.stderrLines.count == 1 && result.stderr.count < 200)
  }
}
