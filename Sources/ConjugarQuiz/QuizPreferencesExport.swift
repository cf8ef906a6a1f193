/// Region and Difficulty live in QuizPreferences, a module of their own, so that the settings
/// can hold them without the quiz engine; they remain the quiz's vocabulary, so whoever imports
/// ConjugarQuiz sees them as before.
@_exported import QuizPreferences
