import ConjugarCommandLine
import ConjugarCommands
import ConjugarTestSupport
import Foundation
import Testing

/// `verbs` on a narrow terminal: the English wraps at spaces under itself, never mid-word; into
/// a pipe a verb stays one line whatever COLUMNS says.
@Suite struct VerbsWidthTests {
  func verbs(_ arguments: [String], columns: Int?, onTerminal: Bool, columnsVariable: String? = nil)
    throws -> String
  {
    let test = try TestEnvironment(now: "2026-03-01T10:00:00Z")
    var environment = test.environment()
    environment.standardOutputIsTerminal = onTerminal
    environment.terminalColumns = { columns }
    if let columnsVariable { environment.variables["COLUMNS"] = columnsVariable }
    let status = CommandRun.run(["verbs"] + arguments, in: environment, context: .shell)
    #expect(status == .success)
    return test.output
  }

  @Test(arguments: [40, 60])
  func aNarrowTerminalWrapsTheEnglishAtSpaces(_ columns: Int) throws {
    let search = ["--search", "to be"]
    let shown = try verbs(search, columns: columns, onTerminal: true)
    let piped = try verbs(search, columns: nil, onTerminal: false)
    let lines = shown.split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= columns }, "\(lines.filter { $0.count > columns })")
    #expect(lines.count > piped.split(separator: "\n").count)
    #expect(
      shown.split(whereSeparator: \.isWhitespace) == piped.split(whereSeparator: \.isWhitespace))
    let indent = String(repeating: " ", count: "corresponder  ".count)
    #expect(lines.allSatisfy { !$0.hasPrefix(" ") || $0.hasPrefix(indent) })
  }

  @Test func aPipeKeepsAVerbALine() throws {
    let piped = try verbs(["--search", "to be"], columns: nil, onTerminal: false)
    #expect(piped.split(separator: "\n").count == 20)
    let narrow = try verbs(
      ["--search", "to be"], columns: nil, onTerminal: false, columnsVariable: "40")
    #expect(narrow == piped)
  }
}
