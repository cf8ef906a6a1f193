/// The catalogue: every message's template in every language, compiled in from
/// `Resources/messages/*.po` by the CompileMessageCatalogue plugin (the binary installs as one
/// file, no resource bundle, and nothing is parsed at start-up). The build fails on a missing
/// or extra key, a placeholder mismatch or a missing plural form, naming the file and line.
///
/// The Spanish speaks to the reader as usted, throughout. conjugar is a tool for teachers as
/// much as learners, used across the Spanish-speaking world: usted is courteous everywhere and
/// the same in every region, where tú or vos would take sides (this very program teaches that
/// Río de la Plata says vos). Terminology follows the RAE's Nueva gramática and school use
/// (pretérito perfecto simple, presente de subjuntivo), spelling the Ortografía of 2010 (solo,
/// guion), and quotation marks are the RAE's first choice, «».
public enum Catalogue {
  /// The template of `key` in `language`'s plural form `form`, each placeholder written U+0001
  /// and a letter (A for the first declared one); the pseudo-language's is English's, marked.
  public static func template(_ key: MessageKey, in language: Language, form: Int = 0)
    -> String
  {
    if let template = compiledTemplate(key, in: language, form: form) { return template }
    let english = compiledTemplate(key, in: .english, form: form) ?? ""
    return english.isEmpty ? "" : PseudoLanguage.marked(english)
  }

  /// The template of `key` with its placeholders written `{name}`, as in the files.
  public static func readableTemplate(_ key: MessageKey, in language: Language, form: Int = 0)
    -> String
  {
    let names = placeholderNames(key)
    var result = ""
    var scalars = template(key, in: language, form: form).unicodeScalars[...]
    while let marker = scalars.firstIndex(of: "\u{1}") {
      result.unicodeScalars.append(contentsOf: scalars[..<marker])
      let index = Int(scalars[scalars.index(after: marker)].value) - 65
      result += "{\(names.indices.contains(index) ? names[index] : "?")}"
      scalars = scalars[scalars.index(marker, offsetBy: 2)...]
    }
    result.unicodeScalars.append(contentsOf: scalars)
    return result
  }
}
