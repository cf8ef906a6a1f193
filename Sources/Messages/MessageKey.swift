/// Every message of the catalogue, grouped by where it is read. Each has a template in every
/// language (`Catalogue`); `MessagesTests` fails when one lacks a language or when the
/// languages' placeholders differ.
public enum MessageKey: String, CaseIterable, Sendable {
  // Shared pieces.
  case empty, errorLabel, warningLabel, noteLabel, andMore, seeHelpHint, sessionHelpHint
  // The REPL's banner and help.
  case sessionBanner, sessionCommandsHeading, sessionHelpWord, sessionHelpHelp, sessionClearHelp
  case sessionQuitHelp, sessionWordsHelp
  // Choosing the language.
  case missingLanguage, unknownLanguage
  // ArgumentParser's errors, in the project's voice (ParserVoice).
  case parserUnknownOption, parserUnknownOptionDidYouMean, parserMissingValue, parserMissingOption
  case parserMissingArgument, parserMissingOneOf, parserUnexpectedArgument
  case parserUnexpectedArguments, parserTakesNoValue, parserFlagsConflict, parserMissingCommand
  case parserInvalidValue, parserUseChoices, parserReason, parserTail
  case tenseEmpty, tenseUnknown, tenseNotAName, tenseDidYouMean, tensesListed
  // Words that are no verb (ConjugationError).
  case noVerbGiven, wordTooLong, notUTF8, notAWord, unknownVerb, notAForm, notAnInfinitive,
    notAnInfinitiveAccented
  case notAKnownVerb, isAFormOf, didYouMeanClause
  // The verb table.
  case modelLine, modelAlso, regular, spellingChanges, irregular, inferredLine, vosotrosSpain,
    rareForm, alsoForms
  case defectiveNote
  // `verb`.
  case respeltNote, notInListNote, nearestVerbClause, examplesHeading, noExamples
  case noEnglishForOne, noEnglishForMany, verbStandardInputInSession, verbAllWithInfinitives
  case verbDashAlone, verbNeedsInfinitive
  case pagerFailed
  // Command help.
  case helpProgramAbstract, helpProgramDiscussion, helpVerbAbstract, helpVerbsAbstract
  case helpIdentifyAbstract, helpCheckAbstract, helpInfoAbstract, helpQuizAbstract
  case helpGradeAbstract, helpStatsAbstract, helpDueAbstract, helpSettingsAbstract
  case helpSayAbstract, helpReplAbstract
  case helpVerbDiscussion, helpVerbInfinitives, helpVerbAll, helpVerbTense, helpVerbVos
  case helpVerbEnglish, helpVerbExamples, helpVerbSpeak, helpVerbLayout, helpVerbNoPager
  case helpVerbInfer, helpFormat, helpColor, helpSettingsFile, helpLanguage
  case valueInfinitives, valueTense, valuePath, valueLanguage
  case exampleEveryTense, exampleOneTense, exampleIdentify, exampleSearch, exampleWorksheet
  case exampleModel, exampleInfo, exampleRegion, exampleJSON
  // `identify`, `due`, `settings` and `check` (CommandMessages.swift).
  case identifyDidYouMean, identifyOtherAccents, identifyPronoun, identifyPronouns, identifyAfterNo,
    dueOne,
    dueMany, streakOne, streakMany, settingDefault, settingVosImplied, settingsAllReset,
    settingReset, unknownSetting, invalidSettingValue, settingDidYouMean, checkRight, checkAccent,
    checkWrong, checkExpected, checkAccepted, periphrasisGerund, periphrasisInfinitive,
    periphrasisProgressive, periphrasisGoingTo, periphrasisJustDone, periphrasisObligationFuture,
    periphrasisObligation, periphrasisProbability, periphrasisAgain, checkEmptyAnswer,
    checkAnswerNotUTF8, checkAnswerTooLong, checkAnswerControlCharacters, checkNotInList,
    checkNoItem, checkNeedsPerson, checkTenseLacksPerson, checkVerbLacksForm, checkNoAnswer,
    checkOnePerson, checkPersonNeeded, checkNoPersonForItem
  // The quiz's own lines (QuizMessages).
  case quizWord, quizReviewWord, quizWeakSpotsWord, quizSeed, quizQuestionsOne, quizQuestionsMany,
    quizDueToday, quizInstructionsConjugate, quizAgain, quizUnreadableLine, quizAnswerAgain,
    quizUnknownCommand, quizNothingTyped, quizSkipped, quizCorrect, quizCanAlsoBe, quizOr,
    quizAlmost, quizMindAccents, quizHalfMarks, quizVerbIsRight, quizAnswerIs, quizStopped,
    quizTime, quizNoneAnswered, quizSummary, quizSkippedMark, quizEmptyMark, quizTally,
    quizAccentSlips, quizRelearnedOne, quizRelearnedMany, quizScore, quizAccuracyHeading,
    quizInputFailure, quizPercent, quizDifficultyEasy, quizDifficultyModerate,
    quizDifficultyDifficult, quizRegionLatinAmerica, quizRegionRioplatense, quizRegionSpain
  case personalBestLine
  case quizInstructionsRecognize, quizInstructionsTranslate, quizInstructionsContext,
    quizInstructionsRecognizeSentences, quizDrillRecognize, quizDrillTranslate, quizDrillContext,
    quizDrillRecognizeSentences, quizOnly, quizAccentSlipStrict, quizAccentSlipIgnore
  // Diagnosis.
  case diagnosisKindAccent, diagnosisKindOtherForm, diagnosisKindOtherVerb,
    diagnosisKindRegularized, diagnosisKindOverapplied, diagnosisKindSpelling,
    diagnosisKindNonstandard, diagnosisKindEnding, diagnosisKindTypo, diagnosisKindUnexplained,
    diagnosisUnexplained, diagnosisWord, diagnosisRuleWithForm, diagnosisRecognitionHint,
    diagnosisArrow,
    diagnosisDiphthongWhenStressed, diagnosisVowelChangeWhenStressed,
    diagnosisVowelChangeNoStressedI, diagnosisStrongPreterite, diagnosisStrongPreteriteDerived,
    diagnosisIrregularPreterite, diagnosisYoGo, diagnosisZC, diagnosisIrregularYo,
    diagnosisBuiltOnYo, diagnosisYInsertion, diagnosisFutureStem, diagnosisIrregularParticiple,
    diagnosisIrregularGerund, diagnosisShortImperative, diagnosisIrregularImperfect,
    diagnosisIrregularSubjunctive, diagnosisIrregularHere, diagnosisAskedSlot, diagnosisAskedTense,
    diagnosisAskedGerund, diagnosisAskedParticiple, diagnosisGerund, diagnosisParticiple,
    diagnosisInfinitive, diagnosisSlot, diagnosisEitherPerson, diagnosisEitherSlot,
    diagnosisInfinitiveAsOrder,
    diagnosisOtherSlot, diagnosisSubjunctiveTwin, diagnosisNegativeImperativeRule,
    diagnosisHaberRule, diagnosisOtherSlotRule, diagnosisOtherVerb, diagnosisVerbsWithSlots,
    diagnosisAndOf, diagnosisTenseWithPersons, diagnosisNextTense, diagnosisAccentChangesMeaning,
    diagnosisAccentHiatus, diagnosisNoAccentHere, diagnosisMindTheAccent, diagnosisOnlyAcuteAccent,
    diagnosisYOnlyBeforeNonI, diagnosisOtherChangeHere, diagnosisNoStemChange,
    diagnosisChangeElsewhere, diagnosisChangeOnlyStemStressed, diagnosisChangeOnlyNoStressedI,
    diagnosisStressedIStays, spellingCarQU, spellingGarGU, spellingGuarGU, spellingZarC,
    spellingCerZ, spellingGerJ, spellingGuirG, spellingQuirC, spellingIBetweenVowels,
    spellingInitialHUE, spellingInitialYE, spellingIDropped, diagnosisSwapped, diagnosisDoubled,
    diagnosisLeftOut, diagnosisBAndV, diagnosisOneLetter, diagnosisStrongEndings, diagnosisEnding,
    diagnosisPreteriteWithS, diagnosisVosotrosSteis, diagnosisHaiga, diagnosisJieron,
    diagnosisModelForm, diagnosisRegularStrongPreterite, diagnosisVerCompound,
    irregularityStemEToIE, irregularityStemOToUE, irregularityStemUToUE, irregularityStemIToIE,
    irregularityStemEToI, irregularityStemOToU, irregularityStrongPreterite,
    irregularityIrregularPreterite, irregularityYoGo, irregularityZC, irregularityIrregularYo,
    irregularityYInsertion, irregularityFutureStem, irregularityIrregularParticiple,
    irregularityIrregularGerund, irregularityShortImperative, irregularityIrregularImperfect,
    irregularityIrregularSubjunctive, irregularityAccentHiatus, irregularityIrregularStress,
    irregularityIrregularForm, irregularitySpellingCToQU, irregularitySpellingGToGU,
    irregularitySpellingZToC, irregularitySpellingGUToGDiaeresis, irregularitySpellingCToZ,
    irregularitySpellingGToJ, irregularitySpellingGUToG, irregularitySpellingQUToC,
    irregularitySpellingIToY, irregularitySpellingIDropped, irregularitySpellingInitialH

