import ConjugarCore

/// A family of verbs for statistics: the regular -ar, -er and -ir verbs, and the others grouped
/// by the conjugation model they follow (`like tener`, `like buscar`).
public struct VerbFamily: Hashable, Sendable {
  /// The conjugation model (a paradigm verb); empty for verbs that no longer conjugate.
  public let model: String
  /// nil for verbs that no longer conjugate.
  public let regularity: Regularity?

  public init(model: String, regularity: Regularity?) {
    self.model = model
    self.regularity = regularity
  }

  /// The family of a verb, from `Conjugator().conjugate(verb)`'s model and regularity.
  public init(of verb: String, conjugator: Conjugator) {
    if let conjugation = try? conjugator.conjugate(verb) {
      self.init(model: conjugation.model, regularity: conjugation.regularity)
    } else {
      self.init(model: "", regularity: nil)
    }
  }

  /// `regular -ar`, `like buscar (spelling)`, `like tener`, `unknown verbs`.
  public var name: String {
    switch regularity {
    case .regular: "regular -" + model.suffix(2)
    case .spelling: "like \(model) (spelling)"
    case .irregular: "like \(model)"
    case nil: "unknown verbs"
    }
  }

  /// Regular families first, in -ar, -er, -ir order; then the rest; unknown verbs last.
  var rank: Int {
    switch regularity {
    case .regular: model.hasSuffix("ar") ? 0 : model.hasSuffix("er") ? 1 : 2
    case .spelling, .irregular: 3
    case nil: 4
    }
  }
}
