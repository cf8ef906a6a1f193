/// Public facts about the conjugation models, for listings and filters.
public enum VerbCatalog {
  /// The names of every model (paradigm verbs such as hablar, tener, pensar).
  public static var modelNames: [String] { ModelCatalog.names }

  /// How a model's verbs depart from the regular pattern; nil for an unknown model.
  public static func regularity(ofModel name: String) -> Regularity? {
    ModelCatalog.model(named: name)?.regularity
  }
}