  // The tense guide (info).
  case guideWhen, guideFormation, guideIrregularFamilies, guideExamples, guideBankExamples,
    guideInEnglish, guideTableFor, guideOverviewTitle, guideOverviewHint, guideMoodTitle,
    guideMoodRaSe, guideMoodIndicative, guideMoodSubjunctive, guideMoodImperative, infoTenseAndAll

  // Stats and review.
  case statsQuizzesOne, statsQuizzesMany, statsReviewsOne, statsReviewsMany, statsAnswersOne,
    statsAnswersMany, statsCorrectOne, statsCorrectMany, statsAccentSlipsOne,
    statsAccentSlipsMany, statsWrongOne, statsWrongMany, statsSkippedOne, statsSkippedMany,
    statsSummary, statsSummaryWithReviews, statsQuizDay, statsFirstAndLast, statsDaysOne,
    statsDaysMany, statsStreak, statsItemsOne, statsItemsMany, statsReviewNone, statsReviewDue,
    statsByTense, statsByFamily, statsByHabit, statsMissesByKind, statsUndiagnosed, statsWorkOn,
    statsWorkOnNone, statsHabitLine, statsDrillThem, statsWeakest, statsWeakestRecent,
    statsBests, statsBestLine, statsBestSeed, statsOnly, statsNoQuizzes, statsItemsNone,
    statsItemsTitle, statsColumnItem, statsColumnDrill, statsColumnReviews, statsColumnLapses,
    statsColumnStability, statsColumnDifficulty, statsColumnLastAnswer, statsColumnDue,
    statsColumnRecall, statsDaysValue, statsDrillConjugate, statsDrillRecognize,
    statsDrillTranslate, statsDrillContext, statsDrillRecognizeSentences, statsMarkCorrect,
    statsMarkAccentOnly, statsMarkPartlyRight, statsMarkWrong, statsMarkSkipped,
    statsFamilyRegular, statsFamilyLike, statsFamilySpelling, statsFamilyUnknown,
    habitStemEToIE, habitStemOToUE, habitStemUToUE,
    habitStemIToIE, habitStemEToI, habitStemOToU, habitStrongPreterite, habitIrregularPreterite,
    habitYoGo, habitZC, habitIrregularYo, habitYInsertion, habitFutureStem,
    habitIrregularParticiple, habitIrregularGerund, habitShortImperative,
    habitIrregularImperfect, habitIrregularSubjunctive, habitAccentHiatus,
    habitIrregularStress, habitIrregularForm, habitSpellingBeforeE, habitSpellingBeforeAO,
    habitSpellingIToY, habitSpellingIDropped, habitSpellingInitialH, habitAccents,
    reviewNoHistory, reviewNoDrillAnswers, reviewNothingDue, reviewEmptySelection,
    reviewNoForms, weakNoHistory, weakNothingWeak, weakNoForms, statsPercent

