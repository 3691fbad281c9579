import Testing

@testable import VeilCore

/// Where a frame's content is on screen: its resting rectangle scaled about its centre, then
/// moved by its offset, and the corner radius as the eye sees it.
private struct OnScreen {
  var midX: Double
  var midY: Double
  var width: Double
  var height: Double
  var cornerRadius: Double

  init(_ frame: ModalFrame) {
    let rect = frame.contentRect
    midX = rect.midX + frame.offset.x
    midY = rect.midY + frame.offset.y
    width = rect.width * frame.contentScale
    height = rect.height * frame.contentScale
    cornerRadius = frame.cornerRadius * frame.contentScale
  }
}

private func expectClose(
  _ a: Double, _ b: Double, within tolerance: Double = 1e-9,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(a - b) <= tolerance, "\(a) is not within \(tolerance) of \(b)",
    sourceLocation: sourceLocation)
}

/// Pins `lightbox.zoom` as a built-in style: its frames come from ``ZoomTransition`` through
/// ``FrameSampler`` (so the motion plan, the preview and the iOS layer see the same frames),
/// the source is read at presentation and again at dismissal, and it falls back, mirrors and
/// reduces motion as the issue asks.
@Suite struct ZoomStyleTests {
  let container = ModalContainer(size: Size(width: 390, height: 844))
  let thumb = ZoomSource(frame: Rect(x: 20, y: 300, width: 100, height: 100), cornerRadius: 12)
  let id = ZoomSourceID(7, in: "grid")

  func sampler(
    _ source: ZoomSource?, reduceMotion: Bool = false, style: ModalStyle = .lightbox
  ) -> FrameSampler {
    FrameSampler(
      style: style.zoom(from: id).resolvingZoomSource(source), container: container,
      reduceMotion: reduceMotion)
  }

  @Test func presentationGrowsOutOfTheSource() {
    let s = sampler(thumb)
    let start = OnScreen(s.frame(.presenting, fractionComplete: 0))
    // The 390-point-wide content scaled to cover the 100-point square: its width matches.
    expectClose(start.midX, thumb.frame.midX)
    expectClose(start.midY, thumb.frame.midY)
    expectClose(start.width, thumb.frame.width)
    #expect(start.height >= thumb.frame.height)
    #expect(s.frame(.presenting, fractionComplete: 0).contentOpacity == 1)
    #expect(s.frame(.presenting, fractionComplete: 0).backdropStrength == 0)
    #expect(s.frame(.presenting, fractionComplete: 1) == s.restingFrame)
  }

  @Test(arguments: [0.0, 0.25, 0.5, 0.75, 1.0])
  func cornerRadiusMorphsOnScreen(progress: Double) {
    let s = sampler(thumb)
    let radius = OnScreen(s.frame(.presenting, fractionComplete: progress)).cornerRadius
    // The lightbox's content has no radius of its own: 12 at the source, 0 presented.
    expectClose(radius, 12 * (1 - progress), within: 1e-9)
  }

  @Test func dismissalFliesIntoTheSourceWhereItIsAtDismissal() {
    let presented = ModalStyle.lightbox.zoom(from: id).resolvingZoomSource(thumb)
    let scrolled = ZoomSource(frame: Rect(x: 20, y: 80, width: 100, height: 100), cornerRadius: 12)
    let dismissing = FrameSampler(
      style: presented.resolvingZoomSource(scrolled), container: container)
    let end = OnScreen(dismissing.frame(.dismissing(.programmatic), fractionComplete: 1))
    expectClose(end.midY, scrolled.frame.midY)
    expectClose(end.width, scrolled.frame.width)
    let start = dismissing.frame(.dismissing(.programmatic), fractionComplete: 0)
    #expect(start == dismissing.restingFrame)
  }

  @Test(arguments: [
    nil, ZoomSource(frame: .zero), ZoomSource(frame: Rect(x: 0, y: 900, width: 100, height: 100)),
    ZoomSource(frame: Rect(x: -300, y: 10, width: 100, height: 100)),
  ])
  func goneOrOutsideSourceFadesAndScalesInPlace(source: ZoomSource?) {
    let start = sampler(source).frame(.presenting, fractionComplete: 0)
    #expect(start.contentOpacity == 0)
    expectClose(start.contentScale, ZoomTransition.fallbackScale)
    #expect(start.offset == .zero)
  }

  @Test func anUnresolvedZoomFallsBack() {
    let s = FrameSampler(style: .lightbox.zoom(from: id), container: container)
    #expect(s.frame(.presenting, fractionComplete: 0).contentOpacity == 0)
    #expect(s.style.isZoom)
  }

  @Test(arguments: [0.0, 0.3, 0.6, 1.0])
  func reduceMotionCrossFadesWithoutMotion(progress: Double) {
    let frame = sampler(thumb, reduceMotion: true).frame(.presenting, fractionComplete: progress)
    #expect(frame.contentScale == 1)
    #expect(frame.offset == .zero)
    expectClose(frame.contentOpacity, progress)
    expectClose(frame.backdropStrength, progress)
  }

