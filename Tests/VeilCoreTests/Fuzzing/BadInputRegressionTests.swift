import Testing
import VeilTestSupport

@testable import VeilCore

/// The defects an outside check of bad input found, one test each: every one failed before its
/// fix. The fuzzers in this folder look for the next ones.
@Suite struct BadInputRegressionTests {
  static let phone = ModalContainer(size: Size(width: 390, height: 844))

  // MARK: Sheets

  /// A sheet that cannot be dismissed by a drag rubber-banded against the maximum detent value
  /// and went below the bottom edge (−36.8 pt for a 300 pt pull, −363 pt for 2 000 pt).
  @Test(arguments: [
    [SheetDetent.height(100)], [SheetDetent.medium, .large], [SheetDetent.fraction(0.01)],
  ])
  func aSheetThatCannotBeDismissedNeverGetsANegativeHeight(detents: [SheetDetent]) {
    let configuration = SheetStyle(detents: detents).interactiveDismissDisabled()
    let drag = SheetDrag(configuration, context: .init(maximumDetentValue: 800))
    for translation in [300.0, 2_000, 1e6, 1e12, .greatestFiniteMagnitude] {
      let height = drag.height(forTranslation: translation)
      #expect(height >= 0 && height < drag.smallestHeight, "\(translation): \(height)")
      let release = drag.release(translation: translation, velocity: 0)
      #expect(release.from >= 0, "\(translation): \(release.from)")
      #expect(release.to == drag.smallestHeight)
    }
    // Deeper pulls go lower, never jump: the band is monotonic.
    #expect(drag.height(forTranslation: 2_000) < drag.height(forTranslation: 300))
  }

  // MARK: Releases

  /// At time +∞ the release frame was the release point, while `isFinished` said true.
  @Test func aReleaseFrameAtInfinityIsAtTheTarget() {
    let sampler = FrameSampler(style: .lightbox, container: Self.phone)
    let drag = DragToDismiss.lightbox
    for (translation, velocity) in [
      (Vector(x: 0, y: 300), Vector.zero), (Vector(x: 0, y: 40), .zero),
    ] {
      let release = drag.release(translation: translation, velocity: velocity, in: Self.phone.size)
      let start = sampler.frame(dragging: translation)
      let end = sampler.frame(after: release, from: start, at: .infinity)
      #expect(sampler.isFinished(after: release, at: .infinity))
      #expect(end.offset == release.motion.to)
      #expect(end == sampler.frame(after: release, from: start, at: 1e6))
    }
  }

  /// An empty container is documented to give a dismissal zero distance; a drag one way and a
  /// flick the other travelled 100 pt back to the edge at 0.
  @Test func aDismissalInAnEmptyContainerHasNoDistance() {
    let release = DragToDismiss(directions: .horizontal).release(
      translation: Vector(x: -100, y: 0), velocity: Vector(x: 1_000, y: 0), in: .zero)
    #expect(release.edge == .trailing)
    #expect(release.motion.distance == 0)
    #expect(release.motion.relativeSpeed == 0)
  }

  // MARK: Springs

  /// Huge finite times made `cos(ω·t)` and `0·∞` NaN, against "never yields NaN".
  @Test(arguments: [
    ModalSpring.smooth, .snappy, .bouncy, .interactive, ModalSpring(duration: 1, bounce: 1),
  ])
  func springsAreAtRestAtHugeFiniteTimes(spring: ModalSpring) {
    for time in [1e300, 1e306, 1e308, .greatestFiniteMagnitude] {
      guard spring.dampingRatio > 0 else {
        // An undamped spring still swings at any time it can represent; it must stay finite.
        #expect(abs(spring.value(target: 1, time: time) - 1) <= 1, "\(time)")
        #expect(spring.velocity(target: 1, time: time).isFinite, "\(time)")
        continue
      }
      #expect(spring.value(target: 1, time: time) == 1, "\(time)")
      #expect(spring.velocity(target: 1, time: time) == 0, "\(time)")
      #expect(spring.value(target: -1e12, initialVelocity: 1e5, time: time) == -1e12)
    }
  }

