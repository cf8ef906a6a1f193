import ConjugarCore
import TextReading

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A Spanish text of about `bytes` UTF-8 bytes, made like a novel's: sentences of determiners,
/// nouns, prepositions and verbs, the verbs' forms drawn from the 1,500 most used verbs (so
/// that the text has some 20,000 distinct words, as a short novel has), with homographs,
/// clitics, compound tenses and periphrases among them.
func benchmarkText(bytes: Int, conjugator: Conjugator) -> String {
  let slots: [(Tense, Person)] = [
    (.presenteDeIndicativo, .yo), (.presenteDeIndicativo, .el), (.presenteDeIndicativo, .ellos),
    (.preterito, .yo), (.preterito, .el), (.preterito, .ellos), (.imperfectoDeIndicativo, .el),
    (.futuroDeIndicativo, .el), (.condicional, .nosotros), (.presenteDeSubjuntivo, .el),
    (.imperfectoDeSubjuntivo1, .ellos), (.imperativoPositivo, .tu),
  ]
  var forms: [String] = []
  for verb in conjugator.lexicon.frequency.mostUsedFirst.prefix(1_500) {
    guard let conjugation = try? conjugator.conjugate(verb), !verb.hasSuffix("se") else { continue }
    for (tense, person) in slots {
      if let form = conjugation.form(tense, person)?.text { forms.append(form) }
    }
  }
  let frames: [(String, String)] = [
    ("El vecino ", " la casa de la esquina y luego se fue a casa."),
    ("Como siempre, mi hermana ", " el vino tinto sobre la mesa."),
    ("Ayer le di un libro a Pedro y él ", " con el cura del pueblo."),
    ("—¿Por qué ", " tanto trabajo? —me preguntó mientras se levantaba."),
    ("Los niños habían cerrado la puerta, pero ella ", " que iba a llover."),
    ("Entre el río y la sierra, nadie ", " nada; dímelo tú, que lo sabes."),
    ("Si fuera rico, ", " un traje nuevo para la boda de su prima."),
    ("La llama de la vela temblaba cuando ", " el paso de los soldados."),
  ]
  var text = ""
  var index = 0
  while text.utf8.count < bytes {
    let frame = frames[index % frames.count]
    let form = forms[(index * 7_919) % forms.count]
    text += frame.0 + form + frame.1
    text += index % 6 == 5 ? "\n\n" : " "
    index += 1
  }
  return text
}

/// The CPU time the process has used, in seconds (one thread: one core's time).
func cpuSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The peak resident memory of the process so far, in megabytes.
func peakMegabytes() -> Double {
  var usage = rusage()
  #if canImport(Darwin)
    getrusage(RUSAGE_SELF, &usage)
  #else
    getrusage(RUSAGE_SELF.rawValue, &usage)
  #endif
  #if canImport(Darwin)
    return Double(usage.ru_maxrss) / 1_048_576
  #else
    return Double(usage.ru_maxrss) / 1_024
  #endif
}

/// `read` over 1 MB of text, and the naive way beside it: one `identify` a word, no cache.
func benchmarkReading(conjugator: Conjugator) {
  guard chosen.isEmpty || chosen.contains(where: { "reading".contains($0) }) else { return }
  let text = benchmarkText(bytes: 1_000_000, conjugator: conjugator)
  let words = text.split(whereSeparator: { !$0.isLetter }).count
  let distinct = Set(text.lowercased().split(whereSeparator: { !$0.isLetter })).count
  print("reading: \(text.utf8.count) bytes, \(words) words, \(distinct) distinct")
  let before = peakMegabytes()
  let reader = TextReader(analyzer: FormAnalyzer(conjugator: conjugator))
  var found = 0
  measure("reading: read 1 MB of text", repetitions: 3, unit: "words", perRun: Double(words)) {
    found = reader.read(text).count
  }
  let cpuStart = cpuSeconds()
  found = reader.read(text).count
  let cpu = cpuSeconds() - cpuStart
  print("reading: one read, CPU time \(Int(cpu * 1000)) ms (wall times above share the machine)")
  print("reading: \(found) verbs; peak memory \(Int(peakMegabytes())) MB (\(Int(before)) MB before)")
  // The naive baseline is slow: a tenth of the text, multiplied by ten.
  let sample = Array(text.split(whereSeparator: { !$0.isLetter }).prefix(words / 10))
  let analyzer = FormAnalyzer(conjugator: conjugator)
  let naiveStart = cpuSeconds()
  for word in sample { _ = try? analyzer.identify(String(word)) }
  let naive = (cpuSeconds() - naiveStart) * 10
  print("reading: naive, identify each word, no cache: CPU time \(Int(naive * 1000)) ms (a tenth × 10)")
}