  // Grading and assignments.
  case gradeReadAs, gradeReadInOrder, gradeEmptyFile, gradeEmptyFiles, gradeFileColumn,
    gradeQuestionColumn, gradeGivenColumn, gradeRightColumn, gradeWhyColumn, gradeAllRight,
    gradeStudentPageTitle, gradeProblemsHeading
  case gradeClassLine, gradeFile, gradeClassTitle, gradeStudentsOne, gradeStudentsMany,
    gradeVersionsOne, gradeVersionsMany, gradeAnswersOne, gradeAnswersMany, gradeDrillConjugate,
    gradeDrillRecognize, gradeDrillTranslate, gradeDrillContext, gradeDrillRecognizeSentences,
    gradeAccentsStrict, gradeAccentsHalf, gradeAccentsIgnore, gradeNoName, gradeVersionCode,
    gradePoints, gradePercent, gradeBlankGiven, gradeAccentsHalfMarks, gradeSuccessHeading,
    gradeMistakesLine, gradeMistakesHeading, gradeNone, gradeKindBlank, gradeKindWrong,
    gradeReteachNothing, gradeReteachUnder, gradeReteachHeading, gradeReteachItem,
    gradeScoresHeading, gradeNameColumn, gradeVersionColumn, gradePointsColumn, gradeCSVHeader,
    gradeOverLimit, gradeUnknownEncoding, gradeNoHeaderRow, gradeNoNameColumn,
    gradeNotAQuestionColumn,
    gradeRowPlace, gradeLinePlace, gradeNoNameInRow, gradeFieldsBeyondHeader, gradeAnswerTooLong,
    gradeAnswerAgain, gradeNotNumbered, gradeNoNameLine, gradeKeyWithoutVersions,
    gradeCodeNotThisKeys, gradeUnknownCode, gradeNoCode, gradeFitsBetter, gradeNumbersMore,
    gradeBeyondSheet, gradeMissingOne, gradeMissingMany, gradeNoAnswers, gradeCannotWriteReport,
    gradeCannotReadAnswers, gradeNoSuchAnswers, keyFileCannotRead, keyFileNoSuchFile,
    keyFileNotAKey, keyFileFormatVersion, keyFileNoFormatVersion, keyFileEdited, keyFileUnreadable,
    assignmentNeedsKeyFile, assignmentUnknownCode,
    assignmentHeader, assignmentInstructions, assignmentNeedsName, assignmentNamePrompt,
    assignmentPrintedAbove, assignmentSaved, assignmentNameLabel, assignmentClassLabel,
    assignmentVersionLabel, newFileExists, newFileCannotCreate
  case gradeOutputIsKey, gradeOutputIsAnswers, gradeQuoteNeverClosed

