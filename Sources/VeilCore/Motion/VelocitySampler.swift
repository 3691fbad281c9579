/// Turns timestamped drag positions into a velocity in points per second.
///
/// Touch events arrive irregularly: two with the same timestamp, one that is late, a pause
/// before the finger lifts. The sampler keeps the samples of the last ``window`` seconds
/// (100 ms by default, the horizon of Android's `VelocityTracker` in the AOSP input library)
/// sorted by time, at most ``capacity`` of them, and fits a straight line through them by least
/// squares, so one noisy sample does not decide a flick. A sample with the timestamp of one
/// already kept replaces it; a late sample is put in its place; samples older than the window
/// are dropped. Storage is allocated once, when the sampler is created: adding a sample never
/// allocates.
///
/// ```swift
/// var sampler = VelocitySampler()
/// sampler.add(Vector(x: 0, y: 100), at: 0.000)
/// sampler.add(Vector(x: 0, y: 110), at: 0.016)
/// sampler.add(Vector(x: 0, y: 120), at: 0.032)
/// sampler.velocity                   // (0, 625) pt/s
/// sampler.velocity(at: 0.5)          // zero: the finger has rested since
/// ```
public struct VelocitySampler: Hashable, Sendable {
  /// One drag position and when it was observed, as the sampler keeps it.
  ///
  /// Samples are made by ``VelocitySampler/add(_:at:)``, which checks their numbers.
  ///
  /// ```swift
  /// for sample in sampler.samples { print(sample.time, sample.position.y) }
  /// ```
  public struct Sample: Hashable, Sendable {
    /// The time of the observation, in seconds (always finite).
    public internal(set) var time: Double
    /// The position, in points (each coordinate within ±10¹²).
    public internal(set) var position: Vector
  }

  /// The most samples kept: 100 ms of a 240 Hz touch stream.
  public static let capacity = 24

  /// How far back samples count, in seconds.
  public let window: Double

  /// The samples kept, oldest first.
  public private(set) var samples: [Sample]

  /// Creates an empty sampler.
  ///
  /// Bad input: a window that is NaN, infinite, zero or negative becomes 0.1 s; windows are
  /// capped at 1 s.
  ///
  /// - Parameter window: How far back samples count, in seconds; 0.1 by default.
  public init(window: Double = 0.1) {
    self.window = Swift.min(window.positiveOr(0.1), 1)
    self.samples = []
    self.samples.reserveCapacity(Self.capacity + 1)
  }

  /// Whether no sample is kept.
  public var isEmpty: Bool { samples.isEmpty }

  /// Records the position at `time`.
  ///
  /// A NaN or infinite time is ignored; coordinates are clamped to ±10¹² points. A time equal to a kept sample's replaces that sample; a
  /// time older than the window before the newest sample is ignored; otherwise the sample is
  /// inserted in time order, and samples that fall out of the window, or beyond
  /// ``capacity``, are dropped, oldest first.
  ///
  /// - Parameters:
  ///   - position: The drag position, in points.
  ///   - time: When it was observed, in seconds.
  public mutating func add(_ position: Vector, at time: Double) {
    guard time.isFinite else { return }
    if let newest = samples.last?.time, time < newest - window { return }
    var index = samples.endIndex
    while index > samples.startIndex && samples[index - 1].time > time { index -= 1 }
    if index > samples.startIndex && samples[index - 1].time == time {
      samples[index - 1].position = Self.clamped(position)
    } else {
      samples.insert(Sample(time: time, position: Self.clamped(position)), at: index)
    }
    let newest = samples[samples.endIndex - 1].time
    var stale = 0
    while stale < samples.count && samples[stale].time < newest - window { stale += 1 }
    stale = Swift.max(stale, samples.count - Self.capacity)
    if stale > 0 { samples.removeFirst(stale) }
  }

  private static func clamped(_ position: Vector) -> Vector {
    Vector(x: position.x.magnitudeClamped, y: position.y.magnitudeClamped)
  }

  /// Forgets every sample, keeping the storage.
  public mutating func removeAll() {
    samples.removeAll(keepingCapacity: true)
  }

  /// The velocity at the newest sample, in points per second; zero with fewer than two samples.
  public var velocity: Vector {
    guard let newest = samples.last?.time else { return .zero }
    return velocity(at: newest)
  }

  /// The velocity at `time`, in points per second, from the samples within ``window`` before
  /// it.
  ///
  /// The slope of a least-squares line through those samples, its length clamped to
  /// 100 000 pt/s. Zero when fewer than two samples fall in the window, which is what a finger
  /// that rested before lifting should give. A NaN time gives zero.
  ///
  /// - Parameter time: The time the velocity is wanted for, usually the release, in seconds.
  /// - Returns: The velocity.
  public func velocity(at time: Double) -> Vector {
    guard !time.isNaN else { return .zero }
    let earliest = time - window
    var count = 0.0
    var first = Double.infinity
    var sumT = 0.0
    var sumX = 0.0
    var sumY = 0.0
    for sample in samples where sample.time >= earliest && sample.time <= time {
      count += 1
      first = Swift.min(first, sample.time)
      sumT += sample.time - time
      sumX += sample.position.x
      sumY += sample.position.y
    }
    let span = time - first
    guard count >= 2, span > 0 else { return .zero }
    // Time is measured from `time` in units of the span, so the sums stay well conditioned on
    // a large clock and for samples a hair apart.
    let meanU = sumT / span / count
    let meanX = sumX / count
    let meanY = sumY / count
    var spread = 0.0
    var covarianceX = 0.0
    var covarianceY = 0.0
    for sample in samples where sample.time >= earliest && sample.time <= time {
      let u = (sample.time - time) / span - meanU
      spread += u * u
      covarianceX += u * (sample.position.x - meanX)
      covarianceY += u * (sample.position.y - meanY)
    }
    guard spread > 0 else { return .zero }
    return Self.limited(x: covarianceX / spread / span, y: covarianceY / spread / span)
  }

  /// A velocity whose length is at most ``Limits/maximumSpeed``, in the same direction; an
  /// overflowing component counts as the fastest speed, not as zero.
  private static func limited(x: Double, y: Double) -> Vector {
    func finite(_ component: Double) -> Double {
      if component.isNaN { return 0 }
      return component.isInfinite ? (component > 0 ? 1 : -1) * Limits.maximumSpeed : component
    }
    var x = finite(x)
    var y = finite(y)
    let largest = Swift.max(Swift.abs(x), Swift.abs(y))
    if largest > Limits.maximumSpeed {
      x *= Limits.maximumSpeed / largest
      y *= Limits.maximumSpeed / largest
    }
    let speed = (x * x + y * y).squareRoot()
    guard speed > Limits.maximumSpeed else { return Vector(x: x, y: y) }
    let scale = Limits.maximumSpeed / speed
    return Vector(x: x * scale, y: y * scale)
  }
}
