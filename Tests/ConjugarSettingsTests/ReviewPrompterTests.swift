import ConjugarSettings
import Foundation
import Synchronization
import TestBasics
import Testing

/// A clock and a review request that the test controls; the request counts its calls.
final class Probe: Sendable {
  let time = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
  let requests = Mutex(0)

  var now: @Sendable () -> Date { { self.time.withLock { $0 } } }
  var requestReview: @Sendable () -> Void { { self.requests.withLock { $0 += 1 } } }
  func advance(days: Double) { time.withLock { $0 += days * 86_400 } }
  var requestCount: Int { requests.withLock { $0 } }
}

@Suite struct ReviewPrompterTests {
  @Test func noPromptBeforeTheNinthAction() {
    let probe = Probe()
    let store = MemorySettingsStore()
    let prompter = ReviewPrompter(
      settings: store, now: probe.now, requestReview: probe.requestReview)
    for _ in 1...8 { prompter.promptableActionHappened() }
    #expect(probe.requestCount == 0)
    #expect(store.load().promptActionCount == 8)
  }

  @Test func promptsOnTheNinthWhenTheLastPromptIsOldAndStoresTheDate() {
    let probe = Probe()
    let store = MemorySettingsStore()
    let prompter = ReviewPrompter(
      settings: store, now: probe.now, requestReview: probe.requestReview)
    for _ in 1...9 { prompter.promptableActionHappened() }
    #expect(probe.requestCount == 1)
    #expect(store.load().lastReviewPromptDate == probe.now())
  }

  @Test func noPromptWhenTheLastPromptIsRecent() {
    let probe = Probe()
    var recent = Settings()
    recent.lastReviewPromptDate = probe.now().addingTimeInterval(-179 * 86_400)
    let store = MemorySettingsStore(recent)
    let prompter = ReviewPrompter(
      settings: store, now: probe.now, requestReview: probe.requestReview)
    for _ in 1...18 { prompter.promptableActionHappened() }
    #expect(probe.requestCount == 0)
    probe.advance(days: 1)
    for _ in 1...9 { prompter.promptableActionHappened() }
    #expect(probe.requestCount == 1)
  }

  @Test func timeMovesBetweenActions() {
    let probe = Probe()
    let store = MemorySettingsStore()
    let prompter = ReviewPrompter(
      settings: store, now: probe.now, requestReview: probe.requestReview)
    for _ in 1...9 { prompter.promptableActionHappened() }
    for _ in 1...9 { prompter.promptableActionHappened() }
    #expect(probe.requestCount == 1, "second prompt only 0 days later")
    probe.advance(days: 180)
    for _ in 1...9 { prompter.promptableActionHappened() }
    #expect(probe.requestCount == 2)
  }

  @Test func reviewPromptsOffNeverAsks() {
    let probe = Probe()
    var off = Settings()
    off.reviewPrompts = false
    let store = MemorySettingsStore(off)
    let prompter = ReviewPrompter(
      settings: store, now: probe.now, requestReview: probe.requestReview)
    for _ in 1...27 { prompter.promptableActionHappened() }
    #expect(probe.requestCount == 0)
    #expect(store.load().promptActionCount == 27)
  }

  @Test func countPersistsThroughTheFileStoreAcrossInstances() throws {
    let folder = try ScratchFolder()
    let path = folder.path("settings.json")
    let probe = Probe()
    let first = FileSettingsStore(
      path: path, now: probe.now, warn: { Issue.record("warning: \($0)") })
    let prompterA = ReviewPrompter(
      settings: first, now: probe.now, requestReview: probe.requestReview)
    for _ in 1...5 { prompterA.promptableActionHappened() }
    let second = FileSettingsStore(
      path: path, now: probe.now, warn: { Issue.record("warning: \($0)") })
    #expect(second.load().promptActionCount == 5)
    let prompterB = ReviewPrompter(
      settings: second, now: probe.now, requestReview: probe.requestReview)
    for _ in 1...4 { prompterB.promptableActionHappened() }
    #expect(probe.requestCount == 1)
    #expect(first.load().promptActionCount == 9)
    #expect(first.load().lastReviewPromptDate == probe.now())
  }
}
