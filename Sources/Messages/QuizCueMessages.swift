/// The quiz's readings and cues: recognition's alternative readings ("tener · pretérito · yo; o
/// ser · …"), the context drills' cue lines ("«ayer» pide el pretérito"), which form a wrong
/// answer is, the English of a sentence under a Spanish label, and the context drill's empty
/// selection. Tense names and persons are the verb table's own (Spanish in both languages);
/// every tense name is masculine (el tiempo), so "el pretérito", "el condicional". "o" before a
/// word sounding /o/ is "u" (the RAE's rule, as `Phrasing`). A cue is a piece of a Spanish
/// sentence, in «» in both languages.
extension Catalogue {
  static let quizCues: [MessageKey: [Language: String]] = [
    .quizCueOr: [.english: " or {next}", .spanish: " o {next}"],
    .quizCueOrU: [.english: " or {next}", .spanish: " u {next}"],
    .quizCueThenOr: [.english: "; or {next}", .spanish: "; o {next}"],
    .quizCueThenOrU: [.english: "; or {next}", .spanish: "; u {next}"],
    .quizCueReadingAskedFor: [
      .english: "{reading}, which «{cue}» asks for",
      .spanish: "{reading}, que es lo que pide «{cue}»",
    ],
    .quizCueAsksFor: [
      .english: "«{cue}» asks for the {tense}", .spanish: "«{cue}» pide el {tense}",
    ],
    .quizCueAsksForForm: [
      .english: "«{cue}» asks for the {tense}: {form}", .spanish: "«{cue}» pide el {tense}: {form}",
    ],
    .quizFormIs: [.english: "{form} is {readings}", .spanish: "{form} corresponde a {readings}"],
    .quizPersonsOfTense: [.english: "{persons}, {tense}", .spanish: "{persons}, {tense}"],
    .quizSentenceInEnglish: [.english: "{sentence}", .spanish: "En inglés: {sentence}"],
    .contextNoSentences: [.english: "no sentences", .spanish: "no hay oraciones"],
    .contextForVerbs: [.english: " for {verbs}", .spanish: " con {verbs}"],
    .contextInTense: [.english: " in the {tense}", .spanish: " en el {tense}"],
    .contextOrInTense: [.english: " or the {tense}", .spanish: " o el {tense}"],
    .contextWithPersons: [.english: " with {persons}", .spanish: " con {persons}"],
    .contextVosOff: [
      .english: " (vos is off in the settings)",
      .spanish: " (vos está desactivado en los ajustes)",
    ],
    .contextWithIrregular: [
      .english: " with an irregular form", .spanish: " con una forma irregular",
    ],
    .contextAndIrregular: [.english: " and an irregular form", .spanish: " y una forma irregular"],
  ]
}
