import Testing
import VeilTestSupport

@testable import VeilCore

/// The first broken promise of one case, for ``PropertyCheck``.
struct Promises {
  private(set) var broken: String?

  /// Records `description` unless `holds`, keeping the first one.
  mutating func expect(_ holds: Bool, _ description: @autoclosure () -> String) {
    if !holds && broken == nil { broken = description() }
  }

  /// Records a number outside `range` (NaN included).
  mutating func expect(_ value: Double, in range: ClosedRange<Double>, _ name: String) {
    expect(range.contains(value), "\(name) = \(value), outside \(range)")
  }

  /// Records a NaN or infinite number.
  mutating func expectFinite(_ name: String, _ values: Double...) {
    for value in values where !value.isFinite {
      expect(false, "\(name) = \(value), not finite")
    }
  }
}

/// Property-based checks over every public numeric API of VeilCore, with the documented ranges:
/// inputs are bad on purpose (see ``PropertyCheck``), and every answer must be finite and where
/// the documentation says it is.
@Suite struct NumericFuzzTests {
  static let anyFinite = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
  static let magnitude = -Limits.maximumMagnitude...Limits.maximumMagnitude
  static let speed = -Limits.maximumSpeed...Limits.maximumSpeed

  /// An index in `0..<count` chosen by an awkward number (NaN and infinities choose 0).
  static func pick(_ value: Double, among count: Int) -> Int {
    guard value.isFinite else { return 0 }
    return Int(abs(value).truncatingRemainder(dividingBy: Double(count))) % count
  }

  // MARK: Springs

  /// Every documented range of a spring, whichever initializer made it.
  static func check(
    _ spring: ModalSpring, _ promises: inout Promises, allowOverDamping: Bool = true
  ) {
    promises.expect(spring.mass, in: 1e-12...Limits.maximumMagnitude, "mass")
    promises.expect(
      spring.response, in: ModalSpring.minimumResponse...ModalSpring.maximumResponse, "response")
    promises.expect(spring.dampingRatio, in: 0...ModalSpring.maximumDampingRatio, "dampingRatio")
    promises.expect(spring.settlingDuration, in: 0...Limits.maximumDuration, "settlingDuration")
    promises.expect(
      spring.stiffness, in: Double.leastNonzeroMagnitude...Self.anyFinite.upperBound, "stiffness")
    promises.expect(spring.damping, in: 0...Self.anyFinite.upperBound, "damping")
    promises.expect(spring.bounce, in: -1...1, "bounce")
    promises.expect(spring.duration == spring.response, "duration ≠ response")
    if !allowOverDamping { promises.expect(spring.dampingRatio <= 1, "over-damped") }
  }

  @Test func springInitializersKeepTheirRanges() {
    PropertyCheck.check("ModalSpring(response:dampingRatio:)", arity: 2) { input in
      var promises = Promises()
      let spring = ModalSpring(response: input[0], dampingRatio: input[1])
      Self.check(spring, &promises)
      promises.expect(spring.mass == 1, "mass \(spring.mass)")
      if input[0].isNaN {
        promises.expect(spring.response == 0.5, "NaN response → \(spring.response)")
      }
      if input[1].isNaN {
        promises.expect(spring.dampingRatio == 1, "NaN ratio → \(spring.dampingRatio)")
      }
      return promises.broken
    }
    PropertyCheck.check("ModalSpring(duration:bounce:)", arity: 2) { input in
      var promises = Promises()
      let spring = ModalSpring(duration: input[0], bounce: input[1])
      Self.check(spring, &promises)
      if (-0.99...1).contains(input[1]) {
        promises.expect(
          abs(spring.bounce - input[1]) < 1e-9, "bounce \(spring.bounce) ≠ \(input[1])")
      }
      return promises.broken
    }
    PropertyCheck.check("ModalSpring(mass:stiffness:damping:)", arity: 4) { input in
      var promises = Promises()
      let allow = input[3] > 0
      let spring = ModalSpring(
        mass: input[0], stiffness: input[1], damping: input[2], allowOverDamping: allow)
      Self.check(spring, &promises, allowOverDamping: allow)
      if input[1].isNaN || input[1] < 0 {
        promises.expect(spring.response == 0.5, "bad stiffness → response \(spring.response)")
      }
      return promises.broken
    }
    PropertyCheck.check(
      "ModalSpring(settlingDuration:dampingRatio:epsilon:)", arity: 3, cases: 1_000
    ) {
      input in
      var promises = Promises()
      let spring = ModalSpring(
        settlingDuration: input[0], dampingRatio: input[1], epsilon: input[2])
      Self.check(spring, &promises)
      promises.expect(spring.dampingRatio >= 0.01, "ratio \(spring.dampingRatio) < 0.01")
      return promises.broken
    }
    PropertyCheck.check("ModalSpring presets", arity: 2) { input in
      var promises = Promises()
      for spring in [
        ModalSpring.smooth(duration: input[0], extraBounce: input[1]),
        .snappy(duration: input[0], extraBounce: input[1]),
        .bouncy(duration: input[0], extraBounce: input[1]),
      ] {
        Self.check(spring, &promises)
      }
      return promises.broken
    }
  }

