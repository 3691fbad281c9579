import Testing

@testable import VeilCore

/// Values keep their invariants when a field is set after creation, not only in their
/// initialisers: the bad-input policy holds for `frame.offset.x = .nan` too. (`Vector` is the
/// exception by design: the engine reads a vector as a position or as a velocity, whose
/// infinities it treats differently, with `magnitudeClamped` and `speedClamped`.)
@Suite struct GeometryWriteTests {
  static let bad: [Double] = [.nan, .infinity, -.infinity, -1]

  @Test(arguments: bad)
  func dimensionsStayNonNegativeAndFinite(value: Double) {
    var size = Size(width: 10, height: 10)
    size.width = value
    size.height = value
    #expect(size == .zero)

    var rect = Rect(x: 1, y: 2, width: 3, height: 4)
    rect.width = value
    rect.height = value
    #expect(rect.width == 0 && rect.height == 0)

    var insets = Insets(all: 5)
    insets.top = value
    insets.leading = value
    insets.bottom = value
    insets.trailing = value
    #expect(insets == .zero)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func coordinatesStayFinite(value: Double) {
    var rect = Rect(x: 1, y: 2, width: 3, height: 4)
    rect.x = value
    rect.y = value
    #expect(rect == Rect(x: 0, y: 0, width: 3, height: 4))
  }

  @Test func goodValuesAreKept() {
    var size = Size.zero
    size.height = 844
    #expect(size.height == 844)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func framesNeverHoldNaNThroughNestedWrites(value: Double) {
    var frame = ModalFrame(container: Size(width: 390, height: 844))
    frame.offset.x = value
    frame.contentRect.width = value
    frame.containerSize.height = value
    #expect(frame.offset.x == 0)
    #expect(frame.contentRect.width == 0)
    #expect(frame.containerSize.height == 0)
  }
}
