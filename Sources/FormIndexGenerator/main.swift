import ConjugarCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Regenerates the reverse-lookup index after the verb list or the rules change:
///
///     swift run FormIndexGenerator [Resources/form-index.tsv]
///
/// The index test in ConjugarCoreTests fails until the committed file matches.
let path = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "Resources/form-index.tsv"
let text = FormIndex.generate(with: Conjugator())
guard let file = fopen(path, "wb") else {
  print("FormIndexGenerator: cannot write \(path)")
  exit(1)
}
fputs(text, file)
fclose(file)
print("FormIndexGenerator: wrote \(text.split(separator: "\n").count - 3) keys to \(path)")
