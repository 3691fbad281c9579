import Testing

@testable import VeilCore

/// A 390 × 844 pt container: an iPhone 14's screen in points (Apple's device specifications).
/// Any size would do; this one keeps the numbers familiar.
private let phone = Size(width: 390, height: 844)

/// `DecelerationRate.normal` projects v pt/s to v × 0.998 / 0.002 / 1000 = 0.499 v points.
private let normalProjection = 0.499

/// One release and what it must decide; `location` points at the row.
struct ReleaseRow: Sendable, CustomTestStringConvertible {
  let name: String
  let configuration: DragToDismiss
  let translation: Vector
  let velocity: Vector
  let expected: ModalEdge?
  let location: SourceLocation

  init(
    _ name: String, _ configuration: DragToDismiss = .lightbox,
    translation: Vector, velocity: Vector = .zero, expected: ModalEdge?,
    location: SourceLocation = #_sourceLocation
  ) {
    self.name = name
    self.configuration = configuration
    self.translation = translation
    self.velocity = velocity
    self.expected = expected
    self.location = location
  }

  var testDescription: String { name }
}

@Suite struct DragToDismissTests {
  // MARK: Seed 001's decisions

  /// Seed 001: beyond 150 pt (strictly, `offset.height > 150`) or a flick whose prediction is
  /// ±20 pt or more (`predictedEndLocation.y - location.y`, read as a `.normal` projection:
  /// 20 pt ⇔ 40.08 pt/s) leaves towards the edge of the drag, the flick first.
  static let seedRows: [ReleaseRow] = [
    ReleaseRow(
      "160 pt down, slowly", translation: Vector(x: 0, y: 160),
      velocity: Vector(x: 0, y: 30), expected: .bottom),
    ReleaseRow("100 pt down, at rest", translation: Vector(x: 0, y: 100), expected: nil),
    ReleaseRow(
      "100 pt down, slowly", translation: Vector(x: 0, y: 100),
      velocity: Vector(x: 0, y: 30), expected: nil),
    ReleaseRow(
      "fast upward flick from 40 pt down", translation: Vector(x: 0, y: 40),
      velocity: Vector(x: 0, y: -1_500), expected: .top),
    ReleaseRow(
      "fast upward flick from 40 pt up", translation: Vector(x: 0, y: -40),
      velocity: Vector(x: 0, y: -1_500), expected: .top),
    ReleaseRow(
      "horizontal only, to the trailing side", translation: Vector(x: 200, y: 0),
      velocity: Vector(x: 800, y: 0), expected: nil),
    ReleaseRow(
      "horizontal only, to the leading side", translation: Vector(x: -200, y: 0),
      velocity: Vector(x: -800, y: 0), expected: nil),
    ReleaseRow("160 pt up, at rest", translation: Vector(x: 0, y: -160), expected: .top),
    ReleaseRow(
      "exactly 150 pt is not beyond 150", translation: Vector(x: 0, y: 150),
      expected: nil),
    ReleaseRow("150.5 pt is beyond", translation: Vector(x: 0, y: 150.5), expected: .bottom),
    ReleaseRow(
      "41 pt/s projects 20.46 pt: a flick", translation: .zero,
      velocity: Vector(x: 0, y: 41), expected: .bottom),
    ReleaseRow(
      "40 pt/s projects 19.96 pt: no flick", translation: .zero,
      velocity: Vector(x: 0, y: 40), expected: nil),
    ReleaseRow(
      "down 160 then flicked up: the flick wins, as in the seed",
      translation: Vector(x: 0, y: 160), velocity: Vector(x: 0, y: -100), expected: .top),
    ReleaseRow("diagonal, mostly down", translation: Vector(x: 30, y: 160), expected: .bottom),
    ReleaseRow("no movement at all", translation: .zero, expected: nil),
  ]

  @Test(arguments: seedRows)
  func lightboxDecidesAsSeed001(_ row: ReleaseRow) {
    expectDecision(row)
  }

  // MARK: Other configurations

