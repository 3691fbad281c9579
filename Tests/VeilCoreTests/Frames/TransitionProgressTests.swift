import Testing
import VeilTestSupport

@testable import VeilCore

/// The transition's progress the content reads (features D2): 0 dismissed to 1 presented along
/// each phase's animation, the value the backdrop follows, the drag's backdrop strength during a
/// drag, and what a motion on the render server reports at each moment.
@Suite struct TransitionProgressTests {
  static let phone = ModalContainer(
    size: Size(width: 390, height: 844), safeArea: Insets(top: 47, bottom: 34))

  @Test func aPresentationRunsFromZeroToOneAndADismissalBack() {
    let sampler = FrameSampler(style: .cover, container: Self.phone)
    #expect(sampler.transitionProgress(.presenting, at: 0) == 0)
    #expect(sampler.transitionProgress(.presenting, at: 10) == 1)
    #expect(sampler.transitionProgress(.dismissing(.programmatic), at: 0) == 1)
    #expect(sampler.transitionProgress(.dismissing(.programmatic), at: 10) == 0)
    // An ease-in-out over 0.2 s is half-way at 0.1 s (the curve is symmetric), both ways.
    let symmetric = FrameSampler(
      style: .cover.animation(.easeInOut(duration: 0.2)), container: Self.phone)
    #expect(abs(symmetric.transitionProgress(.presenting, at: 0.1) - 0.5) < 1e-3)
    #expect(abs(symmetric.transitionProgress(.dismissing(.programmatic), at: 0.1) - 0.5) < 1e-3)
  }

  /// It is the value a backdrop attached to the container follows, frame for frame.
  @Test(arguments: [0.0, 0.05, 0.1, 0.15, 0.3])
  func itIsTheBackdropsStrength(time: Double) {
    for style in [ModalStyle.cover, .drawer, .lightbox] {
      let sampler = FrameSampler(style: style, container: Self.phone)
      for phase in [ModalTransition.Phase.presenting, .dismissing(.backdropTap)] {
        let frame = sampler.frame(phase, at: time)
        #expect(abs(sampler.transitionProgress(phase, at: time) - frame.backdropStrength) < 1e-12)
      }
    }
  }

  /// A bouncy spring overshoots the content, not the progress: it stays within 0…1.
  @Test func aSpringsOvershootIsClamped() {
    let style = ModalStyle.drawer.animation(.spring(.bouncy(extraBounce: 0.3)))
    let sampler = FrameSampler(style: style, container: Self.phone)
    var values: [Double] = []
    for step in 0...200 {
      let time = Double(step) / 100
      values.append(sampler.transitionProgress(.presenting, at: time))
      values.append(sampler.transitionProgress(.dismissing(.programmatic), at: time))
    }
    #expect(values.allSatisfy { (0...1).contains($0) })
    let fraction = style.insertionAnimation.progress(at: 0.3)
    #expect(fraction > 1, "the fixture overshoots")
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity, -1, 2])
  func brokenFractionsGiveAProgressInsideTheUnitRange(fraction: Double) {
    let presenting = ModalTransition.Phase.presenting.transitionProgress(fractionComplete: fraction)
    let dismissing = ModalTransition.Phase.dismissing(.backdropTap).transitionProgress(
      fractionComplete: fraction)
    #expect((0...1).contains(presenting) && (0...1).contains(dismissing))
    if fraction.isNaN {
      #expect(presenting == 1 && dismissing == 0, "NaN counts as the end of the phase")
    }
  }

  @Test func aDragLowersItAsTheBackdropFades() {
    let sampler = FrameSampler(style: .drawer, container: Self.phone)
    #expect(sampler.transitionProgress(dragging: .zero) == 1)
    #expect(abs(sampler.transitionProgress(dragging: Vector(x: -160, y: 0)) - 0.5) < 1e-9)
    #expect(sampler.transitionProgress(dragging: Vector(x: -400, y: 0)) == 0)
    let still = FrameSampler(style: .cover, container: Self.phone)
    #expect(still.transitionProgress(dragging: Vector(x: 0, y: 300)) == 1, "no drag, no change")
  }

  @Test func aModalAtRestHasTheProgressOfItsPhase() {
    #expect(PresentationPhase.presented.settledTransitionProgress == 1)
    #expect(PresentationPhase.dismissed.settledTransitionProgress == 0)
    #expect(PresentationPhase.presenting.settledTransitionProgress == nil)
    #expect(PresentationPhase.dismissing.settledTransitionProgress == nil)
    #expect(PresentationPhase.interactive.settledTransitionProgress == nil)
  }

  // MARK: What the render server's motion reports

  @Test func aPhasesMotionReportsThePhasesProgress() {
    let sampler = FrameSampler(style: .card, container: Self.phone)
    let path = MotionPath(
      frame: { sampler.frame(.dismissing(.programmatic), fractionComplete: $0) },
      progress: ProgressMotion(
        from: 0, to: 1, animation: sampler.animation(for: .dismissing(.programmatic)),
        initialVelocity: 0))
    let reading = TransitionProgressReading.phase(presenting: false)
    #expect(reading.transitionProgress(of: path, at: 0) == 1)
    #expect(reading.transitionProgress(of: path, at: 5) == 0)
    let middle = reading.transitionProgress(of: path, at: 0.1)
    #expect(middle > 0 && middle < 1)
    #expect(
      abs(middle - sampler.transitionProgress(.dismissing(.programmatic), at: 0.1)) < 1e-12)
  }

  /// A dismissal that continues a released drag starts where the drag left the backdrop, not at
  /// 1, and falls to 0.
  @Test func aReleasedDragsMotionReportsTheBackdropsStrength() throws {
    let sampler = FrameSampler(style: .drawer, container: Self.phone)
    let drag = try #require(ModalStyle.drawer.dragToDismiss)
    let release = drag.release(
      translation: Vector(x: -200, y: 0), velocity: Vector(x: -300, y: 0), in: Self.phone.size)
    let strength = drag.backdropStrength(for: Vector(x: -200, y: 0), in: Self.phone.size)
    let path = MotionPath.release(release, backdropStrength: strength, in: sampler)
    let reading = TransitionProgressReading.backdropStrength
    #expect(abs(reading.transitionProgress(of: path, at: 0) - strength) < 1e-9)
    #expect(reading.transitionProgress(of: path, at: 5) == 0)
  }
}
