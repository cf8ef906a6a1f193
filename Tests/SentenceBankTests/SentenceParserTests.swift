import ConjugarCore
import Testing

@testable import SentenceBank

/// The parser on small texts: the fields of a good line, and each reason a line is refused,
/// with its file and line number.
struct SentenceParserTests {
  static let good =
    "tener\tpreterito\tyo\tAyer (yo) ___ un examen.\tYesterday I had an exam.\tcue=ayer;names=Ana, Luis"

  @Test func aLineGivesEveryField() throws {
    let bank = SentenceBank(files: [SentenceFile(name: "past.tsv", text: Self.good)])
    #expect(bank.errors.isEmpty)
    let sentence = try #require(bank.sentences.first)
    #expect(
      sentence
        == Sentence(
          verb: "tener", tenses: [.preterito], person: .yo, spanish: "Ayer (yo) ___ un examen.",
          english: "Yesterday I had an exam.", cue: "ayer", names: ["Ana", "Luis"],
          file: "past.tsv", line: 1))
    #expect(sentence.location == "past.tsv:1")
  }

  @Test func commentsBlankLinesAndCarriageReturnsAreSkippedButCounted() throws {
    let text = "# a comment\n\n   \n" + Self.good + "\r\n"
    let bank = SentenceBank(files: [SentenceFile(name: "past.tsv", text: text)])
    #expect(bank.errors.isEmpty)
    #expect(bank.sentences.map(\.line) == [4])
    #expect(bank.sentences.first?.cue == "ayer")
  }

  @Test func severalTensesKeepTheirOrder() throws {
    let line =
      "dar\timperfectoDeSubjuntivo2|imperfectoDeSubjuntivo1\tel\tQue me ___ paz.\tLet him give me peace.\tcue=que"
    let bank = SentenceBank(files: [SentenceFile(name: "f", text: line)])
    let sentence = try #require(bank.sentences.first)
    #expect(sentence.tenses == [.imperfectoDeSubjuntivo2, .imperfectoDeSubjuntivo1])
    #expect(sentence.tense == .imperfectoDeSubjuntivo2)
  }

  @Test func theRegisterAndOtherNotesAreKept() throws {
    let line =
      "pagar\tfuturoDeSubjuntivo\tel\tQuien no ___ será multado.\tWhoever does not pay will be fined.\tcue=Quien;register=legal;concession=hypothetical"
    let bank = SentenceBank(files: [SentenceFile(name: "formal.tsv", text: line)])
    let sentence = try #require(bank.sentences.first)
    #expect(sentence.register == .legal)
    #expect(sentence.notes == ["concession": "hypothetical"])
    let everyday = try #require(
      SentenceBank(files: [SentenceFile(name: "past.tsv", text: Self.good)]).sentences.first)
    #expect(everyday.register == .everyday)
    #expect(everyday.notes.isEmpty)
  }

  static let refused: [(String, SentenceParseError.Reason)] = [
    ("tener\tpreterito\tyo\tAyer ___.\tYesterday.", .fieldCount(5)),
    ("tener\tpreterito\tyo\tAyer ___.\tYesterday.\tcue=ayer\textra", .fieldCount(7)),
    ("\tpreterito\tyo\tAyer ___.\tYesterday.\tcue=ayer", .noVerb),
    ("tener\tpretérito\tyo\tAyer ___.\tYesterday.\tcue=ayer", .unknownTense("pretérito")),
    ("tener\tpreterito|\tyo\tAyer ___.\tYesterday.\tcue=ayer", .unknownTense("")),
    (
      "tener\timperfectoDeSubjuntivo1\tyo\tQue ___.\tThat.\tcue=que",
      .unpairedSubjunctive(.imperfectoDeSubjuntivo1)
    ),
    (
      "haber\tpluscuamperfectoDeSubjuntivo2\tyo\tSi ___.\tIf.\tcue=si",
      .unpairedSubjunctive(.pluscuamperfectoDeSubjuntivo2)
    ),
    ("tener\tpreterito\tél\tAyer ___.\tYesterday.\tcue=ayer", .unknownPerson("él")),
    ("tener\tpreterito\tyo\tAyer tuve.\tYesterday.\tcue=ayer", .blankCount(0)),
    ("tener\tpreterito\tyo\t___ y ___.\tYesterday.\tcue=ayer", .blankCount(2)),
    // Counted as scripts/check-sentences.py counts: six underscores are two blanks.
    ("tener\tpreterito\tyo\tAyer ______.\tYesterday.\tcue=ayer", .blankCount(2)),
    ("tener\tpreterito\tyo\tAyer ___.\t \tcue=ayer", .noEnglish),
    ("tener\tpreterito\tyo\tAyer ___.\tI ___.\tcue=ayer", .noEnglish),
    ("tener\tpreterito\tyo\tAyer ___.\tYesterday.\tnames=Ana", .noCue),
    ("tener\tpreterito\tyo\tAyer ___.\tYesterday.\tcue= ", .noCue),
    (
      "tener\tpreterito\tyo\tAyer ___.\tYesterday.\tcue=ayer;register=formal",
      .unknownRegister("formal")
    ),
  ]

  @Test(arguments: refused)
  func aBadLineIsRefusedWithItsReason(_ line: String, _ reason: SentenceParseError.Reason) {
    let text = "# header\n" + Self.good + "\n" + line + "\n"
    let bank = SentenceBank(files: [SentenceFile(name: "past.tsv", text: text)])
    #expect(bank.errors == [SentenceParseError(file: "past.tsv", line: 3, reason: reason)])
    #expect(bank.sentences.count == 1)
  }

  @Test func anErrorSaysWhereAndWhy() {
    let error = SentenceParseError(
      file: "past.tsv", line: 12, reason: .unpairedSubjunctive(.imperfectoDeSubjuntivo1))
    #expect(
      error.description
        == "past.tsv:12: imperfectoDeSubjuntivo1 without imperfectoDeSubjuntivo2: they go together")
    #expect(
      SentenceParseError(file: "a.tsv", line: 1, reason: .fieldCount(5)).description
        == "a.tsv:1: 5 fields, not 6")
  }
}
