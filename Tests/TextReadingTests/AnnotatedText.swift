import ConjugarCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A text of Fixtures/ with its hand annotation (Fixtures/README.md): the text without the
/// markup, each finite verb's span and reading, and the trap words that are no verbs.
struct AnnotatedText {
  struct Verb: Equatable {
    var offset: Int
    var length: Int
    var form: String
    var infinitive: String
    var tense: Tense
    var person: Person
  }

  struct Trap: Equatable {
    var offset: Int
    var length: Int
    var word: String
  }

  var name: String
  var text = ""
  var verbs: [Verb] = []
  var traps: [Trap] = []

  static let tenses: [String: Tense] = [
    "pres": .presenteDeIndicativo, "pret": .preterito, "imp": .imperfectoDeIndicativo,
    "fut": .futuroDeIndicativo, "cond": .condicional, "psub": .presenteDeSubjuntivo,
    "isub": .imperfectoDeSubjuntivo1, "isubse": .imperfectoDeSubjuntivo2,
    "fsub": .futuroDeSubjuntivo, "imper": .imperativoPositivo, "imneg": .imperativoNegativo,
    "perf": .perfectoDeIndicativo, "pant": .preteritoAnterior,
    "plusc": .pluscuamperfectoDeIndicativo, "futp": .futuroPerfecto,
    "condc": .condicionalCompuesto, "perfsub": .perfectoDeSubjuntivo,
    "plussub": .pluscuamperfectoDeSubjuntivo1, "plussubse": .pluscuamperfectoDeSubjuntivo2,
  ]

  static let persons: [String: Person] = [
    "yo": .yo, "tu": .tu, "vos": .vos, "el": .el, "nos": .nosotros, "vosotros": .vosotros,
    "ellos": .ellos,
  ]

  enum MarkupError: Error, CustomStringConvertible {
    case bad(String)
    var description: String {
      switch self { case .bad(let what): what }
    }
  }

  init(name: String, markup: String) throws {
    self.name = name
    var scalars = String.UnicodeScalarView()
    var rest = Substring(markup).unicodeScalars[...]
    while let scalar = rest.first {
      rest = rest.dropFirst()
      switch scalar {
      case "[":
        guard let close = rest.firstIndex(of: "]") else { throw MarkupError.bad("[ in \(name)") }
        let fields = String(String.UnicodeScalarView(rest[..<close])).split(separator: "|")
          .map(String.init)
        rest = rest[rest.index(after: close)...]
        guard fields.count == 4, let tense = Self.tenses[fields[2]],
          let person = Self.persons[fields[3]]
        else { throw MarkupError.bad("\(fields) in \(name)") }
        verbs.append(
          Verb(
            offset: scalars.count, length: fields[0].unicodeScalars.count, form: fields[0],
            infinitive: fields[1], tense: tense, person: person))
        scalars.append(contentsOf: fields[0].unicodeScalars)
      case "{":
        guard let close = rest.firstIndex(of: "}") else { throw MarkupError.bad("{ in \(name)") }
        let word = String(String.UnicodeScalarView(rest[..<close]))
        rest = rest[rest.index(after: close)...]
        traps.append(Trap(offset: scalars.count, length: word.unicodeScalars.count, word: word))
        scalars.append(contentsOf: word.unicodeScalars)
      default:
        scalars.append(scalar)
      }
    }
    text = String(scalars)
  }

  static let folder = String(#filePath.dropLast("AnnotatedText.swift".count)) + "Fixtures/"

  static func load(_ name: String) throws -> AnnotatedText {
    let markup = try String(contentsOfFile: folder + name, encoding: .utf8)
    return try AnnotatedText(name: name, markup: markup)
  }

  /// The texts the rules were written against, and the one kept back until the end.
  static let tuning = [
    "news.txt", "narrative.txt", "voseo.txt", "vosotros.txt", "recipe.txt", "email.txt",
    "opinion.txt", "clitics.txt", "traps.txt",
  ]
  static let heldOut = ["heldout-mixed.txt"]
}
