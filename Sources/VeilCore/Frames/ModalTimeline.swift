/// The frames of one phase of a presentation, sampled at a frame rate: what the `veil` command
/// writes as CSV or JSON and draws as a filmstrip.
///
/// A timeline is a lazy collection: each sample is computed when it is read, so a long one costs
/// nothing until it is used. Its first sample is at time 0, then one every `1 / frameRate`
/// seconds, and its last exactly at ``duration`` (so a 0.2 s phase at 60 frames per second has
/// 13 samples, 0 to 0.2 s).
///
/// ```swift
/// let timeline = ModalTimeline(
///   style: .cover, phase: .presenting,
///   container: ModalContainer(size: Size(width: 390, height: 844)), frameRate: 60)
/// timeline.count            // 13
/// timeline[6].frame.contentOpacity   // 0.5, at 0.1 s
/// ```
public struct ModalTimeline: RandomAccessCollection, Sendable {
  /// One sample: a time and the frame at that time.
  ///
  /// ```swift
  /// let sample = timeline[0]
  /// print(sample.time, sample.frame.contentOpacity)
  /// ```
  public struct Sample: Hashable, Sendable {
    /// Seconds since the phase began.
    public let time: Double
    /// The frame at that time.
    public let frame: ModalFrame
  }

  /// The longest timeline, in seconds: longer durations are clamped to it.
  public static let maximumDuration = 60.0
  /// The highest frame rate, in frames per second: higher rates are clamped to it.
  public static let maximumFrameRate = 1_000.0

  /// The sampler the frames come from.
  public let sampler: FrameSampler
  /// The phase sampled.
  public let phase: ModalTransition.Phase
  /// Frames per second.
  public let frameRate: Double
  /// The time of the last sample, in seconds.
  public let duration: Double
  /// The starting velocity of the animation, in progress per second (clamped to ±100 000; NaN
  /// becomes 0).
  public let initialVelocity: Double

  /// The number of samples.
  public let count: Int

  /// Creates a timeline.
  ///
  /// Bad input: a NaN, infinite, zero or negative frame rate becomes 60, and rates above
  /// ``maximumFrameRate`` are clamped to it; a NaN or negative duration becomes the
  /// animation's settling duration, and durations (+∞ included) are clamped to
  /// ``maximumDuration``. The first sample is always at time 0: a positive duration, however
  /// small, gives at least two samples.
  ///
  /// - Parameters:
  ///   - style: The style to sample.
  ///   - phase: Presenting or dismissing.
  ///   - container: The container the modal is presented in.
  ///   - frameRate: Samples per second; 60 by default.
  ///   - duration: How long to sample, in seconds; `nil` (the default) samples until the
  ///     animation has settled.
  ///   - initialVelocity: The animation's starting velocity in progress per second; 0 by
  ///     default.
  ///   - reduceMotion: Whether Reduce Motion is on; false by default.
  public init(
    style: ModalStyle,
    phase: ModalTransition.Phase,
    container: ModalContainer,
    frameRate: Double = 60,
    duration: Double? = nil,
    initialVelocity: Double = 0,
    reduceMotion: Bool = false
  ) {
    let sampler = FrameSampler(style: style, container: container, reduceMotion: reduceMotion)
    let settling = sampler.animation(for: phase).settlingDuration(initialVelocity: initialVelocity)
    let rate = frameRate.positiveOr(60)
    // NaN and negative durations mean "until settled"; +∞ is a duration, clamped below.
    let wanted = duration ?? settling
    let length = wanted.isNaN || wanted < 0 ? settling : wanted
    self.sampler = sampler
    self.phase = phase
    self.frameRate = Swift.min(rate, Self.maximumFrameRate)
    self.duration = Swift.min(length, Self.maximumDuration)
    self.initialVelocity = initialVelocity.speedClamped
    self.count = Self.sampleCount(duration: self.duration, frameRate: self.frameRate)
  }

  /// How many samples `duration` seconds take at `frameRate`: one at 0, then one per
  /// 1/frameRate, the last at `duration`. Also what the preview's tracks count by.
  ///
  /// - Parameters:
  ///   - duration: Seconds, already clamped to 0…``maximumDuration``.
  ///   - frameRate: Samples per second, already positive and finite.
  /// - Returns: The number of samples, at least 1.
  package static func sampleCount(duration: Double, frameRate: Double) -> Int {
    // Intervals of 1/frameRate, rounding up, but not for the last bits of a product such as
    // 0.2 × 60 = 12.000000000000002.
    // A positive duration has at least one interval, so that the first sample stays at 0 even
    // when the product underflows (5e-324 s at half a frame per second).
    let intervals = (duration * frameRate * (1 - 1e-12)).rounded(.up)
    return Int(duration > 0 ? Swift.max(intervals, 1) : intervals) + 1
  }

  /// The time of sample `index` of `count`: `index / frameRate`, and exactly `duration` for
  /// the last.
  ///
  /// - Parameters:
  ///   - index: The sample's index.
  ///   - count: The number of samples (``sampleCount(duration:frameRate:)``).
  ///   - duration: Seconds the samples span.
  ///   - frameRate: Samples per second.
  /// - Returns: Seconds since the start.
  package static func sampleTime(
    _ index: Int, count: Int, duration: Double, frameRate: Double
  ) -> Double {
    index >= count - 1 ? duration : Swift.min(Double(index) / frameRate, duration)
  }

  /// The index of the first sample, 0.
  public var startIndex: Int { 0 }
  /// One past the index of the last sample.
  public var endIndex: Int { count }

  /// The sample at `index`, computed when read.
  ///
  /// - Parameter index: A valid index of the timeline.
  public subscript(index: Int) -> Sample {
    precondition(indices.contains(index), "ModalTimeline index \(index) out of 0..<\(count)")
    let time = Self.sampleTime(index, count: count, duration: duration, frameRate: frameRate)
    return Sample(
      time: time, frame: sampler.frame(phase, at: time, initialVelocity: initialVelocity))
  }
}
