import ClassKey
import Classroom
import ConjugarCore
import ConjugarQuiz
import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A class of two versions of three questions, written by hand, served over a memory store
/// with a fixed clock and counted "randomness".
enum ClassroomFixture {
  static let versionA = ClassKey.Version(
    code: "3B-K7Q2",
    questions: [
      ClassKey.Question(
        number: 1, verb: "tener", item: .tense(.preterito), person: .yo,
        prompt: "tener · pretérito · yo", answer: "tuve", alternatives: []),
      ClassKey.Question(
        number: 2, verb: "pedir", item: .tense(.preterito), person: .el,
        prompt: "pedir · pretérito · él/usted", answer: "pidió", alternatives: []),
      ClassKey.Question(
        number: 3, verb: "hablar", item: .tense(.presenteDeIndicativo), person: .yo,
        prompt: "hablar · presente de indicativo · yo", answer: "hablo", alternatives: []),
    ])
  static let versionB = ClassKey.Version(
    code: "3B-M4XR",
    questions: [
      ClassKey.Question(
        number: 1, verb: "poner", item: .tense(.preterito), person: .yo,
        prompt: "poner · pretérito · yo", answer: "puse", alternatives: []),
      ClassKey.Question(
        number: 2, verb: "dormir", item: .tense(.preterito), person: .el,
        prompt: "dormir · pretérito · él/usted", answer: "durmió", alternatives: []),
      ClassKey.Question(
        number: 3, verb: "vivir", item: .tense(.presenteDeIndicativo), person: .yo,
        prompt: "vivir · presente de indicativo · yo", answer: "vivo", alternatives: []),
    ])

  static let key = ClassKey(
    className: "3B", secret: ClassSecret(high: 1, low: 2), accents: .half, drill: .conjugate,
    selection: ClassKey.Selection(difficulty: .moderate, region: .latinAmerica, vos: false),
    versions: [versionA, versionB])

  /// Every accepted answer of the key: none may reach a student before feedback.
  static let keyAnswers = (versionA.questions + versionB.questions).flatMap(\.acceptedAnswers)

  static let conjugator = Conjugator()

  /// Counts up from `start`: distinct, predictable "random" words.
  static func counter(from start: UInt64) -> @Sendable () -> UInt64 {
    let next = Mutex(start)
    return {
      next.withLock { value in
        value &+= 0x9E37_79B9_7F4A_7C15
        return value
      }
    }
  }

  static func classroom(
    _ store: MemoryClassroomStore = MemoryClassroomStore(), mode: ClassMode = .test,
    key: ClassKey = key, run: UInt64 = 1
  ) throws -> Classroom {
    try Classroom(
      key: key, mode: mode, store: store, conjugator: conjugator,
      now: { Date(timeIntervalSince1970: 1_800_000_000) }, randomWord: counter(from: run << 32))
  }
}
