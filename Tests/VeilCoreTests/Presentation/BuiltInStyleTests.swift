import Foundation
import Testing
import VeilTestSupport

@testable import VeilCore

/// Each built-in style against the numbers of the seed it reproduces.
@Suite struct BuiltInStyleTests {
  /// An iPhone 14 in portrait (390 × 844 points, safe area 47 above and 34 below), showing seed
  /// 000's example content: 300 × 300 points padded by 20 at the sides, so it asks for 340 × 300.
  static let phone = ModalContainer(
    size: Size(width: 390, height: 844), safeArea: Insets(top: 47, bottom: 34),
    fittingSize: Size(width: 340, height: 300))

  static func sampler(_ style: ModalStyle, reduceMotion: Bool = false) -> FrameSampler {
    FrameSampler(style: style, container: phone, reduceMotion: reduceMotion)
  }

  /// A critically damped spring's progress from rest: `1 − (1 + ωt)·e^(−ωt)` with
  /// `ω = 2π / response`, the closed form of `m·x'' + c·x' + k·x = 0` at `c² = 4mk`.
  static func criticalProgress(response: Double, time: Double) -> Double {
    let omegaT = 2 * Double.pi / response * time
    return 1 - (1 + omegaT) * exp(-omegaT)
  }

  // MARK: cover (seed 000)

  // Seed 000: `.easeInOut(duration: 0.2)` takes opacity 0 → 1, scale 1.2 → 1 and the black
  // background 0 → 0.2. Ease-in-out is symmetric, so at half time it is exactly half way; the
  // tolerance 1e-6 covers the Bézier solver.
  @Test(arguments: [
    (0.0, 0.0, 1.2, 0.0), (0.1, 0.5, 1.1, 0.5), (0.2, 1.0, 1.0, 1.0), (0.3, 1.0, 1.0, 1.0),
  ])
  func coverPresentsAsSeed000(time: Double, opacity: Double, scale: Double, strength: Double) {
    let frame = Self.sampler(.cover).frame(.presenting, at: time)
    FrameExpect.close(frame.contentOpacity, opacity, tolerance: 1e-6, "opacity")
    FrameExpect.close(frame.contentScale, scale, tolerance: 1e-6, "scale")
    FrameExpect.close(frame.backdropStrength, strength, tolerance: 1e-6, "strength")
    FrameExpect.close(
      ModalStyle.cover.backdrop.dimAlpha(atStrength: frame.backdropStrength), 0.2 * strength,
      tolerance: 1e-6, "black alpha")
    #expect(frame.offset == .zero)
    #expect(frame.rotationY == 0)
  }

  @Test func coverEasesSymmetrically() {
    let sampler = Self.sampler(.cover)
    let early = sampler.frame(.presenting, at: 0.05).contentOpacity
    let late = sampler.frame(.presenting, at: 0.15).contentOpacity
    FrameExpect.close(early + late, 1, tolerance: 1e-6, "ease-in-out symmetry")
    #expect(early < 0.25)  // slower than linear at the start
  }

  @Test func coverCentresItsContentInTheSafeArea() {
    // Safe area 47…810: centre 428.5; 340 × 300 content.
    FrameExpect.rect(
      Self.sampler(.cover).restingFrame.contentRect,
      Rect(x: 25, y: 278.5, width: 340, height: 300))
  }

  @Test func coverTakesBackdropTapsOnlyAfterLogicalCompletion() {
    let style = ModalStyle.cover
    let sampler = Self.sampler(style)
    #expect(style.backdrop.tapBehavior == .dismisses)
    #expect(style.backdropTapRequiresCompletedPresentation)
    #expect(!sampler.isLogicallyComplete(.presenting, at: 0.19))
    #expect(sampler.isLogicallyComplete(.presenting, at: 0.2))
    #expect(style.backdropTapBehavior(presentationIsLogicallyComplete: false) == .blocks)
    #expect(style.backdropTapBehavior(presentationIsLogicallyComplete: true) == .dismisses)
  }

  // Dismissal is UIKit's cross-dissolve: the whole presentation, content and background, fades
  // over 0.4 s ease-in-out.
  @Test(arguments: [(0.0, 1.0), (0.2, 0.5), (0.4, 0.0)])
  func coverDismissesByCrossDissolving(time: Double, visible: Double) {
    let frame = Self.sampler(.cover).frame(.dismissing(.backdropTap), at: time)
    FrameExpect.close(frame.contentOpacity, visible, tolerance: 1e-6, "opacity")
    FrameExpect.close(frame.backdropStrength, visible, tolerance: 1e-6, "strength")
    #expect(frame.contentScale == 1)
    #expect(ModalStyle.cover.removalAnimation == .easeInOut(duration: 0.4))
  }

