import ConjugarCore
import ConjugarQuiz
import Foundation
import SimpleJSON
import Testing

@testable import ClassKey

/// The key file: written and read back exactly; another file, an edit, another format version or
/// a damaged member refused with one line; codes and seeds derived from the secret alone.
@Suite struct ClassKeyTests {
  static let secret = ClassSecret(high: 0x0123_4567_89ab_cdef, low: 0xfedc_ba98_7654_3210)

  static func key(versions: Int = 2, created: String? = "2025-03-14T09:30:00Z") -> ClassKey {
    let codes = secret.versionCodes(count: versions, className: "3B")
    return ClassKey(
      className: "3B", secret: secret, accents: .strict, drill: .conjugate,
      selection: ClassKey.Selection(
        difficulty: .moderate, region: .spain, vos: false,
        focus: QuizFocus(items: [.tense(.imperfectoDeSubjuntivo1)], irregularOnly: true)),
      versions: codes.map { code in
        ClassKey.Version(
          code: code,
          questions: [
            ClassKey.Question(
              number: 1, verb: "tener", item: .tense(.imperfectoDeSubjuntivo1), person: .yo,
              prompt: "tener · imperfecto de subjuntivo · yo", answer: "tuviera",
              alternatives: ["tuviese"]),
            ClassKey.Question(
              number: 2, verb: "hablar", item: .gerund, person: nil, prompt: "hablar · gerundio",
              sentence: "Estoy ___ con ella.", answer: "hablando", alternatives: []),
          ])
      }, created: created)
  }

  @Test func roundTrip() throws {
    let key = Self.key()
    #expect(try ClassKey.read(key.json) == key)
    let undated = Self.key(created: nil)
    #expect(try ClassKey.read(undated.json) == undated)
  }

  @Test func fileNamesItsFormatAndChecksum() throws {
    let text = Self.key().json
    #expect(text.hasSuffix("}\n"))
    guard case .object(let members)? = JSONValue(parsing: text) else {
      Issue.record("not an object")
      return
    }
    #expect(members["format"] == .string("conjugar-class-key"))
    #expect(members["formatVersion"] == .integer(1))
    #expect(members["secret"] == .string("0123456789abcdeffedcba9876543210"))
    guard case .string(let checksum)? = members["checksum"] else {
      Issue.record("no checksum")
      return
    }
    #expect(checksum.hasPrefix("fnv1a64:") && checksum.count == 24)
  }

  @Test(arguments: [
    ("", ClassKeyError.notAKey),
    ("{\"settings\": 1}", .notAKey),
    ("[1, 2]", .notAKey),
    ("hablar,tener\n", .notAKey),
  ])
  func refusesWhatIsNotAKey(text: String, error: ClassKeyError) {
    #expect(throws: error) { try ClassKey.read(text) }
  }

  @Test func refusesAnEditedKey() {
    let text = Self.key().json
    for (old, new) in [
      ("\"tuviera\"", "\"tuvieras\""), ("\"strict\"", "\"ignore\""), ("\"3B\"", "\"3C\""),
    ] {
      let edited = text.replacingFirst(old, with: new)
      #expect(edited != text)
      #expect(throws: ClassKeyError.edited) { try ClassKey.read(edited) }
    }
    let unsummed = text.replacingFirst("\"checksum\"", with: "\"checksumm\"")
    #expect(throws: ClassKeyError.edited) { try ClassKey.read(unsummed) }
  }

