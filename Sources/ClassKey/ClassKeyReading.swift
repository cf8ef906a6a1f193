import ConjugarCore
import ConjugarQuiz
import QuizHistory
import SimpleJSON

/// Why a key file cannot be used: each a one-line message; nothing is graded from such a file.
public enum ClassKeyError: Error, Equatable, Sendable {
  /// Not JSON, or JSON without the format marker.
  case notAKey
  /// A key of another format version (an older or newer conjugar's).
  case formatVersion(Int?)
  /// The checksum is missing or does not match the content.
  case edited
  /// The right format and checksum, but a member missing or of the wrong kind.
  case unreadable(String)

  public var message: String {
    switch self {
    case .notAKey: "not a conjugar class key file"
    case .formatVersion(let version?):
      "key file format version \(version); this conjugar reads version \(ClassKey.formatVersion)"
    case .formatVersion(nil): "key file without a readable format version"
    case .edited: "key file was edited or damaged (its checksum does not match)"
    case .unreadable(let member): "key file unreadable: \(member)"
    }
  }
}

extension ClassKey {
  /// Reads a key file's text: the marker first, then the format version (another version's
  /// checksum may be computed otherwise), then the checksum, then every member. A byte order
  /// mark before the JSON (an editor's "UTF-8 with BOM") is skipped.
  public static func read(_ text: String) throws(ClassKeyError) -> ClassKey {
    var text = text
    if text.unicodeScalars.first == "\u{FEFF}" { text = String(text.unicodeScalars.dropFirst()) }
    guard case .object(var members)? = JSONValue(parsing: text),
      members["format"] == .string(formatMarker)
    else { throw .notAKey }
    guard case .number(let number)? = members["formatVersion"], let version = Int(number.literal)
    else { throw .formatVersion(nil) }
    guard version == formatVersion else { throw .formatVersion(version) }
    guard case .string(let checksum)? = members.removeValue(forKey: "checksum"),
      checksum == Self.checksum(of: members)
    else { throw .edited }
    let fields = Fields(members)
    let selection = try fields.object("selection")
    let selectionFields = Fields(selection, path: "selection.")
    let focusValue = selection["focus"] ?? .object([:])
    guard let focus = QuizFocus(reading: focusValue) else { throw .unreadable("selection.focus") }
    let created: String? =
      members["created"] == nil ? nil : try fields.string("created")
    let className = try fields.string("class")
    let versions = try fields.array("versions").enumerated().map {
      (index, value) throws(ClassKeyError) in
      try Version(reading: value, path: "versions[\(index)]", className: className)
    }
    for (index, version) in versions.enumerated()
    where versions[..<index].contains(where: { $0.code == version.code }) {
      throw .unreadable("versions[\(index)].code")
    }
    return ClassKey(
      className: className,
      secret: try fields.parsed("secret", ClassSecret.init(hex:)),
      accents: try fields.parsed("accents", AccentsPolicy.init(rawValue:)),
      drill: try fields.parsed("drill") {
        QuizKind(rawValue: $0).flatMap { drills.contains($0) ? $0 : nil }
      },
      selection: Selection(
        difficulty: try selectionFields.parsed("difficulty", Difficulty.init(rawValue:)),
        region: try selectionFields.parsed("region", Region.init(rawValue:)),
        vos: try selectionFields.bool("vos"), focus: focus),
      versions: versions, created: created,
      paper: members["paper"] == nil ? nil : try fields.string("paper"))
  }
}

extension ClassKey.Version {
  /// A version whose code has the documented form for `className` (`ClassSecret.isCode`) and
  /// whose questions are numbered 1 to their count, each once: a code goes into file names
  /// (`quiz --assignment`'s answers) and a number into the sheets' layout.
  init(reading value: JSONValue, path: String, className: String) throws(ClassKeyError) {
    guard case .object(let members) = value else { throw .unreadable(path) }
    let fields = Fields(members, path: path + ".")
    code = try fields.string("code")
    guard ClassSecret.isCode(code, className: className) else { throw .unreadable(path + ".code") }
    questions = try fields.array("questions").enumerated().map {
      (index, value) throws(ClassKeyError) in
      try ClassKey.Question(reading: value, path: "\(path).questions[\(index)]")
    }
    var numbered = Set<Int>()
    for (index, question) in questions.enumerated() {
      guard (1...questions.count).contains(question.number),
        numbered.insert(question.number).inserted
      else { throw .unreadable("\(path).questions[\(index)].number") }
    }
  }
}

extension ClassKey.Question {
  init(reading value: JSONValue, path: String) throws(ClassKeyError) {
    guard case .object(let members) = value else { throw .unreadable(path) }
    let fields = Fields(members, path: path + ".")
    number = try fields.parsed("number", Int.init)
    verb = try fields.string("verb")
    item = try fields.parsed("tense", QuizItem.init(key:))
    person = members["person"] == .null ? nil : try fields.parsed("person", Person.init(rawValue:))
    prompt = try fields.string("prompt")
    sentence = members["sentence"] == nil ? nil : try fields.string("sentence")
    answer = try fields.string("answer")
    alternatives = try fields.array("alternatives").map { (value) throws(ClassKeyError) in
      guard case .string(let text) = value else { throw .unreadable(path + ".alternatives") }
      return text
    }
  }
}

/// The members of one object, each read or named in the error.
private struct Fields {
  let members: [String: JSONValue]
  let path: String

  init(_ members: [String: JSONValue], path: String = "") {
    self.members = members
    self.path = path
  }

  func string(_ name: String) throws(ClassKeyError) -> String {
    guard case .string(let text)? = members[name] else { throw .unreadable(path + name) }
    return text
  }

  func bool(_ name: String) throws(ClassKeyError) -> Bool {
    guard case .bool(let flag)? = members[name] else { throw .unreadable(path + name) }
    return flag
  }

  func array(_ name: String) throws(ClassKeyError) -> [JSONValue] {
    guard case .array(let list)? = members[name] else { throw .unreadable(path + name) }
    return list
  }

  func object(_ name: String) throws(ClassKeyError) -> [String: JSONValue] {
    guard case .object(let fields)? = members[name] else { throw .unreadable(path + name) }
    return fields
  }

  /// A string member (or a number's literal) turned into a value by `make`.
  func parsed<Value>(_ name: String, _ make: (String) -> Value?) throws(ClassKeyError) -> Value {
    let text: String
    switch members[name] {
    case .string(let string)?: text = string
    case .number(let number)?: text = number.literal
    default: throw .unreadable(path + name)
    }
    guard let value = make(text) else { throw .unreadable(path + name) }
    return value
  }
}
