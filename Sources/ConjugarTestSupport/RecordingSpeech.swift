import Speech
import TestBasics

/// Speech that says nothing: it records each text with its voice and output file, as
/// `"<voice> <text>"` or `"<voice> <text> > <output>"`, and can play a missing or failing
/// program.
public final class RecordingSpeech: Sendable {
  private let lines = Locked<[String]>([])
  /// The failure to report when asked whether speech is available (a missing program).
  public let unavailable: Speech.Failure?
  /// The failure each `say` throws after recording (a program that exits with an error).
  public let failure: Speech.Failure?

  public init(unavailable: Speech.Failure? = nil, failure: Speech.Failure? = nil) {
    self.unavailable = unavailable
    self.failure = failure
  }

  /// What was said, in order.
  public var said: [String] { lines.get() }

  public var client: SpeechClient {
    let lines = self.lines
    let unavailable = self.unavailable
    let failure = self.failure
    return SpeechClient(
      unavailable: { unavailable },
      say: { text, voice, output throws(Speech.Failure) in
        lines.update { $0.append(voice.rawValue + " " + text + (output.map { " > " + $0 } ?? "")) }
        if let failure { throw failure }
      })
  }
}
