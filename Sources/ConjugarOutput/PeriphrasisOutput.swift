import ConjugarCore
import GrammarWords
import Messages
import SimpleJSON

/// `conjugar identify` for a periphrasis: the construction and the main verb, then one line per
/// reading of the auxiliary with the English of the whole:
///
///     estoy comiendo
///       estar + gerund (progressive): comer — to eat
///         Presente · yo — I am eating
///
/// A reading that needs other accents comes after "Did you mean" and its spelling, as for
/// one-word forms.
enum PeriphrasisText {
  static func lines(
    _ identification: FormIdentification, style: TextStyle, english: PeriphrasisEnglish,
    language: Language = .english
  ) -> [String] {
    var lines: [String] = []
    var readings = identification.periphrases
    let hasOtherReadings = !identification.analyses.isEmpty
    while let spelling = readings.first?.spelling {
      if spelling != identification.input {
        lines.append(
          Message.identifyAccents(
            style.heading(spelling), asTyped: hasOtherReadings || !lines.isEmpty
          ).text(in: language))
      }
      var heading: String? = nil
      for reading in readings where reading.spelling == spelling {
        let main = reading.main
        let title =
          "  " + Message.periphrasis(reading.periphrasis).text(in: language) + ": "
          + style.heading(main.infinitive) + (main.translation.map { style.dim(" — " + $0) } ?? "")
        if title != heading {
          lines.append(title)
          heading = title
        }
        let auxiliary = reading.auxiliary
        let slot =
          [auxiliary.tense?.name(in: language), auxiliary.person?.label].compactMap { $0 }.joined(
            separator: " · ")
        var about = english(reading) ?? ""
        let note = self.note(for: reading, in: language)
        if !note.isEmpty { about += about.isEmpty ? note : " (" + note + ")" }
        lines.append("    " + slot + (about.isEmpty ? "" : style.dim(" — " + about)))
      }
      readings.removeAll { $0.spelling == spelling }
    }
    return lines
  }

  /// The main verb's pronouns and a "no" before the auxiliary.
  static func note(for reading: PeriphrasisReading, in language: Language = .english) -> String {
    var parts: [String] = []
    if !reading.main.objectPronouns.isEmpty {
      parts.append(Message.identifyPronouns(reading.main.objectPronouns).text(in: language))
    }
    if reading.auxiliary.isNegated { parts.append(Message.identifyAfterNo.text(in: language)) }
    return parts.joined(separator: "; ")
  }

  /// `"periphrases"` of `identify --format json`: an array of objects with `construction`
  /// ("estar + gerund"), `periphrasis` (its key: progressive, goingTo, justDone, haberDe,
  /// tenerQue, deber, deberDe, volverA), `meaning`, `spelling`, `auxiliary` and `main` (reading
  /// objects as in `analyses`) and, when there is one, `english`.
  static func write(
    _ readings: [PeriphrasisReading], english: PeriphrasisEnglish, to json: inout JSONWriter
  ) {
    json.beginArray()
    for reading in readings {
      json.beginObject()
      json.member("construction", reading.periphrasis.construction)
      json.member("periphrasis", reading.periphrasis.rawValue)
      json.member("meaning", reading.periphrasis.meaning)
      json.member("spelling", reading.spelling)
      json.key("auxiliary")
      IdentificationJSON.write(reading.auxiliary, english: nil, to: &json)
      json.key("main")
      IdentificationJSON.write(reading.main, english: nil, to: &json)
      if let english = english(reading) { json.member("english", english) }
      json.endObject()
    }
    json.endArray()
  }
}

extension Message {
  /// "estar + gerund (progressive)": the construction and what it expresses.
  static func periphrasis(_ periphrasis: Periphrasis) -> Message {
    let meaning: MessageKey =
      switch periphrasis {
      case .progressive: .periphrasisProgressive
      case .goingTo: .periphrasisGoingTo
      case .justDone: .periphrasisJustDone
      case .haberDe: .periphrasisObligationFuture
      case .tenerQue, .deber: .periphrasisObligation
      case .deberDe: .periphrasisProbability
      case .volverA: .periphrasisAgain
      }
    let verbs = [periphrasis.auxiliary, periphrasis.link].compactMap { $0 }.joined(separator: " ")
    return Message(
      periphrasis.takesGerund ? .periphrasisGerund : .periphrasisInfinitive,
      ["verbs": .text(verbs), "meaning": .message(Message(meaning))])
  }
}
