import ConjugarCore
import SimpleJSON

/// One entry of `conjugar verbs --format json`.
public enum VerbListJSON {
  /// `rank`: how used the verb is, 1 for the most used (null when unranked).
  public static func render(_ entry: VerbEntry, rank: Int?) -> String {
    var json = JSONWriter(capacity: 128)
    json.beginObject()
    json.member("infinitive", entry.infinitive)
    json.member("translation", entry.translation)
    json.member("model", entry.model)
    json.member("regularity", (VerbCatalog.regularity(ofModel: entry.model) ?? .regular).rawValue)
    json.member("rank", rank)
    if !entry.tags.isEmpty { json.member("tags", entry.tags) }
    json.endObject()
    return json.text
  }
}