  @Test func rightToLeftZoomsFromTheThumbnailWhereUIKitShowsIt() {
    // A thumbnail 20 points from the physical left edge of an RTL grid: VeilCore sees it 20
    // points from the trailing edge, and the layer geometry puts it back on the left.
    let uikit = Rect(x: 20, y: 300, width: 100, height: 100)
    let source = ZoomSource(
      uikitFrame: uikit, cornerRadius: 12, containerWidth: 390, isRightToLeft: true)
    expectClose(source.frame.minX, 390 - 120)
    let frame = sampler(source).frame(.presenting, fractionComplete: 0)
    let layer = LayerGeometry(
      frame: frame, restingRect: frame.contentRect, isRightToLeft: true)
    expectClose(layer.center.x + layer.transform.m41, uikit.midX)
    expectClose(layer.center.y + layer.transform.m42, uikit.midY)
    expectClose(layer.boundsSize.width * layer.transform.m11, uikit.width)
  }

  @Test func releaseIsContinuousInPositionAndVelocity() {
    let s = sampler(thumb)
    let translation = Vector(x: 30, y: 180)
    let finger = Vector(x: 120, y: -900)
    // A dismissal whatever the lightbox's rule says of this upward flick: the flight is tested.
    let release = DragToDismiss.Release.dismiss(
      edge: .bottom,
      motion: ReleaseMotion(
        from: translation, to: Vector(x: translation.x, y: container.size.height), velocity: finger)
    )
    guard let drag = s.zoomDragFrame(translation: translation) else {
      Issue.record("the zoom style has no drag frame")
      return
    }
    #expect(s.frame(after: release, from: drag, at: 0) == drag)
    // Landed in the source.
    let landed = OnScreen(s.frame(after: release, from: drag, at: 30))
    expectClose(landed.midX, thumb.frame.midX, within: 1e-6)
    expectClose(landed.midY, thumb.frame.midY, within: 1e-6)
    // The centre's first step moves at the finger's whole velocity, sideways part included
    // (the offset's corrections carry what the straight flight leaves out); 1% for the finite
    // difference.
    let dt = 1e-5
    let a = OnScreen(drag)
    let b = OnScreen(s.frame(after: release, from: drag, at: dt))
    let error = Vector(x: (b.midX - a.midX) / dt - finger.x, y: (b.midY - a.midY) / dt - finger.y)
    #expect(error.length <= finger.length * 0.01, "off by \(error)")
  }

