import LearningProgress
import Messages
import PlainText

/// The bar charts of `stats` (accuracy by tense, verb family, habit): one row a line — name,
/// bar, percentage, correct/answers — that never wraps.
///
/// Width policy: without a width (a pipe, COLUMNS unset) rows are what they always were, bars of
/// `fullBar` cells. Given a width, bars shrink to fit it; when fewer than `shortestBar` cells
/// would be left beside the names, each name goes on a line of its own (wrapped at spaces if it
/// must) and the bar, indented, on the next.
struct StatsChart {
  /// Cells of a full bar; each cell shows two steps (█ and ▌), so a bar moves by 2.5%.
  static let fullBar = 20
  /// The narrowest bar worth drawing beside the names.
  static let shortestBar = 8

  let title: String
  let rows: [(name: String, tally: Tally)]
  /// The names' column: charts that share it line up.
  let nameWidth: Int
  /// The percentages' language ("63%", "63 %").
  var language = Language.english

  /// The chart's lines (a blank line and the title first); none without rows.
  func lines(width: Int?) -> [String] {
    guard !rows.isEmpty else { return [] }
    let counts = rows.map { "\($0.tally.correct)/\($0.tally.answers)" }
    let countWidth = counts.map(\.count).max() ?? 0
    // After the bar: a space, the percentage (as wide as 100% is written), two spaces and the
    // count.
    let percentWidth = Message.statsPercent(100).text(in: language).count
    let tail = 1 + percentWidth + 2 + countWidth
    let besideNames = width.map { $0 - (2 + nameWidth + 2) - tail } ?? Self.fullBar
    let stacked = besideNames < Self.shortestBar
    let cells =
      stacked
      ? min(Self.fullBar, max(1, (width ?? 0) - 4 - tail)) : min(Self.fullBar, besideNames)
    var lines = ["", title]
    for (row, count) in zip(rows, counts) {
      let percent = StatsNames.percent(row.tally, in: language)
      let figures =
        Self.bar(row.tally.accuracy, cells: cells) + " "
        + String(repeating: " ", count: percentWidth - percent.count) + percent + "  "
        + String(repeating: " ", count: countWidth - count.count) + count
      if stacked {
        lines += WrappedText(row.name).lines(width: width ?? 0, firstIndent: "  ", indent: "  ")
        lines.append("    " + figures)
      } else {
        lines.append("  \(row.name.padded(to: nameWidth))  " + figures)
      }
    }
    return lines
  }

  /// A bar of `cells` cells: █ a full cell, ▌ a half, padded with spaces.
  static func bar(_ fraction: Double, cells: Int) -> String {
    let halves = Int((min(1, max(0, fraction)) * Double(cells * 2)).rounded())
    let bar = String(repeating: "█", count: halves / 2) + (halves % 2 == 1 ? "▌" : "")
    return bar + String(repeating: " ", count: cells - bar.count)
  }
}
