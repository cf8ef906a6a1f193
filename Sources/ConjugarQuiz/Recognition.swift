import ConjugarCore
import GrammarWords
import Messages

/// The reverse drill: a form is shown (tuviésemos) and the learner names its verb, tense and
/// person. An ambiguous form (fui: ir or ser) accepts every reading the conjugator gives it.
public enum Recognition {
  /// What a learner's answer names; each part nil when it is missing or not understood.
  public struct Answer: Equatable, Sendable {
    public var verb: String?
    /// The tense named; a generic name (imperfecto de subjuntivo) names both spellings.
    public var tenses: Set<Tense>
    public var kind: Kind?
    /// The persons named: one, or several for a name such as "you" (tú and vos).
    public var persons: Set<Person>

    public enum Kind: Sendable, Equatable { case finite, infinitive, gerund, participle }
  }

  /// The readings a question's form has: every verb, tense and person it can be.
  public static func readings(of question: QuizQuestion, analyzer: FormAnalyzer) -> [FormAnalysis] {
    let readings = (try? analyzer.identify(question.answer).analyses) ?? []
    return readings.filter { $0.objectPronouns.isEmpty && !$0.isNegated }
  }

  /// Full credit when verb, tense and person all fit one reading; half credit when the verb
  /// fits (the tense or person does not, or is missing); accents and case do not matter.
  public static func mark(_ text: String, readings: [FormAnalysis]) -> Mark {
    let answer = parse(text)
    guard let verb = answer.verb else { return .wrong }
    let sameVerb = readings.filter { $0.infinitive.folded(.formLookup) == verb }
    guard !sameVerb.isEmpty else { return .wrong }
    return sameVerb.contains { fits(answer, $0) } ? .correct : .partlyRight
  }

  static func fits(_ answer: Answer, _ reading: FormAnalysis) -> Bool {
    switch reading.kind {
    case .finite(let tense, let person):
      return answer.kind == .finite && answer.tenses.contains(tense)
        && answer.persons.contains(person)
    case .infinitive: return answer.kind == .infinitive
    case .gerund: return answer.kind == .gerund
    case .participle: return answer.kind == .participle
    }
  }

  /// Readings as the quiz writes them: tener · imperfecto de subjuntivo (-se) · nosotros;
  /// persons of one verb and tense together (quedar · pretérito · tú or vos), then "; or ";
  /// the joins in `language` (the names are the verb table's, Spanish in both).
  public static func describe(_ readings: [FormAnalysis], in language: Language = .english)
    -> String
  {
    var groups: [(head: String, persons: [String])] = []
    for reading in readings {
      var head = reading.infinitive + " · "
      switch reading.kind {
      case .finite(let tense, _): head += tense.name(in: language).lowercased()
      case .infinitive: head += "infinitivo"
      case .gerund: head += "gerundio"
      case .participle: head += "participio"
      }
      let person = reading.person.map { [$0.shortLabel] } ?? []
      if let index = groups.firstIndex(where: { $0.head == head }) {
        groups[index].persons += person
      } else {
        groups.append((head, person))
      }
    }
    let described = groups.map { group in
      group.persons.isEmpty
        ? group.head
        : group.head + " · " + Message.quizAlternatives(group.persons).text(in: language)
    }
    return Message.quizAlternatives(described, then: true).text(in: language)
  }

  // MARK: - Reading an answer

  /// Reads "tener, imperfecto de subjuntivo, nosotros" in any order, with or without commas or
  /// accents: every label the quiz prints (él/usted, ellos/ellas/ustedes, "tú or vos"), English
  /// persons (I, he, they, you all) and every tense name of `TenseNames`.
  public static func parse(_ text: String) -> Answer {
    let separators: Set<Character> = [",", ";", "·", "/", ":", ".", "(", ")"]
    let words = AnswerChecker.applyingTypingHelp(text.lowercased())
      .split(whereSeparator: { $0.isWhitespace || separators.contains($0) }).map {
        $0.folded(.formLookup)
      }
    var answer = Answer(verb: nil, tenses: [], kind: nil, persons: [])
    var rest: [String] = []
    var index = 0
    while index < words.count {
      let word = words[index]
      if word == "you", index + 1 < words.count {
        let pair = PersonNames.persons(named: "you " + words[index + 1])
        if !pair.isEmpty, pair != PersonNames.persons(named: "you") {
          answer.persons.formUnion(pair)
          index += 2
          continue
        }
      }
      let persons = ["or", "o"].contains(word) ? [] : PersonNames.persons(named: word)
      if !persons.isEmpty {
        answer.persons.formUnion(persons)
      } else if answer.verb == nil, isInfinitive(word) {
        answer.verb = word
      } else if !["or", "o"].contains(word) {
        rest.append(word)
      }
      index += 1
    }
    let description = rest.joined(separator: " ")
    switch Tense.searchKey(description) {
    case "infinitivo", "infinitive": answer.kind = .infinitive
    case "gerundio", "gerund": answer.kind = .gerund
    case "participio", "participle", "pastparticiple": answer.kind = .participle
    default:
      answer.tenses = Set(TenseNames.tenses(named: description))
      if !answer.tenses.isEmpty { answer.kind = .finite }
    }
    return answer
  }

  /// Infinitives end in -ar, -er, -ir (or -ír), possibly with -se.
  static func isInfinitive(_ word: String) -> Bool {
    let verb = word.hasSuffix("se") ? String(word.dropLast(2)) : word
    return verb.count >= 2 && (verb.hasSuffix("ar") || verb.hasSuffix("er") || verb.hasSuffix("ir"))
  }
}

extension Person {
  /// The person as a quiz names it: yo, tú, vos, él/usted, nosotros, vosotros, ellos/ustedes.
  public var shortLabel: String {
    switch self {
    case .yo: "yo"
    case .tu: "tú"
    case .vos: "vos"
    case .el: "él/usted"
    case .nosotros: "nosotros"
    case .vosotros: "vosotros"
    case .ellos: "ellos/ustedes"
    }
  }
}