  /// A spring from two awkward numbers, so samples cover every damping regime.
  static func spring(_ a: Double, _ b: Double) -> ModalSpring {
    ModalSpring(
      response: abs(a.truncatingRemainder(dividingBy: 3)),
      dampingRatio: abs(b.truncatingRemainder(dividingBy: 2.5)))
  }

  @Test func springSamplesAreFiniteAndSettleAsDocumented() {
    PropertyCheck.check("ModalSpring.value/velocity/settlingDuration", arity: 6, cases: 1_200) {
      input in
      var promises = Promises()
      let spring = Self.spring(input[0], input[1])
      let (target, velocity, time, epsilon) = (input[2], input[3], input[4], input[5])
      let value = spring.value(target: target, initialVelocity: velocity, time: time)
      let speed = spring.velocity(target: target, initialVelocity: velocity, time: time)
      promises.expectFinite("value, velocity", value, speed)
      let clampedTarget = target.magnitudeClamped
      if time.isNaN || time <= 0 {
        // The start is 0 up to the rounding of `target + (−target)·(c₁ + c₂)`.
        promises.expect(
          abs(value) <= abs(clampedTarget) * 1e-15,
          "value at time \(time) is \(value), not the start")
      }
      if time == .infinity {
        promises.expect(value == clampedTarget && speed == 0, "not at rest at +∞")
      }
      promises.expect(
        spring.settlingDuration(target: target, initialVelocity: velocity, epsilon: epsilon),
        in: 0...Limits.maximumDuration, "settlingDuration")
      // SwiftUI's `settlingDuration` is an estimate; the exact time keeps the promise: from
      // then on, within epsilon of the target.
      let settling = spring.exactSettlingDuration(
        target: target, initialVelocity: velocity, epsilon: epsilon)
      promises.expect(settling, in: 0...Limits.maximumDuration, "exactSettlingDuration")
      if settling < Limits.maximumDuration {
        let threshold = epsilon.positiveOr(ModalSpring.defaultEpsilon)
        let slack = threshold * 1e-6 + abs(clampedTarget) * 1e-14
        for later in [settling, settling * 1.5 + 0.01, settling + 10, 1e6] {
          let distance = abs(
            spring.value(target: target, initialVelocity: velocity, time: later) - clampedTarget)
          promises.expect(
            distance <= threshold + slack,
            "\(distance) from the target at \(later) s, settled at \(settling) s")
        }
      }
      return promises.broken
    }
  }

