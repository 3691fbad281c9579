import Foundation

/// A damped spring, described in SwiftUI's vocabulary and solved exactly.
///
/// `ModalSpring` mirrors SwiftUI's `Spring` (iOS 17): the same initializers, the same presets and
/// the same properties, so a spring written for SwiftUI reads the same here. The motion is a mass
/// on a spring with linear damping, `m·x'' + c·x' + k·x = 0`, solved in closed form for the
/// under-damped (`dampingRatio < 1`), critically damped (`= 1`) and over-damped (`> 1`) cases,
/// so sampling it at any time is exact and costs a few arithmetic operations.
///
/// The parameters convert into one another as Apple's `Spring` page shows:
/// `response = 2π·√(mass / stiffness)`, `dampingRatio = damping / (2·√(stiffness·mass))`,
/// `duration = response`, `bounce = 1 − dampingRatio` for `dampingRatio ≤ 1` and
/// `bounce = 1 / dampingRatio − 1` above.
///
/// The name keeps it apart from SwiftUI's `Spring`, so that a file importing SwiftUI and Veil
/// can write either without qualifying it; on iOS 17 and later Veil converts one into the other.
///
/// Bad input never traps and never yields NaN: every initializer documents how it clamps.
///
/// ```swift
/// let spring = ModalSpring(duration: 0.5, bounce: 0.3)
/// spring.stiffness                                  // ≈ 157.9
/// spring.damping                                    // ≈ 17.6
/// spring.value(target: 300, time: 0.25)             // where a 300 pt move is after 0.25 s
/// ModalSpring(mass: 1, stiffness: 100, damping: 10).bounce  // 0.5
/// ```
public struct ModalSpring: Hashable, Sendable {
  /// The mass of the object attached to the spring (in 10⁻¹²…10¹²).
  public let mass: Double
  /// The period of the undamped spring in seconds, SwiftUI's "response" (always positive).
  public let response: Double
  /// The damping as a fraction of critical damping, in `0...maximumDampingRatio`.
  public let dampingRatio: Double
  /// SwiftUI's estimate of how long a move from 0 to 1 that starts at rest takes to settle:
  /// ``settlingDuration(target:initialVelocity:epsilon:)`` with SwiftUI's documented defaults
  /// (target 1, initial velocity 0, epsilon 0.001).
  ///
  /// This is the number SwiftUI's `Spring.settlingDuration` gives, an estimate from the decay
  /// envelope; the exact time after which the spring stays within 0.001 of its target is
  /// ``exactSettlingDuration``, which is what Veil uses to decide that a modal is at rest.
  public let settlingDuration: Double
  /// The exact time, in seconds, after which a move from 0 to 1 that starts at rest stays
  /// within 0.001 of 1: ``exactSettlingDuration(target:initialVelocity:epsilon:)`` with the
  /// same defaults as ``settlingDuration``. Computed once, when the spring is created, because
  /// every frame of a ``ModalAnimation`` asks for it.
  public let exactSettlingDuration: Double

  /// The coefficients of the closed form, computed once per spring so that sampling it costs
  /// one exponential and one sine and cosine: ω₀ = 2π / response, σ = ζ·ω₀, and, under-damped,
  /// ω_d = ω₀·√(1 − ζ²) and σ / ω_d; over-damped, the two real roots.
  @usableFromInline let solution: Solution

  /// The shortest response Veil accepts, in seconds: a zero response (SwiftUI's "infinitely
  /// stiff" spring) becomes this one, which settles within a few milliseconds.
  public static let minimumResponse = 0.001

  /// The longest response Veil accepts, in seconds.
  public static let maximumResponse = 1_000.0

  /// The largest damping ratio Veil accepts. A `bounce` of -1 (infinitely over-damped in
  /// SwiftUI's mapping) becomes this ratio, which corresponds to a bounce of -0.99.
  public static let maximumDampingRatio = 100.0

  /// The settling threshold SwiftUI uses by default: 0.001 (Apple documentation of
  /// `Spring.settlingDuration`).
  public static let defaultEpsilon = 0.001

