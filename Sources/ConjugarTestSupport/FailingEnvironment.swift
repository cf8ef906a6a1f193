import ConjugarCommands
import ConjugarCore
import ConjugarQuiz
import ConjugarSettings
import Foundation
import LineInput
import Speech
import TestBasics

// Test doubles fail loudly: a member a test did not set records an issue in the test that
// reaches it, naming the member, and returns a harmless value so the run can finish.

extension CommandEnvironment {
  /// An environment whose every closure fails the test that calls it: start from this and set
  /// what the code under test may use. Variables are empty and no stream is a terminal.
  public static var failing: CommandEnvironment {
    var environment = CommandEnvironment(
      variables: [:], standardOutputIsTerminal: false, standardErrorIsTerminal: false,
      standardInputIsTerminal: false,
      write: { _ in unset("write") },
      writeError: { _ in unset("writeError") },
      now: {
        unset("now")
        return Date(timeIntervalSince1970: 0)
      },
      secondsFromUTC: { _ in
        unset("secondsFromUTC")
        return 0
      },
      randomSeed: {
        unset("randomSeed")
        return 0
      },
      makeLineReader: { _ in
        unset("makeLineReader")
        return ScriptedLineReader([])
      },
      conjugator: Conjugator(), userData: .failing,
      terminalColumns: {
        unset("terminalColumns")
        return nil
      },
      readFile: { _, _ in
        unset("readFile")
        return nil
      },
      speech: .failing, quizCache: .sharedByTests,
      terminalRows: {
        unset("terminalRows")
        return nil
      },
      pager: .failing,
      randomWord: {
        unset("randomWord")
        return 0
      })
    environment.readStandardInput = { _ in
      unset("readStandardInput")
      return []
    }
    environment.classroom = .failing
    return environment
  }
}

extension ClassroomClient {
  /// A classroom whose hand-off to `conjugar-serve` fails the test (it would replace the test
  /// process); `serve` and `storedSheets` nil, as in `conjugar`.
  public static var failing: ClassroomClient {
    ClassroomClient(handOff: { _, _ in unset("classroom.handOff") })
  }
}

extension QuizCache {
  /// One cache for every test environment of the test process: what quizzes work out about the
  /// bundled lexicon is pure data, and working it out again for each test would cost seconds
  /// of a debug build. A test with a lexicon of its own sets a fresh `QuizCache()`.
  public static let sharedByTests = QuizCache()
}

extension UserData {
  /// User data that fails the test that opens any of it.
  public static var failing: UserData {
    UserData(
      settingsStore: { _, _ in
        unset("userData.settingsStore")
        return MemorySettingsStore()
      },
      quizHistory: { _ in
        unset("userData.quizHistory")
        return nil
      },
      replHistory: { _ in
        unset("userData.replHistory")
        return nil
      })
  }
}

extension PagerClient {
  /// A pager that fails the test that starts it.
  public static var failing: PagerClient {
    PagerClient { _, _ in
      unset("pager.start")
      return nil
    }
  }

  /// A pager that keeps what it is given in `pages` (one string per pager started), and
  /// reports itself quit after `quitAfter` writes when that is set; `fails`: it then ends
  /// with a status other than 0 (as `PAGER=/bin/false` does).
  public static func recording(
    into pages: Locked<[String]>, quitAfter: Int? = nil, fails: Bool = false
  ) -> PagerClient {
    PagerClient { _, _ in
      pages.update { $0.append("") }
      let writes = Locked(0)
      return PagerPipe(
        write: { text in
          writes.update { $0 += 1 }
          if let quitAfter, writes.get() > quitAfter { return false }
          pages.update { $0[$0.count - 1] += text }
          return true
        }, finish: { !fails })
    }
  }
}

extension SpeechClient {
  /// Speech that fails the test that checks for it or says anything.
  public static var failing: SpeechClient {
    SpeechClient(
      unavailable: {
        unset("speech.unavailable")
        return nil
      },
      say: { _, _, _ in unset("speech.say") })
  }
}

private func unset(_ member: String) {
  recordTestIssue("CommandEnvironment.failing: unset: \(member)")
}
