import ConjugarCore
import ConjugarQuiz
import TextReading

/// The verbs the text drill can ask in a text, as the reader reads them (`TextReader`): each
/// finite verb in its likeliest reading (a form with two readings left, fui, is asked as the
/// first); infinitives, gerunds and participles have no person to ask and are left out.
enum TextVerbs {
  static func find(in text: String, reader: TextReader) -> [TextVerb] {
    reader.read(text).compactMap { occurrence in
      guard let reading = occurrence.readings.first,
        case .finite(let tense, let person) = reading.kind
      else { return nil }
      return TextVerb(
        offset: occurrence.offset, length: occurrence.length, form: occurrence.form,
        infinitive: reading.infinitive, tense: tense, person: person,
        sentenceOffset: occurrence.sentenceOffset, sentenceLength: occurrence.sentenceLength)
    }
  }
}
