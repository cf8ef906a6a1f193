import ConjugarCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Regenerates the reverse-lookup index after the verb list or the rules change:
///
///     swift run FormIndexGenerator [Resources/form-index.tsv]
///
/// The index test in ConjugarCoreTests fails until the committed file matches.
///
///     swift run -c release FormIndexGenerator --verify [every-nth]
///
/// checks instead that every form in the tables of the listed verbs (every nth verb) reads
/// back as its verb, tense and person, and prints the forms that do not.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--verify" {
  let step = arguments.count > 1 ? max(1, Int(arguments[1]) ?? 1) : 1
  let conjugator = Conjugator().forManyLookups()
  let analyzer = FormAnalyzer(conjugator: conjugator)
  var checked = 0
  var failures = 0
  for (number, entry) in conjugator.lexicon.entries.enumerated() where number % step == 0 {
    guard let conjugation = try? conjugator.conjugate(entry.infinitive) else { continue }
    for tense in Tense.allCases {
      for person in tense.persons {
        for form in conjugation.form(tense, person)?.allForms ?? [] {
          checked += 1
          let readings = (try? analyzer.identify(form, includingObscureVerbs: true).analyses) ?? []
          if !readings.contains(where: {
            $0.infinitive == entry.infinitive && $0.kind == .finite(tense, person)
          }) {
            failures += 1
            print(
              "\(entry.infinitive) \(tense.rawValue) \(person.rawValue): '\(form)' reads as \(readings.map(\.infinitive))"
            )
          }
        }
      }
    }
  }
  print("FormIndexGenerator: \(checked) forms checked, \(failures) not read back")
  exit(failures == 0 ? 0 : 1)
}

let path = arguments.first ?? "Resources/form-index.tsv"
let text = FormIndex.generate(with: Conjugator())
guard let file = fopen(path, "wb") else {
  print("FormIndexGenerator: cannot write \(path)")
  exit(1)
}
fputs(text, file)
fclose(file)
print("FormIndexGenerator: wrote \(text.split(separator: "\n").count - 3) keys to \(path)")
