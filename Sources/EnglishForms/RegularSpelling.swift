/// The spelling rules of regular English verbs (American spelling):
/// - third person: try → tries, play → plays, go → goes, wash → washes, have → has;
/// - past: hope → hoped, try → tried, play → played, panic → panicked, stop → stopped;
/// - gerund: make → making, die → dying, see → seeing, panic → panicking, stop → stopping.
///
/// A final consonant after one vowel doubles when its syllable is stressed, as American
/// spelling has it (travel → traveled, not the British travelled): in a one-syllable verb (stop,
/// plan), in the longer verbs listed in `finalStress` because spelling does not show stress
/// (prefer, admit, occur), after a first element of `Compounds` (unclog → unclogged, readmit →
/// readmitted, degum → degummed) and in a final syllable that keeps its full vowel, as the last
/// word of a compound does (format, zigzag, kidnap, humbug → formatted, zigzagged, kidnapped,
/// humbugged). Other longer verbs do not double: visit → visited, offer → offered.
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

  /// The verb as it meets -ed or -ing: panic → panick, bivouac → bivouack, stop → stopp, visit
  /// → visit.
  static func stemBeforeSuffix(_ verb: String) -> String {
    if verb.hasSuffix("ic") || verb.hasSuffix("ac") { return verb + "k" }
    if doublesFinalConsonant(verb), let last = verb.last { return verb + String(last) }
    return verb
  }

  /// One vowel letter (or "qu" and a vowel) before a final consonant other than w, x or y, in
  /// a stressed or full final syllable (see the type's comment).
  static func doublesFinalConsonant(_ verb: String) -> Bool {
    guard endsInOneVowelAndConsonant(verb) else { return false }
    if syllableCount(verb) == 1 || finalStress.contains(verb) { return true }
    return Compounds.rests(of: verb).contains(where: isStressedAfterFirstElement)
      || hasFullFinalSyllable(verb)
  }

  /// Whether what follows a compound's first element ends stressed: a syllable that can begin a
  /// word (unclog, not reckon or render; -l only by `finalStress`: bevel, revel → beveled), a
  /// verb of `finalStress` (readmit) or itself a compound.
  private static func isStressedAfterFirstElement(_ rest: String) -> Bool {
    guard endsInOneVowelAndConsonant(rest), !Compounds.falseCompounds.contains(rest) else {
      return false
    }
    if syllableCount(rest) == 1 { return onsets.contains(onset(rest)) && !rest.hasSuffix("l") }
    return finalStress.contains(rest) || hasFullFinalSyllable(rest)
      || Compounds.rests(of: rest).contains(where: isStressedAfterFirstElement)
  }

  /// A last syllable whose vowel English never reduces, as in the last word of a compound
  /// (kidnap, zigzag, leapfrog, airdrop, humbug); -alog (catalog) and -lop (develop, gallop)
  /// are reduced.
  private static func hasFullFinalSyllable(_ verb: String) -> Bool {
    let ending = String(verb.suffix(2))
    if ending == "og" { return !verb.hasSuffix("alog") }
    if ending == "op" { return !verb.hasSuffix("lop") }
    return fullFinalEndings.contains(ending)
  }

  private static let fullFinalEndings: Set<String> = [
    "ab", "ag", "am", "ap", "at", "eg", "ep", "ob", "od", "ub", "ug", "un",
  ]

  /// The consonants before a word's first vowel: "cl" in clog.
  private static func onset(_ word: String) -> String {
    String(word.prefix { !isVowel($0) && $0 != "y" })
  }

  /// The consonant groups an English syllable can begin with.
  private static let onsets: Set<String> = [
    "b", "c", "d", "f", "g", "h", "j", "k", "l", "m", "n", "p", "r", "s", "t", "v", "w", "z",
    "bl", "br", "ch", "cl", "cr", "dr", "fl", "fr", "gl", "gr", "kn", "ph", "pl", "pr", "qu", "sc",
    "sh", "sk", "sl", "sm", "sn", "sp", "st", "sw", "th", "tr", "tw", "wh", "wr", "scr", "shr",
    "spl", "spr", "squ", "str", "thr",
  ]

  private static func endsInOneVowelAndConsonant(_ verb: String) -> Bool {
    let letters = Array(verb)
    guard letters.count >= 3, let last = letters.last, !isVowel(last), !"wxyh".contains(last)
    else { return false }
    let vowel = letters[letters.count - 2]
    let before = letters[letters.count - 3]
    let afterQu = before == "u" && letters.count >= 4 && letters[letters.count - 4] == "q"
    return isVowel(vowel) && (!isVowel(before) || afterQu)
  }

  /// Groups of vowel letters, "qu" counting as a consonant and y as a vowel unless a vowel
  /// follows it: stop 1, quit 1, visit 2, play 1, layer 2.
  static func syllableCount(_ word: String) -> Int {
    let letters = Array(word)
    var count = 0
    var inVowels = false
    for (index, letter) in letters.enumerated() {
      let next = index + 1 < letters.count ? letters[index + 1] : " "
      let previous = index > 0 ? letters[index - 1] : " "
      let vowel =
        (isVowel(letter) || (letter == "y" && !isVowel(next)))
        && !(letter == "u" && previous == "q")
      if vowel && !inVowels { count += 1 }
      inVowels = vowel
    }
    return count
  }

  /// Verbs of two or more syllables stressed on the last that the other rules miss (no first
  /// element of `Compounds` shows it), whose final consonant doubles (irregular ones too, for
  /// their gerund: offsetting). British -l spellings (enrol, distil) double in both varieties.
  static let finalStress: Set<String> = [
    "abet", "abhor", "abut", "acquit", "admit", "allot", "annul", "appal", "aver", "commit",
    "compel", "concur", "confer", "control", "corral", "dispel", "distil", "embed", "emit", "enrol",
    "enthral", "equip", "excel", "expel", "extol", "fulfil", "imbed", "impel", "instal", "instil",
    "japan", "manumit", "occur", "offset", "omit", "patrol", "permit", "propel", "rebel", "repel",
    "transfer", "transmit", "trepan",
  ]

  private static let irregularThirdPerson = ["be": "is", "have": "has"]

  static func isVowel(_ letter: Character) -> Bool { "aeiou".contains(letter) }

  private static func endsInConsonantY(_ verb: String) -> Bool {
    guard verb.hasSuffix("y"), let before = verb.dropLast().last else { return false }
    return !isVowel(before)
  }
}