  // MARK: card

  @Test func cardIsTheSeedsExampleContentAsAStyle() {
    let container = ModalContainer(
      size: Size(width: 390, height: 844), safeArea: Insets(top: 47, bottom: 34),
      fittingSize: Size(width: 300, height: 300))
    let sampler = FrameSampler(style: .card, container: container)
    #expect(sampler.restingFrame.cornerRadius == 16)
    #expect(sampler.restingFrame.roundedCorners == .all)
    FrameExpect.rect(
      sampler.restingFrame.contentRect, Rect(x: 45, y: 278.5, width: 300, height: 300))
    let wide = FrameSampler(
      style: .card,
      container: ModalContainer(
        size: Size(width: 390, height: 844), fittingSize: Size(width: 1000, height: 300)))
    #expect(wide.restingFrame.contentRect.width == 350)  // 20 points from each side
    let frame = sampler.frame(.presenting, at: 0.1)
    FrameExpect.close(frame.contentScale, 1.1, tolerance: 1e-6)
  }

  // MARK: lightbox (seed 001)

  // Seed 001 uses `withAnimation()`: SwiftUI's default, a critically damped spring of response
  // 0.55 s, whose progress is computed here in closed form (tolerance 1e-9).
  @Test(arguments: [0.05, 0.2, 0.55])
  func lightboxFadesInWithSwiftUIsDefaultAnimation(time: Double) {
    let frame = Self.sampler(.lightbox).frame(.presenting, at: time)
    let expected = Self.criticalProgress(response: 0.55, time: time)
    FrameExpect.close(frame.contentOpacity, expected, "opacity")
    FrameExpect.close(frame.backdropStrength, expected, "strength")
    #expect(frame.offset == .zero)
    #expect(ModalStyle.lightbox.backdrop.dimAlpha(atStrength: 1) == 1)
  }

  @Test func lightboxLeavesTowardsTheDrag() {
    let sampler = Self.sampler(.lightbox)
    let down = sampler.frame(.dismissing(.drag(.bottom)), fractionComplete: 0.5)
    #expect(down.offset == Vector(x: 0, y: 422))
    #expect(down.contentOpacity == 1)
    #expect(down.backdropStrength == 0.5)
    let up = sampler.frame(.dismissing(.drag(.top)), fractionComplete: 1)
    #expect(up.offset == Vector(x: 0, y: -844))
    // Without a drag the seed's initial `.move(edge: .leading)` applies.
    let programmatic = sampler.frame(.dismissing, fractionComplete: 0.5)
    #expect(programmatic.offset == Vector(x: -195, y: 0))
    #expect(ModalStyle.lightbox.backdrop.tapBehavior == .blocks)
    #expect(ModalStyle.lightbox.placement == .fullScreen)
  }

  // MARK: fullScreen (seed 002)

  @Test func uikitsModalSpringIsCriticallyDampedWithResponse0344() {
    let spring = ModalStyle.SystemTransition.modalSpring
    // 2π·√(3 / 1000) from mass 3 and stiffness 1000 (motion-interchange-objc); tolerance 1e-9.
    FrameExpect.close(spring.response, 2 * Double.pi * (3.0 / 1000).squareRoot(), "response")
    #expect(spring.dampingRatio == 1)
    // Settled to 0.001 at ≈ 0.506 s, against UIKit's 0.5 s animation; tolerance 0.01 s.
    FrameExpect.close(spring.exactSettlingDuration, 0.506, tolerance: 0.01, "settling")
  }

  @Test(arguments: [0.0, 0.05, 0.1, 0.2, 0.344])
  func fullScreenCoversVertically(time: Double) {
    let frame = Self.sampler(.fullScreen).frame(.presenting, at: time)
    let progress = Self.criticalProgress(
      response: ModalStyle.SystemTransition.modalSpring.response, time: time)
    FrameExpect.close(frame.offset.y, 844 * (1 - progress), tolerance: 1e-6, "offset")
    #expect(frame.offset.x == 0)
    #expect(frame.contentOpacity == 1)
    #expect(frame.contentRect == Rect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test func fullScreenIsOpaqueAndDismissedFromInside() {
    let style = ModalStyle.fullScreen
    #expect(style.removesPresentingContent)
    #expect(style.backdrop == .clear)
    #expect(style.backdrop.tapBehavior == .blocks)
    let leaving = Self.sampler(style).frame(.dismissing, fractionComplete: 1)
    #expect(leaving.offset == Vector(x: 0, y: 844))
  }

