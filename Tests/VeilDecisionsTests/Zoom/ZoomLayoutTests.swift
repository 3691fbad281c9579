import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

/// Pins how the iOS layer's layout carries a zoom: the source read at each transition start,
/// and a released drag continued by a flight into the source rather than off an edge.
@Suite struct ZoomLayoutTests {
  let container = ModalContainer(size: Size(width: 390, height: 844))
  let thumb = ZoomSource(frame: Rect(x: 20, y: 300, width: 100, height: 100), cornerRadius: 12)
  let scrolled = ZoomSource(frame: Rect(x: 20, y: 60, width: 100, height: 100), cornerRadius: 12)

  func layout() -> PresentationLayout {
    var layout = PresentationLayout(
      style: .lightbox.zoom(from: ZoomSourceID(1, in: "grid")), reduceMotion: false)
    layout.update(container, force: true)
    return layout
  }

  private func centre(_ frame: ModalFrame) -> Vector {
    Vector(
      x: frame.contentRect.midX + frame.offset.x, y: frame.contentRect.midY + frame.offset.y)
  }

  @Test func theSourceIsReadAtPresentationAndAgainAtDismissal() {
    var layout = layout()
    layout.resolveZoomSource(thumb)
    let start = layout.transitionFrame(
      presenting: true, reason: .programmatic, release: nil, progress: 0)
    #expect(centre(start) == Vector(x: thumb.frame.midX, y: thumb.frame.midY))
    layout.resolveZoomSource(scrolled)
    let end = layout.transitionFrame(
      presenting: false, reason: .programmatic, release: nil, progress: 1)
    #expect(centre(end) == Vector(x: scrolled.frame.midX, y: scrolled.frame.midY))
  }

  @Test func aContainerChangeKeepsTheResolvedSource() {
    var layout = layout()
    layout.resolveZoomSource(thumb)
    layout.update(ModalContainer(size: Size(width: 390, height: 800)), force: false)
    #expect(layout.style.zoom?.source == thumb)
  }

  @Test func aReleasedDragFliesIntoTheSourceAtTheFingersSpeed() {
    var layout = layout()
    layout.resolveZoomSource(scrolled)
    guard let drag = layout.style.dragToDismiss else {
      Issue.record("the zoom style has no drag")
      return
    }
    let release = drag.release(
      translation: Vector(x: 0, y: 260), velocity: Vector(x: 0, y: 900), in: container.size)
    #expect(release.edge == .bottom)
    let released = DragSession.Released(release: release, backdropStrength: 0.4)
    let first = layout.transitionFrame(
      presenting: false, reason: .drag(.bottom), release: released, progress: 0)
    #expect(first == layout.sampler.zoomDragFrame(translation: release.motion.from))
    let last = layout.transitionFrame(
      presenting: false, reason: .drag(.bottom), release: released, progress: 1)
    #expect(centre(last) == Vector(x: scrolled.frame.midX, y: scrolled.frame.midY))
    let progress = layout.transitionPath(
      presenting: false, reason: .drag(.bottom), release: released
    ).progress
    #expect(progress.animation == layout.style.removalAnimation)
    // Moving down while the source is above: the finger's speed works against the flight.
    #expect(progress.initialVelocity < 0)
  }

  @Test func stylesThatDoNotZoomIgnoreTheSource() {
    var layout = PresentationLayout(style: .lightbox, reduceMotion: false)
    layout.update(container, force: true)
    let before = layout.sampler.restingFrame
    layout.resolveZoomSource(thumb)
    #expect(layout.style == .lightbox)
    #expect(layout.sampler.restingFrame == before)
    let release = DragToDismiss.lightbox.release(
      translation: Vector(x: 0, y: 260), velocity: Vector(x: 0, y: 900), in: container.size)
    let last = layout.transitionFrame(
      presenting: false, reason: .drag(.bottom),
      release: DragSession.Released(release: release, backdropStrength: 0.4), progress: 1)
    #expect(last.offset.y >= 844)
  }
}
