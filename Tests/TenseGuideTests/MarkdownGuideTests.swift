import Foundation
import Testing

@testable import TenseGuide

/// Docs/TENSE-GUIDE.md is generated from the entries. CONJUGAR_RECORD_GUIDE=1 writes it anew; a
/// recording fails the test so that the new text is reviewed before it is committed.
@Suite struct MarkdownGuideTests {
  static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../" + MarkdownGuide.path).standardized

  @Test func theCommittedGuideMatchesTheEntries() throws {
    let rendered = MarkdownGuide.render()
    if ProcessInfo.processInfo.environment["CONJUGAR_RECORD_GUIDE"] == "1" {
      try rendered.write(to: Self.file, atomically: true, encoding: .utf8)
      Issue.record(
        "recorded \(MarkdownGuide.path): review it, then run again without CONJUGAR_RECORD_GUIDE")
      return
    }
    let committed = (try? String(contentsOf: Self.file, encoding: .utf8)) ?? ""
    guard committed != rendered else { return }
    let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
    let new = rendered.split(separator: "\n", omittingEmptySubsequences: false)
    let line = Array(zip(old, new)).firstIndex { $0 != $1 } ?? min(old.count, new.count)
    Issue.record(
      """
      \(MarkdownGuide.path) is out of date (first difference at line \(line + 1)); regenerate it with \
      CONJUGAR_RECORD_GUIDE=1 swift test --filter TenseGuideTests
      """)
  }

  @Test func everyTenseHasASectionAndARowLinkingToIt() {
    let text = MarkdownGuide.render()
    for entry in Guide.entries {
      let heading = MarkdownGuide.heading(entry)
      #expect(text.contains("\n## \(heading)\n"))
      #expect(text.contains("](#\(MarkdownGuide.anchor(heading)))"))
    }
    #expect(MarkdownGuide.anchor("Pretérito · preterite") == "pretérito--preterite")
    #expect(
      MarkdownGuide.anchor("Imperfecto de subjuntivo (-ra) · imperfect subjunctive")
        == "imperfecto-de-subjuntivo--ra--imperfect-subjunctive")
  }

  @Test func examplesShowTheirFormInBold() {
    let example = Guide.entry(for: .imperativoNegativo).examples[0]
    #expect(
      MarkdownGuide.emphasizingForm(of: example)
        == "*__No toques__ el horno, que quema.*".replacingOccurrences(of: "__", with: "**"))
  }
}
