import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

/// A5: what UIKit's popover is given: physical arrow directions, the adaptation answer, a
/// content size that never carries a bad number, and the anchor when the source is gone.
@Suite struct PopoverPlanTests {
  typealias Direction = PopoverPlan.ArrowDirection

  @Test(
    arguments: [
      (ModalEdge.top, false, Direction.up), (.bottom, false, .down), (.leading, false, .left),
      (.trailing, false, .right), (.top, true, .up), (.leading, true, .right),
      (.trailing, true, .left),
    ])
  func anArrowOnAnEdgePointsOutOfIt(edge: ModalEdge, rightToLeft: Bool, expected: Direction) {
    #expect(PopoverPlan.direction(ofArrowOn: edge, isRightToLeft: rightToLeft) == expected)
    let plan = PopoverPlan(popover: .popover.arrowEdges([edge]), isRightToLeft: rightToLeft)
    #expect(plan.permittedArrowDirections == [expected])
  }

  @Test func everyEdgePermitsEveryDirection() {
    let plan = PopoverPlan(popover: .popover, isRightToLeft: false)
    #expect(plan.permittedArrowDirections == Set(Direction.allCases))
  }

  @Test func aPopoverStaysAPopoverOnIPhoneUnlessItAdapts() {
    let stays = PopoverPlan(popover: .popover, isRightToLeft: false)
    #expect(stays.adaptiveStyle(isHorizontallyCompact: true) == PopoverPlan.AdaptiveStyle.none)
    #expect(stays.adaptiveStyle(isHorizontallyCompact: false) == PopoverPlan.AdaptiveStyle.none)
    let adapts = PopoverPlan(
      popover: .popover.adaptsToSheetInCompactWidth(), isRightToLeft: false)
    #expect(adapts.adaptiveStyle(isHorizontallyCompact: true) == .formSheet)
    #expect(adapts.adaptiveStyle(isHorizontallyCompact: false) == PopoverPlan.AdaptiveStyle.none)
  }

  @Test func theLockIsModalInPresentation() {
    #expect(!PopoverPlan(popover: .popover, isRightToLeft: false).isModalInPresentation)
    let locked = PopoverPlan(popover: .popover.interactiveDismissDisabled(), isRightToLeft: false)
    #expect(locked.isModalInPresentation)
  }

  /// An iPhone 15's portrait screen, 393 × 852 points.
  static let phone = Size(width: 393, height: 852)

  @Test func aFittedPopoverAsksForWhatTheContentAnswers() {
    let plan = PopoverPlan(popover: .popover, isRightToLeft: false)
    #expect(plan.fittingProposal(on: Self.phone) == Size(width: 373, height: 832))
    #expect(
      plan.preferredContentSize(fitted: Size(width: 200, height: 120), on: Self.phone)
        == Size(width: 200, height: 120))
    // Too large an answer is clamped to the room; none lets UIKit choose.
    #expect(
      plan.preferredContentSize(fitted: Size(width: 5000, height: 9000), on: Self.phone)
        == Size(width: 373, height: 832))
    #expect(plan.preferredContentSize(fitted: nil, on: Self.phone) == .zero)
  }

  @Test func theStylesOwnDimensionsWinAndAreClamped() {
    let plan = PopoverPlan(
      popover: .popover.preferredSize(width: 1000, height: 150), isRightToLeft: false)
    #expect(plan.fittingProposal(on: Self.phone) == Size(width: 373, height: 150))
    #expect(
      plan.preferredContentSize(fitted: Size(width: 40, height: 40), on: Self.phone)
        == Size(width: 373, height: 150))
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity, -50, 0])
  func aBadScreenOrAnswerNeverGivesABadSize(_ bad: Double) {
    let plan = PopoverPlan(popover: .popover, isRightToLeft: false)
    let size = plan.preferredContentSize(
      fitted: Size(width: bad, height: bad), on: Size(width: bad, height: 300))
    #expect(size.width.isFinite && size.width >= 0)
    #expect(size.height.isFinite && size.height >= 0)
    let proposal = plan.fittingProposal(on: Size(width: bad, height: bad))
    #expect(proposal == .zero)
  }

  @Test func aSourceThatIsNotOnScreenFallsBackToTheAnchorWithAWarning() {
    let id = PopoverStyle.Source.id(ZoomSourceID("button", in: "test"))
    #expect(PopoverSourceCheck(source: id, namedSourceIsInWindow: true) == .namedSource)
    #expect(
      PopoverSourceCheck(source: id, namedSourceIsInWindow: false)
        == .anchor(warning: .popoverSourceNotOnScreen))
    #expect(
      PopoverSourceCheck(source: .anchor, namedSourceIsInWindow: false) == .anchor(warning: nil))
    #expect(RuntimeWarning.popoverSourceNotOnScreen.message.contains("points at the view"))
  }

  @Test func aPopoverIsClearUnlessUIKitMayShowItAsASheet() {
    #expect(!ModalStyle(popover: .popover).hostPaintsBackground)
    #expect(ModalStyle(popover: .popover.adaptsToSheetInCompactWidth()).hostPaintsBackground)
    #expect(!ModalStyle(popover: .popover).capturesStatusBarAppearance)
  }

  /// Any numbers at all, as the style, the content and the screen may give them: the
  /// proposal and the size UIKit is given are finite, not negative, and within the room.
  @Test func anyNumbersGiveAFiniteSizeWithinTheRoom() {
    PropertyCheck.check("PopoverPlan", arity: 6, cases: 2_000) { input in
      let popover = PopoverStyle.popover.preferredSize(width: input[0], height: input[1])
      let plan = PopoverPlan(popover: popover, isRightToLeft: input[5] < 0)
      let screen = Size(width: input[2], height: input[3])
      let room = PopoverPlan.room(on: screen)
      let proposal = plan.fittingProposal(on: screen)
      let size = plan.preferredContentSize(
        fitted: Size(width: input[4], height: input[5]), on: screen)
      for (name, value, limit) in [
        ("proposal.width", proposal.width, room.width),
        ("proposal.height", proposal.height, room.height),
        ("size.width", size.width, room.width), ("size.height", size.height, room.height),
      ] where !(value.isFinite && value >= 0 && value <= limit) {
        return "\(name) = \(value), outside 0…\(limit)"
      }
      return nil
    }
  }
}
