import ConjugarOutput
import Messages
import Speech

/// Prints `conjugar verb`'s outcomes in order: messages on standard error, tables or JSON lines
/// on standard output in large writes (through the pager on a terminal, PagedOutput), forms said
/// aloud with `--speak`.
final class VerbPrinter {
  let environment: CommandEnvironment
  let format: OutputFormat
  let speaker: VerbSpeaker?
  /// Whether each verb is written as soon as it is printed (words typed at a terminal).
  let flushesEachVerb: Bool
  private let buffer: OutputBuffer
  private let output: PagedOutput
  private(set) var printedAny = false
  /// Whether a word could not be conjugated.
  private(set) var failed = false
  /// The verbs `--english` found no gloss for.
  private var withoutEnglish: [String] = []
  private var withoutEnglishCount = 0

  init(
    environment: CommandEnvironment, format: OutputFormat, speaker: VerbSpeaker?,
    flushesEachVerb: Bool = false, noPager: Bool = true
  ) {
    self.environment = environment
    self.format = format
    self.speaker = speaker
    self.flushesEachVerb = flushesEachVerb
    // Tables go through the pager; not words typed one by one (each table is wanted at once),
    // not JSON, not while forms are said aloud.
    let paged = PagedOutput(
      environment: environment,
      noPager: noPager || flushesEachVerb || format != .text || speaker != nil)
    output = paged
    buffer = OutputBuffer(write: paged.write)
  }

  func print(_ outcome: VerbOutcome) {
    if !outcome.messages.isEmpty { buffer.flush() }
    for message in outcome.messages {
      switch message {
      case .error(let text):
        environment.error(text)
        failed = true
      case .note(let text): environment.note(text)
      }
    }
    if let verb = outcome.withoutEnglish {
      withoutEnglishCount += 1
      if withoutEnglish.count < 3 { withoutEnglish.append(verb) }
    }
    guard let text = outcome.text else { return }
    if printedAny && format == .text { buffer.append("") }
    buffer.append(text)
    printedAny = true
    if flushesEachVerb { buffer.flush() }
    if let speaker, !outcome.phrases.isEmpty {
      buffer.flush()
      speaker.say(outcome.phrases, environment: environment)
    }
  }

  /// Writes what is held, then one note for the verbs shown without English.
  func finish() {
    buffer.flush()
    output.finish()
    guard withoutEnglishCount > 0 else { return }
    environment.note(
      Message.noEnglish(for: withoutEnglish, more: withoutEnglishCount - withoutEnglish.count))
  }
}

/// `verb --speak`: says each verb's phrases as it is printed. The first failure is one error
/// line; the rest of the output is printed without sound, and the status is 69.
final class VerbSpeaker {
  let speech: SpeechClient
  let voice: Speech.Voice
  private(set) var failed = false

  init(speech: SpeechClient, voice: Speech.Voice) {
    self.speech = speech
    self.voice = voice
  }

  func say(_ phrases: [String], environment: CommandEnvironment) {
    for phrase in phrases where !failed {
      do throws(Speech.Failure) {
        try speech.say(phrase, voice, nil)
      } catch {
        failed = true
        environment.error(error.typed.followed(by: .speechGoingOnWithoutSound))
      }
    }
  }
}
/// Standard output gathered into large writes (a write per verb is most of the time when
/// thousands are printed). Lines are written before any message on standard error, so a
/// terminal shows both in order.
final class OutputBuffer {
  private let write: (String) -> Void
  private var text = ""
  private var hasLines = false
  private let limit = 1 << 20

  init(write: @escaping (String) -> Void) { self.write = write }

  /// Adds one line (it may hold newlines of its own).
  func append(_ line: String) {
    if hasLines { text += "\n" }
    text += line
    hasLines = true
    if text.utf8.count >= limit { flush() }
  }

  /// Writes what is held.
  func flush() {
    guard hasLines else { return }
    write(text)
    text = ""
    hasLines = false
  }
}
