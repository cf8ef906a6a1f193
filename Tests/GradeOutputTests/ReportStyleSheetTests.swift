import Foundation
import GradeOutput
import Testing

private typealias Fixture = GradeFixture

/// The report and the student pages with their style linked (`conjugar serve`, whose CSP
/// forbids inline style) are the inline pages with one line changed.
@Suite struct ReportStyleSheetTests {
  @Test func aLinkedStyleSheetReplacesTheInlineStyleAndNothingElse() {
    let report = Fixture.report()
    for (inline, linked) in [
      (report.html, report.html(styleSheet: "/teacher/report.css")),
      (report.studentPages, report.studentPages(styleSheet: "/teacher/report.css")),
    ] {
      #expect(inline.contains("<style>\n" + report.styleSheet + "</style>"))
      #expect(!linked.contains("<style"))
      #expect(linked.contains("<link rel=\"stylesheet\" href=\"/teacher/report.css\"/>"))
      #expect(
        inline.replacingOccurrences(
          of: "<style>\n" + report.styleSheet + "</style>",
          with: "<link rel=\"stylesheet\" href=\"/teacher/report.css\"/>") == linked)
    }
  }
}
