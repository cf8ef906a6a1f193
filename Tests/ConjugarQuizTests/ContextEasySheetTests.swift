import ConjugarCore
import ConjugarQuiz
import SentenceBank
import Testing

/// Issue 40: a sentence of an easy (or moderate) context quiz or sheet is everyday Spanish; the
/// futuro and futuro perfecto de subjuntivo, archaic outside laws and sayings, are neither asked
/// nor accepted there (the bank lists them only in legal or solemn sentences, first:
/// `TeacherChecksTests`).
@Suite struct ContextEasySheetTests {
  static let quiz = ContextQuiz(bank: .bundled, conjugator: Conjugator())
  static let formal: Set<Tense> = [.futuroDeSubjuntivo, .futuroPerfectoDeSubjuntivo]

  @Test(arguments: [Difficulty.easy, .moderate], [Region.spain, .latinAmerica, .rioplatense])
  func noFormalSentenceOrTenseReachesAnEverydaySheet(_ difficulty: Difficulty, _ region: Region)
    throws
  {
    let conjugator = Conjugator()
    for seed: UInt64 in 1...3 {
      var generator = SeededGenerator(seed: seed)
      let options = QuizOptions(
        difficulty: difficulty, region: region, vos: region == .rioplatense, count: 300)
      let asked = Self.quiz.questions(options, using: &generator)
      #expect(asked.count == 300)
      for (question, sentence) in asked {
        #expect(sentence.register == .everyday, "\(sentence.location)")
        #expect(sentence.tenses.allSatisfy { !Self.formal.contains($0) }, "\(sentence.location)")
        let conjugation = try conjugator.conjugate(sentence.verb)
        let formalForms = Self.formal.flatMap {
          conjugation.form($0, sentence.person)?.allForms ?? []
        }
        #expect(
          !question.acceptedAnswers.contains(where: formalForms.contains), "\(sentence.location)")
      }
    }
  }
}
