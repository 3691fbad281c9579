import Testing

@testable import VeilCore

/// Pins the zoom's geometry: endpoints, the corner-radius morph, the re-resolved source, the
/// fallbacks, Reduce Motion, the Photos-like drag and bad input.
@Suite struct ZoomTransitionTests {
  let container = Size(width: 390, height: 844)
  let thumb = Rect(x: 20, y: 300, width: 100, height: 100)
  let full = Rect(x: 0, y: 0, width: 390, height: 844)

  func zoom(source: Rect?, reduceMotion: Bool = false) -> ZoomTransition {
    ZoomTransition(
      source: source, sourceCornerRadius: 12, destination: full, destinationCornerRadius: 0,
      container: container, reduceMotion: reduceMotion)
  }

  @Test func endpointsAreTheSourceAndTheDestination() {
    let z = zoom(source: thumb)
    #expect(z.mode == .zoom)
    #expect(z.pose(progress: 0).frame == thumb)
    #expect(z.pose(progress: 1).frame == full)
    #expect(z.pose(progress: 0).backdropOpacity == 0)
    #expect(z.pose(progress: 1).backdropOpacity == 1)
  }

  @Test func cornerRadiusMorphsFromTheSourceToTheContent() {
    let z = zoom(source: thumb)
    #expect(z.pose(progress: 0).cornerRadius == 12)
    #expect(abs(z.pose(progress: 0.5).cornerRadius - 6) < 1e-9)
    #expect(z.pose(progress: 1).cornerRadius == 0)
  }

  @Test func dismissalFliesToTheSourceAsItIsAtDismissalTime() {
    // Resolved as the iOS layer resolves it: once at presentation, again at dismissal.
    let scrolled = Rect(x: 20, y: 120, width: 100, height: 100)
    let style = ModalStyle.lightbox.zoom(from: ZoomSourceID(1, in: "grid"))
      .resolvingZoomSource(ZoomSource(frame: thumb, cornerRadius: 12))
      .resolvingZoomSource(ZoomSource(frame: scrolled, cornerRadius: 12))
    let sampler = FrameSampler(style: style, container: ModalContainer(size: container))
    guard let z = sampler.zoomTransition else {
      Issue.record("the resolved style does not zoom")
      return
    }
    #expect(z.pose(progress: 0).frame == scrolled)
    #expect(z.pose(progress: 0).cornerRadius == 12)
  }

  @Test(arguments: [
    nil, Rect.zero, Rect(x: 0, y: 900, width: 100, height: 100),
    Rect(x: -200, y: 10, width: 100, height: 100),
  ])
  func goneOrOutsideSourceFallsBackToFadeAndScale(source: Rect?) {
    let z = zoom(source: source)
    #expect(z.mode == .fadeScale)
    let start = z.pose(progress: 0)
    #expect(start.contentOpacity == 0)
    #expect(abs(start.frame.width - full.width * ZoomTransition.fallbackScale) < 1e-9)
    #expect(abs(start.frame.midX - full.midX) < 1e-9)
    #expect(z.pose(progress: 1).frame == full)
  }

  @Test func reduceMotionCrossFadesWithoutMotion() {
    let z = zoom(source: thumb, reduceMotion: true)
    #expect(z.mode == .crossFade)
    for p in [0.0, 0.3, 0.7, 1.0] {
      #expect(z.pose(progress: p).frame == full)
      #expect(z.pose(progress: p).contentOpacity == p)
    }
  }

  @Test func rightToLeftSourceZoomsFromTheMirroredThumbnail() {
    // The iOS layer hands frames in the container's own (left-to-right) coordinates, so an
    // RTL grid's thumbnail sits on the right and the zoom starts there.
    let mirrored = Rect(x: 390 - 20 - 100, y: 300, width: 100, height: 100)
    let z = zoom(source: mirrored)
    #expect(z.pose(progress: 0).frame == mirrored)
    #expect(z.pose(progress: 0.5).frame.midX > full.midX)
  }

  @Test func dragShrinksToAboutSixTenthsAtHalfTheHeight() {
    let z = zoom(source: thumb)
    #expect(z.dragScale(translation: .zero) == 1)
    #expect(abs(z.dragScale(translation: Vector(x: 0, y: 422)) - 0.6) < 0.05)
    let far = z.dragScale(translation: Vector(x: 0, y: 5_000))
    #expect(far < 0.6 && far > 0.5)
    #expect(z.dragPose(translation: Vector(x: 0, y: 422)).backdropOpacity == 0)
  }

