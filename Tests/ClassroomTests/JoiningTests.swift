import ClassKey
import Classroom
import SimpleJSON
import Testing

@Suite struct JoiningTests {
  @Test func theJoinCodeIsTheKeysAndTheSameEachRun() throws {
    let store = MemoryClassroomStore()
    let first = try ClassroomFixture.classroom(store)
    let again = try ClassroomFixture.classroom(store, run: 2)
    #expect(first.joinCode == again.joinCode)
    #expect(first.joinCode.count == ClassSecret.joinCodeLength)
    #expect(first.joinCode.allSatisfy { ClassSecret.codeAlphabet.contains($0) })
    let other = ClassSecret(high: 3, low: 4).joinCode
    #expect(other != first.joinCode)
    // Nothing of a version's code is in the join code's derivation.
    #expect(!ClassroomFixture.key.versions.map(\.code).contains { $0.hasSuffix(first.joinCode) })
  }

  @Test func aWrongCodeIsRefusedAndTheRightOneTypedLooselyIsTaken() throws {
    let classroom = try ClassroomFixture.classroom()
    #expect(throws: ClassroomError.wrongCode) {
      try classroom.join(name: "Ana", code: "AAAAAA", version: nil)
    }
    #expect(throws: ClassroomError.wrongCode) {
      try classroom.join(name: "Ana", code: "", version: nil)
    }
    let loose = classroom.joinCode.lowercased().prefix(3) + " - " + classroom.joinCode.suffix(3)
    let ana = try classroom.join(name: "Ana", code: String(loose), version: nil)
    #expect(ana.session.count == 32)
    #expect(ana.session.allSatisfy { $0.isHexDigit })
  }

  @Test func versionsAreGivenEvenlyWithoutASheetCode() throws {
    let classroom = try ClassroomFixture.classroom()
    let versions = try ["Ana", "Bea", "Carlos", "Dani", "Eva"].map { name in
      try classroom.join(name: name, code: classroom.joinCode, version: nil).json.member("version")
    }
    #expect(versions == ["3B-K7Q2", "3B-M4XR", "3B-K7Q2", "3B-M4XR", "3B-K7Q2"])
  }

  @Test func aSheetsCodeChoosesTheVersionWholeOrByItsEnd() throws {
    let classroom = try ClassroomFixture.classroom()
    let code = classroom.joinCode
    #expect(
      try classroom.join(name: "Ana", code: code, version: "3B-M4XR").json.member("version")
        == "3B-M4XR")
    #expect(
      try classroom.join(name: "Bea", code: code, version: "m4xr").json.member("version")
        == "3B-M4XR")
    #expect(
      try classroom.join(name: "Eva", code: code, version: "  ").json.member("version") == "3B-K7Q2"
    )
    #expect(throws: ClassroomError.unknownVersion("3B-ZZZZ")) {
      try classroom.join(name: "Carlos", code: code, version: "3B-ZZZZ")
    }
  }

  @Test func theSameNameResumesWhateverItsCapitalsAndSpaces() throws {
    let classroom = try ClassroomFixture.classroom()
    let code = classroom.joinCode
    let first = try classroom.join(name: "Ana García", code: code, version: nil)
    let again = try classroom.join(name: "  ana   GARCÍA ", code: code, version: nil)
    #expect(first.session == again.session)
    #expect(
      try classroom.join(name: "Ana García", code: code, version: "K7Q2").session == first.session)
    #expect(throws: ClassroomError.alreadyJoinedOtherVersion("3B-K7Q2")) {
      try classroom.join(name: "Ana García", code: code, version: "3B-M4XR")
    }
    // "José" composed and decomposed is one name.
    let composed = try classroom.join(name: "Jos\u{E9}", code: code, version: nil)
    let decomposed = try classroom.join(name: "Jose\u{301}", code: code, version: nil)
    #expect(composed.session == decomposed.session)
  }

  @Test func namesThatCannotBeNamesAreRefused() throws {
    let classroom = try ClassroomFixture.classroom()
    for name in ["", "   ", String(repeating: "a", count: 61), "a\u{0}b", "a\u{202E}b"] {
      #expect(throws: ClassroomError.badName) {
        try classroom.join(name: name, code: classroom.joinCode, version: nil)
      }
    }
    // Line breaks and runs of spaces are one space.
    let broken = try classroom.join(name: "Ana\n  María", code: classroom.joinCode, version: nil)
    #expect(broken.json.member("name") == "Ana María")
    let script = try classroom.join(
      name: "<script>alert(1)</script>", code: classroom.joinCode, version: nil)
    #expect(script.json.member("name") == "<script>alert(1)</script>")
  }

  @Test func aStudentSeesTheirQuestionsButNeverTheKeysAnswers() throws {
    let classroom = try ClassroomFixture.classroom()
    let ana = try classroom.join(name: "Ana", code: classroom.joinCode, version: nil)
    let text = ana.json.compact()
    #expect(text.contains("tener · pretérito · yo"))
    for answer in ClassroomFixture.keyAnswers {
      #expect(!text.contains("\"\(answer)\""))
    }
    #expect(!text.contains("alternatives"))
    #expect(!text.contains(ClassroomFixture.key.secret.hex))
    #expect(try classroom.student(session: ana.session).json == ana.json)
  }

  @Test func anUnknownSessionIsRefused() throws {
    let classroom = try ClassroomFixture.classroom()
    #expect(throws: ClassroomError.unknownSession) { try classroom.student(session: "0123") }
    #expect(ClassroomError.unknownSession.status == 401)
  }

  @Test func aClosedClassTakesNoNewStudentButLetsOneResume() throws {
    let classroom = try ClassroomFixture.classroom()
    let ana = try classroom.join(name: "Ana", code: classroom.joinCode, version: nil)
    try classroom.setClosed(true)
    #expect(throws: ClassroomError.classClosed) {
      try classroom.join(name: "Bea", code: classroom.joinCode, version: nil)
    }
    let again = try classroom.join(name: "Ana", code: classroom.joinCode, version: nil)
    #expect(again.session == ana.session)
    #expect(again.json.member("closed") == .bool(true))
  }
}

extension JSONValue {
  /// A member of an object, nil when there is none or this is no object.
  func member(_ name: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members[name]
  }
}

extension JSONValue: ExpressibleByStringLiteral {
  public init(stringLiteral value: String) { self = .string(value) }
}
