import Testing

@testable import VeilCore

@Suite struct FrameSamplerDragTests {
  static let phone = ModalContainer(
    size: Size(width: 390, height: 844), safeArea: Insets(top: 47, bottom: 34))
  static let lightbox = FrameSampler(style: .lightbox, container: phone)
  /// Seed 003's dim is part of the presented view: it moves with the content.
  static let attached = FrameSampler(style: .overCurrentContext, container: phone)

  @Test func dragFrameMovesTheRestingFrameAndFadesTheBackdrop() {
    let frame = Self.lightbox.dragFrame(offset: Vector(x: 0, y: 120), backdropStrength: 0.25)
    #expect(frame.offset == Vector(x: 0, y: 120))
    #expect(frame.backdropStrength == 0.25)
    #expect(frame.contentRect == Self.lightbox.restingFrame.contentRect)
    #expect(frame.contentOpacity == 1 && frame.contentScale == 1)
  }

  @Test func dragFrameKeepsABackdropAttachedToTheContentAtFullStrength() {
    let frame = Self.attached.dragFrame(offset: Vector(x: 0, y: 120), backdropStrength: 0.25)
    #expect(frame.backdropStrength == 1)
    #expect(frame.offset.y == 120)
  }

  @Test(arguments: [Double.nan, -1, 2, .infinity])
  func dragFrameClampsABadStrength(strength: Double) {
    FrameExpect.valid(Self.lightbox.dragFrame(offset: .zero, backdropStrength: strength))
  }

  /// A dismissal towards the bottom from 160 points down at strength 0.8: half-way, the content
  /// is half-way to the target and the backdrop half-way to none.
  @Test(arguments: [(0.0, 0.8), (0.5, 0.4), (1.0, 0.0)])
  func releaseFrameInterpolatesADismissal(fraction: Double, strength: Double) {
    let motion = ReleaseMotion(
      from: Vector(x: 0, y: 160), to: Vector(x: 0, y: 844), velocity: .zero)
    let release = DragToDismiss.Release.dismiss(edge: .bottom, motion: motion)
    let frame = Self.lightbox.releaseFrame(
      release, backdropStrengthAtRelease: 0.8, fractionComplete: fraction)
    FrameExpect.close(frame.offset.y, 160 + 684 * fraction)
    FrameExpect.close(frame.backdropStrength, strength)
  }

  @Test(arguments: [(0.0, 0.6), (0.5, 0.8), (1.0, 1.0)])
  func releaseFrameInterpolatesACancelBackToRest(fraction: Double, strength: Double) {
    let motion = ReleaseMotion(from: Vector(x: 0, y: -80), to: .zero, velocity: .zero)
    let frame = Self.lightbox.releaseFrame(
      .cancel(motion: motion), backdropStrengthAtRelease: 0.6, fractionComplete: fraction)
    FrameExpect.close(frame.offset.y, -80 * (1 - fraction))
    FrameExpect.close(frame.backdropStrength, strength)
  }

  /// A spring's overshoot carries the content past its resting place, never the backdrop past
  /// full strength.
  @Test func releaseFrameOvershootsTheOffsetButNotTheBackdrop() {
    let motion = ReleaseMotion(from: Vector(x: 0, y: 100), to: .zero, velocity: .zero)
    let frame = Self.lightbox.releaseFrame(
      .cancel(motion: motion), backdropStrengthAtRelease: 0.5, fractionComplete: 1.1)
    FrameExpect.close(frame.offset.y, -10)
    #expect(frame.backdropStrength == 1)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func releaseFrameStaysValidForBadInput(value: Double) {
    let motion = ReleaseMotion(from: Vector(x: 0, y: 100), to: .zero, velocity: .zero)
    let frame = Self.lightbox.releaseFrame(
      .cancel(motion: motion), backdropStrengthAtRelease: value, fractionComplete: value)
    FrameExpect.valid(frame)
  }

  @Test func releaseFrameTreatsANaNFractionAsTheEnd() {
    let motion = ReleaseMotion(
      from: Vector(x: 0, y: 160), to: Vector(x: 0, y: 844), velocity: .zero)
    let frame = Self.lightbox.releaseFrame(
      .dismiss(edge: .bottom, motion: motion), backdropStrengthAtRelease: 1,
      fractionComplete: .nan)
    #expect(frame.offset.y == 844 && frame.backdropStrength == 0)
  }

  @Test func releaseAnimationDismissesWithTheRemovalAnimationAndCancelsInteractively() {
    let dismiss = DragToDismiss.Release.dismiss(
      edge: .top, motion: ReleaseMotion(from: .zero, to: Vector(x: 0, y: -844), velocity: .zero))
    let cancel = DragToDismiss.Release.cancel(
      motion: ReleaseMotion(from: Vector(x: 0, y: 10), to: .zero, velocity: .zero))
    #expect(Self.lightbox.releaseAnimation(for: dismiss) == ModalStyle.lightbox.removalAnimation)
    #expect(Self.lightbox.releaseAnimation(for: cancel) == .spring(.interactive))
  }
}
