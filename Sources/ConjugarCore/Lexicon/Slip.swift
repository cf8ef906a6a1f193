/// The kinds of edit people make by mistake when typing a word they know: what makes a typo of
/// a frequent verb likelier than a new verb (`TypoGuard`). Words are compared folded (lower
/// case, accents aside).
enum Slip: Equatable {
  /// The same sounds spelt otherwise: b/v, c/s/z, g/j, ll/y, a dropped or added h, a doubled
  /// letter (bolver, organisar, yegar, aser, ponner).
  case sound
  /// Two neighbouring letters swapped (tneer).
  case swap
  /// A letter replaced by its neighbour on the keyboard (hablsr).
  case key
  /// A vowel for another: a learner's slip of the class (comir, viver) or of the stem (pribar).
  case vowel
  /// A letter left out (hablr).
  case drop
  /// A letter added beside itself or a key next to it (hablart, correer).
  case extra

  /// The slip that turns `intended` into `typed`, if the edit is one.
  static func between(intended: [Character], typed: [Character]) -> Slip? {
    if soundKey(intended) == soundKey(typed) { return .sound }
    if intended.count == typed.count {
      let differing = intended.indices.filter { intended[$0] != typed[$0] }
      if differing.count == 2, differing[1] == differing[0] + 1,
        intended[differing[0]] == typed[differing[1]], intended[differing[1]] == typed[differing[0]]
      {
        return .swap
      }
      guard differing.count == 1, let index = differing.first else { return nil }
      if Keyboard.areNeighbours(intended[index], typed[index]) { return .key }
      let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
      return vowels.contains(intended[index]) && vowels.contains(typed[index]) ? .vowel : nil
    }
    if typed.count + 1 == intended.count { return .drop }
    guard typed.count == intended.count + 1 else { return nil }
    for index in typed.indices where Array(typed[..<index] + typed[(index + 1)...]) == intended {
      let letter = typed[index]
      let beside = [index - 1, index + 1].filter(typed.indices.contains).map { typed[$0] }
      if beside.contains(where: { $0 == letter || Keyboard.areNeighbours($0, letter) }) {
        return .extra
      }
    }
    return nil
  }

  /// The word as it sounds in Spanish, roughly: ll and y alike, b and v, z and c before e or i
  /// and s, g before e or i and j, c before a, o, u and qu and k, ph and f, y as a vowel and i;
  /// no h but in ch; a doubled letter once (ponner, acceptar, analysar, photografiar).
  static func soundKey(_ word: [Character]) -> [Character] {
    var key: [Character] = []
    var index = 0
    while index < word.count {
      let letter = word[index]
      let next: Character? = index + 1 < word.count ? word[index + 1] : nil
      let front = next == "e" || next == "i"
      var sound: Character = letter
      switch letter {
      case "l" where next == "l":
        sound = "y"
        index += 1
      case "v": sound = "b"
      case "z": sound = "s"
      case "c" where front: sound = "s"
      case "c" where next != "h": sound = "k"
      case "q" where next == "u":
        sound = "k"
        index += 1
      case "g" where front: sound = "j"
      case "p" where next == "h":
        sound = "f"
        index += 1
      case "y" where next.map { !"aeiou".contains($0) } ?? true: sound = "i"
      case "h" where key.last != "c":
        index += 1
        continue
      default: break
      }
      if key.last != sound { key.append(sound) }
      index += 1
    }
    return key
  }
}

/// Keys next to each other on a Spanish (and English) keyboard.
enum Keyboard {
  private static let rows: [[Character]] = [
    Array("qwertyuiop"), Array("asdfghjklñ"), Array("zxcvbnm"),
  ]

  static func areNeighbours(_ a: Character, _ b: Character) -> Bool {
    guard a != b, let first = position(of: a), let second = position(of: b) else { return false }
    return abs(first.row - second.row) <= 1 && abs(first.column - second.column) <= 1
  }

  private static func position(of letter: Character) -> (row: Int, column: Int)? {
    for (row, letters) in rows.enumerated() {
      if let column = letters.firstIndex(of: letter) { return (row, column) }
    }
    return nil
  }
}
