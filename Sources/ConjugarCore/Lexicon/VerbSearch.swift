/// Finding verbs by infinitive or by English meaning (`conjugar verbs --search`).
///
/// Accents, case, the diaeresis and the tilde of ñ are ignored (abunolar finds abuñolar, arguir
/// argüir). The Spanish text matches anywhere in an infinitive (`tene`
/// finds tener and mantener); the English text matches whole words of a gloss only, so "eat"
/// finds comer but not threaten, beat or create, and a leading "to " is optional. Results come
/// best match first, then most used first:
/// 1. the infinitive itself (`ser`),
/// 2. a whole sense of the gloss (`to be` finds ser and estar before "to be able"),
/// 3. an infinitive that starts with the text,
/// 4. a sense that starts with the text, then a sense that contains it,
/// 5. an infinitive that contains it.
extension Lexicon {
  public func search(_ text: String) -> [VerbEntry] {
    let needle = Self.words(of: text)
    guard !needle.isEmpty else { return [] }
    let spanish = needle.joined(separator: " ")
    let english = needle.first == "to" && needle.count > 1 ? Array(needle.dropFirst()) : needle
    let frequency = self.frequency
    var found: [(tier: Int, rank: Int, entry: VerbEntry)] = []
    for entry in entries {
      let infinitive = Self.words(of: entry.infinitive).joined(separator: " ")
      var tier = Int.max
      if infinitive == spanish {
        tier = 1
      } else if infinitive.hasPrefix(spanish) {
        tier = 3
      } else if infinitive.contains(spanish) {
        tier = 6
      }
      if let gloss = entry.translation {
        for sense in Self.senses(of: gloss) {
          if sense == english {
            tier = min(tier, 2)
          } else if sense.starts(with: english) {
            tier = min(tier, 4)
          } else if Self.contains(sense, english) {
            tier = min(tier, 5)
          }
        }
      }
      if tier != Int.max { found.append((tier, frequency.sortKey(of: entry.infinitive), entry)) }
    }
    return found.sorted {
      ($0.tier, $0.rank, $0.entry.infinitive) < ($1.tier, $1.rank, $1.entry.infinitive)
    }.map(\.entry)
  }

  /// Words folded for search (`Folding.verbSearch`: lower case, no accents, diaeresis or tilde): letters
  /// and digits, anything else separates.
  static func words(of text: String) -> [String] {
    text.folded(.verbSearch).split { !$0.isLetter && !$0.isNumber }.map(String.init)
  }

  /// A gloss's senses ("to supply, to provide"), each as words without its leading "to" and
  /// without parenthesised remarks ("to fry (eggs)" → fry).
  static func senses(of gloss: String) -> [[String]] {
    var plain = ""
    var depth = 0
    for character in gloss {
      if character == "(" {
        depth += 1
      } else if character == ")" {
        depth = max(0, depth - 1)
      } else if depth == 0 {
        plain.append(character)
      }
    }
    return plain.split(whereSeparator: { $0 == "," || $0 == ";" }).map { sense in
      let words = Self.words(of: String(sense))
      return words.first == "to" ? Array(words.dropFirst()) : words
    }.filter { !$0.isEmpty }
  }

  /// Whether `words` holds `part` as consecutive whole words.
  static func contains(_ words: [String], _ part: [String]) -> Bool {
    guard part.count <= words.count else { return false }
    return (0...(words.count - part.count)).contains {
      words[$0..<($0 + part.count)].elementsEqual(part)
    }
  }
}
