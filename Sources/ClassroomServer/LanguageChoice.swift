import InterfaceLanguage

/// The language of a response: `?lang=es|en`, else the first of `Accept-Language`'s languages
/// (by weight) that conjugar speaks, else English.
enum LanguageChoice {
  static func language(for request: ClassroomRequest) -> Language {
    asked(in: request) ?? acceptLanguage(request.header("accept-language")) ?? .english
  }

  /// The language `?lang=` names, when it is one conjugar speaks.
  static func asked(in request: ClassroomRequest) -> Language? {
    request.query["lang"].flatMap(spoken)
  }

  /// The most wanted spoken language of an `Accept-Language` value (`es-ES,es;q=0.9,en;q=0.8`);
  /// ties go to the one listed first, `q=0` is a refusal.
  static func acceptLanguage(_ header: String?) -> Language? {
    guard let header else { return nil }
    var best: (language: Language, weight: Double)?
    for entry in header.split(separator: ",") {
      let parts = entry.split(separator: ";")
      guard let tag = parts.first?.trimmingSpaces(), let language = spoken(String(tag)) else {
        continue
      }
      var weight = 1.0
      for parameter in parts.dropFirst() {
        let pair = parameter.trimmingSpaces().split(separator: "=", maxSplits: 1)
        if pair.count == 2, pair[0].lowercased() == "q" {
          weight = Double(pair[1].trimmingSpaces()) ?? 0
        }
      }
      if weight > 0, weight > (best?.weight ?? 0) { best = (language, weight) }
    }
    return best?.language
  }

  /// `es`, `es-419`, `en_GB`: the spoken language named by the tag's first part.
  private static func spoken(_ tag: String) -> Language? {
    let code = tag.prefix { $0 != "-" && $0 != "_" }.lowercased()
    return Language.spoken.first { $0.rawValue == code }
  }
}