  @Test func dragShrinksAndFadesThroughTheSampler() {
    let s = sampler(thumb)
    guard let frame = s.zoomDragFrame(translation: Vector(x: 0, y: 422)) else {
      Issue.record("the zoom style has no drag frame")
      return
    }
    // Photos: about 0.6 at half the height (±0.05, see ZoomTransition.minimumDragScale).
    expectClose(frame.contentScale, 0.6, within: 0.05)
    expectClose(frame.offset.y, 422, within: 1e-9)
    #expect(frame.backdropStrength == 0)
    #expect(
      FrameSampler(style: .lightbox, container: container).zoomDragFrame(translation: .zero) == nil)
  }

  @Test func theLightboxDragFollowsTheFingerSideways() {
    let style = ModalStyle.lightbox.zoom(from: id)
    guard let drag = style.dragToDismiss else {
      Issue.record("the zoom has no drag")
      return
    }
    let offset = drag.contentOffset(for: Vector(x: 120, y: 40), in: container.size)
    #expect(offset == Vector(x: 120, y: 40))
    #expect(drag.directions == DragToDismiss.lightbox.directions)
    // A drag of its own is kept.
    let down = DragToDismiss(directions: .down)
    #expect(ModalStyle.lightbox.dragToDismiss(down).zoom(from: id).dragToDismiss == down)
  }

  @Test func thePublicDragAndReleaseFramesAreTheZooms() {
    let s = sampler(thumb)
    let translation = Vector(x: 10, y: 220)
    let velocity = Vector(x: 0, y: 700)
    guard let drag = s.style.dragToDismiss else {
      Issue.record("the zoom has no drag")
      return
    }
    let offset = drag.contentOffset(for: translation, in: container.size)
    let dragging = s.frame(dragging: translation)
    #expect(dragging == s.zoomDragFrame(translation: offset))
    #expect(dragging.contentScale < 1)
    // The frame the iOS layer shows on each move of the finger, from the drag session's offset.
    #expect(s.dragFrame(offset: offset, backdropStrength: 0.3) == dragging)
    let release = drag.release(translation: translation, velocity: velocity, in: container.size)
    #expect(s.frame(after: release, from: dragging, at: 0) == dragging)
    let landed = OnScreen(s.frame(after: release, from: dragging, at: 30))
    expectClose(landed.midY, thumb.frame.midY, within: 1e-6)
    #expect(s.isFinished(after: release, at: 30))
  }

  /// The iOS layer plays a release from ``MotionPath/release(_:backdropStrength:in:)``: for a
  /// zoom it is the zoom's flight, shrunk as under the finger and growing back to rest (a
  /// cancel) or landing in the thumbnail (a dismissal), not the plain lightbox's offset-only
  /// release, whose content keeps a scale of 1 throughout.
  @Test(arguments: [Vector(x: 0, y: 60), Vector(x: 30, y: 240)])
  func theReleasePathTheIOSLayerPlaysIsTheZooms(translation: Vector) {
    let s = sampler(thumb)
    guard let drag = s.style.dragToDismiss else {
      Issue.record("the zoom has no drag")
      return
    }
    let dragging = s.frame(dragging: translation)
    #expect(dragging.contentScale < 1)
    for velocity in [Vector(x: 0, y: -300), Vector(x: 0, y: 900)] {
      let release = drag.release(translation: translation, velocity: velocity, in: container.size)
      let path = MotionPath.release(
        release, backdropStrength: dragging.backdropStrength, in: s)
      #expect(path.frame(at: 0) == dragging)
      // Shrunk while it flies: the flight interpolates the scale from the finger's pose.
      #expect(path.frame(at: 0.02).contentScale < 1)
      let end = path.frame(at: path.duration)
      if release.edge == nil {
        expectClose(end.contentScale, 1, within: 1e-6)
        expectClose(end.offset.x, 0, within: 1e-6)
        expectClose(end.offset.y, 0, within: 1e-6)
      } else {
        let landed = OnScreen(end)
        expectClose(landed.midX, thumb.frame.midX, within: 1e-6)
        expectClose(landed.midY, thumb.frame.midY, within: 1e-6)
        expectClose(landed.width, thumb.frame.width, within: 1e-6)
      }
    }
  }

  @Test func cancelSpringsBackToRest() {
    let s = sampler(thumb)
    let translation = Vector(x: 0, y: 60)
    let release = DragToDismiss.Release.cancel(
      motion: ReleaseMotion(from: translation, to: .zero, velocity: Vector(x: 0, y: -200)))
    let end = s.frame(after: release, from: s.frame(dragging: translation), at: 30)
    expectClose(end.contentScale, 1, within: 1e-6)
    expectClose(end.offset.y, 0, within: 1e-6)
    expectClose(end.backdropStrength, 1, within: 1e-6)
  }

  @Test func theMotionPlanPlaysTheSameFrames() {
    let s = sampler(thumb)
    let plan = ModalMotionPlan.build(s, phase: .presenting)
    let first = s.frame(.presenting, at: 0)
    for field in MotionField.allCases {
      guard let track = plan.track(field) else {
        Issue.record("no track for \(field)")
        continue
      }
      expectClose(track.value(at: 0), field.value(in: first), within: field.tolerance)
      let middle = plan.duration / 3
      expectClose(
        track.value(at: middle), field.value(in: s.frame(.presenting, at: middle)),
        within: field.tolerance * 1.01)
    }
  }

  @Test func laterTransitionWinsOverTheZoom() {
    let style = ModalStyle.lightbox.zoom(from: id).transition(.opacity).resolvingZoomSource(thumb)
    #expect(style.transition == .opacity)
    #expect(!style.isZoom)
    #expect(style.zoom?.source == thumb)
  }

  @Test func zoomsFromDifferentSourcesDiffer() {
    let a = ModalStyle.lightbox.zoom(from: id).resolvingZoomSource(thumb)
    let b = ModalStyle.lightbox.zoom(from: id).resolvingZoomSource(thumb)
    var moved = thumb
    moved.frame.y += 1
    #expect(a == b)
    #expect(a != a.resolvingZoomSource(moved))
    #expect(ModalStyle.lightbox.resolvingZoomSource(thumb) == .lightbox)
  }

  @Test func theCatalogHasTheZoomWithItsPreviewSource() {
    guard let entry = ModalStyle.builtIn(named: "lightbox.zoom") else {
      Issue.record("lightbox.zoom is not in the catalog")
      return
    }
    #expect(entry.style.isZoom)
    #expect(entry.style.zoom?.source == .preview)
    #expect(entry.style.backdrop == ModalStyle.lightbox.backdrop)
    let start = OnScreen(
      FrameSampler(style: entry.style, container: container).frame(.presenting, fractionComplete: 0)
    )
    expectClose(start.midX, ZoomSource.preview.frame.midX)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity, -4])
  func badSourceNumbersAreClamped(value: Double) {
    let source = ZoomSource(
      uikitFrame: Rect(x: value, y: 10, width: 50, height: 50), cornerRadius: value,
      containerWidth: value, isRightToLeft: true)
    #expect(source.cornerRadius >= 0 && source.cornerRadius.isFinite)
    #expect(source.frame.minX.isFinite)
    let frame = sampler(source).frame(.presenting, fractionComplete: 0)
    #expect(frame.offset.x.isFinite && frame.cornerRadius.isFinite && frame.contentScale.isFinite)
  }
}
