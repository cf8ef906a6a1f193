import ConjugarCore
import ConjugarQuiz
import ConjugarSettings
import SentenceBank

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Micro-benchmarks of the core, run as a release executable:
///   swift run -c release conjugar-benchmarks
/// Prints one line per benchmark. Numbers go to Docs/PERFORMANCE.md; nothing is asserted.
/// Arguments, if any, choose the benchmarks whose names contain one of them:
///   swift run -c release conjugar-benchmarks search suggestions

let chosen = CommandLine.arguments.dropFirst()
let conjugator = Conjugator()
let verbs = conjugator.lexicon.entries.map(\.infinitive)

/// `--profile N`: conjugates the first N known verbs once and exits, for callgrind or perf
/// (run it with N and with 0, and subtract, for instructions per verb).
if chosen.first == "--profile" {
  let count = chosen.dropFirst().first.flatMap { Int($0) } ?? verbs.count
  var forms = 0
  for verb in verbs.prefix(count) {
    if let conjugation = try? conjugator.conjugate(verb) {
      forms += conjugation.participle.text.utf8.count
    }
  }
  print(forms)
  exit(0)
}

func measure(
  _ name: String, repetitions: Int, unit: String = "", perRun: Double = 1, _ body: () -> Void
) {
  guard chosen.isEmpty || chosen.contains(where: name.contains) else { return }
  body()  // warm up
  var samples: [Duration] = []
  for _ in 0..<repetitions {
    let start = ContinuousClock.now
    body()
    samples.append(ContinuousClock.now - start)
  }
  samples.sort()
  let median = samples[samples.count / 2]
  let seconds = Double(median.components.seconds) + Double(median.components.attoseconds) / 1e18
  var line = pad(name, 46) + pad(fixed(seconds * 1000, 3), 10, left: true) + " ms"
  if !unit.isEmpty {
    line += "   " + pad(fixed(perRun / seconds, 0), 12, left: true) + " \(unit)/s"
  }
  print(line)
}

func fixed(_ value: Double, _ decimals: Int) -> String {
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  if decimals == 0 { return String(Int(rounded)) }
  let whole = Int(rounded)
  let fraction = Int(((rounded - Double(whole)) * scale).rounded())
  let digits = String(fraction)
  return "\(whole)." + String(repeating: "0", count: max(0, decimals - digits.count)) + digits
}

func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
  let padding = String(repeating: " ", count: max(0, width - text.count))
  return left ? padding + text : text + padding
}

let formsPerVerb = Double(Tense.allCases.reduce(0) { $0 + $1.persons.count } + 2)

print("benchmark                                        median      throughput")
measure(
  "conjugate every known verb (\(verbs.count))", repetitions: 5, unit: "forms",
  perRun: Double(verbs.count) * formsPerVerb
) {
  for verb in verbs { _ = try? conjugator.conjugate(verb) }
}
measure("conjugate one verb (tener)", repetitions: 200) { _ = try? conjugator.conjugate("tener") }
measure("conjugate one verb, regular pattern too", repetitions: 200) {
  if let tener = try? conjugator.conjugate("tener") { _ = conjugator.regularPattern(of: tener) }
}
// One cache for every quiz, as a REPL session keeps one: the runs after the first are warm.
let quizCache = QuizCache()
measure("quiz generation (10,000 questions)", repetitions: 5, unit: "questions", perRun: 10_000) {
  var generator = SeededGenerator(seed: 42)
  var made = 0
  var seed: UInt64 = 0
  while made < 10_000 {
    seed += 1
    generator = SeededGenerator(seed: seed)
    made +=
      Quiz(conjugator: conjugator, cache: quizCache).questions(
        QuizOptions(difficulty: .difficult, region: .spain, vos: false, count: 500),
        using: &generator
      ).count
  }
}
measure("verb list search ('to speak')", repetitions: 50) {
  _ = conjugator.lexicon.search("to speak")
}
measure("suggestions for a misspelling (hablr)", repetitions: 50) {
  _ = conjugator.suggestions(for: "hablr")
}
let analyzer = FormAnalyzer(conjugator: conjugator)
for form in ["tengo", "fui", "interrumpiéramos", "dímelo", "habíamos dicho"] {
  measure("identify '\(form)'", repetitions: 200) { _ = try? analyzer.identify(form) }
}

benchmarkReading(conjugator: conjugator)

// The bank's files, repeated until they hold 3,000 sentences (Docs/SENTENCES.md's floor), so
// the number means the same while the bank is being written.
let bundledSentences = SentenceBank(files: SentenceFile.bundled).sentences.count
let sentenceFiles = Array(
  repeating: SentenceFile.bundled,
  count: (3000 + max(bundledSentences, 1) - 1) / max(bundledSentences, 1)
).joined()
let sentenceCount = SentenceBank(files: Array(sentenceFiles)).sentences.count
measure(
  "sentence bank: parse \(sentenceCount) sentences", repetitions: 50, unit: "sentences",
  perRun: Double(sentenceCount)
) { _ = SentenceBank(files: Array(sentenceFiles)) }

let folder = "/tmp/conjugar-benchmark-\(getpid())"
let store = FileSettingsStore(
  path: folder + "/settings.json", now: { .now }, warn: { print("warning: \($0)") })
measure("settings read-modify-write (fsync, rename)", repetitions: 50) {
  _ = try? store.update { $0.promptActionCount += 1 }
}
measure("settings read", repetitions: 200) { _ = store.load() }
// Not system("rm -rf …"): Swift on macOS does not offer system().
try? FileManager.default.removeItem(atPath: folder)