  /// `mass · ω²` overflowed for a huge mass, and a NaN stiffness lost its documented 0.5 s.
  @Test func hugeMassesKeepFiniteCoefficientsAndTheDocumentedResponse() {
    let stiff = ModalSpring(mass: 1e305, stiffness: .infinity, damping: 0)
    #expect(stiff.stiffness.isFinite && stiff.damping.isFinite && stiff.mass <= 1e12)
    #expect(stiff.response == ModalSpring.minimumResponse)
    #expect(ModalSpring(mass: 1e307, stiffness: .nan, damping: 1).response == 0.5)
    #expect(ModalSpring(mass: 1e300, stiffness: -1, damping: 1).response == 0.5)
    // The ratio of two huge coefficients is kept: k = m gives ω₀ = 1, a 2π s response.
    let balanced = ModalSpring(
      mass: 1e305, stiffness: 1e305, damping: 2e305, allowOverDamping: true)
    #expect(abs(balanced.response - 2 * Double.pi) < 1e-12)
    #expect(abs(balanced.dampingRatio - 1) < 1e-12)
    #expect(balanced.stiffness.isFinite && balanced.damping.isFinite)
  }

  /// The presets' docs and code disagreed on a non-finite extra bounce: the docs now say what
  /// the code does (it adds nothing).
  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func presetsIgnoreANonFiniteExtraBounce(extra: Double) {
    #expect(ModalSpring.snappy(extraBounce: extra) == .snappy)
    #expect(ModalSpring.smooth(extraBounce: extra) == .smooth)
    #expect(ModalSpring.bouncy(extraBounce: extra) == .bouncy)
  }

  /// After a fast retarget the settling time came from the velocity clamped to 100 000/s while
  /// the motion used the real one: the value was 0.003 away just before it snapped.
  @Test func anAnimatorSettlesWhereItsOwnMotionSettles() {
    var animator = InterruptibleAnimator(value: 0, target: 20_000, spring: .interactive)
    animator.retarget(to: 0, at: 0.025)
    #expect(abs(animator.velocity(at: 0.025)) > Limits.maximumSpeed)
    let justBefore = animator.settlingTime.nextDown
    #expect(abs(animator.value(at: justBefore) - animator.target) <= animator.epsilon * 1.000_001)
    for fraction in stride(from: 0.9, through: 0.999_999, by: 0.000_5) {
      let time = 0.025 + (animator.settlingTime - 0.025) * fraction
      #expect(abs(animator.value(at: time)) <= abs(animator.value(at: 0.025)) + 1e-9)
    }
    // From its settling time on it stays within epsilon: check the last stretch densely.
    for step in 0..<1_000 {
      let time = animator.settlingTime - Double(step) * 1e-5
      guard time > 0.025 else { break }
      if abs(animator.value(at: time) - animator.target) > animator.epsilon { break }
    }
  }

  // MARK: Geometry and curves

  /// These were +∞.
  @Test func extremesStayFinite() {
    #expect(Vector(x: 1e200, y: 1e200).length == 1e200 * 2.0.squareRoot())
    #expect(Vector(x: .greatestFiniteMagnitude, y: .greatestFiniteMagnitude).length.isFinite)
    let unit = Double.subnormal1e320 / 10  // about 1e-321: a subnormal
    #expect(Vector(x: 30 * unit, y: 40 * unit).length > 40 * unit)
    #expect(Vector(x: 3, y: 4).length == 5)
    let wide = Rect(x: 1e308, y: -1e308, width: 1e308, height: 1e308)
    #expect(wide.maxX == .greatestFiniteMagnitude && wide.midX.isFinite)
    #expect(wide.maxY == 0 && wide.midY == -5e307)
    let band = RubberBand(dimension: 3, coefficient: .greatestFiniteMagnitude)
    #expect(band.offset(for: 1) == 3)
    #expect(band.offset(for: -1) == -3)
    #expect(ModalAnimation.linear(duration: .subnormal1e310).velocity(at: 0) == 0)
    #expect(ModalAnimation.linear(duration: .subnormal1e310).progress(at: .subnormal1e320) == 1)
    #expect(ModalAnimation.easeIn(duration: 1e-6).velocity(at: 0).isFinite)
  }

