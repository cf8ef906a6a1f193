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

  // Grading and assignments.

  // Worksheets.

  // Command help.

  // Files, speech and the rest.

  // Errors.

}
