/// A set of tenses as bits (`Tense.index`): which tenses a conjugation holds, and which simple
/// tenses the builder must work out for them.
struct TenseSet: Sendable, Equatable {
  private(set) var bits: UInt32

  static let all = TenseSet(Tense.allCases)

  init(_ tenses: some Sequence<Tense>) {
    bits = 0
    for tense in tenses { bits |= 1 << UInt32(tense.index) }
  }

  func contains(_ tense: Tense) -> Bool { bits & (1 << UInt32(tense.index)) != 0 }

  mutating func insert(_ tense: Tense) { bits |= 1 << UInt32(tense.index) }

  /// The simple tenses the builder needs for these tenses: the present subjunctive comes from
  /// the present, the imperatives from both, the -ra, -se and -re tenses from the preterite.
  /// Compound tenses need only the participle, which is always built.
  var simpleTensesNeeded: TenseSet {
    var needed = self
    if contains(.imperativoPositivo) || contains(.imperativoNegativo) {
      needed.insert(.presenteDeSubjuntivo)
    }
    if needed.contains(.presenteDeSubjuntivo) || needed.contains(.imperativoPositivo) {
      needed.insert(.presenteDeIndicativo)
    }
    if contains(.imperfectoDeSubjuntivo1) || contains(.imperfectoDeSubjuntivo2)
      || contains(.futuroDeSubjuntivo)
    {
      needed.insert(.preterito)
    }
    return needed
  }
}
