import ConjugarCore
import ConjugarQuiz
import SimpleJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The placements of a summary in the cache's counts line (`SummaryCoding`):
///
///     "placement":{"lines":2,"current":{"date":…,"known":[…],"notKnown":[…],"forms":120},
///      "seeded":[["hablar","presente","yo"],…]}
///
/// `current` is null when no placement is in effect; `date` is seconds since 2001, as `Date`
/// holds it; `seeded` are conjugation items, each in the cache's items.
enum PlacementCoding {
  static func json(_ summary: HistorySummary) -> JSONValue {
    let current: JSONValue =
      summary.placement.map { placement in
        .object([
          "date": .double(placement.date.timeIntervalSinceReferenceDate),
          "known": .array(placement.known.map(JSONValue.string)),
          "notKnown": .array(placement.notKnown.map(JSONValue.string)),
          "forms": .integer(placement.forms),
        ])
      } ?? .null
    let seeded = summary.seeded.map(\.key).sorted { $0.sortKey < $1.sortKey }
    return .object([
      "lines": .integer(summary.placementLines), "current": current,
      "seeded": .array(
        seeded.map { key in
          .array([
            .string(key.verb), .string(key.item.key),
            key.person.map { .string($0.rawValue) } ?? .null,
          ])
        }),
    ])
  }

  /// nil unless the member reads whole and every seeded item is among `items`.
  static func read(_ json: JSONValue?, items: ItemTable)
    -> (current: PlacementInEffect?, seeded: Set<ItemKey>, lines: Int)?
  {
    guard case .object(let fields)? = json,
      case .number(let lines)? = fields["lines"], let lines = lines.int, lines >= 0,
      case .array(let list)? = fields["seeded"], let current = fields["current"]
    else { return nil }
    var placement: PlacementInEffect? = nil
    if current != .null {
      guard case .object(let members) = current,
        case .number(let date)? = members["date"], let date = date.double, date.isFinite,
        let known = members["known"]?.strings, let notKnown = members["notKnown"]?.strings,
        case .number(let forms)? = members["forms"], let forms = forms.int, forms >= 0
      else { return nil }
      placement = PlacementInEffect(
        date: Date(timeIntervalSinceReferenceDate: date), known: known, notKnown: notKnown,
        forms: forms)
    }
    var seeded: Set<ItemKey> = []
    for entry in list {
      guard case .array(let parts) = entry, parts.count == 3,
        case .string(let verb) = parts[0], case .string(let itemKey) = parts[1],
        let item = QuizItem(key: itemKey)
      else { return nil }
      var person: Person? = nil
      if case .string(let name) = parts[2] {
        guard let named = Person(rawValue: name) else { return nil }
        person = named
      }
      let key = ItemKey(QuestionKey(verb: verb, item: item, person: person), drill: .conjugate)
      guard items.storage[key] != nil else { return nil }
      seeded.insert(key)
    }
    return (placement, seeded, lines)
  }
}
