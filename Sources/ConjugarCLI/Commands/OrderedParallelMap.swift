import Dispatch
import Synchronization

/// Transforms items on every core and hands the results over in the items' order.
enum OrderedParallelMap {
  /// Transforms every item and hands the results to `emit` in order. Many items are done in
  /// waves of chunks on every core, so memory stays bounded whatever the count.
  static func run<T: Sendable>(
    _ items: [String], emit: (T) -> Void, _ transform: @Sendable (String) -> T
  ) {
    guard items.count >= 64 else {
      for item in items { emit(transform(item)) }
      return
    }
    let chunk = 32
    let wave = 8 * chunk
    for waveStart in stride(from: 0, to: items.count, by: wave) {
      let waveItems = Array(items[waveStart..<min(waveStart + wave, items.count)])
      let chunks = stride(from: 0, to: waveItems.count, by: chunk).map {
        Array(waveItems[$0..<min($0 + chunk, waveItems.count)])
      }
      let slots = ResultSlots<[T]>(count: chunks.count)
      DispatchQueue.concurrentPerform(iterations: chunks.count) { index in
        slots.set(index, chunks[index].map(transform))
      }
      for result in slots.values.joined() { emit(result) }
    }
  }
}

/// Results written by concurrent workers, each to its own slot.
final class ResultSlots<Value: Sendable>: Sendable {
  private let storage: Mutex<[Value?]>

  init(count: Int) { storage = Mutex(Array(repeating: nil, count: count)) }

  func set(_ index: Int, _ value: Value) { storage.withLock { $0[index] = value } }

  var values: [Value] { storage.withLock { $0.map { $0! } } }
}
