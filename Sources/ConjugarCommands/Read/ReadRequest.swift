import ConjugarOutput
import LineInput
import Messages
import PlainText
import ReadingOutput
import TextInput

/// `conjugar read FILE… | -`: every verb of Spanish texts, read in context, as a table with a
/// summary (`--by verb|tense`), the text with its verbs marked (`--in-text`, `--tenses`) or
/// JSON (one object per occurrence).
///
/// Each file is read on its own (`TextFile`): one that cannot be read is its one error line, the
/// others are still read and printed, and the status is that file's (66, 74 or 65; 66 first).
/// A text without a verb is a note and status 0.
public struct ReadRequest: Equatable, Sendable {
  /// The paths as given; `-` is standard input.
  public var files: [String]
  public var grouping: ReadGrouping
  public var inText: Bool
  public var tenses: Bool
  /// `--input-format`; nil: each file's extension says it.
  public var inputFormat: TextFormat?
  public var format: OutputFormat
  public var color: ColorMode

  public init(
    files: [String], grouping: ReadGrouping = .verb, inText: Bool = false, tenses: Bool = false,
    inputFormat: TextFormat? = nil, format: OutputFormat = .text, color: ColorMode = .auto
  ) {
    self.files = files
    self.grouping = grouping
    self.inText = inText
    self.tenses = tenses
    self.inputFormat = inputFormat
    self.format = format
    self.color = color
  }

  /// `reader` is a session's (the REPL's), which reads standard input itself: `-` is then
  /// refused; nil for a process.
  public func run(in environment: CommandEnvironment, reader: (any LineReader)? = nil)
    throws(CommandFailure)
  {
    let language = environment.language
    if files.filter({ $0 == "-" }).count > 1 {
      throw .usage(Message.readDashAlone.text(in: language))
    }
    if reader != nil, files.contains("-") {
      throw .usage(Message.readStandardInputInSession.text(in: language))
    }
    let analysis = ReadAnalysis(conjugator: environment.conjugator)
    var texts: [ReadText] = []
    var failure: CommandFailure? = nil
    for path in files {
      let file = TextFile(path: path, format: inputFormat)
      do throws(CommandFailure) {
        let text = try file.read(in: environment)
        let read = analysis.read(text, file: path)
        if read.verbs.isEmpty { environment.note(.readNoVerb(source: file.source)) }
        texts.append(read)
      } catch {
        environment.error(error.message ?? "")
        if failure == nil || error.status == .noInput { failure = CommandFailure(error.status) }
      }
    }
    print(texts, in: environment)
    if let failure { throw failure }
  }

  private func print(_ texts: [ReadText], in environment: CommandEnvironment) {
    let language = environment.language
    let style = TextStyle(usesColor: color.usesColor(in: environment))
    switch format {
    case .json:
      if !texts.isEmpty { ReadingJSON.write(texts) { environment.write($0) } }
    case .text where inText:
      let several = files.count > 1
      let blocks = texts.map { text in
        let marked = MarkedText(text, tenses: tenses, style: style, language: language).render()
        return several ? style.heading(text.file.escapingControlCharacters) + "\n" + marked : marked
      }
      if !blocks.isEmpty { environment.write(blocks.joined(separator: "\n\n")) }
    case .text:
      let table = ReadingTable(texts, grouping: grouping, style: style, language: language)
        .render()
      if !table.isEmpty { environment.write(table) }
    }
  }
}
