import Testing

@testable import VeilCore

@Suite struct ToastStackLayoutTests {
  static let layout = ToastStackLayout()

  @Test func theNewestStandsAtTheEdgeAndTheOthersBehindIt() {
    let offsets = Self.layout.offsets(
      of: ["a", "b", "c"], heights: ["a": 60, "b": 44, "c": 60], available: 700)
    #expect(offsets == ["c": 0, "b": 68, "a": 120])
  }

  @Test func theSpacingIsTheGapBetweenTwo() {
    let layout = ToastStackLayout(spacing: 20)
    #expect(layout.offsets(of: [1, 2], heights: [1: 50, 2: 50], available: 500) == [2: 0, 1: 70])
  }

  @Test func whenOneLeavesTheOthersCloseTheGap() {
    let heights = ["a": 60.0, "b": 44, "c": 60]
    let before = Self.layout.offsets(of: ["a", "b", "c"], heights: heights, available: 700)
    // The newest leaves: the others each move one place towards the edge.
    let after = Self.layout.offsets(of: ["a", "b"], heights: heights, available: 700)
    let moves = Self.layout.moves(from: before, to: after)
    #expect(moves["b"]?.from == 68 && moves["b"]?.to == 0)
    #expect(moves["a"]?.from == 120 && moves["a"]?.to == 52)
    #expect(moves["c"] == nil)
    // The oldest leaves: nothing moves.
    let withoutOldest = Self.layout.offsets(of: ["b", "c"], heights: heights, available: 700)
    #expect(Self.layout.moves(from: before, to: withoutOldest).isEmpty)
  }

  @Test func aMoveGoesFromWhereItWasToWhereItIs() {
    let move = ToastStackLayout.Move(from: 120, to: 52, spring: .smooth)
    #expect(move.offset(at: 0) == 120)
    #expect(move.offset(at: .nan) == 120)
    #expect(move.offset(at: .infinity) == 52)
    #expect(abs(move.offset(at: move.duration) - 52) < 0.01)
    let halfway = move.offset(at: move.duration / 4)
    #expect(halfway < 120 && halfway > 52)
    // .smooth settles in about its 0.5 s response's span (SwiftUI's smooth spring).
    #expect(move.duration > 0.3 && move.duration < 2)
  }

  @Test func theOldestAreHeldAtTheFarEndOfASmallArea() {
    let offsets = Self.layout.offsets(
      of: ["a", "b", "c"], heights: ["a": 60, "b": 60, "c": 60], available: 150)
    #expect(offsets["c"] == 0)
    #expect(offsets["b"] == 68)
    // 136 would put its far side at 196: held with its far side at 150.
    #expect(offsets["a"] == 90)
  }

  @Test(arguments: [Double.nan, -40, -Double.infinity])
  func aBadHeightCountsAsZero(height: Double) {
    let offsets = Self.layout.offsets(of: [1, 2], heights: [1: 50, 2: height], available: 500)
    #expect(offsets == [2: 0, 1: 8])
  }

  @Test func anInfiniteHeightIsTheWholeArea() {
    let offsets = Self.layout.offsets(
      of: [1, 2], heights: [1: 50, 2: Double.infinity], available: 500)
    #expect(offsets == [2: 0, 1: 450])
  }

  @Test(arguments: [Double.nan, -1, .infinity, -Double.infinity, 0])
  func aBadAreaPutsEveryToastAtTheEdge(available: Double) {
    let offsets = Self.layout.offsets(
      of: [1, 2, 3], heights: [1: 50, 2: 50], available: available)
    #expect(offsets == [1: 0, 2: 0, 3: 0])
  }

  @Test(arguments: [
    (Double.nan, 0.0), (-5, 0), (.infinity, ToastStackLayout.maximumSpacing), (12, 12),
  ])
  func theSpacingIsClamped(spacing: Double, expected: Double) {
    #expect(ToastStackLayout(spacing: spacing).spacing == expected)
  }

  @Test func everyOffsetIsFiniteAndInsideTheArea() {
    let awkward: [Double] = [.nan, .infinity, -Double.infinity, -1, 0, 1e308, 44, 1e-300]
    for available in awkward {
      for spacing in awkward {
        let layout = ToastStackLayout(spacing: spacing)
        let heights = Dictionary(uniqueKeysWithValues: awkward.enumerated().map { ($0, $1) })
        let offsets = layout.offsets(
          of: Array(heights.keys), heights: heights, available: available)
        let limit = available.isFinite ? max(available, 0) : 0
        for offset in offsets.values {
          #expect(offset.isFinite && offset >= 0 && offset <= limit, "\(available), \(spacing)")
        }
      }
    }
  }
}