  @Test func dragPoseFollowsTheFinger() {
    let z = zoom(source: thumb)
    let pose = z.dragPose(translation: Vector(x: 30, y: 100))
    #expect(abs(pose.frame.midX - (full.midX + 30)) < 1e-9)
    #expect(abs(pose.frame.midY - (full.midY + 100)) < 1e-9)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity, -5, 1e300])
  func badInputNeverMakesNaN(value: Double) {
    let z = ZoomTransition(
      source: Rect(x: value, y: value, width: value, height: value), sourceCornerRadius: value,
      destination: full, destinationCornerRadius: value, container: container)
    #expect(z.sourceCornerRadius >= 0 && z.sourceCornerRadius.isFinite)
    #expect(z.destinationCornerRadius <= full.width / 2)
    for p in [value, 0, 0.5, 1] {
      let pose = z.pose(progress: p)
      #expect(pose.frame.midX.isFinite && pose.frame.midY.isFinite)
      #expect(pose.cornerRadius.isFinite && pose.backdropOpacity.isFinite)
    }
    let drag = z.dragPose(translation: Vector(x: value, y: value))
    #expect(drag.frame.width.isFinite && drag.backdropOpacity.isFinite)
  }
}

/// Pins the hand-off from the finger to the flight: no jump in position or velocity.
@Suite struct ZoomReleaseTests {
  let z = Self.zoom(source: Rect(x: 20, y: 300, width: 100, height: 100))

  static func zoom(source: Rect?) -> ZoomTransition {
    ZoomTransition(
      source: source, sourceCornerRadius: 12,
      destination: Rect(x: 0, y: 0, width: 390, height: 844),
      container: Size(width: 390, height: 844))
  }

  @Test func positionIsContinuousAtRelease() {
    let translation = Vector(x: -40, y: 200)
    let release = z.release(translation: translation, velocity: Vector(x: 0, y: 800), dismiss: true)
    #expect(release.pose(progress: 0) == z.dragPose(translation: translation))
    #expect(release.pose(progress: 1).frame == Rect(x: 20, y: 300, width: 100, height: 100))
  }

  @Test(arguments: [
    Vector(x: 0, y: 900), Vector(x: 600, y: 0), Vector(x: -400, y: 700), Vector(x: 250, y: -500),
  ])
  func velocityIsContinuousAtRelease(finger: Vector) {
    let translation = Vector(x: 40, y: 200)
    for dismiss in [true, false] {
      let release = z.release(translation: translation, velocity: finger, dismiss: dismiss)
      #expect(release.velocity == finger)
      // The flight's centre starts along its line at the progress velocity; what is left of the
      // finger's velocity is the sideways part, so the two add up to the whole of it.
      let line = Vector(
        x: release.end.frame.midX - release.start.frame.midX,
        y: release.end.frame.midY - release.start.frame.midY)
      let rate = release.initialProgressVelocity
      let rest = release.residualVelocity(progressRate: rate)
      #expect(abs(line.x * rate + rest.x - finger.x) < 1e-6, "\(dismiss)")
      #expect(abs(line.y * rate + rest.y - finger.y) < 1e-6, "\(dismiss)")
      #expect(abs(rest.x * line.x + rest.y * line.y) < 1e-6 * line.length, "sideways only")
    }
    // A dismissal that fades where it is keeps the content where the finger left it.
    let gone = Self.zoom(source: nil).release(
      translation: translation, velocity: finger, dismiss: true)
    #expect(!gone.moves)
    #expect(gone.residualVelocity(progressRate: 3) == .zero)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300])
  func badVelocitiesLeaveAFiniteResidual(bad: Double) {
    let release = z.release(
      translation: Vector(x: 40, y: 200), velocity: Vector(x: bad, y: bad), dismiss: true)
    for rate in [bad, 0, 2] {
      let rest = release.residualVelocity(progressRate: rate)
      #expect(rest.x.isFinite && rest.y.isFinite)
    }
  }

  @Test func cancelSpringsBackToThePresentedFrame() {
    let release = z.release(
      translation: Vector(x: 0, y: 100), velocity: Vector(x: 0, y: -300), dismiss: false)
    #expect(release.end.frame == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(release.end.backdropOpacity == 1)
    #expect(release.initialProgressVelocity > 0)
  }

  @Test func dismissalWithoutSourceFadesWhereItIs() {
    let gone = Self.zoom(source: nil)
    let release = gone.release(translation: Vector(x: 0, y: 100), velocity: .zero, dismiss: true)
    #expect(release.end.frame == release.start.frame)
    #expect(release.end.contentOpacity == 0)
  }
}
