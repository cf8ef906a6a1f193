import Testing

/// `conjugar verb` with a word one edit from a listed verb: a typo, refused with the listed
/// verbs (status 65) unless `--infer`; rarer listed verbs and words with no near neighbour are
/// conjugated as before.
@Suite struct VerbTypoTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  @Test(
    arguments: [
      ("comir", "unknown verb 'comir'; did you mean 'comer'?"),
      ("Comir", "unknown verb 'comir'; did you mean 'comer'?"),
      ("COMÍR", "unknown verb 'comír'; did you mean 'comer'?"),  // an accent and a letter
      ("haber", nil), ("abarse", nil),  // listed, however rare: never a typo
      ("tenner", "unknown verb 'tenner'; did you mean 'tener'?"),  // doubled; tender is no slip
      ("tneer", "unknown verb 'tneer'; did you mean 'tener'?"),  // two letters swapped
      ("viver", "unknown verb 'viver'; did you mean 'vivir' or 'vivar'?"),
      ("comirse", "unknown verb 'comirse'; did you mean 'comerse'?"),  // pronominal, by its verb
      ("levnatarse", "unknown verb 'levnatarse'; did you mean 'levantarse'?"),
      ("yegar", "unknown verb 'yegar'; did you mean 'llegar'?"),  // sounds
      ("gooblear", nil),  // googlear is rare, and -ear makes verbs: a verb of its own
      ("precalentar", nil), ("esforzar", nil), ("hashear", nil),  // issue 40
    ] as [(String, String?)])
  func aWordOneEditFromAListedVerbIsATypo(_ word: String, _ error: String?) throws {
    let result = try runner.run(["verb", word, "--tense", "presente"])
    if let error {
      #expect(result.status == 65)
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderr == "conjugar: error: \(error) (--infer conjugates it as written)\n")
    } else {
      #expect(result.status == 0)
      #expect(!result.stderr.contains("error"))  // at most the note of an inferred verb
    }
  }

  @Test func inferConjugatesATypoAnywayWithItsNote() throws {
    let result = try runner.run(["verb", "comir", "--infer", "--tense", "presente"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("comimos"))
    #expect(
      result.stderr
        == "conjugar: note: 'comir' is not in the verb list; conjugated like 'vivir' "
        + "(did you mean 'comer'?)\n")
  }

  @Test func aWordWithNoNearNeighbourIsStillInferred() throws {
    let result = try runner.run(["verb", "instagramear", "--tense", "presente"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("instagrameamos"))
    #expect(result.stderr.hasPrefix("conjugar: note: 'instagramear' is not in the verb list"))
  }

  @Test func aRespeltWordIsTheListedVerbNotATypo() throws {
    let result = try runner.run(["verb", "oir", "--tense", "presente"])
    #expect(result.status == 0)
    #expect(result.stderr == "conjugar: note: 'oir' is written 'oír'; conjugating 'oír'\n")
  }

  /// In a list (arguments or standard input) each typo is one error line, the other verbs are
  /// printed in order, and the status is 65 at the end.
  @Test(arguments: [false, true])
  func aTypoInAListIsOneErrorLineAndTheRestIsPrinted(_ fromStandardInput: Bool) throws {
    let words = ["hablar", "comir", "vivir", "tenner"]
    let options = ["--format", "json", "--tense", "presente"]
    let result =
      fromStandardInput
      ? try runner.run(["verb", "-"] + options, stdin: words.joined(separator: "\n") + "\n")
      : try runner.run(["verb"] + words + options)
    #expect(result.status == 65)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.contains("\"infinitive\":\"hablar\"") == true)
    #expect(lines.last?.contains("\"infinitive\":\"vivir\"") == true)
    #expect(
      result.stderrLines == [
        "conjugar: error: unknown verb 'comir'; did you mean 'comer'? (--infer conjugates it as written)",
        "conjugar: error: unknown verb 'tenner'; did you mean 'tener'? (--infer conjugates it as written)",
      ])
  }

  /// Issue 40 as a user meets it, in both languages: rare real verbs and neologisms conjugated
  /// with the usual note (or none, for a verb listed with -se), slips of frequent verbs refused
  /// with the intended verb first, a capital and a misplaced accent never a new verb.
  @Test(arguments: [("en", [:]), ("es", ["LANG": "es_ES.UTF-8"])] as [(String, [String: String])])
  func goldenRealVerbsAndSlips(_ language: String, _ environment: [String: String]) throws {
    let words = [
      "precalentar", "esforzar", "hashear", "gamificar", "desdentar", "podrir", "yegar",
      "organisar", "cojer", "dessear", "Hablar", "hablár",
    ]
    let result = try runner.run(
      ["verb"] + words + ["--tense", "presente", "--format", "json"], environment: environment)
    #expect(result.status == 65)
    #expect(result.stdout.split(separator: "\n").count == 7)
    try Golden.check(result.stderr, against: "verb-typo-guard-\(language)", extension: "stderr")
  }

  /// The built binary, as a shell user meets it: a typo, a mistyped command, a parser error and
  /// the program's help.
  @Test func theBinaryCatchesTyposAndSpeaksWithOneVoice() throws {
    let binary = try BinaryRunner()
    let typo = try binary.run(["verb", "comir"])
    #expect(typo.status == 65)
    #expect(typo.stdout.isEmpty)
    #expect(
      typo.stderr
        == "conjugar: error: unknown verb 'comir'; did you mean 'comer'? (--infer conjugates it as written)\n"
    )
    let command = try binary.run(["verv", "hablar"])
    #expect(command.status == 64)
    #expect(
      command.stderr
        == "conjugar: error: unknown command 'verv'; did you mean 'verb'? (see 'conjugar help')\n")
    let value = try binary.run(["verb", "hablar", "--format", "xml"])
    #expect(value.status == 64)
    #expect(
      value.stderr
        == "conjugar: error: invalid value 'xml' for --format; use text or json "
        + "(see 'conjugar help')\n")
    let help = try binary.run(["--help"])
    #expect(help.status == 0)
    #expect(
      help.stdout.hasSuffix(
        "  conjugar quiz --worksheet --count 10 --seed 7\n"
          + "      A printable worksheet of ten questions.\n"))
  }
}