  // MARK: overCurrentContext (seed 003)

  @Test(arguments: ModalStyle.SystemTransition.allCases)
  func overCurrentContextKeepsTheScreenAndADimThatMovesWithTheView(
    _ transition: ModalStyle.SystemTransition
  ) {
    let style = ModalStyle.overCurrentContext(transition: transition)
    #expect(!style.removesPresentingContent)
    #expect(style.backdrop.dim == Backdrop.Dim(color: .black, opacity: 0.5))
    #expect(style.backdrop.attachment == .content)
    #expect(style.transition == transition.transition)
    #expect(style.insertionAnimation == transition.animation)
    let sampler = Self.sampler(style)
    for time in [0.0, 0.1, 0.3, 1] {
      #expect(sampler.frame(.presenting, at: time).backdropStrength == 1)
    }
  }

  @Test func overCurrentContextCoversVerticallyByDefault() {
    #expect(ModalStyle.overCurrentContext == .overCurrentContext(transition: .coverVertical))
    let frame = Self.sampler(.overCurrentContext).frame(.presenting, at: 0)
    #expect(frame.offset == Vector(x: 0, y: 844))
  }

  // Flip-horizontal, 0.5 s ease-in-out: a quarter through the curve's time the content still
  // shows its back; three quarters through it shows its face.
  @Test func overCurrentContextFlipsHorizontally() {
    let sampler = Self.sampler(.overCurrentContext(transition: .flipHorizontal))
    let start = sampler.frame(.presenting, at: 0)
    #expect(start.rotationY == 180 && start.contentOpacity == 0)
    let half = sampler.frame(.presenting, at: 0.25)
    FrameExpect.close(half.rotationY, 90, tolerance: 1e-4, "rotation at half time")
    let late = sampler.frame(.presenting, at: 0.375)
    #expect(late.rotationY < 90 && late.contentOpacity == 1)
    #expect(sampler.frame(.presenting, at: 0.5).rotationY == 0)
  }

  @Test(arguments: [(0.0, 0.0), (0.2, 0.5), (0.4, 1.0)])
  func overCurrentContextCrossDissolves(time: Double, opacity: Double) {
    let frame = Self.sampler(.overCurrentContext(transition: .crossDissolve)).frame(
      .presenting, at: time)
    FrameExpect.close(frame.contentOpacity, opacity, tolerance: 1e-6)
    #expect(frame.backdropStrength == 1)  // the dim fades with the content's opacity
  }

  @Test func overCurrentContextTakesACustomTransition() {
    let style = ModalStyle.overCurrentContext(
      transition: .offset(y: 100), animation: .linear(duration: 1))
    let frame = Self.sampler(style).frame(.presenting, at: 0.25)
    FrameExpect.close(frame.offset.y, 75, tolerance: 1e-6)
  }

  // MARK: blur (seed 003's custom transition)

  @Test(arguments: [(0.0, 0.0), (0.35, 0.5), (0.7, 1.0)])
  func blurFadesInOverSevenTenthsWhileTheContentIsThere(time: Double, strength: Double) {
    let frame = Self.sampler(.blur).frame(.presenting, at: time)
    FrameExpect.close(frame.backdropStrength, strength, tolerance: 1e-6, "strength")
    #expect(frame.contentOpacity == 1)
    #expect(frame.offset == .zero)
  }

  @Test func blurFadesEverythingOutOnDismissal() {
    let frame = Self.sampler(.blur).frame(.dismissing, at: 0.35)
    FrameExpect.close(frame.contentOpacity, 0.5, tolerance: 1e-6)
    FrameExpect.close(frame.backdropStrength, 0.5, tolerance: 1e-6)
    #expect(ModalStyle.blur.removalAnimation == .easeInOut(duration: 0.7))
  }

