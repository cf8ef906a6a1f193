/// A sentence file by name, with its text.
public struct SentenceFile: Sendable {
  /// The file's name, as messages give it: `past.tsv`.
  public let name: String
  public let text: String

  public init(name: String, text: String) {
    self.name = name
    self.text = text
  }

  /// Resources/sentences/*.tsv, compiled into the program by the EmbedVerbData plugin, which
  /// names the same eight files (a test holds the folder to this list).
  public static let bundled = [
    SentenceFile(name: "present.tsv", text: embeddedSentencesPresent),
    SentenceFile(name: "past.tsv", text: embeddedSentencesPast),
    SentenceFile(name: "future.tsv", text: embeddedSentencesFuture),
    SentenceFile(name: "subjunctive.tsv", text: embeddedSentencesSubjunctive),
    SentenceFile(name: "wishes.tsv", text: embeddedSentencesWishes),
    SentenceFile(name: "hypotheses.tsv", text: embeddedSentencesHypotheses),
    SentenceFile(name: "compound.tsv", text: embeddedSentencesCompound),
    SentenceFile(name: "formal.tsv", text: embeddedSentencesFormal),
  ]
}
