import Foundation
import Testing

@testable import ScheduleFitting

/// A simulated learner written by scripts/fsrs-fit-fixtures.py: the answers, the reference
/// optimiser's fit (fsrs-rs-python) of the earlier 80 % of the predictions and the held-out log
/// loss of the defaults and of that fit.
struct FitFixture {
  let name: String
  let reference: [Double]
  let defaultLoss: Double
  let referenceLoss: Double
  let data: FitData

  static let names = (1...6).map { "fit-learner\($0).txt" }

  init(named file: String) throws {
    let path = String(#filePath.dropLast("FitFixture.swift".count)) + "Fixtures/" + file
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var reference: [Double] = []
    var losses: (Double, Double) = (.nan, .nan)
    var cards: [[FitReview]] = []
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: " ").map(String.init)
      switch fields.first {
      case "reference": reference = try fields.dropFirst().map { try #require(Double($0)) }
      case "loss":
        losses = (try #require(Double(fields[2])), try #require(Double(fields[4])))
      case "card":
        cards.append(
          try fields.dropFirst().map { triple in
            let parts = triple.split(separator: ":").compactMap { Int($0) }
            try #require(parts.count == 3)
            return FitReview(rating: parts[0], elapsedDays: parts[1], order: parts[2])
          })
      default: continue
      }
    }
    name = file
    self.reference = reference
    (defaultLoss, referenceLoss) = losses
    data = FitData(cards: cards)
  }
}