  // Seed 003 names the light, dark and extra-light blurs; its custom transition uses regular.
  @Test(arguments: [Backdrop.BlurStyle.regular, .light, .dark, .extraLight])
  func blurStyles(_ blurStyle: Backdrop.BlurStyle) {
    let style = blurStyle == .regular ? ModalStyle.blur : .blur(blurStyle)
    #expect(style.backdrop.blur?.style == blurStyle)
    #expect(style.backdrop.attachment == .container)
    #expect(style.placement == .fullScreen)
    // One word, one tap rule: the blur style's backdrop dismisses on a tap as every
    // `Backdrop.blur` does (it used to block), and `interactiveDismissDisabled()` keeps it.
    #expect(style.backdrop.tapBehavior == Backdrop.blur(blurStyle).tapBehavior)
    #expect(style.backdropTapBehavior(presentationIsLogicallyComplete: true) == .dismisses)
    #expect(
      style.interactiveDismissDisabled().backdropTapBehavior(presentationIsLogicallyComplete: true)
        == .blocks)
  }

  // MARK: sheet (seed 004)

  @Test func sheetSitsAtTheMediumDetentWithAGrabber() {
    let sampler = Self.sampler(.testSheet)
    // The medium detent is half the maximum detent value, 844 - 47 (the safe area's top) here
    // (UISheetPresentationController.Detent.medium(): "approximately half the height").
    let height = (844.0 - 47) / 2
    FrameExpect.rect(
      sampler.restingFrame.contentRect, Rect(x: 0, y: 844 - height, width: 390, height: height))
    #expect(sampler.restingFrame.roundedCorners == .top)
    #expect(sampler.restingFrame.cornerRadius == 10)
    #expect(ModalStyle.testSheet.showsGrabber)
    #expect(ModalStyle.testSheet.backdrop.tapBehavior == .dismisses)
    // It rises by its own height with UIKit's modal spring.
    let start = sampler.frame(.presenting, at: 0)
    #expect(start.offset == Vector(x: 0, y: height))
    let frame = sampler.frame(.presenting, at: 0.1)
    let progress = Self.criticalProgress(
      response: ModalStyle.SystemTransition.modalSpring.response, time: 0.1)
    FrameExpect.close(frame.offset.y, height * (1 - progress), tolerance: 1e-6)
    FrameExpect.close(frame.backdropStrength, progress, tolerance: 1e-6)
  }

  // MARK: Every built-in

  @Test(arguments: ModalStyle.builtIns)
  func everyBuiltInStartsHiddenAndEndsShown(_ entry: ModalStyle.BuiltIn) {
    let sampler = Self.sampler(entry.style)
    let settled = sampler.animation(for: .presenting).settlingDuration
    let shown = sampler.frame(.presenting, at: settled)
    #expect(shown == sampler.restingFrame, "\(entry.name) is not at rest when settled")
    let gone = sampler.frame(
      .dismissing, at: sampler.animation(for: .dismissing).settlingDuration)
    let hidden =
      gone.contentOpacity == 0 || gone.contentRect.maxY + gone.offset.y <= 0
      || gone.contentRect.minY + gone.offset.y >= 844
      || gone.contentRect.maxX + gone.offset.x <= 0
      || gone.contentRect.minX + gone.offset.x >= gone.containerSize.width
      || Self.landsOnItsSource(gone, entry.style)
    #expect(hidden, "\(entry.name) is still visible after dismissal")
  }

  /// A zoom ends where its source is, which the source (hidden until then) takes over.
  private static func landsOnItsSource(_ frame: ModalFrame, _ style: ModalStyle) -> Bool {
    guard style.isZoom, let source = style.zoom?.source?.frame else { return false }
    let midX = frame.contentRect.midX + frame.offset.x
    let midY = frame.contentRect.midY + frame.offset.y
    return abs(midX - source.midX) < 1e-6 && abs(midY - source.midY) < 1e-6
      && abs(frame.contentRect.width * frame.contentScale - source.width) < 1e-6
  }

  @Test(arguments: ModalStyle.builtIns)
  func reduceMotionOnlyDissolves(_ entry: ModalStyle.BuiltIn) {
    let sampler = Self.sampler(entry.style, reduceMotion: true)
    for time in [0.0, 0.05, 0.1, 0.2, 0.3, 0.5] {
      for phase in [ModalTransition.Phase.presenting, .dismissing(.drag(.bottom))] {
        let frame = sampler.frame(phase, at: time)
        #expect(frame.offset == .zero, "\(entry.name) moves")
        #expect(frame.contentScale == 1, "\(entry.name) scales")
        #expect(frame.rotationY == 0, "\(entry.name) turns")
      }
    }
    let half = Self.sampler(.fullScreen, reduceMotion: true).frame(
      .presenting, fractionComplete: 0.5)
    #expect(half.contentOpacity == 0.5)
  }
}
