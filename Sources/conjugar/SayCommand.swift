import ArgumentParser
import ConjugarCLI

struct SayCommand: EnvironmentCommand {
  static let configuration = CommandConfiguration(
    commandName: "say",
    abstract: "Read Spanish aloud (espeak-ng), or write it to a WAV file.",
    discussion: """
      The words are said as one phrase, as written: any text, not only verb forms. The voice \
      follows the region setting (es for spain, es-419 for latin-america) unless --region is \
      given. Needs espeak-ng (Debian package espeak-ng) on the PATH, or the program named by \
      the CONJUGAR_ESPEAK environment variable.

      Exit status: 0 on success, 64 for a usage error (no text, a control character, over 500 \
      characters), 69 when espeak-ng is missing or fails, 74 when the WAV file cannot be written.
      """
  )

  @OptionGroup var arguments: SayArguments

  func run(in environment: CommandEnvironment) throws { try arguments.run(in: environment) }
}
