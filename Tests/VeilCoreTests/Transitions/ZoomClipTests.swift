import Testing

@testable import VeilCore

/// Pins the zoom's clip (the second review's N7): the content is scaled to cover the source and
/// cut to the source's rectangle, so that on screen it has the source's shape and corner
/// radius at the start and on landing, whatever the two aspect ratios, and the whole content
/// at rest.
@Suite struct ZoomClipTests {
  let container = ModalContainer(size: Size(width: 390, height: 844))
  let id = ZoomSourceID(3, in: "grid")

  /// A square thumbnail, a wide one and a tall one: none has the content's aspect ratio.
  static let sources = [
    ZoomSource(frame: Rect(x: 20, y: 300, width: 100, height: 100), cornerRadius: 12),
    ZoomSource(frame: Rect(x: 10, y: 80, width: 160, height: 90), cornerRadius: 8),
    ZoomSource(frame: Rect(x: 250, y: 500, width: 60, height: 200), cornerRadius: 0),
  ]

  func sampler(_ source: ZoomSource) -> FrameSampler {
    FrameSampler(
      style: ModalStyle.lightbox.zoom(from: id).resolvingZoomSource(source),
      container: container)
  }

  /// Where a frame's clip is on screen: its rectangle in the content's points, scaled about
  /// the content's centre and moved by the offset; and its radius as the eye sees it.
  func visible(_ frame: ModalFrame) -> (rect: Rect, radius: Double) {
    let rest = frame.contentRect
    let clip = frame.contentClip ?? Rect(size: rest.size)
    let scale = frame.contentScale
    let x = rest.midX + frame.offset.x + (clip.x - rest.width / 2) * scale
    let y = rest.midY + frame.offset.y + (clip.y - rest.height / 2) * scale
    return (
      Rect(x: x, y: y, width: clip.width * scale, height: clip.height * scale),
      frame.cornerRadius * scale
    )
  }

