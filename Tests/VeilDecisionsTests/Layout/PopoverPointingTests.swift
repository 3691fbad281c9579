import Testing

@testable import VeilCore
@testable import VeilDecisions

/// A5: a popover that falls back to a controller's root view points at its centre with no
/// arrow, not at the whole (often full-screen) view with an arrow that points at nothing.
@Suite struct PopoverPointingTests {
  static let plan = PopoverPlan(popover: .popover.arrowEdges([.top]), isRightToLeft: false)
  static let named = PopoverStyle.Source.id(ZoomSourceID("button", in: "test"))

  @Test func aUIKitPopoverWithoutASourcePointsAtTheCentreWithNoArrow() {
    for check in [
      PopoverSourceCheck(source: .anchor, namedSourceIsInWindow: false),
      PopoverSourceCheck(source: Self.named, namedSourceIsInWindow: false),
    ] {
      let pointing = PopoverPointing(check: check, anchorIsAControllersView: true, plan: Self.plan)
      #expect(pointing.anchor == .centrePoint)
      #expect(pointing.permittedArrowDirections.isEmpty)
      #expect(
        pointing.sourceRect(in: Rect(x: 0, y: 0, width: 393, height: 852))
          == Rect(x: 196, y: 425.5, width: 1, height: 1))
    }
  }

  @Test func aNamedSourceOnScreenIsPointedAtWholeWithTheStylesArrows() {
    let check = PopoverSourceCheck(source: Self.named, namedSourceIsInWindow: true)
    let pointing = PopoverPointing(check: check, anchorIsAControllersView: true, plan: Self.plan)
    #expect(pointing.anchor == .wholeView)
    #expect(pointing.permittedArrowDirections == [.up])
    #expect(pointing.sourceRect(in: Rect(x: 0, y: 0, width: 44, height: 44)) == nil)
  }

  @Test func aSwiftUIModifiersViewIsPointedAtWholeWithTheStylesArrows() {
    let check = PopoverSourceCheck(source: .anchor, namedSourceIsInWindow: false)
    let pointing = PopoverPointing(check: check, anchorIsAControllersView: false, plan: Self.plan)
    #expect(pointing.anchor == .wholeView)
    #expect(pointing.permittedArrowDirections == [.up])
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity, -50, 0])
  func theCentreOfABadViewIsStillAFinitePoint(_ bad: Double) {
    let rect = PopoverPointing.centreRect(in: Rect(x: bad, y: bad, width: bad, height: bad))
    #expect(rect.x.isFinite && rect.y.isFinite)
    #expect(rect.width == 1 && rect.height == 1)
  }
}
