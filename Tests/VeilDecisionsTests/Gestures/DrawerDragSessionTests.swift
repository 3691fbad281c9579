import Testing

@testable import VeilCore
@testable import VeilDecisions

/// A side drawer's drag as the iOS layer feeds it, in UIKit's coordinates (features A6): in a
/// right-to-left layout a leading drawer stands on the right, so a pan to the right closes it
/// and a pan to the left only rubber-bands.
@Suite struct DrawerDragSessionTests {
  /// A 390 × 844 pt container (an iPhone 14's screen in points).
  static let phone = Size(width: 390, height: 844)

  /// The release of a pan that moves `dx` points sideways in UIKit's coordinates and lets go
  /// slowly.
  private func release(
    _ style: ModalStyle, dx: Double, rightToLeft: Bool
  ) throws -> DragToDismiss.Release? {
    let drag = try #require(style.dragToDismiss)
    var pan = DragSession(drag, container: Self.phone, isRightToLeft: rightToLeft)
    let first = pan.begin(
      translation: Vector(x: dx > 0 ? 8 : -8, y: 0), caughtOffset: nil, scroll: nil)
    if first.claims { pan.markClaimed() }
    let step = pan.change(translation: Vector(x: dx / 2, y: 0), scroll: nil)
    if step.claims { pan.markClaimed() }
    return pan.end(translation: Vector(x: dx, y: 0), velocity: .zero, scroll: nil)?.release
  }

  @Test func aPanToTheRightClosesALeadingDrawerInARightToLeftLayout() throws {
    let released = try release(.drawer, dx: 250, rightToLeft: true)
    guard case .dismiss(let edge, _) = released else {
      Issue.record("expected the drawer to close, got \(String(describing: released))")
      return
    }
    #expect(edge == .leading)
  }

  @Test func aPanToTheLeftClosesALeadingDrawerInALeftToRightLayout() throws {
    let released = try release(.drawer, dx: -250, rightToLeft: false)
    guard case .dismiss(.leading, _) = released else {
      Issue.record("expected the drawer to close, got \(String(describing: released))")
      return
    }
  }

  @Test(arguments: [false, true])
  func aPanAwayFromTheDrawersEdgeSpringsBack(rightToLeft: Bool) throws {
    let released = try release(.drawer, dx: rightToLeft ? -250 : 250, rightToLeft: rightToLeft)
    guard case .cancel = released else {
      Issue.record("expected a spring-back, got \(String(describing: released))")
      return
    }
  }

  @Test func aTrailingDrawerInARightToLeftLayoutClosesToTheLeft() throws {
    let released = try release(.drawer(.trailing), dx: -250, rightToLeft: true)
    guard case .dismiss(.trailing, _) = released else {
      Issue.record("expected the drawer to close, got \(String(describing: released))")
      return
    }
  }
}
