import TestBasics
import Testing

/// Every answer the server acknowledged survives `kill -9` at any moment: `conjugar serve` is
/// killed five times while twenty students answer, started again on the same key and data, and
/// each time every acknowledged answer is found, graded as `conjugar grade --data` grades it;
/// at the end the teacher's CSV gradebook is `grade`'s (Scripts/class_load.py).
@Suite(.serialized) struct KillUnderLoadTests {
  @Test func everyAcknowledgedAnswerSurvivesKillNine() throws {
    let scratch = try ScratchFolder("kill")
    let result = try ClassScript.run(
      "class_load.py",
      [
        "kill", "--conjugar", ClassScript.conjugar, "--work", scratch.path("class"), "--rounds",
        "5",
        "--students", "20",
      ],
      in: scratch)
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("5 kills"))
    #expect(result.output.contains(" 0 problems"))
  }
}
