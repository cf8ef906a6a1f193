import SimpleJSON

/// `conjugar info --format json`: an entry as a JSON object (keys sorted), or all of them in an array.
/// A stable interface: keys and values are English in every language (the guide's Spanish prose is
/// for the terminal).
public enum GuideJSON {
  /// One entry, on one line.
  public static func render(_ entry: GuideEntry) -> String { value(entry).compact() }

  /// Every entry, as one array on one line.
  public static func renderAll(_ entries: [GuideEntry] = Guide.entries) -> String {
    JSONValue.array(entries.map(value)).compact()
  }

  public static func value(_ entry: GuideEntry) -> JSONValue {
    let table = entry.formation.table
    return .object([
      "tense": .string(entry.tense.rawValue),
      "name": .string(entry.spanishName),
      "englishName": .string(entry.englishName),
      "summary": .string(entry.summary.english),
      "whenUsed": .string(entry.whenUsed.english),
      "formation": .object([
        "explanation": .string(entry.formation.explanation.english),
        "columns": .array(table.columns.map { .string($0.header) }),
        "rows": .array(
          table.labels.indices.map { index in
            .object([
              "person": .string(table.labels[index]),
              "endings": .array(table.row(index).map(JSONValue.string)),
            ])
          }),
        "note": entry.formation.note.map { .string($0.english) } ?? .null,
      ]),
      "irregularFamilies": .array(
        entry.irregularFamilies.map { family in
          .object([
            "name": .string(family.name.english),
            "examples": .string(family.examples.english),
            "note": family.note.map { .string($0.english) } ?? .null,
          ])
        }),
      "examples": .array(
        entry.examples.map { example in
          .object([
            "spanish": .string(example.spanish),
            "english": .string(example.english),
            "verb": .string(example.verb),
            "person": .string(example.person.rawValue),
            "form": .string(example.form),
          ])
        }),
    ])
  }
}
