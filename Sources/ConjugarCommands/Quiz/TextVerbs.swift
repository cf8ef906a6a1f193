import ConjugarCore
import ConjugarQuiz

/// PLACEHOLDER until the reading core (module TextReading) lands: each word's first finite
/// reading, sentences cut at . ! ? and line ends.
enum TextVerbs {
  static func find(in text: String, analyzer: FormAnalyzer) -> [TextVerb] {
    let scalars = Array(text.unicodeScalars)
    var verbs: [TextVerb] = []
    var sentenceStart = 0
    var words: [(Int, Int)] = []
    func flush(_ end: Int) {
      for (start, length) in words {
        var word = String.UnicodeScalarView()
        word.append(contentsOf: scalars[start..<(start + length)])
        let form = String(word)
        guard let found = try? analyzer.identify(form.lowercased()),
          let reading = found.analyses.first(where: { $0.tense != nil })
        else { continue }
        verbs.append(
          TextVerb(
            offset: start, length: length, form: form, infinitive: reading.infinitive,
            tense: reading.tense!, person: reading.person!, sentenceOffset: sentenceStart,
            sentenceLength: end - sentenceStart))
      }
      words = []
    }
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar.properties.isAlphabetic {
        let start = index
        while index < scalars.count, scalars[index].properties.isAlphabetic { index += 1 }
        words.append((start, index - start))
        continue
      }
      if ".!?\n".unicodeScalars.contains(scalar) {
        flush(index + 1)
        sentenceStart = index + 1
        while sentenceStart < scalars.count, scalars[sentenceStart].properties.isWhitespace {
          sentenceStart += 1
        }
      }
      index += 1
    }
    flush(scalars.count)
    return verbs
  }
}
