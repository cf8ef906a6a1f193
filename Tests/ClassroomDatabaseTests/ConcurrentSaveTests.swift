import Classroom
import Dispatch
import TestBasics
import Testing

@testable import ClassroomDatabase

@Suite struct ConcurrentSaveTests {
  let scratch = try! ScratchFolder("store")

  @Test func eightThreadsSavingAtOnceLoseNothing() throws {
    let folder = scratch.path("class")
    let store = try SQLiteClassroomStore(folder: folder)
    _ = try store.open(StoreSamples.identity)
    let ids = try (1...8).map { try store.addStudent(StoreSamples.student($0)) }
    let failures = Locked<[ClassroomStoreError]>([])
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for number in 1...40 {
        do {
          try store.saveAnswer(StoreSamples.answer(ids[thread], number, "a\(thread)-\(number)"))
          try store.saveAnswer(StoreSamples.answer(ids[(thread + 1) % 8], 100 + number, "b"))
        } catch {
          failures.update { $0.append(error as! ClassroomStoreError) }
        }
      }
    }
    #expect(failures.get().isEmpty)
    let answers = try SQLiteClassroomStore(folder: folder).open(StoreSamples.identity).answers
    #expect(answers.count == 8 * 80)
    for (thread, id) in ids.enumerated() {
      let own = answers.filter { $0.student == id && $0.number <= 40 }.map(\.text)
      #expect(own == (1...40).map { "a\(thread)-\($0)" })
    }
  }
}
