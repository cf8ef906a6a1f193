/// How much of a text's prose is Spanish, from words no other common language writes so
/// (el, los, y, una, está, también…), words with ñ, ¿ or ¡, and words in -ción: evidence that
/// English, French, Italian, Portuguese and German prose does not give.
public struct SpanishWords: Sendable, Equatable {
  /// Texts shorter than this, in words, are not judged: too few words to tell.
  public static let wordsToJudge = 20
  /// Under this share of words that are Spanish (in percent), a text is in another language.
  public static let minimumPercent = 5

  /// The words of the prose (runs of letters).
  public let words: Int
  /// The words that only Spanish writes so.
  public let spanish: Int

  public init(prose: String) {
    var words = 0
    var spanish = 0
    var word = ""
    // After ¿ or ¡: the word opens a Spanish question or exclamation.
    var opensQuestion = false
    var afterMark = false
    func finish() {
      guard !word.isEmpty else { return }
      words += 1
      if opensQuestion || Self.isSpanish(word.lowercased()) { spanish += 1 }
      word = ""
    }
    for scalar in prose.unicodeScalars {
      if scalar.properties.isAlphabetic {
        if word.isEmpty { opensQuestion = afterMark }
        word.unicodeScalars.append(scalar)
      } else {
        finish()
        afterMark = scalar == "¿" || scalar == "¡"
      }
    }
    finish()
    self.words = words
    self.spanish = spanish
  }

  /// Whether the text is long enough to judge and too little of it is Spanish.
  public var isOtherLanguage: Bool {
    words >= Self.wordsToJudge && spanish * 100 < words * Self.minimumPercent
  }

  /// The share of Spanish words, in whole percent.
  public var percent: Int { words == 0 ? 0 : spanish * 100 / words }

  private static func isSpanish(_ word: String) -> Bool {
    distinctive.contains(word) || word.contains("ñ") || word.hasSuffix("ción")
      || word.hasSuffix("ciones")
  }

  private static let distinctive: Set<String> = [
    "el", "los", "las", "y", "es", "una", "unas", "unos", "del", "su", "sus", "pero", "muy",
    "está", "están", "estaba", "estoy", "también", "cuando", "porque", "hay", "qué", "él",
    "ella", "ellos", "ellas", "usted", "ustedes", "este", "esta", "estos", "estas", "esto",
    "ese", "esa", "eso", "aquí", "ahora", "después", "entonces", "mientras", "hasta", "desde",
    "donde", "dónde", "cómo", "cuándo", "ya", "sí", "así", "hacia", "según", "fue", "han",
    "hemos", "había", "tiene", "tienen", "hace", "puede", "nada", "algo", "nunca", "siempre",
    "otro", "otra", "otros", "otras", "mismo", "misma", "cada", "año", "años", "día", "días",
    "hoy", "ayer", "yo", "tú", "nosotros", "vosotros", "mí", "ti", "bueno",
    "buena", "gracias", "señor", "señora", "pues", "aunque", "sin", "todos",
    "todas", "mucho", "mucha", "muchos", "muchas", "poco", "veces", "hacer", "decir",
  ]
}
