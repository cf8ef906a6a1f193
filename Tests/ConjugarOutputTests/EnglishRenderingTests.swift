import ConjugarCore
import ConjugarOutput
import Testing

/// The English column, JSON member and identify readings, with English given as plain values so
/// that only the layout is under test (the English itself: Tests/EnglishFormsTests).
@Suite struct EnglishOutputTests {
  let conjugator = Conjugator()

  /// English that names its slot, so a misplaced one shows.
  static let labelled = VerbEnglish(gerund: "G", participle: "P") { tense, person, _ in
    "\(tense.rawValue).\(person.rawValue)"
  }

  @Test func theEnglishIsAThirdColumnAlignedWithinItsTense() throws {
    let tener = try conjugator.conjugate("tener")
    let table = ConjugationTable(
      tener, regular: nil, showVos: true, tenses: [.presenteDeSubjuntivo], style: .plain,
      english: Self.labelled)
    #expect(
      table.render() == """
        tener — to have
        model: tener, irregular
        gerundio: teniendo — G  ·  participio: tenido — P

        Presente de subjuntivo
          yo                   tenga                 presenteDeSubjuntivo.yo
          tú                   tengas                presenteDeSubjuntivo.tu
          vos                  tengas (also tengás)  presenteDeSubjuntivo.vos
          él/ella/usted        tenga                 presenteDeSubjuntivo.el
          nosotros             tengamos              presenteDeSubjuntivo.nosotros
          vosotros             tengáis               presenteDeSubjuntivo.vosotros
          ellos/ellas/ustedes  tengan                presenteDeSubjuntivo.ellos
        """)
  }

  /// Colours do not count towards the alignment; the English is dim; a missing form has none.
  @Test func colouredEnglishIsDimAndMissingFormsHaveNone() throws {
    let soler = try conjugator.conjugate("soler")
    let lines = ConjugationTable(
      soler, regular: conjugator.regularPattern(of: soler), showVos: false,
      tenses: [.presenteDeIndicativo, .futuroDeIndicativo], style: TextStyle(usesColor: true),
      english: Self.labelled
    ).render().split(separator: "\n")
    let faint = "\u{1B}[2m"
    let reset = "\u{1B}[0m"
    #expect(
      lines.contains(
        "  nosotros             solemos  \(faint)presenteDeIndicativo.nosotros\(reset)"))
    #expect(lines.contains("  yo                   \(faint)—\(reset)"))
  }

  @Test func jsonEndsWithTheEnglishOnlyWhenAskedFor() throws {
    let soler = try conjugator.conjugate("soler")
    let tenses: [Tense] = [.presenteDeIndicativo, .futuroDeIndicativo]
    let plain = ConjugationJSON.render(soler, showVos: false, tenses: tenses)
    let without = ConjugationJSON.render(soler, showVos: false, tenses: tenses, english: .omitted)
    #expect(plain == without)
    let null = ConjugationJSON.render(
      soler, showVos: false, tenses: tenses, english: .included(nil))
    #expect(null == plain.dropLast() + ",\"english\":null}")
    let with = ConjugationJSON.render(
      soler, showVos: false, tenses: [.futuroDeIndicativo], english: .included(Self.labelled))
    #expect(
      with.hasSuffix(
        ",\"english\":{\"gerund\":\"G\",\"participle\":\"P\",\"tenses\":{\"futuroDeIndicativo\":"
          + "{\"yo\":null,\"tu\":null,\"el\":null,\"nosotros\":null,\"vosotros\":null,\"ellos\":null}}}}"
      ))
  }

  @Test func identifyGroupsPersonsOnlyWhenTheirEnglishIsTheSame() throws {
    let identification = try FormAnalyzer(conjugator: conjugator).identify("tenga")
    let english: ReadingEnglish = { $0.person == .yo ? "first" : "other" }
    #expect(
      IdentificationText(identification, style: .plain, english: english).render() == """
        tenga
          tener — to have
            Presente de subjuntivo · yo — first
            Presente de subjuntivo · él/ella/usted — other
            Imperativo afirmativo · él/ella/usted — other
        """)
    let same = IdentificationText(identification, style: .plain, english: { _ in "same" })
    #expect(same.render().contains("    Presente de subjuntivo · yo, él/ella/usted — same"))
    let json = IdentificationJSON.render(identification, english: english)
    #expect(json.contains("\"negated\":false,\"english\":\"first\"}"))
    #expect(!IdentificationJSON.render(identification).contains("english"))
  }

  @Test func aNoteFollowsTheEnglishInParentheses() throws {
    let identification = try FormAnalyzer(conjugator: conjugator).identify("dímelo")
    let text = IdentificationText(identification, style: .plain, english: { _ in "say!" })
    #expect(text.render().hasSuffix("    Imperativo afirmativo · tú — say! (di; pronouns me, lo)"))
  }
}
