/// Chooses a model for a verb the list does not have. In order: the model of the same verb
/// listed as pronominal (esforzar from esforzarse); a known verb behind a real prefix when the
/// split is plausible (`PrefixSplit`: reponer like poner, but expensar is not ex + pensar); the
/// defective verbs RAE names; the accent pattern of -iar, -uar and -izar verbs and of stressed
/// weak vowels (`HiatusInference`); then the ending (`InferenceEndings`: -eñir like teñir,
/// -ducir like conducir, -uir like construir); else the regular model of the class.
enum Inference {
  static func modelName(for infinitive: String, in lexicon: Lexicon) -> String? {
    if let pronominal = lexicon.entry(for: infinitive + "se") { return pronominal.model }
    if let model = PrefixSplit.model(for: infinitive, in: lexicon) { return model }
    if let model = InferenceEndings.defectiveModel(for: infinitive) { return model }
    if let model = FamilyInference.model(for: infinitive, in: lexicon) { return model }
    if let model = HiatusInference.model(for: infinitive) { return model }
    if let model = InferenceEndings.model(for: infinitive) { return model }
    let letters = infinitive.letters
    guard let verbClass = VerbClass(infinitive: letters), letters.count > 2 else { return nil }
    let beforeEnding = letters[letters.count - 3]
    if beforeEnding == "c", letters.count > 3, !Letters.isVowelLetter(letters[letters.count - 4]) {
      if verbClass == .er { return "vencer" }
      if verbClass == .ir { return "zurcir" }
    }
    return verbClass.regularModelName
  }
}