  @Test func animatorsStayFiniteAndSettleWhereTheySay() {
    PropertyCheck.check("InterruptibleAnimator", arity: 8, cases: 1_000) { input in
      var promises = Promises()
      var animator = InterruptibleAnimator(
        value: input[0], velocity: input[1], target: input[2],
        spring: Self.spring(input[3], input[4]),
        time: input[5] / 1e300, epsilon: input[6])
      promises.expect(
        animator.epsilon > 0 && animator.epsilon.isFinite, "epsilon \(animator.epsilon)")
      animator.retarget(
        to: input[7], at: animator.anchorTime + abs(input[0].truncatingRemainder(dividingBy: 0.5)))
      promises.expectFinite("state", animator.settlingTime, animator.target, animator.anchorTime)
      for time in [
        animator.anchorTime, animator.anchorTime + 0.01, animator.settlingTime.nextDown,
        animator.settlingTime, .infinity, .nan, -1e308,
      ] {
        promises.expectFinite(
          "sample at \(time)", animator.value(at: time), animator.velocity(at: time))
      }
      promises.expect(
        animator.value(at: animator.settlingTime) == animator.target, "not the target when settled")
      if animator.settlingTime - animator.anchorTime < Limits.maximumDuration * 0.999,
        animator.settlingTime > animator.anchorTime
      {
        let before = animator.value(at: animator.settlingTime.nextDown)
        // Times are quantised too: one step of the clock before the settling time, the motion
        // may be that step's worth of velocity further away.
        let clockStep = animator.settlingTime.ulp * 2
        let slack =
          animator.epsilon * 1e-6 + abs(animator.target) * 1e-14
          + abs(animator.velocity(at: animator.settlingTime.nextDown)) * clockStep
          // A subnormal epsilon is below what `e^(−σt)` resolves: allow its rounding.
          + 1e-300 * max(1, abs(animator.value(at: animator.anchorTime)) + abs(animator.target))
        promises.expect(
          abs(before - animator.target) <= animator.epsilon + slack,
          "jumps by \(abs(before - animator.target)) when it settles")
      }
      return promises.broken
    }
  }

  // MARK: Curves and animations

  @Test func timingCurvesStayInTheirHull() {
    PropertyCheck.check("TimingCurve", arity: 5) { input in
      var promises = Promises()
      let curve = TimingCurve.bezier(x1: input[0], y1: input[1], x2: input[2], y2: input[3])
      promises.expect(curve.x1, in: 0...1, "x1")
      promises.expect(curve.x2, in: 0...1, "x2")
      promises.expect(curve.y1, in: -10...10, "y1")
      promises.expect(curve.y2, in: -10...10, "y2")
      let value = curve.value(at: input[4])
      let low = min(0, curve.y1, curve.y2) - 1e-12
      let high = max(1, curve.y1, curve.y2) + 1e-12
      promises.expect(value, in: low...high, "value(at: \(input[4]))")
      promises.expect(
        curve.value(at: 0) == 0 && curve.value(at: 1) == 1,
        "ends \(curve.value(at: 0)), \(curve.value(at: 1))")
      promises.expect(
        curve.velocity(at: input[4]), in: -TimingCurve.maximumSlope...TimingCurve.maximumSlope,
        "velocity")
      return promises.broken
    }
  }

  @Test func animationsProgressFromZeroToOne() {
    PropertyCheck.check("ModalAnimation", arity: 5, cases: 2_000) { input in
      var promises = Promises()
      let curve = TimingCurve.bezier(x1: 0.3, y1: input[3], x2: 0.7, y2: 1)
      for animation in [
        ModalAnimation.timingCurve(curve, duration: input[0]), .linear(duration: input[0]),
        .spring(Self.spring(input[0], input[3])),
      ] {
        let (time, velocity) = (input[1], input[2])
        promises.expect(
          animation.logicalDuration, in: 0...Limits.maximumDuration, "logicalDuration")
        promises.expect(
          animation.settlingDuration, in: 0...Limits.maximumDuration, "settlingDuration")
        promises.expect(
          animation.logicalDuration <= animation.settlingDuration, "logical after settled")
        promises.expect(
          animation.settlingDuration(initialVelocity: velocity), in: 0...Limits.maximumDuration,
          "settlingDuration(initialVelocity:)")
        let progress = animation.progress(at: time, initialVelocity: velocity)
        promises.expectFinite(
          "progress, velocity", progress, animation.velocity(at: time, initialVelocity: velocity))
        if time.isNaN || time <= 0 {
          promises.expect(progress == 0, "progress \(progress) before the start")
        }
        if animation.isFinished(at: time, initialVelocity: velocity) {
          promises.expect(progress == 1, "finished at \(time) with progress \(progress)")
        }
        promises.expect(
          animation.progress(at: .infinity, initialVelocity: velocity) == 1, "not 1 at +∞")
      }
      return promises.broken
    }
  }

