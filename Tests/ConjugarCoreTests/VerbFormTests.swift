import ConjugarCore
import Testing

/// A compound form is kept as two pieces (auxiliary, participle) and joined when read: it must
/// behave in every way as the one-piece form with the same text.
@Suite struct VerbFormTests {
  let conjugator = Conjugator()

  @Test(arguments: [
    ("imprimir", Tense.perfectoDeIndicativo, Person.nosotros, "hemos impreso", ["hemos imprimido"]),
    ("levantarse", .futuroPerfecto, .vosotros, "os habréis levantado", []),
    ("hablar", .pluscuamperfectoDeSubjuntivo2, .yo, "hubiese hablado", []),
  ])
  func compoundFormsReadAsOneText(
    _ verb: String, _ tense: Tense, _ person: Person, _ text: String, _ alternatives: [String]
  ) throws {
    let form = try #require(try conjugator.conjugate(verb).form(tense, person))
    #expect(form.text == text)
    #expect(form.alternatives == alternatives)
    #expect(form.allForms == [text] + alternatives)
    let (head, tail) = form.textPieces
    #expect(head + tail == text)
    #expect(form == VerbForm(text, alternatives: alternatives))
    #expect(VerbForm(text, alternatives: alternatives) == form)
    #expect(form != VerbForm(text + "s", alternatives: alternatives))
  }

  @Test func settingTheTextReplacesBothPieces() throws {
    var form = try #require(try conjugator.conjugate("hablar").form(.futuroPerfecto, .yo))
    form.text = "habré dicho"
    #expect(form.text == "habré dicho")
    #expect(form.textPieces == ("habré dicho", ""))
  }

  @Test func simpleFormsAreOnePiece() throws {
    let form = try #require(try conjugator.conjugate("hablar").form(.presenteDeIndicativo, .yo))
    #expect(form.textPieces == ("hablo", ""))
  }
}

/// No form lists itself or the same spelling twice among its alternatives: a prefix can make
/// two spellings of the base verb one (frio and pre-2010 frió are both refrió).
@Suite struct AlternativesAreDistinctTests {
  static let verbs =
    Lexicon.bundled.entries.enumerated().filter { $0.offset % 9 == 0 }.map(\.element.infinitive)
    + ["refreír", "sofreír", "reírse", "desleír", "prever", "contrahacer", "levantarse"]

  @Test func everyFormsAlternativesAreDistinct() throws {
    let conjugator = Conjugator()
    for verb in Self.verbs {
      let conjugation = try conjugator.conjugate(verb)
      var forms = [conjugation.gerund, conjugation.participle]
      for tense in Tense.allCases {
        forms += tense.persons.compactMap { conjugation.form(tense, $0) }
      }
      for form in forms {
        let all = form.allForms
        #expect(Set(all).count == all.count, "\(verb): \(all)")
      }
    }
  }
}
