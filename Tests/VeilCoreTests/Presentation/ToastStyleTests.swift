import Testing
import VeilTestSupport

@testable import VeilCore

/// The built-in toast (`ModalStyle.toast`) and the same style at the bottom edge
/// (`ModalStyle.bottom`).
@Suite struct ToastStyleTests {
  /// An iPhone 14 in portrait (390 × 844 points, safe area 47 above and 34 below) showing a
  /// toast whose content asks for 358 × 60 points.
  static let phone = ModalContainer(
    size: Size(width: 390, height: 844), safeArea: Insets(top: 47, bottom: 34),
    fittingSize: Size(width: 358, height: 60))

  @Test func toastIsABannerAtTheTopThatFitsItsContent() {
    let sampler = FrameSampler(style: .toast, container: Self.phone)
    // 16 points from the sides, 8 below the top safe area, as tall as the content.
    FrameExpect.rect(
      sampler.restingFrame.contentRect, Rect(x: 16, y: 55, width: 358, height: 60))
    #expect(sampler.restingFrame.cornerRadius == 16)
    #expect(sampler.restingFrame.roundedCorners == .all)
    let taller = ModalContainer(
      size: Self.phone.size, safeArea: Self.phone.safeArea,
      fittingSize: Size(width: 358, height: 120))
    #expect(FrameSampler(style: .toast, container: taller).restingFrame.contentRect.height == 120)
  }

  @Test func toastLetsTouchesThroughAndIsNeverDimmed() {
    let style = ModalStyle.toast
    #expect(style.backdrop.tapBehavior == .passesThrough)
    #expect(style.backdropTapBehavior(presentationIsLogicallyComplete: true) == .passesThrough)
    #expect(style.backdropTapBehavior(presentationIsLogicallyComplete: false) == .passesThrough)
    #expect(style.backdrop.dimAlpha(atStrength: 1) == 0)
    #expect(!style.removesPresentingContent)
  }

  @Test func toastSlidesInFromTheTopEdge() {
    let sampler = FrameSampler(style: .toast, container: Self.phone)
    let hidden = sampler.frame(.presenting, fractionComplete: 0)
    // Entirely above the container, touching its top edge: 55 + 60 points up.
    #expect(hidden.offset == Vector(x: 0, y: -115))
    let gone = sampler.frame(.dismissing, fractionComplete: 1)
    #expect(gone.offset == Vector(x: 0, y: -115))
    #expect(ModalStyle.toast.insertionAnimation == .spring(.snappy))
  }

  @Test func toastDragsAwayUpwardsOnly() throws {
    let drag = try #require(ModalStyle.toast.dragToDismiss)
    let size = Self.phone.size
    #expect(drag.directions == .up)
    guard
      case .dismiss(let edge, _) = drag.release(
        translation: Vector(x: 0, y: -41), velocity: .zero, in: size)
    else {
      Issue.record("a 41-point drag up does not dismiss")
      return
    }
    #expect(edge == .top)
    if case .dismiss = drag.release(translation: Vector(x: 0, y: -39), velocity: .zero, in: size) {
      Issue.record("a 39-point drag up dismisses")
    }
    if case .dismiss = drag.release(
      translation: Vector(x: 0, y: 200), velocity: Vector(x: 0, y: 2000), in: size)
    {
      Issue.record("a drag down dismisses a top toast")
    }
    // Downwards it rubber-bands: it moves, by less than the finger.
    let down = drag.contentOffset(for: Vector(x: 30, y: 100), in: size)
    #expect(down.x == 0 && down.y > 0 && down.y < 100)
  }

  @Test func bottomToastIsTheToastUpsideDown() throws {
    let style = ModalStyle.toast.bottom
    let sampler = FrameSampler(style: style, container: Self.phone)
    // 8 points above the bottom safe area (844 − 34 − 8 − 60 = 742).
    FrameExpect.rect(
      sampler.restingFrame.contentRect, Rect(x: 16, y: 742, width: 358, height: 60))
    #expect(style.placement.avoidsKeyboard)
    let hidden = sampler.frame(.presenting, fractionComplete: 0)
    #expect(hidden.offset == Vector(x: 0, y: 844 - 742))
    let drag = try #require(style.dragToDismiss)
    #expect(drag.directions == .down)
    guard
      case .dismiss(let edge, _) = drag.release(
        translation: Vector(x: 0, y: 41), velocity: .zero, in: Self.phone.size)
    else {
      Issue.record("a 41-point drag down does not dismiss the bottom toast")
      return
    }
    #expect(edge == .bottom)
    #expect(style.backdrop == ModalStyle.toast.backdrop)
    #expect(style.cornerRadius == ModalStyle.toast.cornerRadius)
    #expect(style.insertionAnimation == ModalStyle.toast.insertionAnimation)
  }

  @Test func bottomTurnsEveryBuiltInTransitionAndKeepsTheRest() {
    let banner = ModalStyle.custom(
      placement: .topBanner(height: 50, margins: Insets(top: 4, bottom: 12)),
      transition: .asymmetric(
        insertion: .offset(x: 3, y: -20).combined(with: .opacity),
        removal: .moveToDismissEdge(fallback: .top))
    )
    .dragToDismiss(DragToDismiss(directions: [.up, .trailing]))
    let turned = banner.bottom
    #expect(turned.placement == .bottomBanner(height: 50, margins: Insets(top: 12, bottom: 4)))
    #expect(
      turned.transition
        == .asymmetric(
          insertion: .offset(x: 3, y: 20).combined(with: .opacity),
          removal: .moveToDismissEdge(fallback: .bottom)))
    #expect(turned.dragToDismiss?.directions == [.down, .trailing])
    // A vertical drag stays vertical.
    let both = ModalStyle.toast.dragToDismiss(DragToDismiss(directions: .vertical)).bottom
    #expect(both.dragToDismiss?.directions == .vertical)
  }

  @Test(arguments: ["cover", "card", "lightbox", "toast.bottom", "halfSheet", "blur"])
  func bottomLeavesAStyleNotAtTheTopAlone(_ name: String) throws {
    let style = try #require(ModalStyle.builtIn(named: name)).style
    #expect(style.bottom == style)
  }

  @Test func bottomKeepsADisabledDragDisabled() {
    let locked = ModalStyle.toast.interactiveDismissDisabled().bottom
    #expect(locked.dragToDismiss == nil)
    #expect(locked.interactiveDismissDisabled(false).dragToDismiss?.directions == .down)
  }

  @Test(arguments: [Double.nan, -.infinity, -4, .infinity])
  func toastClampsItsRadius(_ radius: Double) {
    #expect(ModalStyle.toast(cornerRadius: radius).cornerRadius == 0)
  }

  @Test func catalogNamesBothToasts() {
    #expect(ModalStyle.builtIn(named: "toast")?.style == .toast)
    #expect(ModalStyle.builtIn(named: "toast.bottom")?.style == .toast.bottom)
  }
}
