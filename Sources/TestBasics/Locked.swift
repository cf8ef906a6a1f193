import Synchronization

/// A value shared between threads and `@Sendable` closures: a reference to one standard
/// `Mutex` (a `Mutex` alone cannot be captured by an escaping closure). The one lock wrapper of
/// the tests.
public final class Locked<Value: Sendable>: Sendable {
  private let mutex: Mutex<Value>

  public init(_ value: Value) { mutex = Mutex(value) }

  public func get() -> Value { mutex.withLock { $0 } }

  public func set(_ newValue: Value) { mutex.withLock { $0 = newValue } }

  /// Changes the value in one locked step (an append from several threads loses nothing).
  public func update<Result: Sendable>(_ change: (inout Value) -> Result) -> Result {
    mutex.withLock { change(&$0) }
  }
}
