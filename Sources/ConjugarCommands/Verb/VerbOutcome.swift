import ConjugarCore
import ConjugarOutput
import EnglishForms
import GrammarWords
import Messages

/// One word given to `conjugar verb`: an argument or line, or a line that could not be read.
enum VerbInput: Sendable {
  case word(String)
  /// A line of standard input that is no text (not UTF-8, too long): why, as an error message.
  case unreadable(Messages.Message)
}

/// One verb of `conjugar verb` as it will be printed: made on any core, printed in order.
struct VerbOutcome: Sendable {
  enum Message: Sendable {
    case error(String)
    case note(String)
  }

  /// Errors and notes for standard error, printed before the text.
  var messages: [Message] = []
  /// The table or JSON line; nil when the word could not be conjugated.
  var text: String?
  /// The infinitive, when `--english` was asked for and the verb has no gloss.
  var withoutEnglish: String?
  /// What `--speak` says, one phrase per group of forms shown.
  var phrases: [String] = []
}

/// What `conjugar verb` makes of each word: the same on every core, so output does not depend
/// on how the words were shared out.
struct VerbRenderer: Sendable {
  let conjugator: Conjugator
  let format: OutputFormat
  let showVos: Bool
  /// The vosotros row last and dimmed in tables (`ConjugationTable.vosotrosApart`).
  let vosotrosApart: Bool
  let tenses: [Tense]
  let style: TextStyle
  let english: Bool
  let examples: Bool
  let speak: Bool
  /// `--infer`: an unknown word is conjugated by inference even when it looks like a typo of a
  /// known verb (`Conjugator.typoCorrections(of:)`), which is otherwise an error.
  let infersTypos: Bool
  /// Whether the infinitive, gerund and participle are said too (no `--tense`).
  let speaksNonFiniteForms: Bool
  /// The columns a table fits (nil: no limit), and whether tenses may go side by side.
  var width: Int? = nil
  var allowsGrid = false
  /// The language of notes, errors and the table's labels.
  var language = Language.english

  func outcome(for input: VerbInput) -> VerbOutcome {
    var outcome = VerbOutcome()
    let word: String
    switch input {
    case .unreadable(let message):
      outcome.messages.append(.error(message.text(in: language)))
      return outcome
    case .word(let text): word = text
    }
    let conjugation: Conjugation
    do throws(ConjugationError) {
      conjugation = try conjugator.conjugate(word)
      let corrections = infersTypos ? [] : conjugator.typoCorrections(of: conjugation)
      if !corrections.isEmpty {
        throw .unknownVerb(conjugation.infinitive, suggestions: corrections)
      }
    } catch {
      outcome.messages.append(.error(error.message(in: language)))
      return outcome
    }
    outcome.messages = notes(about: conjugation)
    let rendering = english ? Self.english(of: conjugation) : nil
    if english && rendering == nil { outcome.withoutEnglish = conjugation.infinitive }
    let sentences = examples ? ExampleSentence.examples(of: conjugation, tenses: tenses) : nil
    switch format {
    case .json:
      outcome.text = ConjugationJSON.render(
        conjugation, showVos: showVos, tenses: tenses,
        english: english ? .included(rendering) : .omitted, examples: sentences)
    case .text:
      let regular = style.usesColor ? conjugator.regularPattern(of: conjugation) : nil
      var table = ConjugationTable(
        conjugation, regular: regular, showVos: showVos, tenses: tenses, style: style,
        english: rendering, width: width, allowsGrid: allowsGrid)
      table.vosotrosApart = vosotrosApart
      table.language = language
      table.showsGloss = showsEnglish
      outcome.text = table.render()
      if let line = negatedPreterite(rendering, conjugation) { outcome.text! += "\n" + line }
      if let sentences { outcome.text! += "\n\n" + text(of: sentences, conjugation) }
    }
    if speak { outcome.phrases = phrases(of: conjugation) }
    return outcome
  }

  /// Under a table with the preterite, for a verb of state whose negated preterite says more
  /// than "not" (querer): "no quise — I refused".
  private func negatedPreterite(_ rendering: VerbEnglish?, _ conjugation: Conjugation) -> String? {
    guard let rendering, tenses.contains(.preterito),
      let english = rendering.negatedPreterite(.yo),
      let form = conjugation.form(.preterito, .yo)?.text
    else { return nil }
    let line = Messages.Message.negatedPreteriteLine(form: "no " + form, english: english)
    return style.dim(line.text(in: language))
  }

  /// Whether the gloss and the examples' translations are shown: they are English for English
  /// speakers, so in Spanish only with `--english`.
  private var showsEnglish: Bool { english || language == .english }

  /// `--examples` under a table: a heading and the sentences, or one line saying there are none.
  private func text(of sentences: [ExampleSentence], _ conjugation: Conjugation) -> String {
    guard !sentences.isEmpty else {
      return Messages.Message.noExamples(conjugation.infinitive).text(in: language)
    }
    let lines = sentences.flatMap {
      $0.lines(
        style: style, note: $0.tense.name(in: language), width: width, showsEnglish: showsEnglish)
    }
    let heading = Messages.Message.examplesHeading.text(in: language)
    return ([style.heading(heading)] + lines).joined(separator: "\n")
  }

  /// A respelt input, an inferred verb (with the nearest listed one).
  private func notes(about conjugation: Conjugation) -> [VerbOutcome.Message] {
    var notes: [VerbOutcome.Message] = []
    let infinitive = conjugation.infinitive
    if let typed = conjugation.enteredAs {
      notes.append(
        .note(Messages.Message.respeltNote(typed: typed, infinitive: infinitive).text(in: language))
      )
    }
    if !conjugation.isKnown {
      let near = conjugator.suggestions(for: infinitive, limit: 1).first
      let note = Messages.Message.notInListNote(
        infinitive, model: conjugation.model, nearest: near)
      notes.append(.note(note.text(in: language)))
    }
    return notes
  }

  /// The English of a conjugation's forms, from its gloss; nil for a verb without one.
  static func english(of conjugation: Conjugation) -> VerbEnglish? {
    guard let rendering = EnglishRendering(conjugation) else { return nil }
    return VerbEnglish(
      gerund: rendering.gerund, participle: rendering.participle,
      form: { rendering.render($0, $1, form: $2) },
      negatedPreterite: { rendering.negatedPreterite($0) })
  }

  /// The forms shown, as phrases to say: "tener, teniendo, tenido" without `--tense`, then
  /// each tense's forms separated by commas (so the voice pauses between them).
  private func phrases(of conjugation: Conjugation) -> [String] {
    var phrases: [String] = []
    if speaksNonFiniteForms {
      phrases.append(
        [conjugation.infinitive, conjugation.gerund.text, conjugation.participle.text]
          .joined(separator: ", "))
    }
    for tense in tenses {
      let forms = tense.persons.filter { showVos || $0 != .vos }.compactMap {
        conjugation.form(tense, $0)?.text
      }
      if !forms.isEmpty { phrases.append(forms.joined(separator: ", ")) }
    }
    return phrases
  }
}
