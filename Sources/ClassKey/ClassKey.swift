import ConjugarCore
import ConjugarQuiz

/// The teacher's key to a class's sealed worksheet versions (`quiz --worksheet --versions N
/// --class NAME` writes it, `grade` and `quiz --assignment` read it). Student sheets carry only a
/// version's short code; everything that rebuilds the answers is here: the class secret (every
/// version's seed derives from it), the selection, and each version's questions with every
/// accepted answer, so grading never redraws a quiz. The file is JSON (`json`, `read(_:)`) with a
/// format marker, a format version and a checksum, so another file, an edited key or a key of
/// another format is refused rather than graded wrongly.
public struct ClassKey: Equatable, Sendable {
  /// The class's name as the teacher gave it ("3B"); it starts every version code.
  public let className: String
  public let secret: ClassSecret
  /// When the key was made, ISO 8601 (`2025-03-14T09:30:00Z`), from the environment's clock;
  /// nil when not recorded.
  public let created: String?
  /// How accent slips are marked when grading (`--accents` when the sheets were made).
  public let accents: AccentsPolicy
  /// What each question asks the student to do.
  public let drill: QuizKind
  public let selection: Selection
  /// In order: the first is version A.
  public let versions: [Version]
  /// The paper the sheets were laid out for (`--paper`: "a4", "letter"); nil when not given.
  /// The answer keys and the grade report print on it.
  public let paper: String?

  /// The drills a class's sheets ask, whose every accepted answer is a form the key lists. Not
  /// the recognition drills: their answers are readings (verb, tense, person), which a key does
  /// not record, so a key of another drill is unreadable rather than graded against the form.
  public static let drills: [QuizKind] = [.conjugate, .translate, .context]

  public init(
    className: String, secret: ClassSecret, accents: AccentsPolicy, drill: QuizKind,
    selection: Selection, versions: [Version], created: String? = nil, paper: String? = nil
  ) {
    self.paper = paper
    self.className = className
    self.secret = secret
    self.created = created
    self.accents = accents
    self.drill = drill
    self.selection = selection
    self.versions = versions
  }

  /// The version a student's code names: the whole code or its last four characters, in any
  /// case, spaces and dashes ignored; nil when no version has it.
  public func version(coded text: String) -> Version? {
    let wanted = ClassSecret.comparable(text)
    guard !wanted.isEmpty else { return nil }
    if let exact = versions.first(where: { ClassSecret.comparable($0.code) == wanted }) {
      return exact
    }
    let suffixed = versions.filter { ClassSecret.comparable($0.code).hasSuffix(wanted) }
    return wanted.count >= ClassSecret.codeLength && suffixed.count == 1 ? suffixed[0] : nil
  }

  /// What the questions were drawn from: the quiz header's difficulty, region and vos, and the
  /// selection (`--tense --verbs --person --irregular`).
  public struct Selection: Equatable, Sendable {
    public let difficulty: Difficulty
    public let region: Region
    public let vos: Bool
    public let focus: QuizFocus

    public init(difficulty: Difficulty, region: Region, vos: Bool, focus: QuizFocus = QuizFocus()) {
      self.difficulty = difficulty
      self.region = region
      self.vos = vos
      self.focus = focus
    }

    public init(_ options: QuizOptions) {
      self.init(
        difficulty: options.difficulty, region: options.region, vos: options.vos,
        focus: options.focus)
    }

    /// The quiz options the selection stands for, with `count` questions.
    public func options(count: Int) -> QuizOptions {
      QuizOptions(difficulty: difficulty, region: region, vos: vos, count: count, focus: focus)
    }
  }

  /// One version of the sheet: its code and its questions.
  public struct Version: Equatable, Sendable {
    /// The code printed on the student's sheet ("3B-K7Q2", `ClassKey.versionCode`).
    public let code: String
    public let questions: [Question]

    public init(code: String, questions: [Question]) {
      self.code = code
      self.questions = questions
    }
  }

  /// One question of a version, with everything grading needs.
  public struct Question: Equatable, Sendable {
    public let number: Int
    public let verb: String
    public let item: QuizItem
    /// nil for the gerund and the participle.
    public let person: Person?
    /// The question as the sheet printed it (`Drill.prompt`).
    public let prompt: String
    /// The context drill's sentence with its blank; nil in the other drills.
    public let sentence: String?
    /// The form expected first.
    public let answer: String
    /// Other forms that also count as right (-ra/-se, vos, forms of the same English).
    public let alternatives: [String]

    public init(
      number: Int, verb: String, item: QuizItem, person: Person?, prompt: String,
      sentence: String? = nil, answer: String, alternatives: [String]
    ) {
      self.number = number
      self.verb = verb
      self.item = item
      self.person = person
      self.prompt = prompt
      self.sentence = sentence
      self.answer = answer
      self.alternatives = alternatives
    }

    /// A quiz's question with its prompt as `drill` asks it and every answer `drill` accepts.
    public init(_ question: QuizQuestion, drill: Drill, sentence: String? = nil) {
      self.init(
        number: question.number, verb: question.verb, item: question.item,
        person: question.person, prompt: drill.prompt(question), sentence: sentence,
        answer: question.answer, alternatives: drill.accepting(question).alternatives)
    }

    public var acceptedAnswers: [String] { [answer] + alternatives }

    /// The quiz's question this one is: what `AnswerChecker` and the diagnosis mark against.
    public var quizQuestion: QuizQuestion {
      QuizQuestion(
        number: number, verb: verb, item: item, person: person, answer: answer,
        alternatives: alternatives)
    }
  }
}
