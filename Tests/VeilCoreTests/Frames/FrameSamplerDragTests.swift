import Testing

@testable import VeilCore

@Suite struct FrameSamplerDragTests {
  static let container = ModalContainer(size: Size(width: 390, height: 844))
  let sampler = FrameSampler(style: .lightbox, container: Self.container)

  @Test func draggingMovesTheContentAndFadesTheBackdropAsSeed001() {
    let frame = sampler.frame(dragging: Vector(x: 0, y: 120))
    #expect(frame.offset == Vector(x: 0, y: 120))
    // Seed 001: backdrop opacity 1 - |dy| / height; exact arithmetic, tolerance 1e-12.
    #expect(abs(frame.backdropStrength - (1 - 120.0 / 844)) < 1e-12)
    #expect(frame.contentOpacity == sampler.restingFrame.contentOpacity)
  }

  @Test func aStyleWithoutDragStaysAtRest() {
    let cover = FrameSampler(style: .cover, container: Self.container)
    #expect(cover.frame(dragging: Vector(x: 40, y: 300)) == cover.restingFrame)
  }

  /// Seed 001's cases: 160 pt down slowly dismisses, 100 pt cancels, a fast upward flick
  /// dismisses towards the top.
  @Test(arguments: [
    (Vector(x: 0, y: 160), Vector(x: 0, y: 10), true),
    (Vector(x: 0, y: 100), Vector(x: 0, y: 5), false),
    (Vector(x: 0, y: -40), Vector(x: 0, y: -1_500), true),
  ])
  func releaseStartsWhereTheDragEndedWithItsVelocity(
    translation: Vector, velocity: Vector, dismisses: Bool
  ) throws {
    let drag = try #require(sampler.style.dragToDismiss)
    let release = drag.release(
      translation: translation, velocity: velocity, in: Self.container.size)
    let releaseFrame = sampler.frame(dragging: translation)
    if case .dismiss = release { #expect(dismisses) } else { #expect(!dismisses) }

    let start = sampler.frame(after: release, from: releaseFrame, at: 0)
    #expect(start.offset == releaseFrame.offset)
    #expect(abs(start.backdropStrength - releaseFrame.backdropStrength) < 1e-12)

    // Velocity continuity: the offset's slope just after release matches the release motion's
    // velocity towards the target. A forward difference over 1 µs of a spring whose
    // acceleration stays below ~1e5 pt/s² errs by under 0.1 pt/s; 0.5 pt/s allows for it.
    let step = 1e-6
    let next = sampler.frame(after: release, from: releaseFrame, at: step)
    let slope = (next.offset.y - start.offset.y) / step
    #expect(abs(slope - release.motion.velocity.y) < 0.5)
  }

  @Test func dismissalEndsOffScreenWithNoBackdropAndCancelEndsAtRest() throws {
    let drag = try #require(sampler.style.dragToDismiss)
    let size = Self.container.size
    let dismiss = drag.release(
      translation: Vector(x: 0, y: 200), velocity: .zero, in: size)
    let dismissFrom = sampler.frame(dragging: Vector(x: 0, y: 200))
    let end = sampler.frame(after: dismiss, from: dismissFrom, at: 10)
    #expect(end.backdropStrength == 0)
    #expect(end.offset.y >= size.height)
    #expect(sampler.isFinished(after: dismiss, at: 10))

    let cancel = drag.release(translation: Vector(x: 0, y: 60), velocity: .zero, in: size)
    let cancelFrom = sampler.frame(dragging: Vector(x: 0, y: 60))
    let rest = sampler.frame(after: cancel, from: cancelFrom, at: 10)
    #expect(abs(rest.offset.y) < 1e-9)
    #expect(rest.backdropStrength == 1)
  }

  @Test(arguments: [Double.nan, -.infinity, -1, .infinity])
  func badTimesGiveValidFrames(time: Double) throws {
    let drag = try #require(sampler.style.dragToDismiss)
    let release = drag.release(
      translation: Vector(x: 0, y: 200), velocity: Vector(x: 0, y: .nan), in: Self.container.size)
    let frame = sampler.frame(after: release, from: sampler.restingFrame, at: time)
    #expect(frame.offset.y.isFinite)
    #expect((0...1).contains(frame.backdropStrength))
  }
}
