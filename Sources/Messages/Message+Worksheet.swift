/// The typed messages of the worksheets (`WorksheetMessages`).
extension Message {
  /// " · Version B".
  public static func worksheetVersion(_ version: String) -> Message {
    Message.worksheetVersion(version: version)
  }

  /// " (also hablara, hablase)": `forms` already joined.
  public static func worksheetAlso(_ forms: String) -> Message {
    Message.worksheetAlso(forms: forms)
  }

  /// "8 verbs", "1 verbo".
  public static func worksheetVerbs(_ count: Int) -> Message {
    Message.worksheetVerbs(count: count)
  }

  /// "3 tenses", "1 tiempo".
  public static func worksheetTenses(_ count: Int) -> Message {
    .worksheetTenses(count: count)
  }

  /// "class 3B".
  public static func worksheetClass(_ className: String) -> Message {
    Message.worksheetClass(className: className)
  }

  /// "7 verbs (a, b, c, d, e, f, …)": `shown`, the first verbs already joined.
  public static func quizFocusVerbs(_ count: Int, shown: String) -> Message {
    Message.quizFocusVerbs(count: count, shown: shown)
  }

  /// "subjuntivo (6 tenses)": a whole mood selected.
  public static func quizFocusMood(_ mood: String, tenses: Int) -> Message {
    Message.quizFocusMood(mood: mood, count: tenses)
  }

  /// `--grid` with an item without persons (`gerundio`).
  public static func worksheetGridNoPersons(_ item: String) -> Message {
    Message.worksheetGridNoPersons(item: item)
  }

  /// After sealed sheets: where the key file is, and how to print the keys from it.
  public static func worksheetKeyFileNote(path: String) -> Message {
    Message.worksheetKeyFileNote(path: path, command: path)
  }
}
