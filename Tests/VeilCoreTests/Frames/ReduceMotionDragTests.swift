import Testing

@testable import VeilCore

/// Pins what Reduce Motion does to a drag, which `veil preview --drag --reduce-motion` and the
/// iOS layer both read from ``FrameSampler``: the content follows the finger as always (the
/// person moves it), a drag to dismiss slides on in the direction it was thrown (it continues
/// the person's own motion), and a zoom's dismissal fades out where the finger left it instead
/// of flying into its thumbnail, as its Reduce Motion presentation cross-fades.
@Suite struct ReduceMotionDragTests {
  static let container = ModalContainer(size: Size(width: 390, height: 844))
  static let thumb = ZoomSource(
    frame: Rect(x: 20, y: 300, width: 100, height: 100), cornerRadius: 12)
  static let zoom = ModalStyle.lightbox.zoom(from: ZoomSourceID(7, in: "grid"))
    .resolvingZoomSource(thumb)

  private func sampler(_ style: ModalStyle, reduceMotion: Bool) -> FrameSampler {
    FrameSampler(style: style, container: Self.container, reduceMotion: reduceMotion)
  }

  @Test(arguments: [
    (ModalStyle.lightbox, "lightbox"), (ReduceMotionDragTests.zoom, "lightbox.zoom"),
  ])
  func theContentFollowsTheFingerAsWithoutReduceMotion(style: ModalStyle, name: String) {
    for translation in [Vector(x: 0, y: 160), Vector(x: -30, y: -90), Vector(x: 0, y: 600)] {
      #expect(
        sampler(style, reduceMotion: true).frame(dragging: translation)
          == sampler(style, reduceMotion: false).frame(dragging: translation), "\(name)")
    }
  }

  @Test(arguments: [
    (Vector(x: 0, y: 160), Vector(x: 0, y: 900)), (Vector(x: 0, y: 60), Vector(x: 0, y: 0)),
  ])
  func aDragToDismissIsReleasedAsWithoutReduceMotion(translation: Vector, velocity: Vector)
    throws
  {
    let drag = try #require(ModalStyle.lightbox.dragToDismiss)
    let release = drag.release(
      translation: translation, velocity: velocity, in: Self.container.size)
    let reduced = sampler(.lightbox, reduceMotion: true)
    let full = sampler(.lightbox, reduceMotion: false)
    let lifted = full.frame(dragging: translation)
    for time in [0, 0.05, 0.1, 0.2, 0.4, Double.infinity] {
      #expect(
        reduced.frame(after: release, from: lifted, at: time)
          == full.frame(after: release, from: lifted, at: time))
    }
  }

  @Test func aZoomsDismissalFadesWhereTheFingerLeftIt() throws {
    let translation = Vector(x: 0, y: 300)
    let drag = try #require(Self.zoom.dragToDismiss)
    let release = drag.release(
      translation: translation, velocity: Vector(x: 0, y: 900), in: Self.container.size)
    #expect(release.edge != nil, "300 pt down dismisses")
    let reduced = sampler(Self.zoom, reduceMotion: true)
    let lifted = reduced.frame(dragging: translation)
    let start = reduced.frame(after: release, from: lifted, at: 0)
    let end = reduced.frame(after: release, from: lifted, at: .infinity)
    #expect(start == lifted, "no jump when the finger lifts")
    // Where it was let go, at the size it was let go, faded out.
    #expect(end.contentOpacity == 0 && end.backdropStrength == 0)
    #expect(
      abs(end.contentRect.midX + end.offset.x - (lifted.contentRect.midX + lifted.offset.x)) < 1e-9)
    #expect(
      abs(end.contentRect.midY + end.offset.y - (lifted.contentRect.midY + lifted.offset.y)) < 1e-9)
    #expect(abs(end.contentScale - lifted.contentScale) < 1e-9)
    // Without Reduce Motion it flies into the thumbnail, shown.
    let full = sampler(Self.zoom, reduceMotion: false)
    let landed = full.frame(after: release, from: lifted, at: .infinity)
    #expect(landed.contentOpacity == 1)
    #expect(abs(landed.contentRect.midY + landed.offset.y - Self.thumb.frame.midY) < 1e-6)
  }

  @Test func aZoomsCancelSpringsBackToRest() throws {
    let translation = Vector(x: 0, y: 60)
    let drag = try #require(Self.zoom.dragToDismiss)
    let release = drag.release(translation: translation, velocity: .zero, in: Self.container.size)
    #expect(release.edge == nil)
    let reduced = sampler(Self.zoom, reduceMotion: true)
    let end = reduced.frame(
      after: release, from: reduced.frame(dragging: translation), at: .infinity)
    #expect(end.contentOpacity == 1 && abs(end.backdropStrength - 1) < 1e-9)
    #expect(abs(end.contentScale - 1) < 1e-9 && abs(end.offset.y) < 1e-9)
  }
}