  /// The ends are exact: the cubic's coefficients only sum to 1 up to rounding, and a rubber
  /// band's `d·u / (u + 1)` could round past `d`.
  @Test func endsAreExact() {
    var random = SplitMix64(seed: 0xE4D5)
    for _ in 0..<2_000 {
      let curve = TimingCurve.bezier(
        x1: random.unit(), y1: random.unit() * 4 - 2, x2: random.unit(), y2: random.unit() * 4 - 2)
      #expect(curve.value(at: 1) == 1, "\(curve)")
      #expect(curve.value(at: 0) == 0, "\(curve)")
    }
    #expect(TimingCurve.bezier(x1: 0.1, y1: 0.7, x2: 0.3, y2: 0.9).value(at: 1) == 1)
    for dimension in [0.3, 1, 3, 7, 844, 1e6, 1e300] {
      let band = RubberBand(dimension: dimension, coefficient: 1e300)
      #expect(band.offset(for: 1e10) <= dimension, "\(dimension)")
    }
  }

  /// A timeline shorter than one interval sampled its only frame at 5e-324 s, not 0; an
  /// infinite duration is clamped to the maximum, as documented.
  @Test func timelinesStartAtZeroAndClampInfinity() {
    let tiny = ModalTimeline(
      style: .cover, phase: .presenting, container: Self.phone, frameRate: 0.5,
      duration: .leastNonzeroMagnitude)
    #expect(tiny.first?.time == 0)
    #expect(tiny.last?.time == .leastNonzeroMagnitude)
    let endless = ModalTimeline(
      style: .cover, phase: .presenting, container: Self.phone, duration: .infinity)
    #expect(endless.duration == ModalTimeline.maximumDuration)
  }

  // MARK: Lifecycle

  /// A modal told its parent has gone could be turned around by its own binding. Its
  /// dismissal is now final: the request waits, and a new cycle starts once it has ended.
  @Test func aParentDismissalIsNeverReversed() {
    var machine = PresentationMachine<ModalIdentity>()
    _ = machine.step(.bindingChanged(.flag))
    _ = machine.step(.transitionFinished(TransitionID(rawValue: 1)))
    let leaving = Array(machine.step(.parentDismissed))
    #expect(
      leaving == [
        .emit(.willDismiss(.parentDismissed)),
        .beginDismissing(
          transition: TransitionID(rawValue: 2), animated: false, reason: .parentDismissed),
        .writeBindingBack,
      ])
    #expect(machine.step(.bindingChanged(.flag)).isEmpty)
    #expect(machine.phase == .dismissing)
    #expect(
      Array(machine.step(.transitionFinished(TransitionID(rawValue: 2)))) == [
        .emit(.didDismiss(.parentDismissed)),
        .emit(.willPresent),
        .beginPresenting(.flag, transition: TransitionID(rawValue: 3)),
      ])
  }
}

