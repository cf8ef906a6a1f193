/// The spelling rules of regular English verbs (American spelling):
/// - third person: try → tries, play → plays, go → goes, wash → washes, have → has;
/// - past: hope → hoped, try → tried, play → played, panic → panicked, stop → stopped;
/// - gerund: make → making, die → dying, see → seeing, panic → panicking, stop → stopping.
///
/// A final consonant after one vowel doubles in a one-syllable verb (stop, plan) and in the
/// longer verbs stressed on their last syllable (`finalStress`: prefer, admit, occur); other
/// longer verbs do not double (visit → visited, offer → offered, travel → traveled).
enum RegularSpelling {
  static func thirdPerson(_ verb: String) -> String {
    if let irregular = irregularThirdPerson[verb] { return irregular }
    if endsInConsonantY(verb) { return String(verb.dropLast()) + "ies" }
    if verb.hasSuffix("z") { return stemBeforeSuffix(verb) + "es" }
    if ["s", "x", "ch", "sh"].contains(where: verb.hasSuffix) { return verb + "es" }
    if verb.hasSuffix("o"), let before = verb.dropLast().last, !isVowel(before) {
      return verb + "es"
    }
    return verb + "s"
  }

  static func past(_ verb: String) -> String {
    if verb.hasSuffix("e") { return verb + "d" }
    if endsInConsonantY(verb) { return String(verb.dropLast()) + "ied" }
    return stemBeforeSuffix(verb) + "ed"
  }

  static func gerund(_ verb: String) -> String {
    if verb.hasSuffix("ie") { return String(verb.dropLast(2)) + "ying" }
    if ["ee", "oe", "ye"].contains(where: verb.hasSuffix) || verb.count <= 2 {
      return verb + "ing"
    }
    if verb.hasSuffix("e") { return String(verb.dropLast()) + "ing" }
    return stemBeforeSuffix(verb) + "ing"
  }

  /// The verb as it meets -ed or -ing: panic → panick, stop → stopp, visit → visit.
  static func stemBeforeSuffix(_ verb: String) -> String {
    if verb.hasSuffix("ic") { return verb + "k" }
    if doublesFinalConsonant(verb), let last = verb.last { return verb + String(last) }
    return verb
  }

  /// One vowel letter (or "qu" and a vowel) before a final consonant other than w, x or y, in
  /// a verb of one syllable or in `finalStress`.
  static func doublesFinalConsonant(_ verb: String) -> Bool {
    let letters = Array(verb)
    guard letters.count >= 3, let last = letters.last, !isVowel(last),
      !"wxyh".contains(last)
    else { return false }
    let vowel = letters[letters.count - 2]
    let before = letters[letters.count - 3]
    let afterQu = before == "u" && letters.count >= 4 && letters[letters.count - 4] == "q"
    guard isVowel(vowel), !isVowel(before) || afterQu else { return false }
    return syllableCount(verb) == 1 || finalStress.contains(verb)
  }

  /// Groups of vowel letters, "qu" counting as a consonant: stop 1, quit 1, visit 2.
  static func syllableCount(_ word: String) -> Int {
    var count = 0
    var previous: Character = " "
    var inVowels = false
    for letter in word {
      let vowel = (isVowel(letter) || letter == "y") && !(letter == "u" && previous == "q")
      if vowel && !inVowels { count += 1 }
      inVowels = vowel
      previous = letter
    }
    return count
  }

  /// Verbs of two or more syllables stressed on the last, whose final consonant doubles (irregular
  /// ones too, for their gerund: beginning, forgetting).
  static let finalStress: Set<String> = [
    "abet", "abhor", "acquit", "admit", "allot", "annul", "befit", "beget", "begin", "commit",
    "compel", "concur", "confer", "control", "debar", "defer", "deter", "disbar", "dispel", "embed",
    "emit", "equip", "excel", "expel", "extol", "forbid", "forget", "handicap", "incur",
    "infer", "inset", "kidnap", "occur", "offset", "omit", "outrun", "outstrip", "outwit",
    "overlap", "overrun", "overstep", "patrol", "permit", "prefer", "propel", "rebel", "recur",
    "refer", "regret", "remit", "repel", "submit", "transfer", "transmit", "unclip", "unpin",
    "unplug", "unwrap", "unzip", "upset",
  ]

  private static let irregularThirdPerson = ["be": "is", "have": "has"]

  static func isVowel(_ letter: Character) -> Bool { "aeiou".contains(letter) }

  private static func endsInConsonantY(_ verb: String) -> Bool {
    guard verb.hasSuffix("y"), let before = verb.dropLast().last else { return false }
    return !isVowel(before)
  }
}
