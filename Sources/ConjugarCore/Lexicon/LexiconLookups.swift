extension Lexicon {
  /// Entries whose infinitive ends with `ending`, or with `ending` + se (compounds of a base).
  func entries(endingWith ending: String) -> [VerbEntry] {
    entries(endingWithAnyOf: [ending, ending + "se"])
  }

  /// The listed verb spelt like `infinitive` but for its accents (oir → oír, sonreir → sonreír,
  /// reirse → reírse), when there is exactly one. People often type without accents; a verb
  /// written that way must not be given an invented paradigm.
  public func entry(ignoringAccentsOf infinitive: String) -> VerbEntry? {
    // One candidate per vowel: no infinitive is this long, and a 100 KB word must not cost
    // 100 K candidates of 100 KB.
    guard infinitive.utf8.count <= 4 * ConjugationError.maximumLength else { return nil }
    let bare = infinitive.folded(.infinitiveSpelling).letters
    var found: [VerbEntry] = []
    var candidates = [bare]
    for index in bare.indices where Letters.isVowelLetter(bare[index]) && bare[index] != "ü" {
      var accented = bare
      accented[index] = Letters.addingAccent(bare[index])
      candidates.append(accented)
    }
    for candidate in candidates.map({ String(letters: $0) }) where candidate != infinitive {
      if let entry = entry(for: candidate), !found.contains(entry) { found.append(entry) }
    }
    return found.count == 1 ? found[0] : nil
  }
}