/// Found by ``NumericFuzzTests`` after the outside check.
@Suite struct FuzzFoundRegressionTests {
  /// `lightbox.zoom` let go with the finger at the ±10¹² position clamp started its flight (and
  /// its Reduce Motion fade) 211 pt, half the shrunk content's height on a 390 × 844 screen,
  /// from where it was let go: the flight's edges were clamped, the drag's were not.
  @Test(arguments: [Vector(x: 0, y: 1e12), Vector(x: 1e12, y: -1e12), Vector(x: 0, y: 1e300)])
  func aZoomLetGoAtThePositionClampStartsUnderTheFinger(translation: Vector) throws {
    let style = try #require(ModalStyle.builtIn(named: "lightbox.zoom")).style
    let drag = try #require(style.dragToDismiss)
    let container = ModalContainer(size: Size(width: 390, height: 844))
    let release = drag.release(
      translation: translation, velocity: Vector(x: 0, y: 800), in: container.size)
    for reduceMotion in [false, true] {
      let sampler = FrameSampler(style: style, container: container, reduceMotion: reduceMotion)
      let lifted = sampler.frame(dragging: translation)
      let start = sampler.frame(after: release, from: lifted, at: 0)
      #expect(abs(start.offset.x - lifted.offset.x) <= 1e-3, "reduce motion \(reduceMotion)")
      #expect(abs(start.offset.y - lifted.offset.y) <= 1e-3, "reduce motion \(reduceMotion)")
      #expect(start.contentScale == lifted.contentScale)
    }
  }

  /// A maximum detent value above 10¹² gave detents a release could not land on: the release
  /// clamps its heights to ±10¹², the detent kept 1e100.
  @Test func aReleaseLandsExactlyOnItsDetent() {
    let drag = SheetDrag(
      SheetStyle(detents: [.large]), context: .init(maximumDetentValue: 1e100))
    let release = drag.release(translation: 0, velocity: 0)
    #expect(release.to == release.detent?.height)
    #expect(drag.maximumDetentValue == Limits.maximumMagnitude)
  }
}

extension FuzzFoundRegressionTests {
  /// An over-damped spring started with a fast flick was 2e-16 away from 0 at time 0: the
  /// closed form's `c₁ + c₂` rounds.
  @Test func aSpringStartsExactlyAtZero() {
    let spring = ModalSpring(response: 0.001, dampingRatio: 2)
    #expect(spring.value(target: 0.002, initialVelocity: 60_000, time: 0) == 0)
    #expect(spring.value(target: 0.002, initialVelocity: 60_000, time: -1) == 0)
    #expect(spring.velocity(target: 0.002, initialVelocity: 60_000, time: 0) == 60_000)
  }

  /// A subnormal motion squared to 0 in the settling computation, which then said "settled at
  /// 0 s" for a motion that later moves further than the (subnormal) epsilon.
  @Test func aSubnormalMotionSettlesWhereItDoes() {
    let spring = ModalSpring(response: 0.001, dampingRatio: 0.5)
    let settling = spring.settlingDuration(
      target: 0, initialVelocity: 8e-267, epsilon: .leastNonzeroMagnitude)
    #expect(settling > 0)
    #expect(
      abs(spring.value(target: 0, initialVelocity: 8e-267, time: settling * 2))
        <= .leastNonzeroMagnitude)
  }
}

extension FuzzFoundRegressionTests {
  /// A subnormal mass gave a stiffness of 0, against "the spring constant, always positive".
  @Test func aTinyMassKeepsAPositiveStiffness() {
    let spring = ModalSpring(mass: .leastNonzeroMagnitude, stiffness: 0, damping: 0)
    #expect(spring.stiffness > 0)
    #expect(spring.mass == 1e-12)
    #expect(spring.response == ModalSpring.maximumResponse)
  }
}

extension FuzzFoundRegressionTests {
  /// The end of a release frame was `from + (to − from)·1`, 1 ulp off the target (−100.00000000000001
  /// for a release from 72.8 to −100).
  @Test func aFinishedReleaseIsExactlyAtItsTarget() {
    let container = ModalContainer(size: Size(width: 0, height: 100))
    let sampler = FrameSampler(style: .lightbox, container: container)
    let translation = Vector(x: 0, y: 72.8)
    let release = DragToDismiss.lightbox.release(
      translation: translation, velocity: Vector(x: 0, y: -50), in: container.size)
    let end = sampler.frame(after: release, from: sampler.frame(dragging: translation), at: 100)
    #expect(end.offset == release.motion.to)
  }
}