  @Test func rubberBandsAndDecelerationKeepTheirBounds() {
    PropertyCheck.check("RubberBand", arity: 3) { input in
      var promises = Promises()
      let band = RubberBand(dimension: input[0], coefficient: input[1])
      promises.expect(band.dimension, in: 0...Self.anyFinite.upperBound, "dimension")
      promises.expect(band.coefficient, in: 0...Self.anyFinite.upperBound, "coefficient")
      let offset = band.offset(for: input[2])
      promises.expect(abs(offset) <= band.dimension, "offset \(offset) beyond \(band.dimension)")
      promises.expect(
        offset == 0 || (offset > 0) == (input[2] > 0), "offset \(offset) has the wrong sign")
      promises.expect(band.slope(at: input[2]), in: 0...band.coefficient, "slope")
      return promises.broken
    }
    PropertyCheck.check("DecelerationRate", arity: 2) { input in
      var promises = Promises()
      let rate = DecelerationRate(rawValue: input[0])
      promises.expect(rate.rawValue, in: 0...DecelerationRate.maximumRawValue, "rawValue")
      let distance = rate.projectedDistance(initialVelocity: input[1])
      promises.expectFinite("projectedDistance", distance)
      promises.expect(
        distance == 0 || (distance > 0) == (input[1] > 0), "projection against the velocity")
      return promises.broken
    }
  }

  // MARK: Geometry

  @Test func geometryStaysFiniteAndOrdered() {
    PropertyCheck.check("Vector", arity: 2) { input in
      var promises = Promises()
      let vector = Vector(x: input[0], y: input[1])
      promises.expectFinite("vector", vector.x, vector.y, vector.length)
      let largest = max(abs(vector.x), abs(vector.y))
      promises.expect(
        vector.length >= largest * (1 - 1e-15), "length \(vector.length) < \(largest)")
      promises.expect(
        vector.length <= (abs(vector.x) + abs(vector.y)) * (1 + 1e-15), "length too long")
      return promises.broken
    }
    PropertyCheck.check("Rect, Size, Insets", arity: 8) { input in
      var promises = Promises()
      var rect = Rect(x: input[0], y: input[1], width: input[2], height: input[3])
      rect.width = input[4]
      promises.expectFinite(
        "edges", rect.minX, rect.midX, rect.maxX, rect.minY, rect.midY, rect.maxY)
      promises.expect(rect.width >= 0 && rect.height >= 0, "negative size")
      promises.expect(rect.minX <= rect.midX && rect.midX <= rect.maxX, "x edges out of order")
      promises.expect(rect.minY <= rect.midY && rect.midY <= rect.maxY, "y edges out of order")
      let insets = Insets(top: input[4], leading: input[5], bottom: input[6], trailing: input[7])
      promises.expectFinite("insets", insets.top, insets.leading, insets.bottom, insets.trailing)
      let inner = rect.inset(by: insets)
      promises.expectFinite("inset rect", inner.x, inner.y, inner.width, inner.height)
      let size = Size(width: input[6], height: input[7])
      promises.expect(size.width, in: 0...Self.anyFinite.upperBound, "width")
      promises.expect(size.height, in: 0...Self.anyFinite.upperBound, "height")
      return promises.broken
    }
    PropertyCheck.check("ReleaseMotion", arity: 6) { input in
      var promises = Promises()
      let motion = ReleaseMotion(
        from: Vector(x: input[0], y: input[1]), to: Vector(x: input[2], y: input[3]),
        velocity: Vector(x: input[4], y: input[5]))
      promises.expect(motion.distance, in: 0...Self.anyFinite.upperBound, "distance")
      promises.expectFinite(
        "speeds", motion.speedTowardsTarget, motion.relativeSpeed, motion.relativeVelocity.x,
        motion.relativeVelocity.y)
      promises.expect(motion.velocity.x, in: Self.speed, "velocity.x")
      promises.expect(motion.from.x, in: Self.magnitude, "from.x")
      return promises.broken
    }
  }

  // MARK: Gestures

  static let directionSets: [DragToDismiss.Directions] = [
    .down, .vertical, .horizontal, .any, [.up, .trailing],
  ]

