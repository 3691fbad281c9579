import VeilCore

/// One stretch of a preview's motion, sampled at the settings' frame rate: a phase of the
/// transition, a drag, or the animation after its release.
///
/// Every renderer draws tracks, so a drag is shown in every format the same way a phase is.
/// Samples are at `index / frameRate` seconds, the last one exactly at ``duration``, as
/// ``/VeilCore/ModalTimeline`` samples; between them the frame is read from the engine's
/// closed form at any time with ``frame(at:)``.
struct PreviewTrack: Sendable {
  /// What the track shows.
  enum Kind: Sendable {
    /// The presentation.
    case presenting
    /// The dismissal.
    case dismissing
    /// The finger dragging the modal.
    case dragging
    /// The animation after the finger lifts.
    case releasing

    /// The name in CSV and JSON (`phase`) and in the page's data: `present`, `dismiss`, `drag`,
    /// `release`.
    var name: StaticString {
      switch self {
      case .presenting: "present"
      case .dismissing: "dismiss"
      case .dragging: "drag"
      case .releasing: "release"
      }
    }

    /// The name in titles: `presentation`, `dismissal`, `drag`, `release`.
    var title: StaticString {
      switch self {
      case .presenting: "presentation"
      case .dismissing: "dismissal"
      case .dragging: "drag"
      case .releasing: "release"
      }
    }
  }

  /// A sample: a time since the track began and the frame then.
  struct Sample: Sendable {
    /// Seconds since the track began.
    var time: Double
    /// The frame at that time.
    var frame: ModalFrame
  }

  /// What the track shows.
  let kind: Kind
  /// Samples per second.
  let frameRate: Double
  /// The time of the last sample: when the motion has settled, in seconds.
  let duration: Double
  /// When the motion is logically complete, in seconds (its settled time for a drag).
  let logicalDuration: Double
  /// The number of samples.
  let count: Int
  /// The frame at a time.
  private let frameAt: @Sendable (Double) -> ModalFrame
  /// How much of the track has run at a time: 0 at its start, 1 at its end.
  private let progressAt: @Sendable (Double) -> Double
  /// Where the finger touches the screen at a time, in the container's coordinates; nil when
  /// no finger is down (every track but a drag).
  private let fingerAt: @Sendable (Double) -> Vector?

  /// A track of `duration` seconds at `frameRate`.
  ///
  /// - Parameters:
  ///   - kind: What it shows.
  ///   - frameRate: Samples per second, positive and finite.
  ///   - duration: Its length in seconds, clamped to 0…``/VeilCore/ModalTimeline/maximumDuration``.
  ///   - logicalDuration: When it is logically complete, clamped to 0…`duration`.
  ///   - frame: The frame at a time in 0…`duration`.
  ///   - progress: Its progress at a time.
  ///   - finger: Where the finger touches at a time, or nil when none is down.
  init(
    kind: Kind, frameRate: Double, duration: Double, logicalDuration: Double,
    frame: @escaping @Sendable (Double) -> ModalFrame,
    progress: @escaping @Sendable (Double) -> Double,
    finger: @escaping @Sendable (Double) -> Vector? = { _ in nil }
  ) {
    self.kind = kind
    self.frameRate = frameRate
    let length = duration.isFinite ? min(max(duration, 0), ModalTimeline.maximumDuration) : 0
    self.duration = length
    self.logicalDuration = logicalDuration.isFinite ? min(max(logicalDuration, 0), length) : length
    count = ModalTimeline.sampleCount(duration: length, frameRate: frameRate)
    frameAt = frame
    progressAt = progress
    fingerAt = finger
  }

  /// The track of a transition's phase, with the same samples as `timeline`.
  init(_ timeline: ModalTimeline) {
    let sampler = timeline.sampler
    let phase = timeline.phase
    let velocity = timeline.initialVelocity
    let animation = sampler.animation(for: phase)
    self.init(
      kind: phase.isPresenting ? .presenting : .dismissing, frameRate: timeline.frameRate,
      duration: timeline.duration, logicalDuration: animation.logicalDuration,
      frame: { sampler.frame(phase, at: $0, initialVelocity: velocity) },
      progress: { animation.progress(at: $0, initialVelocity: velocity) })
  }

  /// The frame at `time`, from the closed form.
  func frame(at time: Double) -> ModalFrame { frameAt(time) }

  /// How much of the track has run at `time`.
  func progress(at time: Double) -> Double { progressAt(time) }

  /// Where the finger touches at `time`, in the container's coordinates, or nil.
  func finger(at time: Double) -> Vector? { fingerAt(time) }

  /// The time of sample `index`.
  func time(ofSample index: Int) -> Double {
    ModalTimeline.sampleTime(index, count: count, duration: duration, frameRate: frameRate)
  }

  /// The sample at `index`.
  subscript(index: Int) -> Sample {
    let time = time(ofSample: index)
    return Sample(time: time, frame: frameAt(time))
  }

  /// Every sample, in order.
  var samples: [Sample] { (0..<count).map { self[$0] } }
}
