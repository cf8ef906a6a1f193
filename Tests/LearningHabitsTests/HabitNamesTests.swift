import LearningHabits
import Messages
import Testing

/// The habits' names in the catalogue (`Message.habit`, what `stats` and `quiz --weak` show):
/// the English is the name `Habit` gives (English output unchanged), and every habit has a
/// Spanish name of its own.
@Suite struct HabitNamesTests {
  @Test(arguments: Habit.all)
  func namedInBothLanguages(_ habit: Habit) throws {
    let message = try #require(Message.habit(habit.key))
    #expect(message.text(in: .english) == habit.name)
    #expect(message.text(in: .spanish) != habit.name)
  }
}
