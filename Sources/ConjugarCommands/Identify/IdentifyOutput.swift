import ConjugarCore
import ConjugarOutput
import Messages
import SimpleJSON

/// The blocks `conjugar identify` prints, one a phrase: text blocks with a blank line between
/// them, printed as each is found; or JSON, one object, or an array of them on one line once
/// every phrase is read. A phrase that is no form is one line on standard error; in JSON it
/// keeps its place as the documented empty object.
struct IdentifyOutput {
  let environment: CommandEnvironment
  let format: OutputFormat
  let color: ColorMode
  var asArray: Bool
  let analyzer: FormAnalyzer
  private let english: ReadingEnglish
  private let periphrasisEnglish: PeriphrasisEnglish
  /// Whether a phrase was no form, or a line could not be read.
  private(set) var failed = false
  private var printed = 0
  private var elements: [String] = []

  init(environment: CommandEnvironment, format: OutputFormat, color: ColorMode, asArray: Bool) {
    self.environment = environment
    self.format = format
    self.color = color
    self.asArray = asArray
    analyzer = FormAnalyzer(conjugator: environment.conjugator)
    english = IdentifyRequest.english(conjugator: environment.conjugator)
    periphrasisEnglish = IdentifyRequest.periphrasisEnglish(conjugator: environment.conjugator)
  }

  /// The JSON array, once every phrase is read.
  func end() {
    if format == .json && asArray { environment.write("[" + elements.joined(separator: ",") + "]") }
  }

  mutating func identify(_ phrase: String) {
    let identification: FormIdentification
    do throws(ConjugationError) {
      identification = try analyzer.identify(phrase)
    } catch {
      // Alone, as before arrays: nothing on standard output (the word cannot be read).
      fail(.verbatim(error.message(in: environment.language)), input: asArray ? phrase : nil)
      return
    }
    guard !identification.isEmpty else {
      let input = identification.input
      let error = ConjugationError.notAForm(
        input, suggestions: environment.conjugator.suggestions(for: input))
      fail(.verbatim(error.message(in: environment.language)), input: input)
      return
    }
    switch format {
    case .json:
      emit(
        IdentificationJSON.render(
          identification, english: english, periphrasisEnglish: periphrasisEnglish))
    case .text:
      let style = TextStyle(usesColor: color.usesColor(in: environment))
      var text = IdentificationText(
        identification, style: style, english: english, periphrasisEnglish: periphrasisEnglish)
      text.language = environment.language
      emit(text.render())
    }
  }

  /// The error line for a phrase that is no form (`input`, as read) or a line that cannot be
  /// read (no input); JSON readers get the documented empty object in its place.
  mutating func fail(_ message: Message, input: String?) {
    failed = true
    environment.error(message)
    if format == .json, let input { emit(Self.emptyObject(input)) }
  }

  private mutating func emit(_ block: String) {
    defer { printed += 1 }
    switch format {
    case .json where asArray: elements.append(block)
    case .json: environment.write(block)
    case .text: environment.write(printed > 0 ? "\n" + block : block)
    }
  }

  /// `{"input":…,"analyses":[],"accentVariants":[]}`, as for a form with no reading.
  static func emptyObject(_ input: String) -> String {
    var json = JSONWriter()
    json.beginObject()
    json.member("input", input)
    json.key("analyses")
    json.beginArray()
    json.endArray()
    json.key("accentVariants")
    json.beginArray()
    json.endArray()
    json.endObject()
    return json.text
  }
}
