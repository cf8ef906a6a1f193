import ConjugarCore
import GrammarWords
import Messages
import PlainText
import TextReading

/// The words the outputs write for a reading: its tense (or non-finite form) and person.
enum ReadingNames {
  static func tense(of kind: FormAnalysis.Kind, in language: Language) -> String {
    switch kind {
    case .finite(let tense, _): tense.name(in: language)
    case .infinitive: Message.nonFiniteInfinitive.text(in: language)
    case .gerund: Message.nonFiniteGerund.text(in: language)
    case .participle: Message.nonFiniteParticiple.text(in: language)
    }
  }

  static func person(of kind: FormAnalysis.Kind) -> String {
    if case .finite(_, let person) = kind { return person.label }
    return "—"
  }

  /// The verbs of the readings, each once: `ser/ir`, with ` ?` when more than one reading
  /// remains.
  static func verbs(of occurrence: VerbOccurrence) -> String {
    var names: [String] = []
    for reading in occurrence.readings where !names.contains(reading.infinitive) {
      names.append(reading.infinitive)
    }
    return names.joined(separator: "/") + (occurrence.isAmbiguous ? " ?" : "")
  }

  /// Text from the file made safe to print: control and format characters escaped, line
  /// breaks and tabs kept (a carriage return before a line break dropped).
  static func visible(_ text: String) -> String {
    guard
      text.unicodeScalars.contains(where: {
        ($0.isControlCharacter && $0 != "\n" && $0 != "\t") || $0.isFormatCharacter
      })
    else { return text }
    var result = String.UnicodeScalarView()
    var scalars = text.unicodeScalars.makeIterator()
    var pending = scalars.next()
    while let scalar = pending {
      pending = scalars.next()
      if scalar == "\n" || scalar == "\t" || scalar == "\r" && pending == "\n" {
        if scalar != "\r" { result.append(scalar) }
        continue
      }
      if scalar.isControlCharacter || scalar.isFormatCharacter {
        for part in String(scalar).escapingControlCharacters.unicodeScalars { result.append(part) }
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }
}