  // Worksheets.
  case worksheetTitle, worksheetReviewTitle, worksheetWeakSpotsTitle, worksheetGridTitle,
    worksheetVersion, worksheetAnswerKey, worksheetAnswerKeys, worksheetAlso, worksheetNameLine,
    worksheetNameLineWide, worksheetNameClassLine, worksheetInstructionsGrid,
    worksheetInstructionsConjugate, worksheetInstructionsTranslate, worksheetInstructionsContext,
    worksheetInstructionsRecognize, worksheetInstructionsRecognizeSentences, worksheetVerbsOne,
    worksheetVerbsMany, worksheetTensesOne, worksheetTensesMany, worksheetVerbColumn,
    worksheetClass, worksheetAccentsStrict, worksheetAccentsHalf, worksheetAccentsIgnore,
    quizFocusVerbs, quizFocusIrregular, quizFocusMood, worksheetGridNoPersons,
    worksheetNoTableFits, worksheetNoQuestionFits, worksheetKeyFileNote

  // Command help.
  case helpVerbsDiscussion, helpVerbsIrregular, helpVerbsRegular, helpModelOption, helpVerbsSearch,
    helpVerbsAll, helpVerbsTop, helpIdentifyDiscussion, helpIdentifyWords, helpCheckDiscussion,
    helpCheckAnswer, helpCheckVerb, helpCheckTense, helpCheckPerson, helpCheckVos,
    helpInfoDiscussion, helpInfoTense, helpInfoAll, helpInfoColor, helpInfoNoPager,
    helpGradeDiscussion, helpGradeKey, helpGradeAnswers, helpGradeFormat, helpGradeOutput,
    helpGradePaper, helpGradePerStudent,
    helpStatsDiscussion, helpStatsItems, helpDueDiscussion, helpSettingsDiscussion,
    helpSettingsListAbstract, helpSettingsListAll, helpSettingsGetAbstract, helpSettingKey,
    helpSettingsSetAbstract, helpSettingsSetUsage, helpSettingValue, helpSettingsResetAbstract,
    helpSettingsResetKey, helpSayDiscussion, helpSayWords, helpSayOutput, helpSayRegion,
    helpReplDiscussion, helpQuizDiscussion, helpQuizSeed, helpQuizDifficulty, helpQuizMode,
    helpQuizSentences, helpQuizHint, helpQuizCount, helpQuizReview, helpQuizWeak,
    helpQuizWorksheet, helpQuizSpeak, helpQuizAnswers, helpQuizFormat, helpQuizVersions,
    helpQuizGrid, helpQuizEnglish, helpQuizTitle, helpQuizInstructions, helpQuizPaper,
    helpQuizClass, helpQuizKeyFile, helpQuizAssignment, helpQuizOutput, helpQuizAccents,
    helpFocusTense, helpFocusVerbs, helpFocusVerbsFile, helpFocusPerson, helpFocusIrregular,
    helpFocusTop, valueWords, valueAnswer, valuePerson, valueVerbs, valueFile, valueKeyFile,
    valueAnswerFiles, valueKey, valueValue, valueName, valueCode, valuePolicy, valueSeed,
    valueDifficulty, valueMode, valueHint, valueCount, valueTitle, valueInstructions, valuePaper,
    valueRegion, valueVerb, valueModel, valueText, valueFormat, manualDate, manualName,
    manualSynopsis, manualDescription, manualCommands, manualSettings, manualFiles,
    manualEnvironment, manualExitStatus, manualExamples, manualSeeAlso, manualDefaultCommand,
    manualDefaultSubcommand, manualValues, manualDefault, manualSeeAlsoText, manualSettingsIntro,
    manualCounter, manualSettingsFile, manualHistoryFile, manualReplHistoryFile, manualFilesNote,
    manualEnvSettings, manualEnvConfigHome, manualEnvStateHome, manualEnvHome, manualEnvNoColor,
    manualEnvTerm, manualEnvColumns, manualEnvLocale, manualEnvTimeZone, manualEnvEspeak,
    manualSigpipe, manualStatus0, manualStatus64, manualStatus65, manualStatus66, manualStatus69,
    manualStatus71, manualStatus73, manualStatus74, manualSettingLine, manualSettingVos,
    manualSettingRegion, manualSettingDifficulty, manualSettingRetention,
    manualSettingReviewPrompts, manualSettingLanguage, manualSettingPromptActionCount,
    manualSettingLastReviewPromptDate, manualChoicesRetention, manualChoicesCount, manualChoicesDate

