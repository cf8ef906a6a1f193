import DurableFiles
import QuizHistory
import ScheduleFitting
import SimpleJSON

/// The FSRS parameters fitted to the history, kept beside it (`history.fit.json`): a derived
/// file, never the source of truth. A missing, unreadable, corrupt or edited one (its checksum
/// fails, a parameter is outside its range) is ignored, the defaults are used and the next fit
/// writes it anew. Written atomically (`UserFile.replace`); a failure to write only costs a
/// refit. One JSON object:
///
///     {"version":1,"reviews":1234,"adopted":true,"parameters":[…21 numbers…],"sum":"…"}
///
/// `reviews`: the answers the fit read, so the end of a quiz knows when the history has grown
/// enough to fit again (`refitGrowth`). `sum`: the FNV-1a of the object without it.
public struct FittedParameters: Equatable, Sendable {
  static let version = 1
  /// The history has grown enough for a new fit when it holds this share more answers than
  /// at the last fit (a fifth).
  public static let refitGrowth = 0.2
  /// A file larger than this is not ours.
  static let sizeLimit = 4096

  public let reviews: Int
  /// Whether the fit predicted the held-out answers better than the defaults (`ScheduleFit`).
  public let adopted: Bool
  /// The fit of every answer.
  public let parameters: FSRSParameters

  public init(reviews: Int, adopted: Bool, parameters: FSRSParameters) {
    self.reviews = reviews
    self.adopted = adopted
    self.parameters = parameters
  }

  /// What a fit keeps.
  public init(_ fit: ScheduleFit) {
    let parameters = FSRSParameters(fit.parameters)
    self.init(
      reviews: fit.reviews, adopted: fit.adopted && parameters != nil,
      parameters: parameters ?? .defaults)
  }

  /// The parameters to schedule with: the fit when adopted, else the defaults.
  public var scheduling: FSRSParameters { adopted ? parameters : .defaults }

  /// The kept fit of `history`; nil when there is none that reads.
  public static func load(for history: QuizHistory) -> FittedParameters? {
    guard let file = history.fitFile, let bytes = try? file.read(limit: sizeLimit),
      bytes.count < sizeLimit, let json = JSONValue(parsing: bytes),
      case .object(var fields) = json,
      case .string(let sum)? = fields.removeValue(forKey: "sum"),
      sum == FNV1a.hex(Array(JSONValue.object(fields).compact().utf8)),
      case .number(let version)? = fields["version"], version.int == Self.version,
      case .number(let reviews)? = fields["reviews"], let reviews = reviews.int, reviews >= 0,
      case .bool(let adopted)? = fields["adopted"],
      case .array(let values)? = fields["parameters"]
    else { return nil }
    var weights: [Double] = []
    for value in values {
      guard case .number(let number) = value, let double = number.double else { return nil }
      weights.append(double)
    }
    guard let parameters = FSRSParameters(weights) else { return nil }
    return FittedParameters(reviews: reviews, adopted: adopted, parameters: parameters)
  }

  /// Writes the fit beside `history`; any failure is ignored.
  public func save(for history: QuizHistory) {
    guard let file = history.fitFile else { return }
    var fields: [String: JSONValue] = [
      "version": .integer(Self.version), "reviews": .integer(reviews), "adopted": .bool(adopted),
      "parameters": .array(
        parameters.weights.map { JSONNumber($0).map(JSONValue.number) ?? .null }),
    ]
    fields["sum"] = .string(FNV1a.hex(Array(JSONValue.object(fields).compact().utf8)))
    try? file.replace(with: Array(JSONValue.object(fields).compact().utf8) + [UInt8(ascii: "\n")])
  }

  /// True when a history of `reviews` answers should be fitted again: it has grown by
  /// `refitGrowth` since this fit (and by at least one answer).
  public func isStale(reviews current: Int) -> Bool {
    Double(current) >= Double(reviews) * (1 + Self.refitGrowth) && current > reviews
  }
}
