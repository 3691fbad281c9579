import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

private let frosted = Backdrop.blur(.systemThinMaterial).dimmed(.black, opacity: 0.4)

@Suite struct BlurStrategyTests {
  /// (strength, in a window, expected effect).
  static let rows: [(Double, Bool, BlurStrategy.Command, SourceLocation)] = [
    (0, true, .off, #_sourceLocation),
    (-3, true, .off, #_sourceLocation),
    (1, true, .full, #_sourceLocation),
    (7, true, .full, #_sourceLocation),
    (0.4, true, .partial(fraction: 0.4), #_sourceLocation),
    (0.4, false, .full, #_sourceLocation),
    (0, false, .off, #_sourceLocation),
    (.nan, true, .full, #_sourceLocation),
    (.infinity, true, .full, #_sourceLocation),
    (-.infinity, true, .off, #_sourceLocation),
  ]

  @Test(arguments: rows)
  func theBlurIsOffOnOrScrubbed(_ row: (Double, Bool, BlurStrategy.Command, SourceLocation)) {
    let strategy = BlurStrategy(backdrop: frosted, strength: row.0, isInWindow: row.1)
    #expect(strategy.blur == row.2, sourceLocation: row.3)
    #expect(strategy.needsAnimator == (row.2 == .partial(fraction: 0.4)), sourceLocation: row.3)
    #expect((0...1).contains(strategy.strength), sourceLocation: row.3)
  }

  @Test func theDimFollowsTheStrength() {
    #expect(BlurStrategy(backdrop: frosted, strength: 0.5, isInWindow: true).dimAlpha == 0.2)
    #expect(BlurStrategy(backdrop: frosted, strength: .nan, isInWindow: true).dimAlpha == 0.4)
  }

  @Test func aBackdropWithoutBlurNeedsNoAnimator() {
    let dim = BlurStrategy(backdrop: .dim(opacity: 0.5), strength: 0.5, isInWindow: true)
    #expect(dim.blur == nil)
    #expect(!dim.needsAnimator)
    #expect(dim.dimAlpha == 0.25)
  }
}
