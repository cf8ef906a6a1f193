/// Chooses a model for a verb the list does not have: a known verb behind a common prefix
/// (reponer like poner), else the ending (-ducir like conducir, -uir like construir).
enum Inference {
  static let prefixes = [
    "contra", "sobre", "entre", "super", "inter", "trans", "tras", "ante", "anti", "auto",
    "des", "dis", "pre", "pro", "sub", "sus", "con", "com", "per", "pos", "man", "re", "de",
    "in", "im", "ex", "ob", "co", "en", "em", "a",
  ]

  private static let endings: [(String, String)] = [
    ("decir", "predecir"), ("ducir", "conducir"), ("tener", "tener"), ("poner", "poner"),
    ("venir", "venir"), ("hacer", "hacer"), ("traer", "traer"), ("volver", "volver"),
    ("solver", "resolver"), ("scribir", "escribir"), ("cubrir", "cubrir"), ("eír", "reír"),
    ("güir", "argüir"), ("guir", "distinguir"), ("quir", "delinquir"), ("uir", "construir"),
    ("ecer", "conocer"), ("ucir", "lucir"), ("eer", "leer"), ("guar", "averiguar"),
    ("cuar", "adecuar"), ("uar", "actuar"), ("car", "buscar"), ("gar", "pagar"),
    ("zar", "cruzar"), ("ger", "coger"), ("gir", "dirigir"), ("ñir", "gruñir"),
    ("llir", "gruñir"), ("ñer", "tañer"),
  ]

  static func modelName(for infinitive: String, in lexicon: Lexicon) -> String? {
    for prefix in prefixes where infinitive.hasPrefix(prefix) {
      let rest = String(infinitive.dropFirst(prefix.count))
      guard rest.count >= 3, let known = lexicon.entry(for: rest) else { continue }
      return known.infinitive == "decir" ? "predecir" : known.model
    }
    for (ending, model) in endings where infinitive.hasSuffix(ending) && infinitive.count > ending.count {
      return model
    }
    let letters = infinitive.letters
    guard let verbClass = VerbClass(infinitive: letters), letters.count > 2 else { return nil }
    let beforeEnding = letters[letters.count - 3]
    if beforeEnding == "c", letters.count > 3, !Letters.isVowelLetter(letters[letters.count - 4]) {
      if verbClass == .er { return "vencer" }
      if verbClass == .ir { return "zurcir" }
    }
    return verbClass.regularModelName
  }
}
