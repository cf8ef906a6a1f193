/// Where sentences begin and end: after . ? ! or … (with closing quotes and brackets) when a
/// capital, ¿, ¡, a dash, a number or the end follows, and at each paragraph; a full stop after
/// an abbreviation (Sr., etc., EE. UU.) or an initial ends nothing.
struct Sentences: Sendable {
  /// For each token, the index of its sentence.
  var sentenceOfToken: [Int] = []
  /// Each sentence's first and last token.
  var bounds: [(first: Int, last: Int)] = []

  init(_ tokens: Tokens) {
    let list = tokens.tokens
    sentenceOfToken.reserveCapacity(list.count)
    var first = 0
    var index = 0
    while index < list.count {
      if index > first, list[index].startsParagraph {
        bounds.append((first, index - 1))
        first = index
      }
      sentenceOfToken.append(bounds.count)
      if Self.endsSentence(at: index, tokens) {
        var last = index
        while last + 1 < list.count, Self.isClosing(list[last + 1]),
          !list[last + 1].startsParagraph
        {
          last += 1
          sentenceOfToken.append(bounds.count)
        }
        bounds.append((first, last))
        index = last + 1
        first = index
        continue
      }
      index += 1
    }
    if first < list.count { bounds.append((first, list.count - 1)) }
  }

  private static func endsSentence(at index: Int, _ tokens: Tokens) -> Bool {
    let list = tokens.tokens
    let token = list[index]
    guard token.kind == .mark else { return false }
    switch token.value {
    case 0x2E:  // .
      if index > 0, list[index - 1].kind == .word {
        let word = tokens.words[list[index - 1].value]
        if ClosedClass.abbreviations.contains(word) { return false }
        if list[index - 1].length == 1 && list[index - 1].isCapitalized { return false }
      }
      // ... is one mark, as … is.
      if index + 1 < list.count, list[index + 1].kind == .mark, list[index + 1].value == 0x2E,
        list[index + 1].offset == token.offset + 1
      {
        return false
      }
    case 0x3F, 0x21, 0x2026:  // ? ! …
      if index + 1 < list.count, list[index + 1].kind == .mark,
        [0x3F, 0x21].contains(list[index + 1].value)
      {
        return false
      }
    default:
      return false
    }
    var next = index + 1
    while next < list.count, isClosing(list[next]), !list[next].startsParagraph { next += 1 }
    guard next < list.count else { return true }
    let following = list[next]
    if following.startsParagraph { return true }
    switch following.kind {
    case .word: return following.isCapitalized
    case .number: return true
    case .mark:
      return [0xBF, 0xA1, 0x2014, 0x2013, 0x2D, 0xAB, 0x22, 0x201C, 0x28].contains(following.value)
    }
  }

  /// Quotes and brackets that close what the full stop ends: ." .» .) .”
  private static func isClosing(_ token: Token) -> Bool {
    token.kind == .mark && [0xBB, 0x22, 0x201D, 0x2019, 0x29, 0x5D].contains(token.value)
  }
}