  @Test func dragsStayWithinTheirRanges() {
    PropertyCheck.check("DragToDismiss", arity: 8, cases: 2_000) { input in
      var promises = Promises()
      let directions = Self.directionSets[Self.pick(input[7], among: 5)]
      let drag = DragToDismiss(
        directions: directions, distanceThreshold: .points(input[6]), flickThreshold: input[5])
      let container = Size(width: input[0], height: input[1])
      let translation = Vector(x: input[2], y: input[3])
      let velocity = Vector(x: input[4], y: input[5])
      let offset = drag.contentOffset(for: translation, in: container)
      promises.expectFinite("offset", offset.x, offset.y)
      promises.expect(drag.progress(for: translation, in: container), in: 0...1, "progress")
      promises.expect(drag.backdropStrength(for: translation, in: container), in: 0...1, "backdrop")
      let release = drag.release(translation: translation, velocity: velocity, in: container)
      promises.expect(release.motion.distance, in: 0...Self.anyFinite.upperBound, "distance")
      promises.expectFinite("relativeSpeed", release.motion.relativeSpeed)
      if release.edge != nil && container.isEmpty {
        // An empty container gives a dismissal zero distance along its empty axis.
        let axisEmpty =
          release.edge == .top || release.edge == .bottom
          ? container.height == 0 : container.width == 0
        if axisEmpty {
          promises.expect(
            release.motion.distance == 0, "empty container, distance \(release.motion.distance)")
        }
      }
      var tracker = DragToDismissTracker(drag, container: container)
      tracker.update(translation: translation)
      promises.expect(tracker.progress, in: 0...1, "tracker progress")
      promises.expect(tracker.backdropStrength, in: 0...1, "tracker backdrop")
      promises.expectFinite(
        "tracker release", tracker.release(velocity: velocity).motion.relativeSpeed)
      return promises.broken
    }
  }

  @Test func sheetsStayAboveTheBottomEdge() {
    PropertyCheck.check("SheetDrag", arity: 7, cases: 2_000) { input in
      var promises = Promises()
      let detents: [SheetDetent] = [.height(input[0]), .fraction(input[1]), .medium, .large]
      let chosen = Array(detents.prefix(1 + Self.pick(input[6], among: 4)))
      let configuration = SheetStyle(detents: chosen).interactiveDismissDisabled(input[6] <= 0)
      let drag = SheetDrag(
        configuration, context: .init(maximumDetentValue: input[2]), startHeight: input[3],
        rubberBandCoefficient: input[5])
      promises.expect(
        drag.maximumDetentValue, in: 0...Self.anyFinite.upperBound, "maximumDetentValue")
      for resolved in drag.detents {
        promises.expect(resolved.height, in: 0...drag.maximumDetentValue, "detent height")
      }
      let height = drag.height(forTranslation: input[4])
      promises.expect(
        height, in: 0...Self.anyFinite.upperBound, "height(forTranslation: \(input[4]))")
      promises.expect(drag.dimming(atHeight: input[4]), in: 0...1, "dimming")
      let release = drag.release(translation: input[4], velocity: input[5])
      promises.expect(release.from, in: 0...Self.anyFinite.upperBound, "release.from")
      promises.expect(release.velocity, in: Self.speed, "release.velocity")
      promises.expectFinite("relativeVelocity", release.relativeVelocity)
      let landing = release.detent.map(\.height) ?? 0
      promises.expect(release.to == landing, "lands at \(release.to), not \(landing)")
      if !drag.allowsDismissalByDrag {
        promises.expect(!release.dismisses, "dismissed without permission")
      }
      return promises.broken
    }
  }

  // MARK: Frames and lifecycle

