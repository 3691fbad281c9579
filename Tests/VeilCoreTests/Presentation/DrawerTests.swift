import Testing
import VeilTestSupport

@testable import VeilCore

/// Side drawers (features A6): the placement's rectangle and corners, the width's clamping, the
/// built-in style's transition, backdrop and drag, and the mirroring that puts a leading drawer
/// on the right in a right-to-left layout.
@Suite struct DrawerTests {
  /// An iPhone 14 in portrait: 390 × 844 points, 47 points of status bar, 34 of home indicator.
  static let phone = ModalContainer(
    size: Size(width: 390, height: 844), safeArea: Insets(top: 47, bottom: 34))
  /// The same phone in landscape: the notch on the leading side.
  static let landscape = ModalContainer(
    size: Size(width: 844, height: 390), safeArea: Insets(leading: 47, bottom: 21, trailing: 47))

  // MARK: The placement

  @Test func aLeadingDrawerStandsOnTheLeadingEdgeAtFullHeight() {
    let rect = Placement.leadingDrawer().contentRect(in: Self.phone)
    #expect(rect == Rect(x: 0, y: 0, width: 320, height: 844))
  }

  @Test func aTrailingDrawerStandsOnTheTrailingEdge() {
    let rect = Placement.trailingDrawer(width: .points(300)).contentRect(in: Self.phone)
    #expect(rect == Rect(x: 90, y: 0, width: 300, height: 844))
  }

  /// The width is measured from the container's edge, the notch included, as a sheet's height
  /// includes the home indicator.
  @Test func theWidthIncludesTheSafeAreaOfItsEdge() {
    let rect = Placement.leadingDrawer(width: .fraction(0.5)).contentRect(in: Self.landscape)
    #expect(rect == Rect(x: 0, y: 0, width: 422, height: 390))
  }

  @Test func theKeyboardDoesNotMoveADrawer() {
    var typing = Self.phone
    typing.keyboardHeight = 336
    #expect(Placement.leadingDrawer().contentRect(in: typing).height == 844)
    #expect(!Placement.leadingDrawer().avoidsKeyboard)
  }

  struct WidthCase: Sendable, CustomTestStringConvertible {
    let name: String
    let width: Placement.DrawerWidth
    let expected: Double
    var testDescription: String { name }
  }

  /// Every width, however broken, gives a drawer between 0 and the container's width.
  @Test(arguments: [
    WidthCase(name: "NaN points", width: .points(.nan), expected: 0),
    WidthCase(name: "negative points", width: .points(-40), expected: 0),
    WidthCase(name: "zero points", width: .points(0), expected: 0),
    WidthCase(name: "infinite points", width: .points(.infinity), expected: 390),
    WidthCase(name: "wider than the container", width: .points(500), expected: 390),
    WidthCase(name: "NaN fraction", width: .fraction(.nan), expected: 312),
    WidthCase(name: "negative fraction", width: .fraction(-1), expected: 0),
    WidthCase(name: "fraction above 1", width: .fraction(3), expected: 390),
    WidthCase(name: "infinite fraction", width: .fraction(.infinity), expected: 390),
  ])
  func brokenWidthsAreClamped(_ testCase: WidthCase) {
    for placement in [
      Placement.leadingDrawer(width: testCase.width),
      .trailingDrawer(width: testCase.width),
    ] {
      let rect = placement.contentRect(in: Self.phone)
      #expect(abs(rect.width - testCase.expected) < 1e-9)
      #expect(rect.minX >= 0 && rect.maxX <= 390)
      #expect(!rect.x.isNaN && !rect.width.isNaN)
    }
  }

