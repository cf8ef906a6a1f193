/// The typed messages of the option checks (`OptionCheckMessages`). An option is passed as it
/// is typed, `--mode context` with its value; `others` are joined with "or" in each language.
extension Message {
  /// "--count must be between 1 and 500".
  public static func optionBetween(_ option: String, _ low: Int, _ high: Int) -> Message {
    Message.optionBetween(option: option, low: low, high: high)
  }

  /// "--answers goes with --worksheet or --key-file".
  public static func optionGoesWith(_ option: String, _ others: String...) -> Message {
    Message.optionGoesWith(option: option, other: others)
  }

  /// "--difficulty does not go with --review".
  public static func optionNotWith(_ option: String, _ other: String) -> Message {
    Message.optionNotWith(option: option, other: other)
  }

  /// "--irregular and --regular exclude each other".
  public static func optionsExclude(_ first: String, _ second: String) -> Message {
    Message.optionsExclude(first: first, second: second)
  }

  /// "--output needs a file name" (given an empty one).
  public static func optionNeedsFileName(_ option: String) -> Message {
    Message.optionNeedsFileName(option: option)
  }

  /// "a whole number from 1", after "use".
  public static func wholeNumberFrom(_ low: Int) -> Message {
    Message.wholeNumberFrom(low: low)
  }

  /// A `--person` value that names no person: `name` is the part of a list that does not
  /// (nil: the whole value, "" an empty part), then the names there are.
  public static func notAPerson(_ name: String?) -> Message {
    let problem =
      switch name {
      case nil: Message(.personNotAPerson)
      case ""?: Message(.personEmpty)
      case let name?: Message.personUnknown(name: name)
      }
    return Message.personNames(problem: problem)
  }

  /// One word of `--verbs` (or of a verb list) that is no known verb: the word, where it comes
  /// from (nil: `--verbs`) and the nearest verbs.
  public struct UnknownVerb: Sendable {
    let word: String
    let origin: Message?
    let suggestions: [String]

    public init(_ word: String, origin: Message?, suggestions: [String]) {
      self.word = word
      self.origin = origin
      self.suggestions = suggestions
    }

    var message: Message {
      .unknownVerbItem(
        word: word, origin: origin.map { .unknownVerbOrigin(origin: $0) } ?? .empty,
        near: .verbsNear(suggestions))
    }
  }

  /// Where a word of a verb list is: "line 3 of list.txt".
  public static func verbListLine(_ line: Int, of file: String) -> Message {
    Message.verbListLine(line: line, file: file)
  }

  /// "unknown verb 'hablr' (did you mean 'hablar'?); …": the first few words, and how many
  /// more there are.
  public static func unknownVerbs(_ verbs: [UnknownVerb], more: Int) -> Message {
    var listed = verbs.first?.message ?? .empty
    for verb in verbs.dropFirst() {
      listed = listed.followed(by: .listSeparator).followed(by: verb.message)
    }
    let shown = more > 0 ? Message.unknownVerbsMore(verbs: listed, count: more) : listed
    return .unknownVerbsListed(verbs: shown, count: verbs.count + more)
  }
}