  static let generalRows: [ReleaseRow] = [
    ReleaseRow(
      "down only: up is never a dismissal", DragToDismiss(),
      translation: Vector(x: 0, y: -200), velocity: Vector(x: 0, y: -2_000), expected: nil),
    ReleaseRow(
      "down only: far down and flicked back up cancels", DragToDismiss(),
      translation: Vector(x: 0, y: 200), velocity: Vector(x: 0, y: -100), expected: nil),
    ReleaseRow(
      "down only: far down and still", DragToDismiss(),
      translation: Vector(x: 0, y: 200), expected: .bottom),
    ReleaseRow(
      "down only: a short drag with a flick", DragToDismiss(),
      translation: Vector(x: 0, y: 20), velocity: Vector(x: 0, y: 2_000), expected: .bottom),
    ReleaseRow(
      "any: the longest projection wins", DragToDismiss(directions: .any),
      translation: .zero, velocity: Vector(x: -3_000, y: 1_000), expected: .leading),
    ReleaseRow(
      "any: the longest drag wins", DragToDismiss(directions: .any),
      translation: Vector(x: 300, y: 200), expected: .trailing),
    ReleaseRow(
      "trailing only", DragToDismiss(directions: .trailing),
      translation: Vector(x: 160, y: 0), expected: .trailing),
    ReleaseRow(
      "a quarter of the height: 211 pt is enough",
      DragToDismiss(distanceThreshold: .fraction(0.25)),
      translation: Vector(x: 0, y: 212), expected: .bottom),
    ReleaseRow(
      "a quarter of the height: 200 pt is not",
      DragToDismiss(distanceThreshold: .fraction(0.25)),
      translation: Vector(x: 0, y: 200), expected: nil),
    ReleaseRow(
      "a quarter of the width for a sideways dismissal",
      DragToDismiss(directions: .leading, distanceThreshold: .fraction(0.25)),
      translation: Vector(x: -100, y: 0), expected: .leading),
    ReleaseRow(
      "no directions: nothing dismisses", DragToDismiss(directions: []),
      translation: Vector(x: 0, y: 500), velocity: Vector(x: 0, y: 5_000), expected: nil),
    ReleaseRow(
      "a fast deceleration shortens the projection",
      DragToDismiss(flickThreshold: 100, decelerationRate: .fast),
      translation: .zero, velocity: Vector(x: 0, y: 1_000), expected: nil),
    ReleaseRow(
      "the normal one reaches 100 pt at 1 000 pt/s",
      DragToDismiss(flickThreshold: 100), translation: .zero,
      velocity: Vector(x: 0, y: 1_000), expected: .bottom),
  ]

  @Test(arguments: generalRows)
  func configurationsDecide(_ row: ReleaseRow) {
    expectDecision(row)
  }

  // MARK: Continuity

  /// The release animation must start at the content's velocity, which is the finger's where
  /// the content follows, the finger's times the band's slope where it rubber-bands, and 0 where
  /// it is locked. Checked against a numerical derivative of `contentOffset` (central difference
  /// over 1 ms; tolerance 1e-3 pt/s, far above its error for these smooth curves).
  static let continuityRows: [ReleaseRow] = [
    ReleaseRow(
      "following down", DragToDismiss(), translation: Vector(x: 0, y: 160),
      velocity: Vector(x: 0, y: 300), expected: .bottom),
    ReleaseRow(
      "rubber-banding up", DragToDismiss(), translation: Vector(x: 0, y: -120),
      velocity: Vector(x: 0, y: -400), expected: nil),
    ReleaseRow(
      "rubber-banding up, far", DragToDismiss(), translation: Vector(x: 0, y: -900),
      velocity: Vector(x: 0, y: -400), expected: nil),
    ReleaseRow(
      "locked sideways", DragToDismiss(), translation: Vector(x: 80, y: 40),
      velocity: Vector(x: 500, y: 100), expected: .bottom),
    ReleaseRow(
      "rubber-banding sideways", DragToDismiss(crossAxisResistance: .rubberBand),
      translation: Vector(x: 80, y: 40), velocity: Vector(x: 500, y: 10), expected: nil),
    ReleaseRow(
      "following sideways", DragToDismiss(crossAxisResistance: .follows),
      translation: Vector(x: 80, y: 40), velocity: Vector(x: -500, y: 10), expected: nil),
    ReleaseRow(
      "lightbox flick from a drag the other way", .lightbox,
      translation: Vector(x: 0, y: 160), velocity: Vector(x: 0, y: -900), expected: .top),
    ReleaseRow(
      "leaving rest upwards against a band", DragToDismiss(), translation: .zero,
      velocity: Vector(x: 0, y: -10), expected: nil),
  ]

