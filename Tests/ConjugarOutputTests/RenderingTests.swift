import ConjugarCore
import ConjugarOutput
import Testing

/// Tables and JSON lines exactly as `conjugar verb` and `conjugar identify` print them.
@Suite struct ConjugationRenderingTests {
  let conjugator = Conjugator()

  @Test func aPlainTableOfOneTense() throws {
    let hablar = try conjugator.conjugate("hablar")
    let table = ConjugationTable(
      hablar, regular: conjugator.regularPattern(of: hablar), showVos: false,
      tenses: [.presenteDeIndicativo], style: .plain)
    #expect(
      table.render() == """
        hablar — to speak, to talk
        model: hablar, regular
        gerundio: hablando  ·  participio: hablado

        Presente de indicativo
          yo                   hablo
          tú                   hablas
          él/ella/usted        habla
          nosotros             hablamos
          vosotros             habláis
          ellos/ellas/ustedes  hablan
        """)
  }

  /// With colour, only the letters that depart from the regular pattern are red; vos is a row.
  @Test func aColouredTableMarksIrregularLetters() throws {
    let tener = try conjugator.conjugate("tener")
    let table = ConjugationTable(
      tener, regular: conjugator.regularPattern(of: tener), showVos: true,
      tenses: [.presenteDeIndicativo], style: TextStyle(usesColor: true))
    let bold = "\u{1B}[1m"
    let red = "\u{1B}[1;31m"
    let faint = "\u{1B}[2m"
    let reset = "\u{1B}[0m"
    #expect(
      table.render().split(separator: "\n", omittingEmptySubsequences: false) == [
        "\(bold)tener\(reset) — to have",
        "\(faint)model: tener, irregular\(reset)",
        "gerundio: teniendo  ·  participio: tenido",
        "",
        "\(bold)Presente de indicativo\(reset)",
        "  yo                   ten\(red)g\(reset)o",
        "  tú                   t\(red)i\(reset)enes",
        "  vos                  tenés",
        "  él/ella/usted        t\(red)i\(reset)ene",
        "  nosotros             tenemos",
        "  vosotros             tenéis",
        "  ellos/ellas/ustedes  t\(red)i\(reset)enen",
      ])
  }

  /// A weather verb: the other persons are marked rare and a note closes the table.
  @Test func aThirdPersonVerbEndsWithANote() throws {
    let llover = try conjugator.conjugate("llover")
    let lines = ConjugationTable(
      llover, regular: nil, showVos: false, tenses: [.presenteDeIndicativo], style: .plain
    ).render().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.contains("  yo                   lluevo (rare)"))
    #expect(lines.contains("  él/ella/usted        llueve"))
    #expect(
      lines.suffix(2) == [
        "", "(rare) used in the third person; other persons only in figurative use.",
      ])
  }

  @Test func aJSONLineOfOneTense() throws {
    let hablar = try conjugator.conjugate("hablar")
    #expect(
      ConjugationJSON.render(hablar, showVos: true, tenses: [.presenteDeIndicativo])
        == #"{"infinitive":"hablar","translation":"to speak, to talk","known":true,"#
        + #""model":"hablar","regularity":"regular","pronominal":false,"gerund":"hablando","#
        + #""participle":"hablado","tenses":{"presenteDeIndicativo":{"yo":"hablo","tu":"hablas","#
        + #""vos":"hablás","el":"habla","nosotros":"hablamos","vosotros":"habláis","#
        + #""ellos":"hablan"}}}"#)
  }

  @Test func aVerbListEntry() {
    let tener = VerbEntry(infinitive: "tener", model: "tener", translation: "to have")
    #expect(
      VerbListJSON.render(tener, rank: 12)
        == #"{"infinitive":"tener","translation":"to have","model":"tener","#
        + #""regularity":"irregular","rank":12}"#)
    let abajar = VerbEntry(
      infinitive: "abajar", model: "hablar", translation: nil, tags: ["archaic"])
    #expect(
      VerbListJSON.render(abajar, rank: nil)
        == #"{"infinitive":"abajar","translation":null,"model":"hablar","#
        + #""regularity":"regular","rank":null,"tags":["archaic"]}"#)
  }
}

@Suite struct IdentificationRenderingTests {
  @Test func textGroupsReadingsByVerbThenOtherAccents() throws {
    let identification = try FormAnalyzer().identify("hablo")
    #expect(
      IdentificationText(identification, style: .plain).render() == """
        hablo
          hablar — to speak, to talk
            Presente de indicativo · yo
        With other accents: habló
          hablar — to speak, to talk
            Pretérito · él/ella/usted
        """)
  }

  @Test func jsonListsEveryReading() throws {
    let identification = try FormAnalyzer().identify("hablo")
    let reading = { (tense: String, person: String, spelling: String) in
      #"{"infinitive":"hablar","translation":"to speak, to talk","kind":"finite","#
        + #""tense":"\#(tense)","person":"\#(person)","spelling":"\#(spelling)","#
        + #""tableForm":"\#(spelling)","pronouns":[],"negated":false}"#
    }
    #expect(
      IdentificationJSON.render(identification)
        == #"{"input":"hablo","analyses":["# + reading("presenteDeIndicativo", "yo", "hablo")
        + #"],"accentVariants":["# + reading("preterito", "el", "habló") + "]}")
  }
}

/// Escape codes for emphasis wrap only text, and only when colour is on.
@Suite struct TextStyleTests {
  @Test func plainStyleAddsNothingAndColourWrapsOnlyText() {
    #expect(TextStyle.plain.heading("x") == "x")
    #expect(TextStyle.plain.irregular("x") == "x")
    let colour = TextStyle(usesColor: true)
    #expect(colour.heading("x") == "\u{1B}[1mx\u{1B}[0m")
    #expect(colour.dim("x") == "\u{1B}[2mx\u{1B}[0m")
    #expect(colour.irregular("") == "")
  }
}
