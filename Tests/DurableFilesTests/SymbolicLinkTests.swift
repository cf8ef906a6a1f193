import Foundation
import TestBasics
import Testing

@testable import DurableFiles

/// A symbolic link is followed: the file it leads to is replaced or appended to, with the
/// temporary and lock files beside that file, and the link stays a link.
@Suite struct SymbolicLinkTests {
  @Test func replacingThroughALinkUpdatesTheTargetAndKeepsTheLink() throws {
    let scratch = try ScratchFolder("durable")
    try FileManager.default.createDirectory(
      atPath: scratch.path("dotfiles"), withIntermediateDirectories: true)
    try scratch.write("old", to: "dotfiles/settings.json")
    try FileManager.default.createDirectory(
      atPath: scratch.path("config"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path("config/settings.json"), withDestinationPath: "../dotfiles/settings.json"
    )
    let file = DurableFile(path: scratch.path("config/settings.json"))
    try file.withLock { () throws(FileFailure) in try file.replace(with: Array("new".utf8)) }
    #expect(scratch.kind("config/settings.json") == .symbolicLink)
    #expect(try scratch.text("dotfiles/settings.json") == "new")
    #expect(
      scratch.contents("config") == ["settings.json"], "no lock or temporary file beside the link")
    #expect(scratch.contents("dotfiles") == ["settings.json", "settings.json.lock"])
  }

  @Test func appendingThroughAChainOfLinksReachesTheTarget() throws {
    let scratch = try ScratchFolder("durable")
    try scratch.write("{\"n\":1}\n", to: "real.jsonl")
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path("middle"), withDestinationPath: scratch.path("real.jsonl"))
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path("history.jsonl"), withDestinationPath: "middle")
    try DurableFile(path: scratch.path("history.jsonl")).appendLine(Array("{\"n\":2}".utf8))
    #expect(try scratch.text("real.jsonl") == "{\"n\":1}\n{\"n\":2}\n")
    #expect(scratch.kind("history.jsonl") == .symbolicLink)
    #expect(scratch.kind("middle") == .symbolicLink)
  }

  @Test func aDanglingLinksTargetIsCreated() throws {
    let scratch = try ScratchFolder("durable")
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path("settings.json"), withDestinationPath: "elsewhere.json")
    let file = DurableFile(path: scratch.path("settings.json"))
    #expect(try file.read() == nil, "a dangling link reads as no file")
    try file.withLock { () throws(FileFailure) in try file.replace(with: Array("{}".utf8)) }
    #expect(scratch.kind("settings.json") == .symbolicLink)
    #expect(try scratch.text("elsewhere.json") == "{}")
  }

  @Test func aLinkLoopIsAnError() throws {
    let scratch = try ScratchFolder("durable")
    try FileManager.default.createSymbolicLink(atPath: scratch.path("a"), withDestinationPath: "b")
    try FileManager.default.createSymbolicLink(atPath: scratch.path("b"), withDestinationPath: "a")
    let file = DurableFile(path: scratch.path("a"))
    #expect(throws: FileFailure.system(ELOOP)) { try file.withLock {} }
    #expect(throws: FileFailure.system(ELOOP)) { try file.appendLine([65]) }
    #expect(scratch.contents() == ["a", "b"])
  }
}
