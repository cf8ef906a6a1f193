import ConjugarCore
import EnglishForms
import Foundation
import Testing

/// Every glossed verb of the bundled list, rendered in the preterite, the participle, the gerund,
/// the third person and a reflexive command, is made of English words, so that no invented past
/// ("rereaded", "formated", "machine-guned") survives:
/// - each word the renderer wrote (not copied from the gloss) is in Debian's large American word
///   list (wamerican-huge, the variety Docs/ENGLISH.md chose) or is an inflection of a verb of
///   `allowed`;
/// - a word the common list (wamerican) lacks while it has the same word with the final
///   consonant doubled or not ("formated" beside "formatted") is a misspelling, even if the
///   large list, which keeps some, has it.
///
/// Skipped, saying why, on a machine without the two lists.
@Suite(.enabled(if: WordLists.large != nil && WordLists.common != nil, WordLists.missing))
struct WordListTests {
  /// Verbs whose inflections the large list lacks, though they are English, each with why.
  static let allowed: [String: String] = [
    "attach": "the list has attach and attached but not attaches",
    "countermark": "heraldry and coinage: a second mark",
    "counterseal": "to seal beside another's seal",
    "cyberbully": "current usage, in Merriam-Webster",
    "debride": "surgery: to remove dead tissue",
    "deprivatize": "economics: to bring back into public ownership",
    "desertify": "ecology: desertification's verb",
    "destem": "wine making: to strip grapes of their stems",
    "desynchronize": "regular -ize verb",
    "discretize": "mathematics: to make discrete",
    "eutrophicate": "ecology: eutrophication's verb",
    "fa": "sol-fa: sol-faed, sol-faing, as in the OED",
    "fete": "to honor with a fete (fêted)",
    "flambé": "cooking: flambéed, flambéing",
    "geolocate": "current usage: to find the position of",
    "georeference": "cartography",
    "iridesce": "to be iridescent",
    "metallize": "to coat with metal",
    "novate": "law: to replace an obligation by a new one",
    "oversow": "agriculture: sow's compound (oversowed, oversown)",
    "pixelate": "imaging",
    "rebake": "re- + bake",
    "rehook": "re- + hook",
    "reshoe": "farriery: shoe's compound (reshod)",
    "sext": "current usage: to send sexts",
    "somatize": "psychology",
    "subdelegate": "law: to delegate onward",
    "tyndallize": "microbiology: Tyndall's sterilization",
    "unhalter": "to take the halter off",
    "unhobble": "to take the hobbles off",
    "uninhibit": "un- + inhibit",
    "unmatch": "un- + match",
    "unpair": "un- + pair",
    "verticalize": "regular -ize verb",
    "virtualize": "computing",
  ]

  /// The words of a text as the lists spell them: lower case, split at spaces, slashes and
  /// hyphens, without parentheses and punctuation.
  static func words(of text: String) -> [String] {
    text.lowercased().split { " /-".contains($0) }.map {
      $0.trimmingCharacters(in: CharacterSet(charactersIn: "()!?,.;:\""))
    }.filter { !$0.isEmpty }
  }

  /// The same word with its final consonant before -ed or -ing doubled or undoubled:
  /// formated ↔ formatted; nil for other words.
  static func otherDoubling(_ word: String) -> String? {
    for suffix in ["ed", "ing"] where word.hasSuffix(suffix) && word.count > suffix.count + 2 {
      let stem = Array(word.dropLast(suffix.count))
      let last = stem[stem.count - 1]
      let other = last == stem[stem.count - 2] ? stem.dropLast() : stem + [last]
      return String(other) + suffix
    }
    return nil
  }

  static func isAllowed(_ word: String) -> Bool {
    allowed.keys.contains { base in
      word.hasPrefix(base.hasSuffix("e") || base.hasSuffix("y") ? String(base.dropLast()) : base)
    }
  }

  @Test func everyWordTheRendererWritesIsEnglish() throws {
    let large = try #require(WordLists.large)
    let common = try #require(WordLists.common)
    let glossed = Conjugator().lexicon.entries.filter { $0.translation != nil }
    #expect(glossed.count > 9000)
    var unknown: [String] = []
    var misspelled: [String] = []
    for entry in glossed {
      guard let gloss = entry.translation,
        let english = EnglishRendering(gloss: gloss, impersonal: entry.isThirdPersonOnly)
      else { continue }
      let copied = Set(Self.words(of: gloss))
      let rendered = [
        english.render(.preterito, .yo), english.participle, english.gerund,
        english.render(.presenteDeIndicativo, .el), english.render(.imperativoPositivo, .nosotros),
      ].compactMap { $0 }
      for text in rendered {
        for word in Self.words(of: text) where !copied.contains(word) {
          if !large.contains(word) && !Self.isAllowed(word) {
            unknown.append("\(entry.infinitive): \(text)")
          } else if !common.contains(word), let other = Self.otherDoubling(word),
            common.contains(other)
          {
            misspelled.append("\(entry.infinitive): \(text) (\(other))")
          }
        }
      }
    }
    #expect(unknown.isEmpty, "not in the word list: \(unknown)")
    #expect(misspelled.isEmpty, "misspelled: \(misspelled)")
  }

  /// The checks catch what they are for: the bug report's pasts fail them.
  @Test func inventedPastsAreCaught() throws {
    let large = try #require(WordLists.large)
    let common = try #require(WordLists.common)
    for invented in ["rereaded", "overdrawed", "underlied", "zigzaged", "uncloged", "enroled"] {
      #expect(!large.contains(invented) && !Self.isAllowed(invented), "\(invented)")
    }
    #expect(large.contains("formated") && !common.contains("formated"))
    #expect(Self.otherDoubling("formated") == "formatted" && common.contains("formatted"))
    #expect(Self.otherDoubling("formatted") == "formated")
  }

  /// A form with a subject says whose: no "oneself" or "one's" is left in it.
  @Test func noGenericReflexiveWithASubject() throws {
    let subjects: [(Tense, Person)] = [
      (.preterito, .yo), (.presenteDeIndicativo, .el), (.imperativoPositivo, .nosotros),
      (.perfectoDeIndicativo, .ellos),
    ]
    for entry in Conjugator().lexicon.entries {
      guard let gloss = entry.translation, let english = EnglishRendering(gloss: gloss) else {
        continue
      }
      for (tense, person) in subjects {
        let words = Self.words(of: try #require(english.render(tense, person)))
        #expect(!words.contains("oneself") && !words.contains("one's"), "\(entry.infinitive)")
      }
    }
  }
}

/// Debian's American English word lists, lower-cased; nil when not installed.
enum WordLists {
  static let largePath = "/usr/share/dict/american-english-huge"
  static let commonPath = "/usr/share/dict/american-english"
  static let missing: Comment =
    "needs \(largePath) and \(commonPath) (Debian packages wamerican-huge and wamerican)"

  static let large = read(largePath)
  static let common = read(commonPath)

  private static func read(_ path: String) -> Set<String>? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    return Set(text.split(separator: "\n").map { $0.lowercased() })
  }
}
