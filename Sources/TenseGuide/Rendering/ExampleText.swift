import PlainText

extension WrappedText {
  /// An example sentence with its verb form emphasized (when the form is found in it).
  init(sentence: String, form: String) {
    let characters = Array(sentence)
    guard let range = Example.wordRange(of: form, in: sentence) else {
      self.init(sentence)
      return
    }
    self.init(pieces: [
      Piece(text: String(characters[..<range.lowerBound]), isEmphasized: false),
      Piece(text: String(characters[range]), isEmphasized: true),
      Piece(text: String(characters[range.upperBound...]), isEmphasized: false),
    ])
  }
}
