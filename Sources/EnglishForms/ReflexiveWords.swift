import ConjugarCore

/// What a gloss's "oneself" and "one's" become for the subject of a form: "to wash oneself" →
/// "I wash myself", "he/she washes himself/herself", "wash yourselves! (you all)"; "to clear
/// one's throat" → "we cleared our throat". "someone's" and "one another" are kept. The gerund
/// and the participle have no subject and keep the generic words: "washing oneself".
struct ReflexiveWords: Sendable, Equatable {
  let reflexive: String
  let possessive: String

  /// The gloss's own words, for forms without a subject.
  static let generic = ReflexiveWords(reflexive: "oneself", possessive: "one's")

  private init(reflexive: String, possessive: String) {
    self.reflexive = reflexive
    self.possessive = possessive
  }

  /// The words for the subject of a person's row: "myself", "himself/herself" (the label is
  /// "he/she"), "itself" for an impersonal verb's "it".
  init(subject person: Person, impersonal: Bool) {
    switch person {
    case .yo: self.init(reflexive: "myself", possessive: "my")
    case .tu, .vos: self.init(reflexive: "yourself", possessive: "your")
    case .el where impersonal: self.init(reflexive: "itself", possessive: "its")
    case .el: self.init(reflexive: "himself/herself", possessive: "his/her")
    case .nosotros: self.init(reflexive: "ourselves", possessive: "our")
    case .vosotros: self.init(reflexive: "yourselves", possessive: "your")
    case .ellos: self.init(reflexive: "themselves", possessive: "their")
    }
  }

  /// The words for the addressee of a command: usted is one "you", ustedes several; nosotros
  /// is "let's … ourselves".
  init(addressee person: Person) {
    switch person {
    case .nosotros: self.init(reflexive: "ourselves", possessive: "our")
    case .vosotros, .ellos: self.init(reflexive: "yourselves", possessive: "your")
    default: self.init(reflexive: "yourself", possessive: "your")
    }
  }

  /// `text` with each "oneself" and "one's" replaced, parentheses kept: "(oneself)" →
  /// "(myself)".
  func inflect(_ text: String) -> String {
    guard self != .generic else { return text }
    let words = text.split(separator: " ", omittingEmptySubsequences: false).map {
      token -> String in
      let opening = token.prefix { $0 == "(" }
      let word = token.dropFirst(opening.count).prefix { $0.isLetter || $0 == "'" }
      let closing = token.dropFirst(opening.count + word.count)
      switch word {
      case "oneself": return String(opening) + reflexive + closing
      case "one's": return String(opening) + possessive + closing
      default: return String(token)
      }
    }
    return words.joined(separator: " ")
  }
}
