import ConjugarCore
import ConjugarSettings
import ConjugarTestSupport
import Foundation
import GrammarWords
import Messages
import SentenceBank
import TenseGuide
import Testing

/// A line of every command, run in the test-only pseudo-language (every template between ⟦ and
/// ⟧ with its letters accented): a word outside the marks that is not data (a verb form, an
/// infinitive, a pronoun, a tense's name, what was typed, a number or a path) is text that
/// escaped the catalogue.
@Suite struct PseudoLanguageTests {
  static let lines: [(arguments: [String], stdin: String)] = [
    (["verb", "tener", "--tense", "preterito"], ""),
    (["verb", "xyzzq"], ""),
    (["verbs", "--search", "habl"], ""),
    (["identify", "tuve"], ""),
    (["check", "hablar", "presente", "yo", "hablo"], ""),
    (["check", "hablar", "pretérito", "yo", "hable"], ""),
    (["quiz", "--seed", "3", "--count", "2"], "tuve\nxx\n"),
    (
      ["quiz", "--seed", "3", "--count", "2", "--mode", "recognize"],
      "tener, pretérito, yo\n:skip\n"
    ),
    (["stats"], ""),
    (["due"], ""),
    (["settings", "list"], ""),
    (["settings", "set", "vos", "maybe"], ""),
    (["help"], ""),
    (["help", "verb"], ""),
    (["quiz", "--count", "0"], ""),
    (["quiz", "--seed", "3", "--count", "2", "--worksheet", "--answers"], ""),
    (["grade"], ""),
    (["grade", "--key", "missing-key.json", "answers.txt"], ""),
    (["say", "hablo", "--output", "/dev/null/x.wav"], ""),
    (["repl"], "hablar\ntuve\nhelp\nquit\n"),
    (["--version"], ""),
    (["info", "presente"], ""),
    (["info", "--all"], ""),
    (
      ["quiz", "--placement", "--seed", "7"],
      "sienten\n?\nxx\n\n" + String(repeating: "\n", count: 30)
    ),
    (["quiz", "--placement", "--seed", "7"], "sienten\n"),
    (["stats", "--forget-placement"], ""),
    (["read", "-"], "Tuve que ir.\n"),
    (["read", "-", "--in-text", "--tenses"], "Tuve que ir.\n"),
    (["read", "missing-text.txt"], ""),
    (["help", "read"], ""),
  ]

  /// Words that are data, not interface: every form of the verbs the lines use, the persons,
  /// the tenses' names, and what was typed.
  static let data: Set<String> = {
    var words: Set<String> = []
    let conjugator = Conjugator()
    for verb in ["tener", "hablar", "ser", "estar", "ir", "haber"] {
      guard let conjugation = try? conjugator.conjugate(verb) else { continue }
      for form in [conjugation.gerund, conjugation.participle] {
        words.formUnion(form.allForms.flatMap(PseudoLanguage.words))
      }
      for tense in Tense.allCases {
        for person in Person.allCases {
          words.formUnion(
            conjugation.form(tense, person)?.allForms.flatMap(PseudoLanguage.words) ?? [])
        }
      }
      words.insert(verb)
      // The verb's English gloss (data of the verb list).
      words.formUnion(conjugation.translation.map(PseudoLanguage.words) ?? [])
    }
    // The program's and its commands' names, and what settings are called and take.
    // The REPL's own words too (quit, exit, clear).
    words.formUnion(
      ("conjugar verb verbs identify read check info quiz grade stats due settings say repl help"
        + " quit exit clear").split(separator: " ").map(String.init))
    for key in SettingKey.allCases {
      words.formUnion(
        PseudoLanguage.words(key.rawValue) + key.choices.flatMap(PseudoLanguage.words))
    }
    for person in Person.allCases { words.formUnion(PseudoLanguage.words(person.label)) }
    // The English renderings the lines print (EnglishForms' data: tuve, "I got/had").
    words.formUnion(["had", "got"])
    for tense in Tense.allCases {
      for language in Language.spoken {
        words.formUnion(PseudoLanguage.words(tense.name(in: language)))
      }
    }
    // The tense guide's grammar (endings, verb forms, Spanish examples) and the bank's sentences.
    for entry in Guide.entries { words.formUnion(entry.grammar.flatMap(PseudoLanguage.words)) }
    for sentence in SentenceBank.bundled.sentences {
      words.formUnion(PseudoLanguage.words(sentence.spanish))
    }
    for line in lines {
      words.formUnion(
        line.arguments.flatMap(PseudoLanguage.words) + PseudoLanguage.words(line.stdin))
    }
    return words
  }()

  /// A form or infinitive of a Spanish verb (a quiz asks about the verbs its seed draws).
  static func isSpanishVerbForm(_ word: String) -> Bool {
    (try? analyzer.identify(word).analyses.isEmpty == false) ?? false
  }

  static let analyzer = FormAnalyzer()

  /// What a person types that help lists: commands' and options' names, the values options
  /// take and their defaults (from ArgumentParser's own dump of the command tree).
  static func typedWords() throws -> Set<String> {
    let dump = try InProcessRunner().run(["--experimental-dump-help"]).stdout
    var words: Set<String> = []
    func walk(_ value: Any, key: String?) {
      if let object = value as? [String: Any] {
        for (name, inner) in object { walk(inner, key: name) }
      } else if let array = value as? [Any] {
        for inner in array { walk(inner, key: key) }
      } else if let text = value as? String,
        ["allValues", "defaultValue", "commandName", "name"].contains(key)
      {
        words.formUnion(PseudoLanguage.words(text))
      }
    }
    walk(try JSONSerialization.jsonObject(with: Data(dump.utf8)), key: nil)
    return words
  }

  @Test(arguments: lines.indices)
  func everyWordOfACommandComesFromTheCatalogue(_ index: Int) throws {
    var runner = try InProcessRunner()
    runner.language = .pseudo
    let line = Self.lines[index]
    let result = try runner.run(line.arguments, stdin: line.stdin)
    let text = result.stdout + result.stderr
    let typed = try Self.typedWords()
    for printed in PseudoLanguage.unmarked(text).split(separator: "\n") {
      let words = PseudoLanguage.words(String(printed)).filter {
        $0.count > 1 && !Self.data.contains($0) && !typed.contains($0)
          && !printed.contains("/" + $0)
          && !Self.isSpanishVerbForm($0)
      }
      #expect(words.isEmpty, "\(line.arguments): «\(printed)» has \(words) outside the catalogue")
    }
  }
}
