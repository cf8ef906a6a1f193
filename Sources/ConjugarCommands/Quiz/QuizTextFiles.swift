import ConjugarCore
import ConjugarQuiz
import TextInput
import TextReading

/// The texts of `quiz --from FILE…`, read as `read` reads them (`TextFile`: UTF-8 checked,
/// Markdown and subtitle markup blanked, another language refused): each file one
/// `TextQuiz.Source`, its verbs read in its prose.
struct QuizTextFiles {
  let paths: [String]

  /// Each file's text and verbs; throws after one line for a file that cannot be read, is not
  /// Spanish UTF-8 text, or is empty.
  func sources(in environment: CommandEnvironment) throws(CommandFailure) -> [TextQuiz.Source] {
    var sources: [TextQuiz.Source] = []
    let reader = TextReader(analyzer: FormAnalyzer(conjugator: environment.conjugator))
    for path in paths {
      let file = TextFile(path: path)
      let readable = try file.read(in: environment)
      sources.append(
        TextQuiz.Source(
          name: file.isStandardInput
            ? "-"
            : path.split(separator: "/").last.map(String.init)
              ?? path,
          text: readable.text, prose: readable.prose,
          verbs: TextVerbs.find(in: readable.prose, reader: reader)))
    }
    return sources
  }
}
