/// Models chosen by a verb's ending: families whose every verb conjugates alike (RAE, DLE
/// "conjug. c."), most specific ending first.
enum InferenceEndings {
  /// Endings and their models; the first ending the verb has wins.
  static let endings: [(ending: String, model: String)] = [
    // Irregular families.
    ("decir", "condecir"), ("ducir", "conducir"), ("tener", "tener"), ("poner", "poner"),
    ("venir", "venir"), ("hacer", "hacer"), ("sfacer", "satisfacer"), ("facer", "rarefacer"),
    ("traer", "traer"), ("caer", "caer"),
    ("querer", "querer"), ("volver", "volver"), ("solver", "resolver"), ("morir", "morir"),
    ("oír", "oír"), ("escribir", "escribir"), ("scribir", "inscribir"), ("cubrir", "cubrir"),
    ("freír", "freír"), ("eír", "reír"), ("pudrir", "pudrir"), ("podrir", "pudrir"),
    // -ir stem changes: e → ie / i (sentir), e → i (pedir, elegir, teñir), o → ue / u.
    ("eñir", "teñir"), ("erir", "sentir"), ("ertir", "sentir"), ("entir", "sentir"),
    ("gredir", "vivir"), ("ervir", "pedir"), ("edir", "pedir"), ("etir", "pedir"),
    ("estir", "pedir"), ("emir", "pedir"), ("ebir", "pedir"), ("enchir", "pedir"),
    ("egir", "elegir"),
    ("hendir", "discernir"), ("hender", "entender"),
    ("erguir", "erguir"), ("eguir", "seguir"), ("ormir", "dormir"),
    // y and zc.
    ("güir", "argüir"), ("guir", "distinguir"), ("quir", "delinquir"), ("uir", "construir"),
    ("cocer", "cocer"), ("ecer", "conocer"), ("ocer", "conocer"),
    ("acer", "conocer"), ("ucir", "lucir"),
    // -er stem changes: mover, entender.
    ("over", "mover"), ("order", "mover"), ("oler", "mover"), ("erter", "entender"),
    ("erner", "entender"),
    // Spelling only.
    ("eer", "leer"), ("guar", "averiguar"), ("cuar", "adecuar"), ("uar", "actuar"),
    ("car", "buscar"), ("gar", "pagar"), ("zar", "cruzar"), ("ger", "coger"), ("gir", "dirigir"),
    ("ñir", "gruñir"), ("llir", "gruñir"), ("ñer", "tañer"),
  ]

  /// Verbs RAE gives as defective, which must not get forms that do not exist: balbucir lacks
  /// balbuzco and the present subjunctive; the rest keep only the forms whose ending starts
  /// with i (DLE "verbo defectivo"). Data: the list is closed.
  static let defective: [(verb: String, model: String)] = [
    ("balbucir", "balbucir"), ("desvaír", "aterir"), ("embaír", "aterir"),
    ("aterir", "aterir"), ("despavorir", "aterir"), ("empedernir", "aterir"),
    ("preterir", "aterir"), ("colorir", "aterir"),
  ]

  static func defectiveModel(for infinitive: String) -> String? {
    defective.first { infinitive == $0.verb || infinitive == $0.verb + "se" }?.model
  }

  static func model(for infinitive: String) -> String? {
    endings.first { infinitive.hasSuffix($0.ending) }?
      .model
  }
}
