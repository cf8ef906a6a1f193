/// The grammatical persons of a conjugation table. `rawValue` is the JSON key.
public enum Person: String, CaseIterable, Sendable, Codable {
  case yo, tu, vos, el, nosotros, vosotros, ellos

  /// How the person is labelled in a table.
  public var label: String {
    switch self {
    case .yo: "yo"
    case .tu: "tú"
    case .vos: "vos"
    case .el: "él/ella/usted"
    case .nosotros: "nosotros"
    case .vosotros: "vosotros"
    case .ellos: "ellos/ellas/ustedes"
    }
  }

  /// The reflexive pronoun of a pronominal verb (me levanto, te levantás).
  public var reflexivePronoun: String {
    switch self {
    case .yo: "me"
    case .tu, .vos: "te"
    case .el, .ellos: "se"
    case .nosotros: "nos"
    case .vosotros: "os"
    }
  }

  /// Position in `allCases`.
  public var index: Int {
    switch self {
    case .yo: 0
    case .tu: 1
    case .vos: 2
    case .el: 3
    case .nosotros: 4
    case .vosotros: 5
    case .ellos: 6
    }
  }

  /// The six persons of the classic paradigm, without vos.
  static let six: [Person] = [.yo, .tu, .el, .nosotros, .vosotros, .ellos]

  var isThird: Bool { self == .el || self == .ellos }
}
