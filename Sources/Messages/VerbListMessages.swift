/// `verbs`: its notes on a search and the error of `--model` (shared with `quiz`). A match is
/// "coincidencia"; a verb "follows" a model when it is conjugated like it ("se conjuga como").
extension Catalogue {
  static let verbList: [MessageKey: [Language: String]] = [
    .verbsNoMatch: [
      .english: "no verb matches {search}{near}",
      .spanish: "ningún verbo coincide con {search}{near}",
    ],
    .verbsNoMatchPassesFilters: [
      .english: "no verb matching {search} passes the other filters",
      .spanish: "ninguno de los verbos que coinciden con {search} cumple los demás filtros",
    ],
    .verbsDidYouMean: [
      .english: " (did you mean {choices}?)", .spanish: " (¿quiso decir {choices}?)",
    ],
    .verbsMatchesShown: [
      .english: "{shown} of {total} matches shown; --all shows every match",
      .spanish: "se muestran {shown} de {total} coincidencias; --all las muestra todas",
    ],
    .verbsUnknownModel: [
      .english: "unknown model {word}{near}; give a model such as hablar, tener or pensar, or a "
        + "verb that follows one",
      .spanish: "modelo desconocido {word}{near}; indique un modelo, como hablar, tener o pensar,"
        + " o un verbo que se conjugue como uno de ellos",
    ],
  ]
}