  // MARK: - Creating springs

  /// Creates a spring from its response and damping ratio, with a mass of 1.
  ///
  /// A NaN response becomes 0.5 s; responses are clamped to
  /// ``minimumResponse``...``maximumResponse`` (so 0 and negative values give the stiffest
  /// spring, +∞ the softest). A NaN damping ratio becomes 1 (critical); ratios are clamped to
  /// `0...100` (``maximumDampingRatio``): a negative ratio would feed energy in and is taken
  /// as 0.
  ///
  /// - Parameters:
  ///   - response: The period of the undamped spring in seconds: how stiff it is.
  ///   - dampingRatio: The damping as a fraction of critical damping.
  public init(response: Double, dampingRatio: Double) {
    self.init(
      sanitizedMass: 1, response: Self.sanitizedResponse(response),
      dampingRatio: Self.sanitizedDampingRatio(dampingRatio))
  }

  /// Creates a spring from its perceptual duration and bounce, as SwiftUI's
  /// `Spring(duration:bounce:)`.
  ///
  /// The duration is the response. A bounce of 0 is critically damped, positive bounces up to 1
  /// oscillate (`dampingRatio = 1 − bounce`; 1 never stops), negative bounces down to -1 are
  /// over-damped (`dampingRatio = 1 / (1 + bounce)`), the mapping SwiftUI uses and the inverse
  /// of its `bounce` property. Bad input: the duration clamps as ``init(response:dampingRatio:)``
  /// clamps the response; a NaN bounce becomes 0 and bounces are clamped to `-1...1`, with the
  /// damping ratio capped at ``maximumDampingRatio``.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds; 0.5 by default.
  ///   - bounce: How bouncy the spring is, in `-1...1`; 0 by default.
  public init(duration: Double = 0.5, bounce: Double = 0) {
    self.init(
      sanitizedMass: 1, response: Self.sanitizedResponse(duration),
      dampingRatio: Self.dampingRatio(bounce: bounce))
  }

  /// Creates a spring from its physical coefficients, as SwiftUI's
  /// `Spring(mass:stiffness:damping:allowOverDamping:)`.
  ///
  /// Apple's example: `Spring(mass: 1, stiffness: 100, damping: 10)` has a duration of
  /// `2π / 10 ≈ 0.63` s and a bounce of 0.5.
  ///
  /// With `allowOverDamping` false (the default), a damping above critical is treated as
  /// critical, as Apple documents. Bad input: a mass that is NaN, infinite, zero or negative
  /// becomes 1; a NaN or negative stiffness gives a 0.5 s response, and the
  /// resulting response is clamped as in ``init(response:dampingRatio:)`` (a zero stiffness
  /// gives the softest spring, an infinite one the stiffest); a NaN damping becomes critical,
  /// a negative one 0, and the ratio is capped at ``maximumDampingRatio``. The response and
  /// the damping ratio come from the mass as given; the stored ``mass`` is then clamped to
  /// 10⁻¹²…10¹², so that ``stiffness`` and ``damping`` stay finite and the stiffness positive.
  ///
  /// - Parameters:
  ///   - mass: The mass of the moving object; 1 by default.
  ///   - stiffness: The spring constant.
  ///   - damping: The friction coefficient.
  ///   - allowOverDamping: Whether a damping above critical is kept; false by default.
  public init(
    mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false
  ) {
    let mass = mass.positiveOr(1)
    // response = 2π·√(m/k); k = 0 gives +∞ and k = +∞ gives 0, both clamped. A NaN or negative
    // stiffness gives the documented 0.5 s directly: through `k = m·ω²` a huge mass would
    // overflow k and lose it.
    let response =
      stiffness.isNaN || stiffness < 0
      ? 0.5 : Self.sanitizedResponse(2 * Double.pi * (mass / stiffness).squareRoot())
    let omega = Self.angularFrequency(response: response)
    let ratio: Double
    if damping.isNaN {
      ratio = 1
    } else {
      // dampingRatio = c / (2·√(k·m)) = (c / m) / (2·ω₀), written with the clamped response;
      // dividing by m first keeps 2·m·ω₀ from overflowing for a huge mass.
      ratio = Self.sanitizedDampingRatio((Swift.max(damping, 0) / mass) / (2 * omega))
    }
    self.init(
      sanitizedMass: mass.clamped(to: 1e-12...Limits.maximumMagnitude, nanFallback: 1),
      response: response,
      dampingRatio: allowOverDamping ? ratio : Swift.min(ratio, 1))
  }

