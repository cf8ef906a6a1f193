/// A student's name as typed in the browser: trimmed, 1 to `maximumLength` characters, no
/// control or format characters; and the name as compared (`key`), so "ana  garcía" joining
/// again is Ana García resuming, whatever the capitals and spaces.
public enum StudentName {
  public static let maximumLength = 60

  /// The name to keep, or nil when it cannot be one.
  public static func validated(_ text: String) -> String? {
    let words = text.split(whereSeparator: \.isWhitespace)
    let name = words.joined(separator: " ")
    guard !name.isEmpty, name.count <= maximumLength,
      !name.unicodeScalars.contains(where: {
        $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
          || $0.properties.generalCategory == .lineSeparator
          || $0.properties.generalCategory == .paragraphSeparator
      })
    else { return nil }
    return name
  }

  /// The comparable name: spaces collapsed, lower case. Keys are compared as Swift compares
  /// strings, by canonical equivalence: "José" typed composed or decomposed is one name.
  public static func key(_ name: String) -> String {
    String(name.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased())
  }
}