  // Files, speech and the rest.
  case speechNothingToSay, speechControlCharacter, speechTooLong, speechOutputNeedsFile,
    speechMissingProgram, speechCannotStart, speechProgramFailed, speechExitStatus,
    speechKilledBySignal, speechSaid, speechNoAudioDevice, speechWriteToFileHint,
    speechCannotWrite, speechWroteNoAudio, speechGoingOnWithoutSound, speechQuizWithoutSound,
    fileNoSuchFile, filePermissionDenied, fileNotPermitted, fileIsADirectory, fileNotADirectory,
    fileNoSpace, fileReadOnly, fileExists, fileTooManyLinks, fileNameTooLong, fileInputOutput,
    fileQuotaExceeded, fileTooBig, fileKindIs, fileKindAt, fileKindRegular, fileKindDirectory,
    fileKindFIFO, fileKindCharacterDevice, fileKindBlockDevice, fileKindSocket,
    fileKindSymbolicLink, fileKindSpecial, verbatim, verbsNoMatch,
    verbsNoMatchPassesFilters, verbsDidYouMean, verbsMatchesShown, verbsUnknownModel, quizCueOr,
    quizCueOrU, quizCueThenOr, quizCueThenOrU, quizCueReadingAskedFor, quizCueAsksFor,
    quizCueAsksForForm, quizFormIs, quizPersonsOfTense, quizSentenceInEnglish, contextNoSentences,
    contextForVerbs, contextInTense, contextOrInTense, contextWithPersons, contextVosOff,
    contextWithIrregular, contextAndIrregular, unknownCommand, noHelpFor, commandDidYouMean,
    commandDidYouMeanVerb, commandsAre, commandsAreAfterColon, toConjugateIt, toIdentifyIt,
    alreadyInSession, unclosedQuote, feedbackInvitation, quizVerbListEmpty, quizNoVerbFollowsModel,
    quizNoQuestionFits, reviewNoSentences

  // Errors.
  case identifyNeedsForm, checkOneTensePair, checkOneTenseMany, optionNeedsPath, numberRange,
    wholeNumberRange, dateExample, useValue, unsupportedShell, unknownShell
  case completionRequestMalformed

  // Command-line checks.
  case optionBetween, optionGoesWith, optionNotWith, optionsExclude, optionNeedsFileName,
    wholeNumberFrom, weakNotWithReview, assignmentNeedsCode, assignmentNeedsClassKey,
    assignmentAlone, keyFileGoesWith, answersKeyFileAlone, classNeedsName, seedNotWithClass,
    answersNotWithClass, classNotRecognize, gridNotContext, gridNotIrregular,
    englishGoesWithWorksheet, personEmpty, personUnknown, personNotAPerson, personNames,
    unknownVerbOne, unknownVerbMany, unknownVerbsMore, verbListLine, gradeNeedsAnswers

  // Stored files.
  case settingsCannotSaveTo, settingsCannotSave, settingsNotObjectKept, settingsNotObjectMoved,
    settingsCannotRead, settingsThisRunOnly, settingsTooLarge, settingsTooDeep, settingsLeftAlone,
    noHomeForSettings, noHomeForState, historyCannotWrite, historyCannotRead, historyNoLocation,
    historyMissing, historyLineSkipped, historyLinesSkipped, quizNotInHistory,
    replHistoryNotKept, replHistoryCannotSave, lineTooLong, lineNotUTF8, lineControlCharacters,
    standardInputLine, outOfMemory, verbListCannotRead, verbListNoSuchFile, verbListTooLarge,
    commandLineUnreadable, standardOutputCannotWrite

}
