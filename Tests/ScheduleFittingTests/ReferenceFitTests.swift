import Testing

@testable import ScheduleFitting

/// The fit against the reference optimiser (fsrs-rs through fsrs-rs-python) on simulated
/// learners: on the held-out later fifth, our fit's log loss is within 1 % of the reference
/// fit's (or lower), and lower than the defaults' wherever the reference's is.
@Suite struct ReferenceFitTests {
  @Test(arguments: FitFixture.names)
  func heldOutLossWithinOnePercentOfTheReference(_ file: String) throws {
    let fixture = try FitFixture(named: file)
    let fit = ScheduleFit(fixture.data)
    let ours = try #require(fit.fittedEvaluation).logLoss
    let defaults = try #require(fit.defaultEvaluation).logLoss
    #expect(abs(defaults - fixture.defaultLoss) < 1e-5, "the model replays as fsrs-rs's")
    #expect(
      ours <= fixture.referenceLoss * 1.01, "ours \(ours), reference \(fixture.referenceLoss)")
    if fixture.referenceLoss < fixture.defaultLoss {
      #expect(ours < defaults, "the reference beats the defaults (\(fixture.referenceLoss))")
    }
  }

  @Test(arguments: FitFixture.names)
  func theReferenceParametersReplayToTheirLoss(_ file: String) throws {
    let fixture = try FitFixture(named: file)
    let items = fixture.data.items
    let later = Array(items[(items.count - Int((Double(items.count) * 0.2).rounded(.up)))...])
    let replayed = try #require(
      FitEvaluation.measure(fixture.reference, data: fixture.data, items: later))
    #expect(abs(replayed.logLoss - fixture.referenceLoss) < 1e-4)
  }

  @Test func theSameAnswersGiveTheSameParameters() throws {
    let fixture = try FitFixture(named: FitFixture.names[1])
    #expect(ScheduleFit(fixture.data) == ScheduleFit(fixture.data))
  }
}
