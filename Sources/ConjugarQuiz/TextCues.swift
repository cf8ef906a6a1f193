import ConjugarCore
import SentenceBank

/// The cues of a learner's sentence, learnt from the sentence bank: a bank cue (`ayer`,
/// `ojalá`, `quería que`, written without an ellipsis) that points to one tense in at least
/// four of five of the bank's sentences it cues is that tense's cue wherever a text writes it.
/// A text drill's wrong answer in another tense then gets the cue as the bank's sentences do
/// ("«ayer» asks for the pretérito: tuve"); a sentence without such a cue gets none.
public struct TextCues: Sendable {
  /// The cues by their first word: each cue's words (lowercase) and the tense it points to.
  private let cues: [Substring: [(words: [Substring], tense: Tense)]]

  /// The cues of the bundled bank.
  public static let bundled = TextCues(bank: .bundled)

  /// A cue points to a tense when this share of its sentences asks it first (-ra and -se as
  /// one).
  static let dominance = 0.8

  public init(bank: SentenceBank) {
    var counts: [String: [Tense: Int]] = [:]
    for sentence in bank.sentences where !sentence.cue.contains("…") {
      let cue = sentence.cue.lowercased()
      guard !cue.isEmpty, Self.words(cue).count <= 4 else { continue }
      counts[cue, default: [:]][Self.family(sentence.tense), default: 0] += 1
    }
    var cues: [Substring: [(words: [Substring], tense: Tense)]] = [:]
    for (cue, tenses) in counts.sorted(by: { $0.key < $1.key }) {
      let total = tenses.values.reduce(0, +)
      guard
        let (tense, count) = tenses.max(by: { ($0.value, $1.key.index) < ($1.value, $0.key.index) }
        ),
        Double(count) >= Self.dominance * Double(total)
      else { continue }
      let words = Self.words(cue)
      guard let first = words.first else { continue }
      cues[first, default: []].append((words, tense))
    }
    self.cues = cues
  }

  /// The longest cue of `tense` the sentence writes (`sentence` with its blank), as written
  /// there; empty when it has none.
  public func cue(for tense: Tense, in sentence: String) -> String {
    let family = Self.family(tense)
    let written = Self.words(sentence)
    let lowered = written.map { Substring($0.lowercased()) }
    var best: [Substring] = []
    for start in lowered.indices {
      for cue in cues[lowered[start]] ?? []
      where cue.tense == family && cue.words.count > best.count
        && lowered[start...].starts(with: cue.words)
      {
        best = Array(written[start..<(start + cue.words.count)])
      }
    }
    return best.joined(separator: " ")
  }

  /// The words of a text: runs of letters.
  static func words(_ text: some StringProtocol) -> [Substring] {
    Substring(text).split { !$0.isLetter }
  }

  /// A subjunctive's -ra tense for either of its forms: the bank lists both.
  private static func family(_ tense: Tense) -> Tense {
    switch tense {
    case .imperfectoDeSubjuntivo2: .imperfectoDeSubjuntivo1
    case .pluscuamperfectoDeSubjuntivo2: .pluscuamperfectoDeSubjuntivo1
    default: tense
    }
  }
}
