// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "conjugar",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "conjugar", targets: ["conjugar"]),
    // The classroom server (`conjugar serve` and `conjugar grade --data` run it): its own
    // executable, so `conjugar` links neither Hummingbird nor SQLite (Docs/PERFORMANCE.md).
    .executable(name: "conjugar-serve", targets: ["conjugar-serve"]),
    .library(name: "ConjugarCore", targets: ["ConjugarCore"]),
  ],
  dependencies: [
    .package(
      url: "https://github.com/apple/swift-argument-parser", .upToNextMinor(from: "1.8.2")),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
  ],
  targets: [
    // Pure grammar: tenses, models, the conjugator and the verb list (embedded at build time).
    .target(
      name: "ConjugarCore", dependencies: ["PlainText"], plugins: ["EmbedVerbData"]),
    // Every word a person reads: typed messages over the catalogue compiled in from
    // Resources/messages/*.po (one file per language; Docs/TRANSLATING.md).
    .target(
      name: "Messages", dependencies: ["InterfaceLanguage"],
      plugins: ["CompileMessageCatalogue"]),
    // The languages conjugar speaks (`Language`) and how one is chosen: the setting, `--lang`
    // and the POSIX environment.
    .target(name: "InterfaceLanguage"),
    // The grammar's names for a reader, from the catalogue: `Tense.name(in:)`.
    .target(name: "GrammarWords", dependencies: ["ConjugarCore", "Messages"]),
    // The sentence bank: sentences with a blank for a verb form (Resources/sentences/*.tsv,
    // Docs/SENTENCES.md, embedded at build time), parsed on first use, looked up by verb and tense.
    .target(
      name: "SentenceBank", dependencies: ["ConjugarCore"], plugins: ["EmbedVerbData"]),
    // Text helpers, the one copy of each: trimming and padding, control characters made visible,
    // word wrapping, counts and lists as sentences, quoting user input.
    .target(name: "PlainText"),
    // A text to read (`read`, `quiz --from`): bytes decoded and checked (binary, UTF-8, size),
    // and its prose, with Markdown's and subtitles' markup blanked in place so offsets stay the
    // file's; whether it is Spanish.
    .target(name: "TextInput"),
    // Parts of a job on threads of its own (pthreads), the calling thread alone when none can
    // be made: used instead of libdispatch, which retries for ever under `ulimit -v`.
    .target(name: "WorkerThreads", dependencies: ["CProcess"]),
    // C for the process: the arguments exec gave (no /proc needed), malloc's arenas and the
    // room left under a memory limit, one line instead of a crash when that room runs out.
    .target(name: "CProcess"),
    // Another program started and waited for (posix_spawn), and found on PATH: espeak-ng and
    // the pager.
    .target(name: "ChildProcess"),
    // File operations for user data: folders, atomic replace, locks (POSIX).
    .target(name: "DurableFiles", dependencies: ["Messages"]),
    // A small JSON value type with a strict parser and a stable writer (no Foundation).
    .target(name: "SimpleJSON"),
    // ISO 8601 dates and local calendar days (no Foundation calendar or formatter).
    .target(name: "CalendarDates"),
    // The desired retention of spaced review (its range and default), shared by the settings
    // and the FSRS scheduler so that the settings do not depend on the scheduler.
    .target(name: "ReviewRetention"),
    // Region and Difficulty: what a learner prefers to be asked, held by the settings and read
    // by the quiz engine (ConjugarQuiz re-exports it).
    .target(name: "QuizPreferences"),
    // Settings that persist (JSON file or memory) and the ReviewPrompter (the desired retention's
    // range comes from ReviewRetention).
    .target(
      name: "ConjugarSettings",
      dependencies: [
        "CalendarDates", "Messages", "PlainText", "SimpleJSON", "DurableFiles", "ConjugarCore",
        "QuizPreferences", "ReviewRetention",
      ]),
    // The quiz engine: curriculum, region and difficulty, seeded generator, questions, what
    // each kind of quiz asks and accepts (`Drill`, with English renderings for translation),
    // marking and score.
    .target(
      name: "ConjugarQuiz",
      dependencies: [
        "GrammarWords", "ConjugarCore", "EnglishForms", "Messages", "PlainText", "SentenceBank",
        "QuizPreferences",
      ]),
    // A class's key file (`quiz --worksheet --class`, `grade`): sealed versions' codes and seeds
    // from a random class secret, every version's questions and accepted answers, as checked JSON.
    .target(
      name: "ClassKey",
      dependencies: ["ConjugarCore", "ConjugarQuiz", "QuizHistory", "SimpleJSON"]),
    // The quiz history file (JSON Lines beside the settings) and its typed record, QuizRecord.
    .target(
      name: "QuizHistory",
      dependencies: [
        "CalendarDates", "ConjugarCore", "ConjugarQuiz", "SimpleJSON", "DurableFiles", "Messages",
      ]),
    // Learning stats and the FSRS-6 spaced-review queue, from the quiz history; no terminal access.
    .target(
      name: "LearningProgress",
      dependencies: [
        "CalendarDates", "ConjugarCore", "ConjugarQuiz", "QuizHistory", "SimpleJSON",
        "WorkerThreads", "CProcess", "DurableFiles", "ReviewRetention", "ScheduleFitting",
      ]),
    // FSRS-6's parameters fitted to a learner's answers as fsrs-rs fits them (stages, first
    // stabilities, Adam), measured on the later answers held out; pure, no I/O.
    .target(name: "ScheduleFitting", dependencies: ["ConjugarQuiz"]),
    // Reading lines: the LineReader protocol, a plain stream reader, the REPL's history file.
    .target(name: "LineInput", dependencies: ["DurableFiles", "Messages", "PlainText"]),
    // libedit, through a module map over histedit.h and a shim of non-variadic wrappers.
    .systemLibrary(
      name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
    // The terminal line editor (libedit): editing, history, tab completion.
    .target(name: "LineEditor", dependencies: ["CEditLine", "LineInput", "Messages", "PlainText"]),
    // Why an answer is wrong, from the rules the engine knows (the regular pattern, the form
    // index, orthography): kinds with a teaching message, and each form's irregularities.
    .target(
      name: "AnswerDiagnosis",
      dependencies: ["GrammarWords", "ConjugarCore", "ConjugarQuiz", "EnglishForms", "Messages"]),
    // Stats by habit (accuracy per irregularity and for accents, misses per diagnosis kind,
    // the habits to work on) from the folded history and the forms' irregularities.
    .target(
      name: "LearningHabits",
      dependencies: ["AnswerDiagnosis", "ConjugarCore", "ConjugarQuiz", "LearningProgress"]),
    // English renderings of Spanish forms ("tuve" → "I had"): English inflection as data and rules.
    .target(name: "EnglishForms", dependencies: ["ConjugarCore"]),
    // Text tables and JSON for conjugations, and sentences of the bank filled with their forms;
    // no terminal or file-system access.
    .target(
      name: "ConjugarOutput",
      dependencies: [
        "GrammarWords", "ConjugarCore", "Messages", "PlainText", "SentenceBank", "SimpleJSON",
      ]),
    // `read` as text (a table of the verbs of a text, the text with its verbs marked) or JSON,
    // from the verbs the command found; no terminal or file-system access.
    .target(
      name: "ReadingOutput",
      dependencies: [
        "ConjugarCore", "ConjugarOutput", "GrammarWords", "Messages", "PlainText", "SimpleJSON",
        "TextReading",
      ]),
    // Worksheets for a class (`quiz --worksheet`): questions or conjugation grids, with answer
    // keys and versions, as text, JSON, Markdown or a print-ready HTML page; no terminal or
    // file-system access.
    .target(
      name: "WorksheetOutput",
      dependencies: [
        "GrammarWords",
        "ClassKey", "ConjugarCore", "ConjugarQuiz", "Messages", "PlainText", "SentenceBank",
        "SimpleJSON",
      ]),
    // `stats` as text (summary, bar charts, weakest items, habits, personal bests) or JSON, and the
    // personal-best line of a quiz; no terminal or file-system access.
    .target(
      name: "StatsOutput",
      dependencies: [
        "GrammarWords",
        "AnswerDiagnosis", "CalendarDates", "ConjugarCore", "ConjugarQuiz", "LearningHabits",
        "LearningProgress", "Messages", "PlainText", "ScheduleFitting", "SimpleJSON",
      ]),
    // A quiz's lines, without the loop that asks: the header, each question, the feedback for
    // one answer (marks, wrong letters, diagnoses) and the summary; no terminal access.
    .target(
      name: "QuizOutput",
      dependencies: [
        "GrammarWords", "AnswerDiagnosis", "ConjugarOutput", "ConjugarQuiz", "Messages",
        "PlainText",
      ]),
    // `grade` without I/O: answer sheets read from text (numbered lines or a class's CSV, in the
    // encodings school computers save), marked against the class's key as the quiz marks, with
    // their diagnoses, and the students in a gradebook's order.
    .target(
      name: "Grading",
      dependencies: [
        "AnswerDiagnosis", "ClassKey", "ConjugarCore", "ConjugarQuiz", "Messages", "PlainText",
      ]),
    // `grade`'s report of a marked class as text, JSON, a CSV gradebook, an HTML page or a page
    // per student; no terminal or file-system access.
    .target(
      name: "GradeOutput",
      dependencies: [
        "GrammarWords",
        "AnswerDiagnosis", "ClassKey", "ConjugarQuiz", "Grading", "Messages", "PlainText",
        "QuizOutput", "SimpleJSON", "WorksheetOutput",
      ]),
    // The tense guide as data (uses, endings, irregular families, examples) and its renderers.
    .target(
      name: "TenseGuide",
      dependencies: [
        "GrammarWords", "ConjugarCore", "ConjugarOutput", "Messages", "PlainText", "SimpleJSON",
      ]),
    // What each command does, runnable in-process: the environment (streams, files, clock,
    // readers), one folder per command with its request (a plain value of the parsed options)
    // and action, and `CommandFailure`/`ExitStatus`. No ArgumentParser.
    .target(
      name: "ConjugarCommands",
      dependencies: [
        "GrammarWords",
        "CalendarDates", "ConjugarCore", "ConjugarOutput", "ConjugarSettings", "ConjugarQuiz",
        "QuizHistory", "LearningProgress", "LineInput", "LineEditor", "PlainText", "SimpleJSON",
        "TenseGuide", "CProcess", "DurableFiles", "EnglishForms", "Speech", "WorkerThreads",
        "StatsOutput", "WorksheetOutput", "AnswerDiagnosis", "LearningHabits", "SentenceBank",
        "ClassKey", "Messages", "QuizOutput", "Grading", "GradeOutput", "ChildProcess",
        "ScheduleFitting",
        "TextInput", "TextReading", "ReadingOutput",
      ]
    ),
    // Spanish said aloud by espeak-ng (posix_spawn) or written to a WAV file; `SpeechClient` is
    // how commands reach it through their environment.
    .target(
      name: "Speech",
      dependencies: [
        "ConjugarOutput", "ConjugarQuiz", "DurableFiles", "Messages", "PlainText", "ChildProcess",
      ]),
    // The command line: each command's name, help, options and validation in one file, the
    // option groups, the one parse-run-report function (`CommandRun`) for the process and the
    // REPL, the manual page and the REPL. The only library that imports ArgumentParser.
    .target(
      name: "ConjugarCommandLine",
      dependencies: [
        "ConjugarCommands", "ConjugarCore", "ConjugarOutput", "ConjugarQuiz", "ConjugarSettings",
        "CProcess", "LineEditor", "LineInput", "PlainText", "SimpleJSON", "TenseGuide",
        "WorksheetOutput", "Messages", "ReadingOutput", "TextInput",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Test doubles for the test targets only (no product depends on it): the failing
    // environment, recording speech, scripted answers and the in-process runner.
    .target(
      name: "ConjugarTestSupport",
      dependencies: [
        "ConjugarCommandLine", "ConjugarCommands", "ConjugarCore", "ConjugarQuiz",
        "ConjugarSettings", "DurableFiles", "LineInput", "Messages", "QuizHistory", "Speech",
        "TestBasics",
      ]),
    // For every test target, with nothing of conjugar's: the scratch folder and the lock.
    .target(name: "TestBasics"),
    // Reading running Spanish: every verb of a text in context (homographs, compound tenses,
    // periphrases, clitics), with offsets in Unicode scalars; pure, no I/O (Docs/READING.md).
    .target(name: "TextReading", dependencies: ["ConjugarCore"]),
    // A class in the browser, without I/O: students joining with the join code, their versions,
    // answers saved through a store, marking and feedback as the quiz gives, the teacher's
    // summary and the gradebook as `grade` makes it (Docs/USER-GUIDE.md, "A class in the browser").
    .target(
      name: "Classroom",
      dependencies: [
        "AnswerDiagnosis", "CalendarDates", "ClassKey", "ConjugarCore", "ConjugarQuiz",
        "GradeOutput", "Grading", "InterfaceLanguage", "Messages", "PlainText", "SimpleJSON",
        "WorksheetOutput",
      ]),
    // The class's answers in SQLite through GRDB (WAL; each answer committed before it is
    // acknowledged).
    .target(
      name: "ClassroomDatabase",
      dependencies: ["Classroom", .product(name: "GRDB", package: "GRDB.swift")]),
    // The student's and the teacher's pages (Resources/classroom: HTML, CSS, JavaScript,
    // embedded at build time), with the catalogue's words in the reader's language.
    .target(
      name: "ClassroomPages",
      dependencies: ["InterfaceLanguage", "Messages", "SimpleJSON", "WorksheetOutput"],
      plugins: ["EmbedVerbData"]),
    // The classroom's HTTP server (Hummingbird 2): routes, roles, cookies, limits.
    .target(
      name: "ClassroomServer",
      dependencies: [
        "Classroom", "ClassroomPages", "GradeOutput", "InterfaceLanguage", "Messages",
        "SimpleJSON", "WorksheetOutput", .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
      ]),
    // The executable: `main.swift` calls `CommandLineProgram.run()`.
    .executableTarget(name: "conjugar", dependencies: ["ConjugarCommandLine"]),
    // `conjugar serve` and `conjugar grade --data` (conjugar execs it; Docs/ARCHITECTURE.md).
    .executableTarget(
      name: "conjugar-serve",
      dependencies: [
        "Classroom", "ClassroomDatabase", "ClassroomServer", "ConjugarCommandLine",
        "ConjugarCommands", "ClassKey", "DurableFiles", "Grading", "Messages", "PlainText",
        "SimpleJSON",
      ],
      path: "Sources/ConjugarServe"),
    // Micro-benchmarks, a plain release executable: swift run -c release conjugar-benchmarks
    .executableTarget(
      name: "conjugar-benchmarks",
      dependencies: [
        "ConjugarCore", "ConjugarOutput", "ConjugarQuiz", "ConjugarSettings", "SentenceBank",
        "TextReading",
      ],
      path: "Sources/ConjugarBenchmarks"),
    // Regenerates Resources/form-index.tsv (the reverse-lookup index): swift run FormIndexGenerator
    .executableTarget(name: "FormIndexGenerator", dependencies: ["ConjugarCore"]),
    // Conjugates verbs with candidate models for scripts/choose-models.py: swift run ModelChooser
    .executableTarget(name: "ModelChooser", dependencies: ["ConjugarCore"]),
    // Build-time tool and plugin that embed Resources/*.tsv (and Resources/sentences/*.tsv, for
    // SentenceBank) as Swift string constants.
    .executableTarget(name: "EmbedResource"),
    // Build-time tool and plugin that check Resources/messages/*.po and compile them into the
    // Messages module: MessageKey, the templates as switch tables, one accessor per message.
    .executableTarget(name: "MessageCatalogueCompiler"),
    .plugin(
      name: "CompileMessageCatalogue", capability: .buildTool(),
      dependencies: ["MessageCatalogueCompiler"], path: "Sources/CompileMessageCatalogue"),
    .plugin(
      name: "EmbedVerbData", capability: .buildTool(), dependencies: ["EmbedResource"],
      path: "Sources/EmbedVerbData"
    ),
    .testTarget(
      name: "ConjugarCoreTests", dependencies: ["GrammarWords", "ConjugarCore", "ConjugarOutput"],
      exclude: ["Fixtures"]),
    .testTarget(name: "PlainTextTests", dependencies: ["PlainText"]),
    .testTarget(name: "TextInputTests", dependencies: ["TextInput"]),
    .testTarget(name: "MessagesTests", dependencies: ["Messages"]),
    .testTarget(
      name: "MessageCatalogueCompilerTests", dependencies: ["MessageCatalogueCompiler"]),
    .testTarget(name: "SentenceBankTests", dependencies: ["SentenceBank", "ConjugarCore"]),
    .testTarget(name: "SimpleJSONTests", dependencies: ["SimpleJSON"]),
    .testTarget(name: "DurableFilesTests", dependencies: ["DurableFiles", "TestBasics"]),
    .testTarget(name: "WorkerThreadsTests", dependencies: ["WorkerThreads"]),
    .testTarget(name: "ChildProcessTests", dependencies: ["ChildProcess", "TestBasics"]),
    .testTarget(name: "CalendarDatesTests", dependencies: ["CalendarDates"]),
    .testTarget(
      name: "ConjugarSettingsTests",
      dependencies: [
        "ConjugarSettings", "Messages", "SimpleJSON", "DurableFiles", "QuizPreferences",
        "TestBasics",
      ]),
    .testTarget(
      name: "ConjugarQuizTests",
      dependencies: [
        "ConjugarQuiz", "QuizHistory", "SimpleJSON", "DurableFiles", "SentenceBank", "ConjugarCore",
      ]),
    .testTarget(
      name: "LearningProgressTests",
      dependencies: [
        "LearningProgress", "CalendarDates", "ConjugarCore", "ConjugarQuiz", "QuizHistory",
        "SimpleJSON", "DurableFiles", "TestBasics", "ScheduleFitting",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "ScheduleFittingTests", dependencies: ["ScheduleFitting", "ConjugarQuiz"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "ClassKeyTests",
      dependencies: ["ClassKey", "ConjugarCore", "ConjugarQuiz", "SimpleJSON"]),
    .testTarget(name: "LineInputTests", dependencies: ["LineInput", "DurableFiles", "TestBasics"]),
    .testTarget(
      name: "QuizHistoryTests",
      dependencies: [
        "QuizHistory", "ConjugarCore", "ConjugarQuiz", "DurableFiles", "SimpleJSON", "TestBasics",
      ]),
    .testTarget(name: "ConjugarOutputTests", dependencies: ["ConjugarOutput", "ConjugarCore"]),
    .testTarget(
      name: "WorksheetOutputTests",
      dependencies: ["WorksheetOutput", "ClassKey", "ConjugarCore", "ConjugarQuiz", "SentenceBank"]),
    .testTarget(name: "LineEditorTests", dependencies: ["LineEditor"]),
    .testTarget(
      name: "QuizOutputTests",
      dependencies: [
        "QuizOutput", "AnswerDiagnosis", "ConjugarCore", "ConjugarOutput", "ConjugarQuiz",
        "Messages",
      ]),
    .testTarget(
      name: "GradeOutputTests",
      dependencies: [
        "GradeOutput", "Grading", "ClassKey", "ConjugarCore", "ConjugarQuiz", "Messages",
        "SimpleJSON",
      ]),
    .testTarget(
      name: "AnswerDiagnosisTests",
      dependencies: ["GrammarWords", "AnswerDiagnosis", "ConjugarCore", "ConjugarQuiz", "Messages"]),
    .testTarget(
      name: "LearningHabitsTests",
      dependencies: [
        "LearningHabits", "AnswerDiagnosis", "ConjugarCore", "ConjugarQuiz", "LearningProgress",
        "QuizHistory", "DurableFiles", "Messages",
      ]),
    .testTarget(name: "EnglishFormsTests", dependencies: ["EnglishForms", "ConjugarCore"]),
    .testTarget(
      name: "TextReadingTests", dependencies: ["TextReading", "ConjugarCore"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "TenseGuideTests",
      dependencies: [
        "TenseGuide", "ConjugarCore", "Messages", "PlainText", "SimpleJSON", "ConjugarOutput",
      ]),
    .testTarget(
      name: "ClassroomTests",
      dependencies: [
        "Classroom", "ClassKey", "ConjugarCore", "ConjugarQuiz", "GradeOutput", "Grading",
        "InterfaceLanguage",
        "SimpleJSON",
      ]),
    .testTarget(
      name: "ClassroomDatabaseTests",
      dependencies: [
        "ClassroomDatabase", "Classroom", "TestBasics",
        .product(name: "GRDB", package: "GRDB.swift"),
      ]),
    .testTarget(
      name: "ClassroomServerTests",
      dependencies: [
        "ClassroomServer", "Classroom", "ClassroomPages", "ClassKey", "ConjugarCore",
        "ConjugarQuiz", "InterfaceLanguage", "SimpleJSON", "TestBasics",
      ]),
    // The classroom's pages in each language: every word from the catalogue, escaped.
    .testTarget(
      name: "ClassroomPagesTests",
      dependencies: ["ClassroomPages", "InterfaceLanguage", "Messages", "SimpleJSON"]),
    // The classroom end to end: the built `conjugar` and `conjugar-serve` run as processes
    // (killed under load, driven by a real browser through Selenium, graded from the terminal).
    .testTarget(
      name: "ClassroomEndToEndTests",
      dependencies: ["conjugar", "conjugar-serve", "SimpleJSON", "TestBasics"],
      exclude: ["Scripts"]),
    // Package.swift tells the truth: every import declared, Docs/ARCHITECTURE.md's module list
    // and graph those of this file (reads the sources; links no module of the package).
    .testTarget(name: "PackageGraphTests"),
    .testTarget(
      name: "ConjugarCLITests",
      // "conjugar": the binary the end-to-end tests run.
      dependencies: [
        "GrammarWords",
        "ConjugarCommands", "ConjugarCommandLine", "ConjugarTestSupport", "conjugar", "ClassKey",
        "ConjugarQuiz", "ConjugarSettings", "LineInput", "DurableFiles", "Messages", "PlainText",
        "Speech", "Grading", "GradeOutput", "ConjugarCore", "ConjugarOutput", "LineEditor",
        "SimpleJSON", "WorksheetOutput", "TestBasics", "SentenceBank", "TenseGuide",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      exclude: ["Golden", "pty_session.py"]),
  ]
)