  @Test func framesAndTimelinesKeepTheirRanges() {
    PropertyCheck.check("FrameSampler and ModalTimeline", arity: 6, cases: 500) { input in
      var promises = Promises()
      let container = ModalContainer(
        size: Size(width: input[0], height: input[1]), keyboardHeight: input[2])
      let builtIns = ModalStyle.builtIns
      let style = builtIns[Self.pick(input[5], among: builtIns.count)].style
      let sampler = FrameSampler(style: style, container: container)
      for phase in [ModalTransition.Phase.presenting, .dismissing] {
        for frame in [
          sampler.frame(phase, at: input[3], initialVelocity: input[4]),
          sampler.frame(phase, fractionComplete: input[3]),
          sampler.frame(dragging: Vector(x: input[3], y: input[4])),
        ] {
          Self.check(frame, &promises)
        }
      }
      let timeline = ModalTimeline(
        style: style, phase: .presenting, container: container, frameRate: input[3],
        duration: input[4])
      promises.expect(
        timeline.frameRate, in: Double.leastNonzeroMagnitude...ModalTimeline.maximumFrameRate,
        "frameRate")
      promises.expect(timeline.duration, in: 0...ModalTimeline.maximumDuration, "duration")
      promises.expect(
        timeline.first?.time == 0, "first sample at \(String(describing: timeline.first?.time))")
      promises.expect(timeline.last?.time == timeline.duration, "last sample not at the duration")
      if timeline.count > 2 {
        promises.expect(
          timeline[1].time > 0 && timeline[1].time <= timeline[timeline.count - 2].time,
          "times out of order")
      }
      return promises.broken
    }
  }

  /// A released drag starts where the finger left the content, for every built-in style with a
  /// drag (the zoom's flight included), with and without Reduce Motion, whatever the
  /// translation: at time 0 the frame is the drag's last. Translations near and past the
  /// ±10¹² position clamp once started a zoom's flight half the shrunk content's height away.
  @Test func aReleaseStartsWhereTheFingerLeftTheContent() {
    let dragged = ModalStyle.builtIns.filter { $0.style.dragToDismiss != nil }
    PropertyCheck.check("release start", arity: 6, cases: 2_000) { input in
      var promises = Promises()
      let entry = dragged[Self.pick(input[5], among: dragged.count)]
      let container = ModalContainer(size: Size(width: 390, height: 844))
      let sampler = FrameSampler(
        style: entry.style, container: container, reduceMotion: input[4] > 0)
      guard let drag = entry.style.dragToDismiss else { return nil }
      let translation = Vector(x: input[0], y: input[1])
      let release = drag.release(
        translation: translation, velocity: Vector(x: input[2], y: input[3]),
        in: container.size)
      let lifted = sampler.frame(dragging: translation)
      let start = sampler.frame(after: release, from: lifted, at: 0)
      for field in MotionField.allCases {
        let (was, now) = (field.value(in: lifted), field.value(in: start))
        // The same frame, to the rounding of values as large as the position clamp.
        let tolerance = Swift.max(1e-6, 1e-12 * Swift.max(abs(was), abs(now)))
        promises.expect(
          abs(was - now) <= tolerance, "\(entry.name) \(field): \(was) lifted, \(now) at 0")
      }
      return promises.broken
    }
  }

  static func check(_ frame: ModalFrame, _ promises: inout Promises) {
    promises.expectFinite(
      "frame",
      frame.containerSize.width, frame.containerSize.height, frame.contentRect.x,
      frame.contentRect.y, frame.contentRect.width, frame.contentRect.height, frame.offset.x,
      frame.offset.y, frame.rotationY)
    promises.expect(frame.contentOpacity, in: 0...1, "contentOpacity")
    promises.expect(frame.backdropStrength, in: 0...1, "backdropStrength")
    promises.expect(frame.contentScale, in: 0...Self.anyFinite.upperBound, "contentScale")
    promises.expect(frame.cornerRadius, in: 0...Self.anyFinite.upperBound, "cornerRadius")
  }

  @Test func dragProgressReachesTheMachineClamped() {
    PropertyCheck.check("PresentationMachine drag progress", arity: 1) { input in
      var promises = Promises()
      var machine = PresentationMachine<ModalIdentity>()
      _ = machine.step(.bindingChanged(.flag))
      _ = machine.step(.transitionFinished(TransitionID(rawValue: 1)))
      _ = machine.step(.dragBegan)
      _ = machine.step(.dragChanged(progress: input[0]))
      promises.expect(machine.interactiveProgress, in: 0...1, "interactiveProgress")
      return promises.broken
    }
  }

  // MARK: Samplers, frames, containers, backdrops