  @Test func aContainerNarrowerThanTheStandardWidthIsFilled() {
    let narrow = ModalContainer(size: Size(width: 300, height: 600))
    #expect(
      Placement.trailingDrawer().contentRect(in: narrow)
        == Rect(x: 0, y: 0, width: 300, height: 600))
    let broken = ModalContainer(size: Size(width: .nan, height: 600))
    #expect(Placement.trailingDrawer().contentRect(in: broken).width == 0)
  }

  @Test func onlyTheInnerCornersAreRounded() {
    #expect(Placement.leadingDrawer().roundedCorners == [.topTrailing, .bottomTrailing])
    #expect(Placement.trailingDrawer().roundedCorners == [.topLeading, .bottomLeading])
    #expect(Placement.leadingDrawer().drawerEdge == .leading)
    #expect(Placement.centered().drawerEdge == nil)
  }

  // MARK: The style

  @Test(arguments: Placement.DrawerEdge.allCases)
  func theDrawerEntersFromItsOwnEdgeAndRestsThere(edge: Placement.DrawerEdge) {
    let sampler = FrameSampler(style: .drawer(edge), container: Self.phone)
    let hidden = sampler.frame(.presenting, fractionComplete: 0)
    let resting = sampler.frame(.presenting, fractionComplete: 1)
    // At progress 0 the drawer is just out of sight beyond its edge: moved by its own width.
    let outward = edge == .leading ? -320.0 : 320.0
    #expect(abs(hidden.offset.x - outward) < 1e-9)
    #expect(hidden.offset.y == 0)
    #expect(hidden.backdropStrength == 0)
    #expect(resting.offset == .zero)
    #expect(resting.backdropStrength == 1)
    #expect(resting.roundedCorners == edge.innerCorners)
    #expect(resting.cornerRadius == 16)
    let dismissed = sampler.frame(.dismissing, fractionComplete: 1)
    #expect(abs(dismissed.offset.x - outward) < 1e-9)
  }

  @Test func aTapOnTheDimDismisses() {
    #expect(ModalStyle.drawer.backdrop.tapBehavior == .dismisses)
    #expect(ModalStyle.drawer.backdrop.dim?.opacity == 0.2)
  }

  /// The backdrop fades with the drag, over the drawer's width: half-way out, half-strength.
  @Test func theBackdropFadesWithTheDrag() throws {
    let drag = try #require(ModalStyle.drawer.dragToDismiss)
    let size = Self.phone.size
    #expect(drag.backdropStrength(for: Vector(x: 0, y: 0), in: size) == 1)
    #expect(abs(drag.backdropStrength(for: Vector(x: -160, y: 0), in: size) - 0.5) < 1e-9)
    #expect(drag.backdropStrength(for: Vector(x: -320, y: 0), in: size) == 0)
    let sampler = FrameSampler(style: .drawer, container: Self.phone)
    let frame = sampler.frame(dragging: Vector(x: -80, y: 30))
    #expect(abs(frame.backdropStrength - 0.75) < 1e-9)
    #expect(frame.offset == Vector(x: -80, y: 0), "it follows sideways, never vertically")
  }

  @Test func aDragTowardsItsEdgeClosesItAndOneTheOtherWayRubberBands() throws {
    let drag = try #require(ModalStyle.drawer.dragToDismiss)
    let size = Self.phone.size
    let far = drag.release(translation: Vector(x: -170, y: 0), velocity: .zero, in: size)
    guard case .dismiss(let edge, _) = far else {
      Issue.record("a slow release past half the width must close the drawer, got \(far)")
      return
    }
    #expect(edge == .leading)
    let near = drag.release(translation: Vector(x: -150, y: 0), velocity: .zero, in: size)
    #expect(near.isCancel, "a slow release short of half its width springs back")
    let flick = drag.release(
      translation: Vector(x: -20, y: 0), velocity: Vector(x: -400, y: 0), in: size)
    #expect(!flick.isCancel, "a flick towards its edge closes it")
    let outward = drag.contentOffset(for: Vector(x: 100, y: 0), in: size)
    #expect(outward.x > 0 && outward.x < 100, "dragged away from its edge, it resists")
    let trailing = try #require(ModalStyle.drawer(.trailing).dragToDismiss)
    #expect(trailing.directions == .trailing)
  }

  @Test func theDragOfAFractionalDrawerScalesWithTheContainer() throws {
    let drag = try #require(ModalStyle.drawer(width: .fraction(0.5)).dragToDismiss)
    let size = Self.phone.size  // 195 points wide
    #expect(abs(drag.backdropStrength(for: Vector(x: -97.5, y: 0), in: size) - 0.5) < 1e-9)
    #expect(!drag.release(translation: Vector(x: -100, y: 0), velocity: .zero, in: size).isCancel)
  }

  // MARK: Right to left

  /// In a right-to-left layout the iOS layer mirrors VeilCore's layout terms: the leading drawer
  /// stands on the right, its hidden frame lies beyond the right edge, and its rounded corners
  /// are the left ones.
  @Test func aLeadingDrawerStandsOnTheRightInARightToLeftLayout() {
    let sampler = FrameSampler(style: .drawer, container: Self.phone)
    let resting = sampler.frame(.presenting, fractionComplete: 1)
    let rest = LayerGeometry(
      frame: resting, restingRect: resting.contentRect, isRightToLeft: true)
    #expect(rest.center.x == 390 - 160)
    #expect(rest.maskedCorners == [.minXMinY, .minXMaxY])
    let hidden = sampler.frame(.presenting, fractionComplete: 0)
    let start = LayerGeometry(frame: hidden, restingRect: resting.contentRect, isRightToLeft: true)
    #expect(start.center.x + start.transform.m41 - 160 >= 390, "out of sight beyond the right edge")
    let leftToRight = LayerGeometry(frame: hidden, restingRect: resting.contentRect)
    #expect(leftToRight.center.x + leftToRight.transform.m41 + 160 <= 0)
  }
}

extension DragToDismiss.Release {
  fileprivate var isCancel: Bool {
    if case .cancel = self { return true }
    return false
  }
}
