import Foundation

/// A value shared between threads behind a lock.
public final class Locked<Value>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()
  public init(_ value: Value) { self.value = value }
  public func get() -> Value { lock.withLock { value } }
  public func set(_ newValue: Value) { lock.withLock { value = newValue } }
  /// Changes the value in one locked step (an append from several threads loses nothing).
  public func update<Result>(_ change: (inout Value) -> Result) -> Result {
    lock.withLock { change(&value) }
  }
}
