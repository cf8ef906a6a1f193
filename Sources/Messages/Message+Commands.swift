/// The typed messages of `identify`, `due`, `settings` and `check`.
extension Message {

  /// "Did you mean …?" (no reading as typed) or "With other accents: …"; `spelling` as shown.
  public static func identifyAccents(_ spelling: String, asTyped: Bool) -> Message {
    Message(asTyped ? .identifyOtherAccents : .identifyDidYouMean, ["spelling": .text(spelling)])
  }

  public static func identifyPronouns(_ pronouns: [String]) -> Message {
    Message(
      pronouns.count == 1 ? .identifyPronoun : .identifyPronouns,
      ["pronouns": .text(pronouns.joined(separator: ", "))])
  }

  /// `3 items due today · streak 5 days`; the streak left out while it is 0.
  public static func dueLine(due: Int, streak: Int) -> Message {
    let line = Message.due(count: due)
    guard streak > 0 else { return line }
    return line.followed(by: .streak(count: streak))
  }

  /// A `settings list` line's end: the default, and that a region implies vos (nil: it does not).
  public static func settingDefault(_ value: String, vosImpliedIn region: String?) -> Message {
    Message.settingDefault(
      value: value,
      implied: region.map { Message.settingVosImplied(region: $0) } ?? .empty)
  }

  public static func settingReset(_ key: String, to value: String) -> Message {
    Message.settingReset(key: key, value: value)
  }

  public static func unknownSetting(_ name: String, keys: [String]) -> Message {
    Message.unknownSetting(name: name, keys: keys.joined(separator: ", "))
  }

  public static func invalidSettingValue(
    _ value: String, key: String, suggestion: String?, choices: [String]
  ) -> Message {
    Message.invalidSettingValue(
      value: value, key: key,
      near: suggestion.map { Message.settingDidYouMean(choice: $0) } ?? .empty,
      choices: choices)
  }

  /// `check`'s verdict line for `verdict` (right, accent or wrong).
  public static func checkVerdict(_ key: MessageKey, answer: String) -> Message {
    Message(key, ["answer": .text(answer)])
  }

  public static func checkExpected(_ form: String) -> Message {
    Message.checkExpected(form: form)
  }

  public static func checkAccepted(_ forms: [String]) -> Message {
    Message.checkAccepted(forms: forms.joined(separator: ", "))
  }

  public static func checkAnswerControlCharacters(_ answer: String) -> Message {
    Message.checkAnswerControlCharacters(answer: answer)
  }

  /// `verb` is not listed; with "; did you mean …?" for the nearest listed verb.
  public static func checkNotInList(_ verb: String, nearest: String?) -> Message {
    Message.checkNotInList(verb: verb)
      .followed(by: didYouMeanClause(nearest.map { [$0] } ?? []))
  }

  /// The form asked for does not exist: `tense` nil for a gerund or participle (`item`),
  /// `person` nil when it was not given.
  public static func checkMissingForm(
    verb: String, item: String, tense: String?, person: String?, tenseHasPerson: Bool
  ) -> Message {
    guard let tense else {
      return Message.checkNoItem(verb: verb, item: item)
    }
    guard let person else { return Message.checkNeedsPerson(tense: tense) }
    if !tenseHasPerson {
      return Message.checkTenseLacksPerson(tense: tense, person: person)
    }
    return Message.checkVerbLacksForm(verb: verb, tense: tense, person: person)
  }

}
