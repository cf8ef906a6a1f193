import ConjugarCore

/// One entry of `conjugar verbs --format json`.
public enum VerbListJSON {
  public static func render(_ entry: VerbEntry) -> String {
    JSONText.object([
      ("infinitive", JSONText.string(entry.infinitive)),
      ("translation", JSONText.string(entry.translation)),
      ("model", JSONText.string(entry.model)),
      ("regularity", JSONText.string((VerbCatalog.regularity(ofModel: entry.model) ?? .regular).rawValue)),
    ])
  }
}
