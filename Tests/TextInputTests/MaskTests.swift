import Testing

@testable import TextInput

/// Each mask keeps every scalar in place: the prose's words are at the file's offsets.
@Suite struct MaskTests {
  private func prose(_ text: String, _ format: TextFormat) -> String {
    let read = ReadableText(decoded: text, format: format)
    #expect(read.prose.unicodeScalars.count == text.unicodeScalars.count)
    #expect(
      read.prose.unicodeScalars.filter { $0 == "\n" }.count
        == text.unicodeScalars.filter { $0 == "\n" }.count)
    return read.prose
  }

  /// The words left, in order.
  private func words(_ text: String, _ format: TextFormat) -> [String] {
    prose(text, format).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
      .map(String.init)
  }

  /// The offset of `word` in `text`'s prose equals its offset in the text.
  private func offset(of word: String, in text: String) -> Int? {
    let scalars = Array(text.unicodeScalars)
    let target = Array(word.unicodeScalars)
    guard scalars.count >= target.count else { return nil }
    return (0...(scalars.count - target.count)).first {
      Array(scalars[$0..<($0 + target.count)]) == target
    }
  }

  @Test func markdownKeepsOnlyProse() {
    let text = """
      ---
      title: Noticia
      ---
      # El *tren* llegó ##

      > Dijo que **vendría** y [vino](https://example.com/vino "Vino").
      - [x] Compré `pan --fresco` y <b>leche</b> &amp; vino.
      1. Véase https://rae.es/ahora, ![foto](a.png) y [ref][1].[^2]

      ```swift
      let comí = 1
      ```

          código sangrado

      | Verbo | Forma |
      |---|:---:|
      | ir | fui |
      <!-- comentario
      de varias líneas -->
      [1]: https://example.com
      Fin_de_texto y _énfasis_.
      """
    #expect(
      words(text, .markdown) == [
        "El", "tren", "llegó", "Dijo", "que", "vendría", "y", "vino", ".", "Compré", "y", "leche",
        "vino.", "Véase", ",", "y", "ref", ".", "Verbo", "Forma", "ir", "fui", "Fin_de_texto", "y",
        "énfasis", ".",
      ])
  }

  @Test func markdownOffsetsAreTheFileOffsets() {
    let text = "# Título\n\nAyer *comí* en [casa](http://x.es) y ~~bebí~~ agua.\n"
    let masked = prose(text, .markdown)
    for word in ["comí", "casa", "bebí", "agua"] {
      #expect(offset(of: word, in: masked) == offset(of: word, in: text), "\(word)")
    }
  }

  @Test func srtKeepsOnlyTheCuesText() {
    let text = """
      1
      00:00:01,000 --> 00:00:03,500
      <i>¿Adónde vas?</i>

      2
      00:00:04,000 --> 00:00:06,000
      {\\an8}Voy a casa.
      - Te acompaño.

      10
      00:01:00,000 --> 00:01:02,000
      Tengo 20 años.
      """
    #expect(
      words(text, .srt) == [
        "¿Adónde", "vas?", "Voy", "a", "casa.", "-", "Te", "acompaño.", "Tengo", "20", "años.",
      ])
    let masked = prose(text, .srt)
    #expect(offset(of: "acompaño", in: masked) == offset(of: "acompaño", in: text))
  }

  @Test func srtWithWindowsLineEnds() {
    let text = "1\r\n00:00:01,000 --> 00:00:02,000\r\nComo siempre.\r\n\r\n2\r\n"
    #expect(words(text, .srt) == ["Como", "siempre."])
  }

  @Test func vttSkipsHeaderNotesIdentifiersAndTags() {
    let text = """
      WEBVTT - Noticias
      Kind: captions

      NOTE Esta nota
      no se lee

      STYLE
      ::cue { color: yellow }

      intro
      00:01.000 --> 00:04.000 align:start position:10%
      <v Ana>Hemos <c.amarillo>llegado</c> tarde.</v>

      00:05.000 --> 00:07.000
      <00:05.500>Sentaos &amp; comed.
      """
    #expect(
      words(text, .vtt) == ["Hemos", "llegado", "tarde.", "Sentaos", "comed."])
    let masked = prose(text, .vtt)
    #expect(offset(of: "llegado", in: masked) == offset(of: "llegado", in: text))
  }

  @Test func plainTextIsReadWhole() {
    let text = "# No es Markdown: *como* siempre.\n1\n00:00:01,000 --> 00:00:02,000\n"
    #expect(prose(text, .text) == text)
  }
}