  @Test(arguments: continuityRows)
  func releaseVelocityContinuesTheDrag(_ row: ReleaseRow) throws {
    let release = row.configuration.release(
      translation: row.translation, velocity: row.velocity, in: phone)
    #expect(release.edge == row.expected, sourceLocation: row.location)
    let motion = release.motion

    // The motion starts where the content is.
    let offset = row.configuration.contentOffset(for: row.translation, in: phone)
    #expect(motion.from == offset, sourceLocation: row.location)

    // Its velocity is the content's: d(offset)/dt while the finger moves at `velocity`.
    let step = 0.001
    func offsetAfter(_ seconds: Double) -> Vector {
      row.configuration.contentOffset(
        for: Vector(
          x: row.translation.x + row.velocity.x * seconds,
          y: row.translation.y + row.velocity.y * seconds),
        in: phone)
    }
    let ahead = offsetAfter(step)
    let behind = offsetAfter(-step)
    let derivative = Vector(
      x: (ahead.x - behind.x) / (2 * step), y: (ahead.y - behind.y) / (2 * step))
    if row.translation == .zero {
      // At rest the band starts at slope 0.55: a one-sided difference in the motion's direction.
      let forward = Vector(x: (ahead.x - offset.x) / step, y: (ahead.y - offset.y) / step)
      expectClose(motion.velocity, forward, tolerance: 1e-3, row.location)
    } else {
      expectClose(motion.velocity, derivative, tolerance: 1e-3, row.location)
    }

    // The relative velocity is the same velocity in UISpringTimingParameters' unit.
    let delta = Vector(x: motion.to.x - motion.from.x, y: motion.to.y - motion.from.y)
    if abs(delta.y) >= ReleaseMotion.minimumDistance {
      #expect(
        abs(motion.relativeVelocity.y * delta.y - motion.velocity.y) < 1e-9,
        sourceLocation: row.location)
    }
    if abs(delta.x) >= ReleaseMotion.minimumDistance {
      #expect(
        abs(motion.relativeVelocity.x * delta.x - motion.velocity.x) < 1e-9,
        sourceLocation: row.location)
    }
  }

  @Test func dismissalRunsOnUntilTheContentHasLeft() {
    let drag = DragToDismiss.lightbox
    let down = drag.release(
      translation: Vector(x: 0, y: 160), velocity: Vector(x: 0, y: 684), in: phone)
    #expect(down.motion.from == Vector(x: 0, y: 160))
    #expect(down.motion.to == Vector(x: 0, y: 844))
    // 684 pt/s over the remaining 684 pt: exactly 1 "distance per second" (Apple's unit).
    #expect(down.motion.distance == 684)
    #expect(down.motion.relativeVelocity == Vector(x: 0, y: 1))
    #expect(down.motion.speedTowardsTarget == 684)
    #expect(down.motion.relativeSpeed == 1)
    #expect(down.dismissReason == .drag(.bottom))

    let up = drag.release(
      translation: Vector(x: 0, y: 40), velocity: Vector(x: 0, y: -1_500), in: phone)
    #expect(up.motion.to == Vector(x: 0, y: -844))
    #expect(up.motion.distance == 884)
    // Moving up at 1 500 pt/s towards a target 884 pt up: positive, towards the target.
    #expect(abs(up.motion.relativeVelocity.y - 1_500.0 / 884.0) < 1e-12)
    #expect(up.dismissReason == .drag(.top))

    let cancel = drag.release(translation: Vector(x: 0, y: 100), velocity: .zero, in: phone)
    #expect(cancel.motion.to == .zero)
    #expect(cancel.dismissReason == nil)
    #expect(cancel.edge == nil)
  }

  @Test func contentDraggedPastTheContainerDoesNotTurnBack() {
    let release = DragToDismiss().release(
      translation: Vector(x: 0, y: 900), velocity: .zero, in: phone)
    #expect(release.edge == .bottom)
    #expect(release.motion.to == Vector(x: 0, y: 900))
    #expect(release.motion.distance == 0)
    #expect(release.motion.relativeVelocity == .zero)
  }

  // MARK: Following the finger

  @Test func rubberBandsAgainstDisallowedDirections() {
    let drag = DragToDismiss()  // down only; up rubber-bands; sideways locked
    // (1 - 1 / (100 × 0.55 / 844 + 1)) × 844 = 51.63515… pt (hand computation), tolerance 1e-4.
    let up = drag.contentOffset(for: Vector(x: 0, y: -100), in: phone)
    #expect(abs(up.y + 51.63515) < 1e-4)
    #expect(up.x == 0)
    // Never beyond the container's height, however far the finger goes.
    let far = drag.contentOffset(for: Vector(x: 0, y: -100_000), in: phone)
    #expect(far.y > -844 && far.y < -800)
    // Down follows the finger exactly.
    #expect(drag.contentOffset(for: Vector(x: 0, y: 300), in: phone) == Vector(x: 0, y: 300))

    // Sideways, each cross-axis behaviour; the band stretches against the width (390 pt):
    // (1 - 1 / (100 × 0.55 / 390 + 1)) × 390 = 48.2022… pt, tolerance 1e-4.
    let sideways = Vector(x: 100, y: 0)
    #expect(drag.contentOffset(for: sideways, in: phone) == .zero)
    let banded = drag.crossAxisResistance(.rubberBand).contentOffset(for: sideways, in: phone)
    #expect(abs(banded.x - 48.2022) < 1e-4)
    let follows = drag.crossAxisResistance(.follows).contentOffset(for: sideways, in: phone)
    #expect(follows.x == 100)
    // A locked disallowed direction stays put.
    #expect(
      drag.resistance(.locked).contentOffset(for: Vector(x: 0, y: -100), in: phone) == .zero)
    // A custom coefficient: (1 - 1 / (100 × 0.3 / 844 + 1)) × 844 = 28.97025… pt, 1e-4.
    let soft = drag.resistance(.rubberBand(coefficient: 0.3))
      .contentOffset(for: Vector(x: 0, y: -100), in: phone)
    #expect(abs(soft.y + 28.97025) < 1e-4)
  }

  @Test func progressAndBackdropFollowTheDrag() {
    let lightbox = DragToDismiss.lightbox
    // Seed 001: backdrop = 1 - |dy| / height, clamped; 211 = 844 / 4. Exact in binary.
    #expect(lightbox.backdropStrength(for: Vector(x: 0, y: 211), in: phone) == 0.75)
    #expect(lightbox.backdropStrength(for: Vector(x: 0, y: -211), in: phone) == 0.75)
    #expect(lightbox.backdropStrength(for: Vector(x: 0, y: 2_000), in: phone) == 0)
    #expect(lightbox.backdropStrength(for: Vector(x: 120, y: 0), in: phone) == 1)
    #expect(lightbox.progress(for: Vector(x: 0, y: 422), in: phone) == 0.5)
    #expect(lightbox.progress(for: Vector(x: 0, y: -2_000), in: phone) == 1)
    #expect(lightbox.progress(for: Vector(x: 120, y: 0), in: phone) == 0)

    let down = DragToDismiss()
    // Pulling against the allowed direction neither progresses nor fades.
    #expect(down.progress(for: Vector(x: 0, y: -300), in: phone) == 0)
    #expect(down.backdropStrength(for: Vector(x: 0, y: -300), in: phone) == 1)
    // A fixed fade distance.
    let fast = down.backdropFadeDistance(.points(100))
    #expect(fast.backdropStrength(for: Vector(x: 0, y: 25), in: phone) == 0.75)
    // A backdrop that never fades.
    #expect(
      down.backdropFadeDistance(.infinite).backdropStrength(
        for: Vector(x: 0, y: 800), in: phone) == 1)
  }

  // MARK: Configuration

  @Test func defaultsPresetsAndCopies() {
    let defaults = DragToDismiss()
    #expect(defaults.directions == .down)
    #expect(defaults.distanceThreshold == .points(150))
    #expect(defaults.flickThreshold == 20)
    #expect(defaults.decelerationRate == .normal)
    #expect(defaults.resistance == .rubberBand)
    #expect(defaults.crossAxisResistance == .locked)
    #expect(defaults.crossAxisLimit == nil)
    #expect(defaults.backdropFadeDistance == .fraction(1))

    let lightbox = DragToDismiss.lightbox
    #expect(lightbox.directions == .vertical)
    #expect(lightbox.crossAxisLimit == 50)
    #expect(defaults.directions(.vertical).crossAxisLimit(50) == lightbox)

    let copy = defaults.directions(.any).distanceThreshold(.fraction(0.3)).flickThreshold(40)
      .decelerationRate(.fast).resistance(.locked).crossAxisResistance(.follows)
      .crossAxisLimit(12).backdropFadeDistance(.points(300))
    #expect(copy.directions == .any)
    #expect(copy.distanceThreshold == .fraction(0.3))
    #expect(copy.flickThreshold == 40)
    #expect(copy.decelerationRate == .fast)
    #expect(copy.resistance == .locked)
    #expect(copy.crossAxisResistance == .follows)
    #expect(copy.crossAxisLimit == 12)
    #expect(copy.backdropFadeDistance == .points(300))
    #expect(defaults == DragToDismiss())  // the original is untouched

    #expect(DragToDismiss.Directions(.bottom) == .down)
    #expect(DragToDismiss.Directions(.top) == .up)
    #expect(DragToDismiss.Directions(.leading) == .leading)
    #expect(DragToDismiss.Directions(.trailing) == .trailing)
    #expect(DragToDismiss.Directions.any.allows(.leading))
    #expect(!DragToDismiss.Directions.vertical.allows(.trailing))
  }

  // MARK: Bad input

  @Test func badTranslationsCountAsZero() {
    let drag = DragToDismiss.lightbox
    for bad in [Double.nan, .infinity, -.infinity] {
      var translation = Vector.zero
      translation.y = bad  // the property setter does not sanitize; the engine must
      translation.x = bad
      #expect(drag.contentOffset(for: translation, in: phone) == .zero)
      #expect(drag.progress(for: translation, in: phone) == 0)
      #expect(drag.backdropStrength(for: translation, in: phone) == 1)
      let release = drag.release(translation: translation, velocity: .zero, in: phone)
      #expect(release == .cancel(motion: ReleaseMotion(from: .zero, to: .zero, velocity: .zero)))
    }
  }

  @Test func hugeTranslationsAreClampedSoNothingOverflows() {
    // 1e300 down, flicked up: without clamping, the motion's distance (a square root of a sum
    // of squares) would overflow to infinity. Translations are clamped to ±10¹² pt, as
    // everywhere in the engine.
    let release = DragToDismiss.lightbox.release(
      translation: Vector(x: 0, y: 1e300), velocity: Vector(x: 0, y: -1e300), in: phone)
    #expect(release.edge == .top)
    #expect(release.motion.from == Vector(x: 0, y: 1e12))
    expectFinite(release.motion)
    #expect(
      DragToDismiss().contentOffset(for: Vector(x: 0, y: -1e300), in: phone).y > -844)
  }

  /// NaN is no velocity; infinities, like any measuring error beyond 100 000 pt/s, are clamped
  /// to it (the fastest flick there is), as `ModalSpring` and `ModalAnimation` clamp theirs.
  static let badVelocities: [(Double, ModalEdge?, Double, SourceLocation)] = [
    (.nan, nil, 0, #_sourceLocation),
    (.infinity, .bottom, 100_000, #_sourceLocation),
    (-.infinity, .top, -100_000, #_sourceLocation),
    (1e9, .bottom, 100_000, #_sourceLocation),
    (-1e9, .top, -100_000, #_sourceLocation),
  ]

  @Test(arguments: badVelocities)
  func badVelocitiesAreClamped(_ row: (Double, ModalEdge?, Double, SourceLocation)) {
    let (bad, edge, clamped, location) = row
    var velocity = Vector.zero
    velocity.y = bad  // the property setter does not sanitize; the engine must
    let release = DragToDismiss.lightbox.release(
      translation: Vector(x: 0, y: 10), velocity: velocity, in: phone)
    #expect(release.edge == edge, sourceLocation: location)
    #expect(release.motion.velocity == Vector(x: 0, y: clamped), sourceLocation: location)
    expectFinite(release.motion, sourceLocation: location)
  }

  @Test func emptyAndMalformedContainers() {
    let drag = DragToDismiss.lightbox
    let translation = Vector(x: 0, y: 160)
    // Nothing to measure against: no progress; a fade over a fraction of nothing is immediate.
    #expect(drag.progress(for: translation, in: .zero) == 0)
    #expect(drag.backdropStrength(for: translation, in: .zero) == 0)
    #expect(drag.backdropStrength(for: .zero, in: .zero) == 1)
    // Points thresholds still decide; the dismissal has nowhere left to go.
    let release = drag.release(
      translation: translation, velocity: Vector(x: 0, y: 500), in: .zero)
    #expect(release.edge == .bottom)
    #expect(release.motion.distance == 0)
    #expect(release.motion.relativeVelocity == .zero)
    expectFinite(release.motion)
    // A rubber band in an empty container does not move.
    #expect(DragToDismiss().contentOffset(for: Vector(x: 0, y: -50), in: .zero) == .zero)
    // A container whose height was set to NaN counts as empty.
    var malformed = phone
    malformed.height = .nan
    #expect(drag.progress(for: translation, in: malformed) == 0)
    expectFinite(
      DragToDismiss().release(
        translation: Vector(x: 0, y: -50), velocity: Vector(x: 0, y: -50), in: malformed
      ).motion)
  }

  @Test func badConfigurationIsClamped() {
    // NaN flick threshold: flicks are off.
    let noFlicks = DragToDismiss(flickThreshold: .nan)
    #expect(noFlicks.flickThreshold == .infinity)
    #expect(noFlicks == DragToDismiss(flickThreshold: .nan))  // still Hashable-consistent
    #expect(
      noFlicks.release(translation: .zero, velocity: Vector(x: 0, y: 50_000), in: phone).edge
        == nil)
    // Negative: 0, and any velocity towards the edge is a flick; none is not.
    var eager = DragToDismiss()
    eager.flickThreshold = -5
    #expect(eager.flickThreshold == 0)
    #expect(
      eager.release(translation: .zero, velocity: Vector(x: 0, y: 1), in: phone).edge == .bottom)
    #expect(eager.release(translation: .zero, velocity: .zero, in: phone).edge == nil)

    // NaN distances are never reached; negative ones are 0 (any movement is enough).
    #expect(DragToDismiss.Distance.points(.nan) == .infinite)
    #expect(DragToDismiss.Distance.fraction(.nan).points(in: 844) == .infinity)
    #expect(DragToDismiss.Distance.points(-10).points(in: 844) == 0)
    #expect(DragToDismiss.Distance.fraction(-1).points(in: 844) == 0)
    #expect(DragToDismiss.Distance.fraction(0.5).points(in: -844) == 0)
    #expect(DragToDismiss.Distance.fraction(.infinity).points(in: 0) == .infinity)
    let never = DragToDismiss(distanceThreshold: .points(.nan))
    #expect(
      never.release(translation: Vector(x: 0, y: 5_000), velocity: .zero, in: phone).edge == nil)
    let anything = DragToDismiss(distanceThreshold: .points(-1))
    #expect(
      anything.release(translation: Vector(x: 0, y: 1), velocity: .zero, in: phone).edge
        == .bottom)

    // Cross-axis limit: NaN is none, negative is 0.
    #expect(DragToDismiss(crossAxisLimit: .nan).crossAxisLimit == nil)
    var limited = DragToDismiss()
    limited.crossAxisLimit = -3
    #expect(limited.crossAxisLimit == 0)

    // Rubber-band coefficients: NaN is UIScrollView's 0.55, negative 0 (locked in effect).
    #expect(DragToDismiss.Resistance.rubberBand(coefficient: .nan) == .rubberBand)
    let stiff = DragToDismiss(resistance: .rubberBand(coefficient: -1))
    #expect(stiff.contentOffset(for: Vector(x: 0, y: -100), in: phone) == .zero)
  }

  // MARK: Helpers

  private func expectDecision(_ row: ReleaseRow) {
    let release = row.configuration.release(
      translation: row.translation, velocity: row.velocity, in: phone)
    #expect(release.edge == row.expected, "\(row.name)", sourceLocation: row.location)
    #expect(
      release.dismissReason == row.expected.map { DismissReason.drag($0) },
      sourceLocation: row.location)
    expectFinite(release.motion, sourceLocation: row.location)
  }
}

/// Expects two vectors to agree within `tolerance` on each component.
func expectClose(
  _ actual: Vector, _ expected: Vector, tolerance: Double,
  _ sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual.x - expected.x) <= tolerance && abs(actual.y - expected.y) <= tolerance,
    "\(actual) is not within \(tolerance) of \(expected)", sourceLocation: sourceLocation)
}

/// Expects every number of a motion to be finite.
func expectFinite(_ motion: ReleaseMotion, sourceLocation: SourceLocation = #_sourceLocation) {
  let numbers = [
    motion.from.x, motion.from.y, motion.to.x, motion.to.y, motion.velocity.x,
    motion.velocity.y, motion.distance, motion.speedTowardsTarget, motion.relativeVelocity.x,
    motion.relativeVelocity.y, motion.relativeSpeed,
  ]
  let allFinite = numbers.allSatisfy { $0.isFinite }
  #expect(allFinite, "\(motion)", sourceLocation: sourceLocation)
}
