/// A verb stem as written, and whether that spelling is the one used before a front vowel
/// (e, i): "venc" of vencer is, "busc" of buscar is not. That is enough to keep the sound of
/// the last consonant when the stem meets another vowel (venzo, busqué).
struct Stem: Equatable, Sendable {
  var letters: [Letter]
  var spelledBeforeFrontVowel: Bool

  init(_ text: String, front: Bool) {
    letters = text.letters
    spelledBeforeFrontVowel = front
  }

  init(letters: [Letter], front: Bool) {
    self.letters = letters
    spelledBeforeFrontVowel = front
  }
}

/// How a stem and an ending are written together.
enum Junction {
  /// Joins a stem and an ending: keeps the consonant's sound (c/qu/z, g/gu/gü/j),
  /// turns an unstressed i between vowels into y (leyó), drops it after ñ, ll and i
  /// (tañó, rieron) and marks a stressed i after a strong vowel (leímos). The word is written
  /// into a temporary buffer, which `body` may rewrite: a form is made without an array of
  /// its own.
  static func withJoined<Result>(
    _ stem: Stem, _ ending: [Letter], respell: Bool = true,
    _ body: (UnsafeMutableBufferPointer<Letter>) -> Result
  ) -> Result {
    let (letters, ending) = pieces(stem, ending, respell: respell)
    return letters.withFollowed(by: ending, body)
  }

  /// The stem and the ending as they are written together.
  private static func pieces(_ stem: Stem, _ ending: [Letter], respell: Bool)
    -> (stem: [Letter], ending: [Letter])
  {
    var ending = ending
    var letters = stem.letters
    if let first = ending.first, first == "i", ending.count > 1,
      Letters.isVowelLetter(ending[1])
    {
      if letters.last == "ñ" || letters.suffix(2) == ["l", "l"] || letters.last == "i"
        || letters.last == "í"
      {
        ending.removeFirst()
      } else if letters.isEmpty || endsInPronouncedVowel(letters) {
        ending[0] = "y"
      }
    } else if let first = ending.first, first == "i",
      ending.count == 1 || !Letters.isVowelLetter(ending[1]),
      let last = letters.last, Letters.isStrongVowel(last)
    {
      ending[0] = "í"
    }
    if respell, let first = ending.first {
      letters = respelled(letters, front: stem.spelledBeforeFrontVowel, before: first)
    }
    if letters.last == "ü", ending.first == "y" { letters[letters.count - 1] = "u" }
    return (letters, ending)
  }

  static func endsInPronouncedVowel(_ letters: [Letter]) -> Bool {
    guard let last = letters.last, Letters.isVowelLetter(last) else { return false }
    if last == "u", letters.count >= 2,
      letters[letters.count - 2] == "q" || letters[letters.count - 2] == "g"
    {
      return false
    }
    return true
  }

  /// Rewrites the stem's last consonant for the letter that follows it.
  static func respelled(_ letters: [Letter], front: Bool, before next: Letter) -> [Letter] {
    let nextFront = Letters.isFrontVowel(next)
    guard nextFront != front else { return letters }
    var stem = letters
    let last = stem.last
    let beforeLast = stem.count >= 2 ? stem[stem.count - 2] : nil
    if front {
      // Spelled for e/i, now before a, o or a consonant.
      if last == "u", beforeLast == "q" {
        stem.removeLast(2)
        stem.append("c")  // delinquir → delinco
      } else if last == "u", beforeLast == "g" {
        stem.removeLast()  // distinguir → distingo
      } else if last == "ü", beforeLast == "g" {
        stem[stem.count - 1] = "u"  // argüir → argu-
      } else if last == "c" {
        stem[stem.count - 1] = "z"  // vencer → venzo
      } else if last == "g" {
        stem[stem.count - 1] = "j"  // coger → cojo
      }
    } else {
      // Spelled for a/o, now before e or i.
      if last == "c" {
        stem.removeLast()
        stem.append(contentsOf: ["q", "u"])  // buscar → busqué
      } else if last == "z" {
        stem[stem.count - 1] = "c"  // cruzar → crucé
      } else if last == "g" {
        stem.append("u")  // pagar → pagué
      } else if last == "u", beforeLast == "g" {
        stem[stem.count - 1] = "ü"  // averiguar → averigüé
      }
    }
    return stem
  }
}