  /// Creates a spring that settles in `settlingDuration` seconds with the given damping ratio,
  /// as SwiftUI's `Spring(settlingDuration:dampingRatio:epsilon:)`, with SwiftUI's numbers.
  ///
  /// SwiftUI does not solve for the exact last crossing of `epsilon`: it finds the natural
  /// frequency ω at which the decay envelope of a unit move meets `epsilon` at the settling
  /// duration T. Under-damped, that is `epsilon = ζ/√(1−ζ²) · e^(−ζ·ω·T)`, solved here in
  /// closed form, `ω = ln(ζ / (√(1−ζ²)·epsilon)) / (ζ·T)`; from critical damping on, SwiftUI
  /// takes the critically damped envelope `(1 + ω·T)·e^(−ω·T) = epsilon` (a damping ratio above
  /// 1 is treated as 1), solved by Newton's method to full precision. The stiffness is ω² and
  /// the damping 2·ζ·ω, with a mass of 1. For example `(0.5, 0.3)` gives a stiffness of about
  /// 1469.92, the value SwiftUI gives (pinned by the public re-implementations of SwiftUI's
  /// `Spring` that test against it).
  ///
  /// Bad input, following SwiftUI's own clamps where it has them: a NaN settling duration
  /// becomes 0.5 s and durations are clamped to `0.01...10`; a NaN damping ratio becomes 1 and
  /// ratios are clamped to `0.01...1` (below 0.01 the under-damped envelope starts below any
  /// usual epsilon and the equation has no positive solution); an epsilon that is NaN,
  /// infinite, zero, negative or not below 1 becomes 0.001. The response is then clamped to
  /// ``minimumResponse``...``maximumResponse``.
  ///
  /// - Parameters:
  ///   - settlingDuration: How long the spring takes to come to rest, in seconds.
  ///   - dampingRatio: The damping as a fraction of critical damping.
  ///   - epsilon: How close to the target counts as at rest, for a unit move; 0.001 by default.
  public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
    let duration = settlingDuration.clamped(to: 0.01...10, nanFallback: 0.5)
    let ratio = dampingRatio.clamped(to: 0.01...1, nanFallback: 1)
    let epsilon = epsilon.isFinite && epsilon > 0 && epsilon < 1 ? epsilon : Self.defaultEpsilon
    let omega: Double
    if ratio < 1 - Self.criticalWindow {
      let amplitude = ratio / (1 - ratio * ratio).squareRoot()
      // Where the envelope starts at or below epsilon, any frequency "settles": take the
      // stiffest spring the clamps allow.
      omega = amplitude > epsilon ? log(amplitude / epsilon) / (ratio * duration) : .infinity
    } else {
      omega = Self.criticalEnvelopeRoot(epsilon: epsilon) / duration
    }
    self.init(
      sanitizedMass: 1, response: Self.sanitizedResponse(2 * Double.pi / omega),
      dampingRatio: ratio >= 1 - Self.criticalWindow ? 1 : ratio)
  }

  /// The u > 0 with `(1 + u)·e^(−u) = epsilon`, for `epsilon` in (0, 1): Newton's method on
  /// `ln(1 + u) − u − ln(epsilon)`, which is concave and decreasing for u > 0, so from a start
  /// beyond the root every step lands between the root and the previous iterate.
  static func criticalEnvelopeRoot(epsilon: Double) -> Double {
    let target = log(epsilon)
    var u = Swift.max(1 - target, 1)  // ≥ the root: ln(1 + u) − u < −u/2 … for u ≥ 1 − ln ε
    for _ in 0..<60 {
      let f = log1p(u) - u - target
      let slope = 1 / (1 + u) - 1
      let next = u - f / slope
      if Swift.abs(next - u) <= 1e-15 * u { return next }
      u = next
    }
    return u
  }

  private init(sanitizedMass mass: Double, response: Double, dampingRatio: Double) {
    self.mass = mass
    self.response = response
    self.dampingRatio = dampingRatio
    let solution = Solution(
      omega: Self.angularFrequency(response: response), dampingRatio: dampingRatio)
    self.solution = solution
    let exact = Self.settlingTime(
      omega: solution.omega, dampingRatio: dampingRatio,
      displacement: -1, velocity: 0, epsilon: Self.defaultEpsilon)
    self.exactSettlingDuration = exact
    self.settlingDuration = Self.estimatedSettlingTime(
      solution, target: 1, velocity: 0, epsilon: Self.defaultEpsilon, exact: { exact })
  }

  // MARK: - Presets

  /// A smooth spring with no bounce: duration 0.5 s, bounce 0 (Apple documentation of
  /// `Spring.smooth`).
  public static let smooth = ModalSpring.smooth()

  /// A snappy spring with a little bounce: duration 0.5 s, bounce 0.15 (Apple documentation of
  /// `Spring.snappy(duration:extraBounce:)`, "base bounce of 0.15").
  public static let snappy = ModalSpring.snappy()

  /// A bouncy spring: duration 0.5 s, bounce 0.3 (Apple documentation of
  /// `Spring.bouncy(duration:extraBounce:)`, "base bounce of 0.3").
  public static let bouncy = ModalSpring.bouncy()

  /// The spring SwiftUI uses for interactive animations: response 0.15 s, damping ratio 0.86
  /// (the defaults of `Animation.interactiveSpring(response:dampingFraction:blendDuration:)`
  /// in Apple's documentation). Use it to follow a finger closely.
  public static let interactive = ModalSpring(response: 0.15, dampingRatio: 0.86)

  /// A smooth spring with no bounce, which can be tuned.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds; 0.5 by default.
  ///   - extraBounce: Bounce added to the base bounce of 0; 0 by default.
  /// - Returns: `ModalSpring(duration: duration, bounce: extraBounce)`, clamped as that initializer
  ///   clamps; a NaN or infinite `extraBounce` adds nothing (the result is the base spring).
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> ModalSpring {
    ModalSpring(duration: duration, bounce: 0 + extraBounce.finiteOr(0))
  }

  /// A spring with a little bounce that feels snappy, which can be tuned.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds; 0.5 by default.
  ///   - extraBounce: Bounce added to the base bounce of 0.15; 0 by default.
  /// - Returns: `ModalSpring(duration: duration, bounce: 0.15 + extraBounce)`, clamped as that
  ///   initializer clamps; a NaN or infinite `extraBounce` adds nothing (the bounce stays 0.15).
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> ModalSpring {
    ModalSpring(duration: duration, bounce: 0.15 + extraBounce.finiteOr(0))
  }

  /// A spring with a clearly visible bounce, which can be tuned.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds; 0.5 by default.
  ///   - extraBounce: Bounce added to the base bounce of 0.3; 0 by default.
  /// - Returns: `ModalSpring(duration: duration, bounce: 0.3 + extraBounce)`, clamped as that
  ///   initializer clamps; a NaN or infinite `extraBounce` adds nothing (the bounce stays 0.3).
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> ModalSpring {
    ModalSpring(duration: duration, bounce: 0.3 + extraBounce.finiteOr(0))
  }

  // MARK: - Derived parameters

  /// The spring constant: `mass · (2π / response)²`.
  public var stiffness: Double {
    mass * solution.omega * solution.omega
  }

  /// The friction coefficient: `2 · dampingRatio · mass · 2π / response`.
  public var damping: Double {
    2 * dampingRatio * mass * solution.omega
  }

  /// The perceptual duration in seconds, which is the ``response``.
  public var duration: Double { response }

  /// How bouncy the spring is, in `-1...1`: `1 − dampingRatio` up to critical damping and
  /// `1 / dampingRatio − 1` above it, as SwiftUI reports it.
  public var bounce: Double {
    dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1
  }

  // MARK: - Sampling

  /// The value of a spring that starts at 0 and moves towards `target`, after `time` seconds.
  ///
  /// The value is exactly 0 at time 0 and may overshoot the target when the spring bounces.
  /// Bad input: a NaN or infinite target counts as 0 and finite targets are clamped to ±10¹²,
  /// the initial velocity is clamped to ±100 000 units per second (NaN is 0), a NaN or negative
  /// time counts as 0 and an infinite time returns the target, as does a finite time so large
  /// (beyond about 10³⁰⁴ s) that the closed form would overflow.
  ///
  /// - Parameters:
  ///   - target: Where the spring comes to rest.
  ///   - initialVelocity: The velocity at time 0, in units per second; 0 by default.
  ///   - time: The time since the start, in seconds.
  /// - Returns: The value at `time`.
  @inlinable
  public func value(target: Double, initialVelocity: Double = 0, time: Double) -> Double {
    let target = target.magnitudeClamped
    // The start is exact: through the closed form `c₁ + c₂` rounds, by as much as an ulp of
    // the initial velocity's contribution. A NaN or negative time counts as 0.
    guard time > 0 else { return 0 }
    guard time.isFinite else { return target }
    let displacement = solution.displacement(
      from: -target, velocity: initialVelocity.speedClamped, time: time)
    // Beyond about 10³⁰⁴ s the closed form meets `0·∞`: every damped spring is at rest then.
    return displacement.isFinite ? target + displacement : target
  }

  /// The velocity, in units per second, of a spring that starts at 0 and moves towards
  /// `target`, after `time` seconds.
  ///
  /// Bad input is clamped as in ``value(target:initialVelocity:time:)``; at an infinite time the
  /// velocity is 0.
  ///
  /// - Parameters:
  ///   - target: Where the spring comes to rest.
  ///   - initialVelocity: The velocity at time 0, in units per second; 0 by default.
  ///   - time: The time since the start, in seconds.
  /// - Returns: The velocity at `time`.
  public func velocity(target: Double, initialVelocity: Double = 0, time: Double) -> Double {
    let time = time.timeClamped
    guard time > 0 else { return initialVelocity.speedClamped }
    guard time.isFinite else { return 0 }
    return state(
      displacement: -target.magnitudeClamped, velocity: initialVelocity.speedClamped, time: time
    ).velocity
  }

  /// SwiftUI's estimate of the time a spring that starts at 0 and moves towards `target` takes
  /// to come within `epsilon` of it for good, as SwiftUI's
  /// `settlingDuration(target:initialVelocity:epsilon:)` computes it.
  ///
  /// Under-damped, SwiftUI solves the decay envelope: `ln((|target·ζω₀ − v₀| + |target|) / ε)
  /// / (ζω₀)`, at least 0 (for example `Spring(duration: 0.5, bounce: 0.3).settlingDuration`
  /// is about 1.0447 s), usually a little later than the exact time; not always: the formula
  /// leaves out the damped frequency, so near critical damping, or with an initial velocity, it
  /// can be earlier. Critically and over-damped, SwiftUI samples the motion every 0.1 s and
  /// reports the first sample from which the distance stays below `epsilon`: the exact time
  /// rounded up to the next tenth of a second. These are the numbers the public
  /// re-implementations of SwiftUI's `Spring` pin against SwiftUI. For the exact time, which
  /// Veil uses to decide that a modal is at rest, see
  /// ``exactSettlingDuration(target:initialVelocity:epsilon:)``.
  ///
  /// An undamped spring (bounce 1) never settles: Veil reports one hour, the longest duration
  /// it accepts, where SwiftUI reports infinity, as it does for any spring that would take
  /// longer. Bad input: target and velocity clamp as in
  /// ``value(target:initialVelocity:time:)``; an epsilon that is NaN, infinite, zero or
  /// negative becomes 0.001.
  ///
  /// - Parameters:
  ///   - target: Where the spring comes to rest.
  ///   - initialVelocity: The velocity at time 0, in units per second; 0 by default.
  ///   - epsilon: How close to the target counts as at rest; 0.001 by default.
  /// - Returns: The estimated settling time in seconds, in `0...3600`.
  public func settlingDuration(
    target: Double, initialVelocity: Double = 0, epsilon: Double = 0.001
  ) -> Double {
    let target = target.magnitudeClamped
    let velocity = initialVelocity.speedClamped
    let epsilon = epsilon.positiveOr(Self.defaultEpsilon)
    return Self.estimatedSettlingTime(
      solution, target: target, velocity: velocity, epsilon: epsilon,
      exact: { settlingTime(displacement: -target, velocity: velocity, epsilon: epsilon) })
  }

  /// The exact time after which a spring that starts at 0 and moves towards `target` stays
  /// within `epsilon` of it for good.
  ///
  /// This is computed from the closed-form motion, not estimated: it is the last instant at
  /// which the distance to the target equals `epsilon` (0 if it never exceeds it). It is
  /// usually a little earlier than SwiftUI's estimate,
  /// ``settlingDuration(target:initialVelocity:epsilon:)``, since the oscillation rarely peaks
  /// exactly where the decay envelope meets epsilon. `epsilon` is absolute, in the
  /// units of `target`. An undamped spring (bounce 1) never settles: Veil reports one hour,
  /// the longest duration it accepts, as it does for any spring that would take longer.
  ///
  /// Bad input: target and velocity clamp as in ``value(target:initialVelocity:time:)``; an
  /// epsilon that is NaN, infinite, zero or negative becomes 0.001.
  ///
  /// - Parameters:
  ///   - target: Where the spring comes to rest.
  ///   - initialVelocity: The velocity at time 0, in units per second; 0 by default.
  ///   - epsilon: How close to the target counts as at rest; 0.001 by default.
  /// - Returns: The settling time in seconds, in `0...3600`.
  public func exactSettlingDuration(
    target: Double, initialVelocity: Double = 0, epsilon: Double = 0.001
  ) -> Double {
    settlingTime(
      displacement: -target.magnitudeClamped, velocity: initialVelocity.speedClamped,
      epsilon: epsilon.positiveOr(Self.defaultEpsilon))
  }

  /// SwiftUI's settling estimate (see ``settlingDuration(target:initialVelocity:epsilon:)``),
  /// from sanitized inputs and the exact time, which the non-oscillating branch rounds up.
  private static func estimatedSettlingTime(
    _ solution: Solution, target: Double, velocity: Double, epsilon: Double,
    exact: () -> Double
  ) -> Double {
    let cap = Limits.maximumDuration
    if solution.branch == .underDamped {
      let sigma = solution.sigma
      guard sigma > 0 else { return target == 0 && velocity == 0 ? 0 : cap }
      let magnitude = Swift.abs(target * sigma - velocity) + Swift.abs(target)
      guard magnitude > 0 else { return 0 }
      let time = log(magnitude / epsilon) / sigma
      return time.isNaN ? cap : Swift.min(Swift.max(time, 0), cap)
    }
    // SwiftUI's samples are 0.1 s apart: the first one at which the motion is within epsilon
    // for good is the exact time rounded up to a tenth (a sample exactly at the crossing is
    // still at epsilon, not below it).
    let exact = exact()
    let tenths = (exact / 0.1).rounded(.down) + 1
    return exact <= 0 ? 0 : Swift.min(tenths * 0.1, cap)
  }

  // MARK: - The closed-form solution

  /// The state of the spring after `time` seconds, from a displacement (from rest) and a
  /// velocity at time 0. Inputs are already sanitized; no allocation.
  func state(displacement x0: Double, velocity v0: Double, time t: Double) -> SpringState {
    Self.guarded(solution.state(from: x0, velocity: v0, time: t))
  }

  /// Damping ratios this close to 1 use the critically damped solution, whose formula stays
  /// exact where the other two divide by a vanishing `√|1 − ζ²|`. The error this makes is of
  /// the order of the window, far below a point on screen.
  static let criticalWindow = 1e-6

  /// The closed form's one guard: at times so large that `ω·t` overflows (beyond about
  /// 10³⁰⁴ s) the formulas meet `0·∞` or `cos ∞`, and the spring is then taken to be at rest,
  /// which is what every damped spring is long before. Two comparisons, on the finite result.
  @inline(__always)
  static func guarded(_ state: SpringState) -> SpringState {
    guard state.displacement.isFinite, state.velocity.isFinite else {
      return SpringState(displacement: 0, velocity: 0)
    }
    return state
  }

  /// The last time this spring's distance to rest, from displacement `x0` and velocity `v0`,
  /// equals `epsilon`: ``settlingTime(omega:dampingRatio:displacement:velocity:epsilon:)`` with
  /// the spring's own coefficients. Inputs are taken as they are (the caller sanitizes).
  func settlingTime(displacement x0: Double, velocity v0: Double, epsilon: Double) -> Double {
    Self.settlingTime(
      omega: solution.omega, dampingRatio: dampingRatio, displacement: x0, velocity: v0,
      epsilon: epsilon)
  }

  /// The last time the distance to rest equals `epsilon`, found on a stretch where that
  /// distance is known to be monotonic, so bisection cannot miss it.
  static func settlingTime(
    omega: Double, dampingRatio zeta: Double, displacement x0: Double, velocity v0: Double,
    epsilon: Double
  ) -> Double {
    let cap = Limits.maximumDuration
    let solution = Solution(omega: omega, dampingRatio: zeta)
    func distance(_ t: Double) -> Double {
      Swift.abs(guarded(solution.state(from: x0, velocity: v0, time: t)).displacement)
    }
    // On [lower, upper] the distance falls from ≥ epsilon to < epsilon: bisect the crossing.
    func crossing(_ lower: Double, _ upper: Double) -> Double {
      var low = lower
      var high = upper
      for _ in 0..<200 where high - low > 1e-13 * Swift.max(1, high) {
        let middle = (low + high) / 2
        if distance(middle) >= epsilon { low = middle } else { high = middle }
      }
      return Swift.min(high, cap)
    }

    if Swift.abs(zeta - 1) >= criticalWindow && zeta < 1 {
      // x(t) = R·e^(−σt)·cos(ω_d t − φ). Extrema where ω_d t − φ = kπ − α, α = atan(σ / ω_d),
      // with |x| = R·cos α·e^(−σt) there, falling from one extremum to the next; zeros where
      // ω_d t − φ = π/2 + mπ. Between an extremum and the next zero |x| decreases.
      let sigma = zeta * omega
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let a = x0
      let b = (v0 + sigma * x0) / omegaD
      // Scaled, so that a subnormal motion (and epsilon) does not square to 0.
      let amplitude = Vector(x: a, y: b).length
      let phi = atan2(b, a)
      let alpha = atan2(sigma, omegaD)
      let peakScale = amplitude * cos(alpha)
      if peakScale >= epsilon {
        guard sigma > 0 else { return cap }  // undamped: the peaks never shrink
        let lastPeakTime = log(peakScale / epsilon) / sigma
        if lastPeakTime >= cap { return cap }
        let k = ((lastPeakTime * omegaD - phi + alpha) / Double.pi).rounded(.down)
        let extremum = (phi - alpha + k * Double.pi) / omegaD
        // A start from rest is an extremum at exactly 0, which rounding may put a hair before.
        if extremum >= -1e-9 / omegaD {
          let start = Swift.max(extremum, 0)
          return crossing(start, extremum + (Double.pi / 2 + alpha) / omegaD)
        }
      }
      // No extremum from time 0 on reaches epsilon: only the start can. Up to the first
      // extremum or zero after it, whichever comes first, |x| falls monotonically.
      guard Swift.abs(a) >= epsilon else { return 0 }
      let halfPeriod = Double.pi / omegaD
      var firstExtremum =
        (phi - alpha + ((alpha - phi) / Double.pi).rounded(.up) * Double.pi) / omegaD
      if firstExtremum <= 0 { firstExtremum += halfPeriod }
      var firstZero =
        (phi + Double.pi / 2 + (-(phi + Double.pi / 2) / Double.pi).rounded(.up) * Double.pi)
        / omegaD
      if firstZero <= 0 { firstZero += halfPeriod }
      return crossing(0, Swift.min(firstExtremum, firstZero))
    }

    // Critically and over-damped: at most one extremum and one zero crossing. After the later
    // of them |x| only decreases; between them and time 0 it is monotonic on each stretch.
    let events = nonOscillatingEvents(
      omega: omega, dampingRatio: zeta, displacement: x0, velocity: v0)
    let zeroTime = events.zero > 0 && events.zero.isFinite ? events.zero : 0
    let turnTime = events.extremum > 0 && events.extremum.isFinite ? events.extremum : 0
    let first = Swift.min(zeroTime, turnTime)
    let second = Swift.max(zeroTime, turnTime)
    if distance(second) >= epsilon {
      // The tail: find an upper bound by doubling, then bisect.
      var step = Swift.max(2 * Double.pi / omega, 1e-6)
      var upper = second + step
      while distance(upper) >= epsilon {
        if upper >= cap { return cap }
        step *= 2
        upper = second + step
      }
      return crossing(second, upper)
    }
    if distance(first) >= epsilon { return crossing(first, second) }
    if distance(0) >= epsilon { return crossing(0, first) }
    return 0
  }

  /// When a critically or over-damped motion crosses rest and when it turns, or -1 for events
  /// that do not happen.
  private static func nonOscillatingEvents(
    omega: Double, dampingRatio zeta: Double, displacement x0: Double, velocity v0: Double
  ) -> (zero: Double, extremum: Double) {
    if Swift.abs(zeta - 1) < criticalWindow {
      // x = (A + B·t)·e^(−ω₀t): zero at −A/B, turn at v₀ / (ω₀·B).
      let b = v0 + omega * x0
      guard b != 0 else { return (-1, -1) }
      return (-x0 / b, v0 / (omega * b))
    }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -omega / (zeta + root)
    let r2 = -omega * (zeta + root)
    let c2 = (v0 - r1 * x0) / (r2 - r1)
    let c1 = x0 - c2
    guard c1 != 0 else { return (-1, -1) }
    // C₁e^(r₁t) = −C₂e^(r₂t) ⇒ t = ln(−C₂/C₁) / (r₁ − r₂); likewise with the derivative.
    let zeroRatio = -c2 / c1
    let turnRatio = -(c2 * r2) / (c1 * r1)
    let zero = zeroRatio > 0 ? log(zeroRatio) / (r1 - r2) : -1
    let turn = turnRatio > 0 ? log(turnRatio) / (r1 - r2) : -1
    return (zero, turn)
  }

  // MARK: - Sanitizing

  static func angularFrequency(response: Double) -> Double {
    2 * Double.pi / response
  }

  static func sanitizedResponse(_ response: Double) -> Double {
    response.clamped(to: minimumResponse...maximumResponse, nanFallback: 0.5)
  }

  static func sanitizedDampingRatio(_ ratio: Double) -> Double {
    ratio.clamped(to: 0...maximumDampingRatio, nanFallback: 1)
  }

  static func dampingRatio(bounce: Double) -> Double {
    let bounce = bounce.clamped(to: -1...1, nanFallback: 0)
    if bounce >= 0 { return 1 - bounce }
    let ratio = 1 + bounce > 0 ? 1 / (1 + bounce) : maximumDampingRatio
    return Swift.min(ratio, maximumDampingRatio)
  }
}

/// Where a spring is, relative to its resting point, and how fast it moves.
struct SpringState: Hashable, Sendable {
  /// The signed distance from the resting point.
  var displacement: Double
  /// The rate of change of the displacement, per second.
  var velocity: Double
}
