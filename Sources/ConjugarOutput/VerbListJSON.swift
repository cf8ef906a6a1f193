import ConjugarCore
import SimpleJSON

/// One entry of `conjugar verbs --format json`.
public enum VerbListJSON {
  public static func render(_ entry: VerbEntry) -> String {
    var json = JSONWriter(capacity: 128)
    json.beginObject()
    json.member("infinitive", entry.infinitive)
    json.member("translation", entry.translation)
    json.member("model", entry.model)
    json.member("regularity", (VerbCatalog.regularity(ofModel: entry.model) ?? .regular).rawValue)
    json.endObject()
    return json.text
  }
}