  func expectClose(
    _ a: Rect, _ b: Rect, within tolerance: Double = 1e-6,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let gaps = [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height].map(abs)
    #expect(
      gaps.allSatisfy { $0 <= tolerance }, "\(a) is not within \(tolerance) of \(b)",
      sourceLocation: sourceLocation)
  }

  @Test(arguments: sources)
  func thePresentationStartsInTheSourcesShape(source: ZoomSource) {
    let start = sampler(source).frame(.presenting, fractionComplete: 0)
    let shown = visible(start)
    expectClose(shown.rect, source.frame)
    #expect(abs(shown.radius - source.cornerRadius) < 1e-9)
    // The content still covers the clip: nothing of the clip is empty.
    let clip = start.contentClip ?? Rect(size: start.contentRect.size)
    #expect(clip.width <= start.contentRect.width + 1e-9)
    #expect(clip.height <= start.contentRect.height + 1e-9)
  }

  @Test(arguments: sources)
  func theDismissalLandsInTheSourcesShape(source: ZoomSource) {
    let landing = sampler(source).frame(.dismissing, fractionComplete: 1)
    expectClose(visible(landing).rect, source.frame)
    #expect(abs(visible(landing).radius - source.cornerRadius) < 1e-9)
  }

  @Test(arguments: sources)
  func theClipFollowsThePoseAndOpensToTheWholeContent(source: ZoomSource) throws {
    let s = sampler(source)
    let zoom = try #require(s.zoomTransition)
    for progress in [0.25, 0.5, 0.75] {
      let frame = s.frame(.presenting, fractionComplete: progress)
      expectClose(visible(frame).rect, zoom.pose(progress: frame.backdropStrength).frame)
    }
    #expect(s.frame(.presenting, fractionComplete: 1).contentClip == nil)
    #expect(s.frame(.presenting, fractionComplete: 1) == s.restingFrame)
  }

  @Test func aSourceOfTheContentsAspectRatioNeedsNoClip() {
    // A thumbnail of the screen's own shape: the covering scale fits it exactly.
    let same = ZoomSource(frame: Rect(x: 40, y: 100, width: 97.5, height: 211), cornerRadius: 6)
    let start = sampler(same).frame(.presenting, fractionComplete: 0)
    #expect(start.contentClip == nil)
  }

  @Test func theReleaseFlightStartsUnderTheFingerAndLandsInTheSourcesShape() throws {
    let source = Self.sources[1]
    let s = sampler(source)
    let drag = try #require(s.style.dragToDismiss)
    let translation = Vector(x: 0, y: 220)
    let release = drag.release(
      translation: translation, velocity: Vector(x: 0, y: 900), in: container.size)
    #expect(release.edge != nil)
    let dragging = s.frame(dragging: translation)
    // Under the finger the content shrinks whole: nothing is cut until the flight begins.
    #expect(dragging.contentClip == nil)
    #expect(s.frame(after: release, from: dragging, at: 0) == dragging)
    let end = s.frame(after: release, from: dragging, at: 30)
    expectClose(visible(end).rect, source.frame, within: 1e-3)
  }

  @Test(arguments: sources)
  func theMotionPlanPlaysTheClip(source: ZoomSource) throws {
    let s = sampler(source)
    let plan = ModalMotionPlan.build(s, phase: .presenting)
    for field in MotionField.clipFields {
      let track = try #require(plan.track(field))
      #expect(abs(track.value(at: 0) - field.value(in: s.frame(.presenting, at: 0))) <= 0.125)
    }
    #expect(
      plan.track(.clipTop)?.isConstant == false || plan.track(.clipLeading)?.isConstant == false)
    // The plan's frames carry the clip, and its last frame has none.
    #expect(plan.finalFrame(template: s.restingFrame).contentClip == nil)
    let first = plan.frame(at: 0, template: s.restingFrame)
    expectClose(visible(first).rect, source.frame, within: 0.5)
  }

  @Test func stylesWithoutAZoomHaveNoClip() {
    for style in [ModalStyle.cover, .card, .lightbox, .blur] {
      let s = FrameSampler(style: style, container: container)
      let plan = ModalMotionPlan.build(s, phase: .presenting)
      for field in MotionField.clipFields {
        #expect(plan.track(field)?.isConstant == true, "\(style) moves \(field)")
      }
      #expect(plan.frame(at: plan.duration / 2, template: s.restingFrame).contentClip == nil)
    }
  }

  @Test func theLayerGeometryCutsTheClipViewAndMirrorsIt() {
    let frame = ModalFrame(
      container: Size(width: 390, height: 844),
      contentClip: Rect(x: 10, y: 300, width: 100, height: 120))
    let geometry = LayerGeometry(frame: frame)
    #expect(geometry.clipRect == Rect(x: 10, y: 300, width: 100, height: 120))
    #expect(geometry.masksToBounds)
    let mirrored = LayerGeometry(frame: frame, isRightToLeft: true)
    #expect(mirrored.clipRect == Rect(x: 280, y: 300, width: 100, height: 120))
    let whole = LayerGeometry(frame: ModalFrame(container: Size(width: 390, height: 844)))
    #expect(whole.clipRect == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(!whole.masksToBounds)
  }

  @Test(arguments: [false, true])
  func theClipReadBackFromALayerIsTheFramesClip(isRightToLeft: Bool) {
    var frame = ModalFrame(
      container: Size(width: 390, height: 844),
      contentClip: Rect(x: 30, y: 200, width: 120, height: 90))
    let geometry = LayerGeometry(frame: frame, isRightToLeft: isRightToLeft)
    let read = LayerGeometry.clipValues(
      geometry.clipRect, contentSize: Size(width: 390, height: 844), isRightToLeft: isRightToLeft)
    frame.contentClip = nil
    for (field, value) in read { field.set(value, in: &frame) }
    #expect(frame.contentClip == Rect(x: 30, y: 200, width: 120, height: 90))
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity, -40, 1e300])
  func aBadClipIsClampedNeverNaN(bad: Double) {
    var frame = ModalFrame(
      container: Size(width: 390, height: 844),
      contentClip: Rect(x: bad, y: bad, width: bad, height: bad))
    for field in MotionField.clipFields {
      #expect(field.value(in: frame).isFinite)
      field.set(bad, in: &frame)
      #expect(field.value(in: frame).isFinite)
    }
    let geometry = LayerGeometry(frame: frame, isRightToLeft: true)
    #expect(geometry.clipRect.x.isFinite && geometry.clipRect.width.isFinite)
  }

  @Test func theClipIsFourInsetsAndNoInsetIsNoClip() {
    var frame = ModalFrame(container: Size(width: 390, height: 844))
    MotionField.clipTrailing.set(290, in: &frame)
    #expect(frame.contentClip == Rect(x: 0, y: 0, width: 100, height: 844))
    MotionField.clipTop.set(44, in: &frame)
    #expect(frame.contentClip == Rect(x: 0, y: 44, width: 100, height: 800))
    #expect(MotionField.clipBottom.value(in: frame) == 0)
    MotionField.clipTrailing.set(0, in: &frame)
    MotionField.clipTop.set(0, in: &frame)
    #expect(frame.contentClip == nil)
    // Without a clip every inset is 0, whatever the content's size.
    frame.contentRect = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(MotionField.clipFields.allSatisfy { $0.value(in: frame) == 0 })
  }

}
