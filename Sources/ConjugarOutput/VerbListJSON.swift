import ConjugarCore
import SimpleJSON

/// One entry of `conjugar verbs --format json`.
public enum VerbListJSON {
  public static func render(_ entry: VerbEntry) -> String {
    var json = JSONWriter(capacity: 128)
    json.beginObject()
    json.key("infinitive"); json.string(entry.infinitive)
    json.key("translation"); json.string(entry.translation)
    json.key("model"); json.string(entry.model)
    json.key("regularity")
    json.string((VerbCatalog.regularity(ofModel: entry.model) ?? .regular).rawValue)
    json.endObject()
    return json.text
  }
}