  @Test func velocitySamplersStayWithinTheMaximumSpeed() {
    PropertyCheck.check("VelocitySampler", arity: 9, cases: 1_000) { input in
      var promises = Promises()
      var sampler = VelocitySampler(window: input[0])
      promises.expect(sampler.window, in: Double.leastNonzeroMagnitude...1, "window")
      for index in 0..<4 {
        sampler.add(
          Vector(x: input[1 + index], y: input[5 + index % 4]), at: input[(index + 4) % 9])
      }
      for sample in sampler.samples {
        promises.expectFinite("sample time", sample.time)
        promises.expect(sample.position.x, in: Self.magnitude, "sample x")
        promises.expect(sample.position.y, in: Self.magnitude, "sample y")
      }
      for time in [input[4], input[8], .infinity, -.infinity, .nan] {
        let velocity = sampler.velocity(at: time)
        promises.expect(
          velocity.length <= Limits.maximumSpeed * (1 + 1e-12),
          "speed \(velocity.length) at \(time)")
      }
      return promises.broken
    }
  }

  @Test func framesBackdropsAndContainersClampWhatTheyAreGiven() {
    PropertyCheck.check("ModalFrame", arity: 8) { input in
      var promises = Promises()
      var frame = ModalFrame(
        container: Size(width: input[0], height: input[1]),
        contentRect: Rect(x: input[2], y: input[3], width: input[0], height: input[1]),
        contentOpacity: input[4], contentScale: input[5], offset: Vector(x: input[6], y: input[7]),
        rotationY: input[2], cornerRadius: input[3], backdropStrength: input[6])
      Self.check(frame, &promises)
      frame.contentOpacity = input[7]
      frame.contentScale = input[6]
      frame.backdropStrength = input[5]
      frame.cornerRadius = input[4]
      frame.rotationY = input[3]
      Self.check(frame, &promises)
      return promises.broken
    }
    PropertyCheck.check("Backdrop, ModalContainer, Distance", arity: 6) { input in
      var promises = Promises()
      if let dim = Backdrop.dim(opacity: input[0]).dim {
        promises.expect(dim.opacity, in: 0...1, "dim opacity")
      }
      if let blur = Backdrop.blur(radius: input[1]).blur {
        promises.expect(blur.radius, in: 0...Self.anyFinite.upperBound, "blur radius")
      }
      let container = ModalContainer(
        size: Size(width: input[2], height: input[3]), safeArea: Insets(all: input[4]),
        keyboardHeight: input[5])
      promises.expect(container.keyboardHeight, in: 0...Self.anyFinite.upperBound, "keyboardHeight")
      for avoiding in [false, true] {
        let rect = container.availableRect(avoidingKeyboard: avoiding)
        promises.expectFinite("available rect", rect.x, rect.y, rect.maxX, rect.maxY)
        promises.expect(rect.width >= 0 && rect.height >= 0, "negative available rect")
      }
      for distance in [DragToDismiss.Distance.points(input[0]), .fraction(input[1])] {
        let points = distance.points(in: input[2])
        promises.expect(!points.isNaN && points >= 0, "distance \(points) points")
      }
      return promises.broken
    }
  }

  @Test func releaseFramesRunFromTheFingerToTheTarget() {
    PropertyCheck.check("FrameSampler release frames", arity: 6, cases: 1_000) { input in
      var promises = Promises()
      let container = ModalContainer(size: Size(width: input[0], height: input[1]))
      let sampler = FrameSampler(style: .lightbox, container: container)
      let translation = Vector(x: input[2], y: input[3])
      let drag = DragToDismiss.lightbox
      let release = drag.release(
        translation: translation, velocity: Vector(x: 0, y: input[4]), in: container.size)
      let start = sampler.frame(dragging: translation)
      for time in [input[5], 0, .infinity, .nan, -.infinity, 1e308] {
        Self.check(sampler.frame(after: release, from: start, at: time), &promises)
      }
      Self.check(
        sampler.releaseFrame(
          release, backdropStrengthAtRelease: input[5], fractionComplete: input[4]),
        &promises)
      let end = sampler.frame(after: release, from: start, at: .infinity)
      promises.expect(
        end.offset == release.motion.to, "at +∞ the offset is \(end.offset), not the target")
      promises.expect(sampler.isFinished(after: release, at: .infinity), "not finished at +∞")
      return promises.broken
    }
  }
}
