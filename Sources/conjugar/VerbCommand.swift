import ArgumentParser
import ConjugarCore
import ConjugarOutput
import ConjugarSettings

import Dispatch
import Synchronization

struct VerbCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verb",
    abstract: "Print every conjugation of one or more verbs.",
    discussion: """
      Irregular letters are highlighted in colour. Pronominal verbs end in -se (levantarse).
      A verb not in the list is conjugated by inference from its ending and marked as such.
      Exit status: 0 on success, 64 for a usage error, 65 when a word is not a verb.
      """
  )

  @Argument(help: "Infinitives to conjugate, e.g. hablar tener levantarse.")
  var infinitives: [String] = []

  @Option(name: .customLong("tense"), help: "Show only this tense (repeatable).")
  var tenses: [Tense] = []

  @Flag(inversion: .prefixedNo, help: "Show or hide the vos row (default: the vos setting, off).")
  var vos: Bool? = nil

  @OptionGroup var output: OutputOptions
  @OptionGroup var settings: SettingsOptions

  func validate() throws {
    if infinitives.isEmpty { throw ValidationError("give at least one infinitive, e.g. 'conjugar verb hablar'") }
  }

  func run() throws { try run(in: .live) }

  func run(in environment: CommandEnvironment) throws {
    let conjugator =
      infinitives.count >= 32 ? environment.conjugator.forManyLookups() : environment.conjugator
    let store = settings.store(in: environment)
    let showVos = vos ?? store.load().vos
    let selected = tenses.isEmpty ? Tense.allCases : Tense.allCases.filter(tenses.contains)
    let style = TextStyle(usesColor: output.color.usesColor(in: environment))
    let format = output.format
    // Each verb becomes its printed text, or an error; many verbs use every core.
    var failed = false
    var printedAny = false
    func emit(_ result: Result<(Conjugation, String), ConjugationError>) {
      switch result {
      case .failure(let error):
        environment.error(error.message)
        failed = true
      case .success(let (conjugation, text)):
        if let typed = conjugation.enteredAs {
          environment.note("'\(typed)' is written '\(conjugation.infinitive)'; conjugating '\(conjugation.infinitive)'")
        }
        if !conjugation.isKnown {
          var note = "'\(conjugation.infinitive)' is not in the verb list; conjugated like '\(conjugation.model)'"
          if let near = conjugator.suggestions(for: conjugation.infinitive, limit: 1).first {
            note += " (did you mean '\(near)'?)"
          }
          environment.note(note)
        }
        if printedAny && format == .text { environment.write("") }
        environment.write(text)
        printedAny = true
      }
    }
    Self.inParallel(infinitives, emit: emit) { word -> Result<(Conjugation, String), ConjugationError> in
      do throws(ConjugationError) {
        let conjugation = try conjugator.conjugate(word)
        switch format {
        case .json:
          return .success((conjugation, ConjugationJSON.render(conjugation, showVos: showVos, tenses: selected)))
        case .text:
          let regular = style.usesColor ? conjugator.regularPattern(of: conjugation) : nil
          let table = ConjugationTable(conjugation, regular: regular, showVos: showVos, tenses: selected, style: style)
          return .success((conjugation, table.render()))
        }
      } catch {
        return .failure(error)
      }
    }
    if printedAny { environment.promptableActionHappened(settings: store) }
    if failed { throw ExitCode.notAVerb }
  }

  /// Transforms every item and hands the results to `emit` in order. Many items are done in
  /// waves of chunks on every core, so memory stays bounded whatever the count.
  static func inParallel<T: Sendable>(
    _ items: [String], emit: (T) -> Void, _ transform: @Sendable (String) -> T
  ) {
    guard items.count >= 64 else {
      for item in items { emit(transform(item)) }
      return
    }
    let chunk = 32
    let wave = 8 * chunk
    for waveStart in stride(from: 0, to: items.count, by: wave) {
      let waveItems = Array(items[waveStart..<min(waveStart + wave, items.count)])
      let chunks = stride(from: 0, to: waveItems.count, by: chunk).map {
        Array(waveItems[$0..<min($0 + chunk, waveItems.count)])
      }
      let slots = ResultSlots<[T]>(count: chunks.count)
      DispatchQueue.concurrentPerform(iterations: chunks.count) { index in
        slots.set(index, chunks[index].map(transform))
      }
      for result in slots.values.joined() { emit(result) }
    }
  }
}

/// Results written by concurrent workers, each to its own slot.
final class ResultSlots<Value: Sendable>: Sendable {
  private let storage: Mutex<[Value?]>

  init(count: Int) { storage = Mutex(Array(repeating: nil, count: count)) }

  func set(_ index: Int, _ value: Value) { storage.withLock { $0[index] = value } }

  var values: [Value] { storage.withLock { $0.map { $0! } } }
}
