import CalendarDates
import ConjugarCore
import ConjugarQuiz
import QuizHistory
import SimpleJSON

/// The test's oracle for `QuizRecord.reading(line:)`: the reading the history had before it
/// walked lines with `JSONReader`, over a whole parsed `JSONValue` (a dictionary, so the last
/// of duplicate keys counts; a member of the wrong type is missing). Slow and plain on purpose:
/// the generated tests require the product's reading to agree with it on every line.
enum ReferenceReading {
  static func reading(_ line: [UInt8]) -> QuizRecord.LineReading {
    guard let json = JSONValue(parsing: line), case .object(let fields) = json else {
      return .unreadableLine
    }
    guard case .string(let text)? = fields["date"], let date = ISODate.parse(text) else {
      return .undated
    }
    let kind = fields["drill"]?.text.flatMap(QuizKind.init(rawValue:)) ?? .conjugate
    var seed: UInt64? = nil
    if case .number(let number)? = fields["seed"] { seed = number.uint64 }
    let difficulty = fields["difficulty"]?.text.flatMap(Difficulty.init(rawValue:))
    let region = fields["region"]?.text.flatMap(Region.init(rawValue:))
    let focus = fields["focus"].map { QuizFocus(reading: $0) } ?? QuizFocus()
    var options: QuizOptions? = nil
    if let difficulty, let region, case .bool(let vos)? = fields["vos"],
      case .number(let questions)? = fields["questions"], let count = questions.int, let focus
    {
      options = QuizOptions(
        difficulty: difficulty, region: region, vos: vos, count: count, focus: focus)
    }
    var score: Int? = nil
    if case .number(let number)? = fields["score"] { score = number.int }
    var finished: Bool? = nil
    if case .bool(let flag)? = fields["finished"] { finished = flag }
    var answers: [QuizRecord.Answer] = []
    var unreadable = 0
    if kind != .recognize, case .array(let entries)? = fields["answers"] {
      for entry in entries {
        if let answer = answer(entry) {
          answers.append(answer)
        } else {
          unreadable += 1
        }
      }
    }
    var record = QuizRecord(
      date: date,
      source: fields["mode"]?.text.flatMap(QuestionSource.init(rawValue:)) ?? .curriculum,
      kind: kind, seed: seed, options: options, score: score, finished: finished,
      answers: answers)
    record.unreadableAnswers = unreadable
    return .record(record)
  }

  static func answer(_ value: JSONValue) -> QuizRecord.Answer? {
    guard case .object(let fields) = value,
      case .string(let verb)? = fields["verb"], !verb.isEmpty,
      case .string(let itemKey)? = fields["tense"], let item = QuizItem(key: itemKey),
      case .string(let markName)? = fields["mark"], let mark = Mark(rawValue: markName)
    else { return nil }
    var person: Person? = nil
    if case .tense(let tense) = item {
      guard case .string(let personKey)? = fields["person"],
        let named = Person(rawValue: personKey),
        tense.persons.contains(named)
      else { return nil }
      person = named
    }
    var isRepeat = false
    if case .bool(let flag)? = fields["repeat"] { isRepeat = flag }
    return QuizRecord.Answer(
      key: QuestionKey(verb: verb, item: item, person: person), expected: fields["expected"]?.text,
      given: fields["given"]?.text, mark: mark, isRepeat: isRepeat,
      diagnosis: fields["diagnosis"]?.text, irregularity: fields["irregularity"]?.text)
  }
}

extension JSONValue {
  fileprivate var text: String? {
    guard case .string(let text) = self else { return nil }
    return text
  }
}
