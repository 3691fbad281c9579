import Testing
import VeilTestSupport

@testable import VeilCore

@Suite struct ModalTransitionTests {
  static let phone = Size(width: 390, height: 844)

  /// What a transition should make of a full-screen frame at one progress. Every expected
  /// number is computed by hand from the transition's definition; tolerance 1e-9.
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let transition: ModalTransition
    let progress: Double
    var opacity = 1.0
    var scale = 1.0
    var offset = Vector.zero
    var rotation = 0.0
    var testDescription: String { "\(name) at \(progress)" }
  }

  static let cases: [Case] = [
    Case(name: "identity", transition: .identity, progress: 0),
    Case(name: "identity", transition: .identity, progress: 0.5),
    Case(name: "identity", transition: .identity, progress: 1),
    Case(name: "opacity", transition: .opacity, progress: 0, opacity: 0),
    Case(name: "opacity", transition: .opacity, progress: 0.25, opacity: 0.25),
    Case(name: "opacity", transition: .opacity, progress: 1, opacity: 1),
    Case(name: "scale 1.2", transition: .scale(from: 1.2), progress: 0, scale: 1.2),
    Case(name: "scale 1.2", transition: .scale(from: 1.2), progress: 0.5, scale: 1.1),
    Case(name: "scale 1.2", transition: .scale(from: 1.2), progress: 1, scale: 1),
    Case(name: "scale 0", transition: .scale(from: 0), progress: 0.25, scale: 0.25),
    Case(
      name: "move bottom", transition: .move(edge: .bottom), progress: 0,
      offset: Vector(x: 0, y: 844)),
    Case(
      name: "move bottom", transition: .move(edge: .bottom), progress: 0.5,
      offset: Vector(x: 0, y: 422)),
    Case(name: "move bottom", transition: .move(edge: .bottom), progress: 1),
    Case(
      name: "move top", transition: .move(edge: .top), progress: 0,
      offset: Vector(x: 0, y: -844)),
    Case(
      name: "move top", transition: .move(edge: .top), progress: 0.75,
      offset: Vector(x: 0, y: -211)),
    Case(
      name: "move leading", transition: .move(edge: .leading), progress: 0,
      offset: Vector(x: -390, y: 0)),
    Case(
      name: "move trailing", transition: .move(edge: .trailing), progress: 0.5,
      offset: Vector(x: 195, y: 0)),
    Case(
      name: "offset", transition: .offset(x: 10, y: -20), progress: 0,
      offset: Vector(x: 10, y: -20)),
    Case(
      name: "offset", transition: .offset(x: 10, y: -20), progress: 0.5,
      offset: Vector(x: 5, y: -10)),
    Case(name: "offset", transition: .offset(x: 10, y: -20), progress: 1),
    Case(name: "flip", transition: .flip, progress: 0, opacity: 0, rotation: 180),
    Case(name: "flip", transition: .flip, progress: 0.25, opacity: 0, rotation: 135),
    Case(name: "flip", transition: .flip, progress: 0.5, rotation: 90),
    Case(name: "flip", transition: .flip, progress: 0.75, rotation: 45),
    Case(name: "flip", transition: .flip, progress: 1),
    Case(
      name: "opacity+scale", transition: .opacity.combined(with: .scale(from: 1.2)),
      progress: 0, opacity: 0, scale: 1.2),
    Case(
      name: "opacity+scale", transition: .opacity.combined(with: .scale(from: 1.2)),
      progress: 0.5, opacity: 0.5, scale: 1.1),
    Case(
      name: "opacity+scale", transition: .opacity.combined(with: .scale(from: 1.2)),
      progress: 1),
    Case(
      name: "move+offset", transition: .move(edge: .bottom).combined(with: .offset(x: 10)),
      progress: 0.5, offset: Vector(x: 5, y: 422)),
    Case(
      name: "flip+opacity", transition: .flip.combined(with: .opacity), progress: 0.75,
      opacity: 0.75, rotation: 45),
    Case(
      name: "scale+scale", transition: .scale(from: 0.5).combined(with: .scale(from: 2)),
      progress: 0, scale: 1),
    Case(
      name: "opacity+identity", transition: .opacity.combined(with: .identity),
      progress: 0.3, opacity: 0.3),
  ]

  @Test(arguments: cases)
  func transitionAtProgress(_ row: Case) {
    let frame = row.transition.frame(progress: row.progress, in: Self.phone)
    FrameExpect.close(frame.contentOpacity, row.opacity, "opacity")
    FrameExpect.close(frame.contentScale, row.scale, "scale")
    FrameExpect.close(frame.offset.x, row.offset.x, "offset.x")
    FrameExpect.close(frame.offset.y, row.offset.y, "offset.y")
    FrameExpect.close(frame.rotationY, row.rotation, "rotation")
    #expect(frame.contentRect == Rect(size: Self.phone))
    FrameExpect.valid(frame)
  }

  @Test func asymmetricUsesInsertionToPresentAndRemovalToDismiss() {
    let photo = ModalTransition.asymmetric(insertion: .opacity, removal: .move(edge: .bottom))
    let presenting = photo.frame(progress: 0.5, in: Self.phone, phase: .presenting)
    #expect(presenting.contentOpacity == 0.5)
    #expect(presenting.offset == .zero)
    let dismissing = photo.frame(progress: 0.5, in: Self.phone, phase: .dismissing)
    #expect(dismissing.contentOpacity == 1)
    #expect(dismissing.offset == Vector(x: 0, y: 422))
  }

  @Test func asymmetricInsideACombinationStillPicksItsSide() {
    let transition = ModalTransition.asymmetric(insertion: .opacity, removal: .identity)
      .combined(with: .scale(from: 2))
    let presenting = transition.frame(progress: 0.5, in: Self.phone, phase: .presenting)
    #expect(presenting.contentOpacity == 0.5 && presenting.contentScale == 1.5)
    let dismissing = transition.frame(progress: 0.5, in: Self.phone, phase: .dismissing)
    #expect(dismissing.contentOpacity == 1 && dismissing.contentScale == 1.5)
  }

  @Test func moveToDismissEdgeLeavesTowardsTheDrag() {
    let transition = ModalTransition.moveToDismissEdge(fallback: .leading)
    let presenting = transition.frame(progress: 0, in: Self.phone, phase: .presenting)
    #expect(presenting.offset == Vector(x: -390, y: 0))
    let programmatic = transition.frame(progress: 0, in: Self.phone, phase: .dismissing)
    #expect(programmatic.offset == Vector(x: -390, y: 0))
    let up = transition.frame(progress: 0.5, in: Self.phone, phase: .dismissing(.drag(.top)))
    #expect(up.offset == Vector(x: 0, y: -422))
    let down = transition.frame(progress: 0, in: Self.phone, phase: .dismissing(.drag(.bottom)))
    #expect(down.offset == Vector(x: 0, y: 844))
  }

  @Test func moveTakesPlacedContentJustPastTheEdge() {
    // A 300-point card centred in a 390 × 844 container: its top is at 272, its bottom at 572.
    let card = Rect(x: 45, y: 272, width: 300, height: 300)
    let shown = ModalFrame(container: Self.phone, contentRect: card)
    let down = ModalTransition.move(edge: .bottom).apply(progress: 0, to: shown, phase: .presenting)
    #expect(down.offset == Vector(x: 0, y: 844 - 272))
    let up = ModalTransition.move(edge: .top).apply(progress: 0, to: shown, phase: .presenting)
    #expect(up.offset == Vector(x: 0, y: -572))
    let left = ModalTransition.move(edge: .leading).apply(
      progress: 0, to: shown, phase: .presenting)
    #expect(left.offset == Vector(x: -345, y: 0))
    let right = ModalTransition.move(edge: .trailing).apply(
      progress: 0, to: shown, phase: .presenting)
    #expect(right.offset == Vector(x: 345, y: 0))
  }

  @Test func customReceivesProgressAndFrameAndComparesByIdentifier() {
    let rise = ModalTransition.custom("rise") { progress, frame in
      var frame = frame
      frame.contentOpacity *= progress
      frame.offset = Vector(x: 0, y: (1 - progress) * frame.containerSize.height / 4)
      return frame
    }
    let frame = rise.frame(progress: 0.5, in: Self.phone)
    #expect(frame.contentOpacity == 0.5)
    #expect(frame.offset == Vector(x: 0, y: 105.5))
    let sameName = ModalTransition.custom("rise") { _, frame in frame }
    let otherName = ModalTransition.custom("fall") { _, frame in frame }
    #expect(rise == sameName)
    #expect(rise.hashValue == sameName.hashValue)
    #expect(rise != otherName)
  }

  /// The in-place overload needs no `var frame = frame` and no `return`, and draws what the
  /// returning one draws; a one-line body of either kind still picks its own overload.
  @Test func customInPlaceMatchesTheReturningForm() {
    let inPlace = ModalTransition.custom("rise") { progress, frame in
      frame.contentOpacity *= progress
      frame.offset = Vector(x: 0, y: (1 - progress) * frame.containerSize.height / 4)
    }
    let frame = inPlace.frame(progress: 0.5, in: Self.phone)
    #expect(frame.contentOpacity == 0.5)
    #expect(frame.offset == Vector(x: 0, y: 105.5))
    let oneLine = ModalTransition.custom("tilt") { progress, frame in frame.rotationY = 10 }
    #expect(oneLine.frame(progress: 0.5, in: Self.phone).rotationY == 10)
  }

  @Test func customOutputCannotCarryNaN() {
    let broken = ModalTransition.custom("broken") { _, _ in
      ModalFrame(
        container: Size(width: .nan, height: -1), contentOpacity: .nan, contentScale: .infinity,
        offset: Vector(x: .nan, y: .infinity), rotationY: .nan, cornerRadius: .nan,
        backdropStrength: .nan)
    }
    FrameExpect.valid(broken.frame(progress: 0.5, in: Self.phone))
  }

  @Test func equalityFollowsStructure() {
    #expect(ModalTransition.opacity == .opacity)
    #expect(ModalTransition.scale(from: 1.2) == .scale(from: 1.2))
    #expect(ModalTransition.scale(from: 1.2) != .scale(from: 1.1))
    #expect(ModalTransition.move(edge: .top) != .move(edge: .bottom))
    #expect(
      ModalTransition.opacity.combined(with: .flip)
        != ModalTransition.flip.combined(
          with: .opacity))
    let a = ModalTransition.asymmetric(insertion: .opacity, removal: .flip)
    #expect(a == .asymmetric(insertion: .opacity, removal: .flip))
    #expect(Set([a, a, .identity]).count == 2)
  }

  // MARK: Reduce Motion

  @Test(arguments: [
    ModalTransition.opacity, .scale(from: 1.2), .move(edge: .bottom), .offset(x: 0, y: 50),
    .flip, .moveToDismissEdge(), .opacity.combined(with: .scale(from: 1.2)),
    .move(edge: .leading).combined(with: .flip),
    .custom("spin") { progress, frame in
      var frame = frame
      frame.rotationY = 360 * (1 - progress)
      return frame
    },
  ])
  func reduceMotionTurnsMovementIntoASingleCrossDissolve(_ transition: ModalTransition) {
    let reduced = transition.reducingMotion
    #expect(reduced == .opacity)
    for phase in [ModalTransition.Phase.presenting, .dismissing(.drag(.top))] {
      let frame = reduced.frame(progress: 0.4, in: Self.phone, phase: phase)
      #expect(frame.contentOpacity == 0.4)
      #expect(frame.contentScale == 1)
      #expect(frame.offset == .zero)
      #expect(frame.rotationY == 0)
    }
  }

  @Test func reduceMotionKeepsIdentityAndEachAsymmetricSide() {
    #expect(ModalTransition.identity.reducingMotion == .identity)
    #expect(ModalTransition.identity.combined(with: .identity).reducingMotion == .identity)
    let seed003 = ModalTransition.asymmetric(insertion: .identity, removal: .move(edge: .bottom))
    #expect(seed003.reducingMotion == .asymmetric(insertion: .identity, removal: .opacity))
    let both = ModalTransition.asymmetric(insertion: .flip, removal: .move(edge: .bottom))
    #expect(both.reducingMotion == .opacity)
  }

  // MARK: Bad input

  @Test func springOvershootShowsButOpacityStaysInRange() {
    let pop = ModalTransition.opacity.combined(with: .scale(from: 1.2))
    let overshoot = pop.frame(progress: 1.1, in: Self.phone)
    FrameExpect.close(overshoot.contentScale, 0.98, "scale past 1")
    #expect(overshoot.contentOpacity == 1)
    let undershoot = pop.frame(progress: -0.1, in: Self.phone)
    FrameExpect.close(undershoot.contentScale, 1.22, "scale before 0")
    #expect(undershoot.contentOpacity == 0)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e300])
  func badProgressGivesValidFrames(progress: Double) {
    let all: [ModalTransition] = [
      .identity, .opacity, .scale(from: 1.2), .scale(from: 100), .move(edge: .bottom),
      .offset(x: 1e6, y: -1e6), .flip, .opacity.combined(with: .move(edge: .trailing)),
    ]
    for transition in all {
      FrameExpect.valid(transition.frame(progress: progress, in: Self.phone))
    }
  }

  @Test func nanProgressCountsAsShownAndExtremesAreClamped() {
    let move = ModalTransition.opacity.combined(with: .move(edge: .bottom))
    #expect(move.frame(progress: .nan, in: Self.phone) == ModalFrame(container: Self.phone))
    #expect(move.frame(progress: 50, in: Self.phone) == move.frame(progress: 2, in: Self.phone))
    #expect(
      move.frame(progress: -.infinity, in: Self.phone)
        == move.frame(progress: -1, in: Self.phone))
  }

  @Test func badParametersAreClamped() {
    #expect(ModalTransition.scale(from: -1) == .scale(from: 0))
    #expect(ModalTransition.scale(from: .nan) == .scale(from: 1))
    #expect(ModalTransition.scale(from: .infinity) == .scale(from: ModalFrame.maximumScale))
    #expect(ModalTransition.offset(x: .nan, y: .infinity) == .offset(x: 0, y: 0))
  }

  @Test(arguments: [Size(width: -10, height: .nan), Size.zero, Size(width: 390, height: 0)])
  func emptyContainersGiveValidFrames(container: Size) {
    let move = ModalTransition.move(edge: .bottom).combined(with: .move(edge: .leading))
    for progress in [0.0, 0.5, 1] {
      let frame = move.frame(progress: progress, in: container)
      FrameExpect.valid(frame)
      #expect(frame.offset.y == 0)
    }
  }
}