  @Test func refusesAnotherFormatVersion() {
    let text = Self.key().json
    #expect(throws: ClassKeyError.formatVersion(2)) {
      try ClassKey.read(text.replacingFirst("\"formatVersion\": 1", with: "\"formatVersion\": 2"))
    }
    #expect(throws: ClassKeyError.formatVersion(nil)) {
      try ClassKey.read(
        text.replacingFirst("\"formatVersion\": 1", with: "\"formatVersion\": \"one\""))
    }
    #expect(ClassKeyError.formatVersion(2).message.contains("version 2"))
  }

  /// A member that cannot be read, with a checksum made to match: named in the error.
  @Test func namesAnUnreadableMember() throws {
    var members = Self.key().content
    members["accents"] = .string("sometimes")
    members["checksum"] = .string(ClassKey.checksum(of: members))
    #expect(throws: ClassKeyError.unreadable("accents")) {
      try ClassKey.read(JSONValue.object(members).prettyPrinted())
    }
  }

  /// The key's text after `edit`, its checksum recomputed as Docs/JSON.md explains: an attack
  /// that the checksum cannot catch.
  static func resummed(_ edit: (inout [String: JSONValue]) -> Void) -> String {
    var members = key().content
    edit(&members)
    members["checksum"] = .string(ClassKey.checksum(of: members))
    return JSONValue.object(members).prettyPrinted()
  }

  /// `edit` applied to the first version's object.
  static func firstVersion(_ edit: @escaping (inout [String: JSONValue]) -> Void) -> String {
    resummed { members in
      guard case .array(var versions)? = members["versions"],
        case .object(var version) = versions[0]
      else { return }
      edit(&version)
      versions[0] = .object(version)
      members["versions"] = .array(versions)
    }
  }

  /// A code went into `quiz --assignment`'s default file name: `../../../X` wrote outside the
  /// folder. Only the documented form is read: the class's prefix, a dash, four characters of
  /// the code alphabet; each code once.
  @Test(arguments: [
    "../../../X", "3B-ABC/", "3B-K7Q2\n", "3B-K7Q", "3B-K7Q22", "3C-K7Q2", "3B-k7q2", "3B-K7Q0",
    "3B-K7QI", "", "3B_K7Q2", "/etc/passwd", "3B-K7Q2\u{301}",
  ])
  func aVersionCodeOfAnotherFormIsUnreadable(_ code: String) {
    let text = Self.firstVersion { $0["code"] = .string(code) }
    #expect(throws: ClassKeyError.unreadable("versions[0].code")) { try ClassKey.read(text) }
  }

  @Test func aVersionCodeGivenTwiceIsUnreadable() {
    let text = Self.resummed { members in
      guard case .array(let versions)? = members["versions"] else { return }
      members["versions"] = .array([versions[0], versions[0]])
    }
    #expect(throws: ClassKeyError.unreadable("versions[1].code")) { try ClassKey.read(text) }
  }

  @Test func everyCodeTheKeyMakesIsReadBack() {
    for name in ["3B", "3ºB Español", "", "ñ", "Clase de 2º de Bachillerato"] {
      for code in Self.secret.versionCodes(count: 26, className: name) {
        #expect(ClassSecret.isCode(code, className: name), "\(name): \(code)")
      }
    }
  }

  /// `quiz --answers --key-file` trapped ("Negative count not allowed") on a number negative or
  /// wider than the question count: numbers are 1 to the count, each once.
  @Test(arguments: [-5, 0, 3, 100, 1_000_000_000])
  func aQuestionNumberOutsideTheSheetIsUnreadable(_ number: Int) {
    let text = Self.firstVersion { version in
      guard case .array(var questions)? = version["questions"],
        case .object(var question) = questions[1]
      else { return }
      question["number"] = .integer(number)
      questions[1] = .object(question)
      version["questions"] = .array(questions)
    }
    #expect(throws: ClassKeyError.unreadable("versions[0].questions[1].number")) {
      try ClassKey.read(text)
    }
  }

  @Test func aQuestionNumberGivenTwiceIsUnreadable() {
    let text = Self.firstVersion { version in
      guard case .array(let questions)? = version["questions"] else { return }
      version["questions"] = .array([questions[0], questions[0]])
    }
    #expect(throws: ClassKeyError.unreadable("versions[0].questions[1].number")) {
      try ClassKey.read(text)
    }
  }

  /// A key saved by an editor as "UTF-8 with BOM" was "not a conjugar class key file".
  @Test func aKeyAfterAByteOrderMarkIsRead() throws {
    let key = Self.key()
    #expect(try ClassKey.read("\u{FEFF}" + key.json) == key)
    #expect(throws: ClassKeyError.notAKey) { try ClassKey.read("\u{FEFF}\u{FEFF}" + key.json) }
  }

  @Test func codesAreUniqueReadableAndStable() {
    let codes = Self.secret.versionCodes(count: 200, className: "3ºB Español")
    #expect(Set(codes).count == 200)
    for code in codes {
      #expect(code.hasPrefix("3BESPA-"))
      let suffix = code.dropFirst("3BESPA-".count)
      #expect(suffix.count == 4)
      #expect(suffix.allSatisfy { ClassSecret.codeAlphabet.contains($0) })
      #expect(!suffix.contains { "0O1I".contains($0) })
    }
    #expect(
      ClassKey.versionCode(index: 7, secret: Self.secret, className: "3ºB Español") == codes[7])
    let other = ClassSecret(high: 1, low: 2).versionCodes(count: 3, className: "3B")
    #expect(other != Self.secret.versionCodes(count: 3, className: "3B"))
  }

  @Test func versionSeedsDeriveFromTheSecret() {
    let key = Self.key(versions: 3)
    let seeds = (0..<3).map(key.seed(forVersion:))
    #expect(Set(seeds).count == 3)
    #expect(seeds == (0..<3).map(Self.secret.seed(forVersion:)))
    #expect(ClassSecret(high: 1, low: 2).seed(forVersion: 0) != seeds[0])
  }

  @Test func secretComesFromTheGenerator() {
    var generator = SeededGenerator(seed: 5)
    var again = SeededGenerator(seed: 5)
    let secret = ClassSecret(using: &generator)
    #expect(secret == ClassSecret(high: again.next(), low: again.next()))
    #expect(ClassSecret(hex: secret.hex) == secret)
    #expect(ClassSecret(hex: "xyz") == nil)
  }

  @Test func findsAVersionByItsCodeAsTyped() {
    let key = Self.key(versions: 3)
    let code = key.versions[1].code
    #expect(key.version(coded: code) == key.versions[1])
    #expect(key.version(coded: " " + code.lowercased() + " ") == key.versions[1])
    #expect(key.version(coded: String(code.suffix(4))) == key.versions[1])
    #expect(key.version(coded: "3B-2222") == nil || key.versions.contains { $0.code == "3B-2222" })
    #expect(key.version(coded: "") == nil)
  }
}

extension String {
  func replacingFirst(_ old: String, with new: String) -> String {
    guard let range = range(of: old) else { return self }
    return replacingCharacters(in: range, with: new)
  }
}
