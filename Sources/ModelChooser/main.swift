import ConjugarCore

/// Conjugates verbs with candidate models, for scripts/choose-models.py:
///
///     printf 'herrar\tpensar,hablar,*\n' | swift run ModelChooser
///
/// Reads lines `infinitive<TAB>model[,model…]` and prints, for each candidate, one line
/// `infinitive<TAB>model<TAB>forms<TAB>alternatives`: the one-word forms of the simple tenses
/// (vos included), the gerund and the participle, conjugated as if the verb were listed with
/// that model (a -se verb without its pronouns). Each form is written `form:slot[,slot…]`, slots
/// named as scripts/dictionary_check.py names them (`presenteDeIndicativo.yo`, `gerund`), forms
/// separated by spaces, each once. The model `*` asks for the model the bundled list or
/// inference gives (printed in its place); a model the catalog lacks prints `!unknown`.
/// `--leave-one-out` measures inference instead (LeaveOneOut.swift), `--typo-guard` the typo
/// guard (TypoGuardMeasure.swift).
let pronouns: Set<Substring> = ["no", "me", "te", "se", "nos", "os"]

/// Forms in the order first seen, with the slots each fills.
struct FormList {
  private(set) var words: [String] = []
  private var slots: [String: [String]] = [:]

  mutating func add(_ text: String, slot: String) {
    for word in text.split(separator: " ") where !pronouns.contains(word) {
      let word = String(word)
      if slots[word] == nil { words.append(word) }
      slots[word, default: []].append(slot)
    }
  }

  func contains(_ word: String) -> Bool { slots[word] != nil }

  var field: String {
    words.map { "\($0):\(slots[$0]!.joined(separator: ","))" }.joined(separator: " ")
  }
}

/// The shown one-word forms of a table, then its alternatives not already shown.
func oneWordForms(of conjugation: Conjugation) -> (forms: FormList, alternatives: FormList) {
  var slotted: [(String, VerbForm)] = [
    ("gerund", conjugation.gerund), ("participle", conjugation.participle),
  ]
  for tense in Tense.allCases where tense.index <= Tense.imperativoNegativo.index {
    for person in tense.persons {
      if let form = conjugation.form(tense, person) {
        slotted.append(("\(tense.rawValue).\(person.rawValue)", form))
      }
    }
  }
  var forms = FormList()
  for (slot, form) in slotted { forms.add(form.text, slot: slot) }
  var alternatives = FormList()
  for (slot, form) in slotted {
    for text in form.alternatives where !forms.contains(text) {
      alternatives.add(text, slot: slot)
    }
  }
  return (forms, alternatives)
}

/// The verb without a final -se of a pronominal infinitive (arrepentirse → arrepentir).
func withoutPronoun(_ infinitive: String) -> String {
  let base = infinitive.dropLast(2)
  let isPronominal =
    infinitive.hasSuffix("se") && ["ar", "er", "ir", "ír"].contains { base.hasSuffix($0) }
  return isPronominal ? String(base) : infinitive
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--leave-one-out" {
  let shown = arguments.count > 2 && arguments[1] == "--misses" ? Int(arguments[2]) ?? 40 : 40
  LeaveOneOut.run(showing: shown)
} else if arguments.first == "--typo-guard" {
  TypoGuardMeasure.run(showing: arguments.count > 2 ? Int(arguments[2]) ?? 30 : 30)
} else {
  readModels()
}

func readModels() {
  while let line = readLine() {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
    guard fields.count >= 2, !fields[0].isEmpty else { continue }
    let verb = withoutPronoun(String(fields[0]))
    for model in fields[1].split(separator: ",") {
      let conjugator =
        model == "*" ? Conjugator() : Conjugator(lexicon: Lexicon(tsv: "\(verb)\t\(model)\t-\n"))
      guard let conjugation = try? conjugator.conjugate(verb) else {
        print("\(fields[0])\t\(model)\t!unknown\t")
        continue
      }
      let (forms, alternatives) = oneWordForms(of: conjugation)
      print(
        [String(fields[0]), conjugation.model, forms.field, alternatives.field].joined(
          separator: "\t"))
    }
  }
}
