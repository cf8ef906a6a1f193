import QuizHistory
import SimpleJSON

/// Whole records of the history, for the tests: the program reads lines
/// (`QuizHistory.forEachLine`, `QuizRecord.reading(line:)`).
extension QuizHistory {
  /// Calls `body` with each line that is a JSON object, in file order, and returns how many
  /// lines were skipped (not JSON, not an object, or too long).
  @discardableResult
  func forEachRecord(_ body: (JSONValue) -> Void) throws(ReadFailure) -> Int {
    var skipped = 0
    try forEachLine { line in
      if let line, let value = JSONValue(parsing: line), case .object = value {
        body(value)
      } else {
        skipped += 1
      }
    }
    return skipped
  }

  /// Every readable record, and how many lines were skipped. Holds the whole history: for
  /// tests and small files; `forEachRecord` streams.
  func read() throws(ReadFailure) -> (records: [JSONValue], skipped: Int) {
    var records: [JSONValue] = []
    let skipped = try forEachRecord { records.append($0) }
    return (records, skipped)
  }
}
