import Synchronization
import WorkerThreads

/// Transforms items on every core and hands the results over in the items' order. The threads
/// are a `ParallelJob`'s: when none can be made, the calling thread does the work alone.
enum OrderedParallelMap {
  /// Items per wave: enough to keep every core busy, few enough that memory stays bounded.
  static let waveSize = 256
  /// Items per task within a wave.
  private static let chunk = 32

  /// Transforms the items of each wave `nextWave` gives (nil: no more) and hands the results
  /// to `emit` in order, before the next wave is asked for: input read as it comes (standard
  /// input) is held a wave at a time. A wave under 64 items is done on this thread.
  static func run<Item: Sendable, T: Sendable>(
    waves nextWave: () -> [Item]?, emit: (T) -> Void, _ transform: @Sendable (Item) -> T
  ) {
    while let items = nextWave() {
      guard items.count >= 64 else {
        for item in items { emit(transform(item)) }
        continue
      }
      MemoryLimit.stopUnlessRoom(for: MemoryLimit.waveRoom)
      let chunks = stride(from: 0, to: items.count, by: chunk).map {
        Array(items[$0..<min($0 + chunk, items.count)])
      }
      let slots = ResultSlots<[T]>(count: chunks.count)
      ParallelJob.run(parts: chunks.count, helpers: ParallelJob.processorCount - 1) { index in
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
