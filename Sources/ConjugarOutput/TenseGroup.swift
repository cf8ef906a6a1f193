import ConjugarCore
import GrammarWords
import Messages
import PlainText

/// The tenses as grammars group them in a conjugation table.
struct TenseGroup {
  let name: Message
  let tenses: [Tense]
  /// The bands of a group laid out in blocks (each a band), or the tenses as one block.
  var blocks: [[Tense]] { explicitBlocks ?? [tenses] }
  private var explicitBlocks: [[Tense]]?

  init(name: Message, tenses: [Tense], blocks: [[Tense]]? = nil) {
    self.name = name
    self.tenses = tenses
    self.explicitBlocks = blocks
  }

  /// One step of the grid: groups printed one after another, or, when one of them does not
  /// stand whole in a band, `blocks` instead (the same tenses in one group) if each of its
  /// blocks does.
  struct Choice {
    let groups: [TenseGroup]
    var blocks: TenseGroup?
  }

  static let layout = [
    Choice(
      groups: [
        TenseGroup(
          name: .gridIndicativeSimple,
          tenses: [
            .presenteDeIndicativo, .preterito, .imperfectoDeIndicativo, .futuroDeIndicativo,
            .condicional,
          ])
      ]),
    Choice(
      groups: [
        TenseGroup(
          name: .gridIndicativeCompound,
          tenses: [
            .perfectoDeIndicativo, .preteritoAnterior, .pluscuamperfectoDeIndicativo,
            .futuroPerfecto, .condicionalCompuesto,
          ])
      ]),
    Choice(
      groups: [
        TenseGroup(name: .gridSubjunctiveSimple, tenses: simpleSubjunctive),
        TenseGroup(name: .gridSubjunctiveCompound, tenses: compoundSubjunctive),
      ],
      blocks: TenseGroup(
        name: .gridSubjunctive, tenses: simpleSubjunctive + compoundSubjunctive,
        blocks: [
          [.presenteDeSubjuntivo, .imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2],
          [
            .perfectoDeSubjuntivo, .pluscuamperfectoDeSubjuntivo1,
            .pluscuamperfectoDeSubjuntivo2,
          ],
          [.futuroDeSubjuntivo, .futuroPerfectoDeSubjuntivo],
        ])),
    Choice(
      groups: [
        TenseGroup(name: .gridImperative, tenses: [.imperativoPositivo, .imperativoNegativo])
      ]),
  ]

  private static let simpleSubjunctive: [Tense] = [
    .presenteDeSubjuntivo, .imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2, .futuroDeSubjuntivo,
  ]
  private static let compoundSubjunctive: [Tense] = [
    .perfectoDeSubjuntivo, .pluscuamperfectoDeSubjuntivo1, .pluscuamperfectoDeSubjuntivo2,
    .futuroPerfectoDeSubjuntivo,
  ]

  /// A tense's name in `language` without the mood its group names: "Futuro perfecto de
  /// subjuntivo" → "Futuro perfecto", "Imperativo negativo" → "Negativo".
  static func shortName(of tense: Tense, in language: Language) -> String {
    var name = tense.name(in: language)
    for mood in [" de indicativo", " de subjuntivo"] {
      name = name.replacingAll(mood, with: "")
    }
    if name.hasPrefix("Imperativo ") {
      let rest = name.dropFirst("Imperativo ".count)
      name = rest.prefix(1).uppercased() + rest.dropFirst()
    }
    return name
  }
}
