import VeilCore

/// A simulated drag for `veil preview --drag DX,DY --velocity VX,VY`: the finger's path, the
/// content following it, the backdrop fading, then the animation after the release.
///
/// ```swift
/// let drag = PreviewDrag(translation: Vector(x: 0, y: 160), velocity: Vector(x: 0, y: 900))
/// let preview = StylePreview(name: "lightbox", style: .lightbox,
///   settings: PreviewSettings(drag: drag))
/// ```
public struct PreviewDrag: Hashable, Sendable {
  /// How far the finger moves, in points (y grows downwards). NaN and infinite components
  /// count as 0; the rest is clamped to ±1 000 000 points.
  public var translation: Vector
  /// The finger's velocity when it lifts, in points per second. NaN components count as 0;
  /// the rest (infinities too) is clamped to ±100 000 points per second.
  public var velocity: Vector

  /// Creates a drag.
  ///
  /// - Parameters:
  ///   - translation: How far the finger moves, in points.
  ///   - velocity: The finger's velocity when it lifts, in points per second; none by
  ///     default (the finger stops, then lifts).
  public init(translation: Vector, velocity: Vector = .zero) {
    self.translation = translation
    self.velocity = velocity
  }
}

/// The two tracks of a simulated drag: the finger's path, then the release.
///
/// The finger starts at rest and reaches the translation with the velocity given (a cubic
/// Hermite path, so the release neither jumps nor changes speed); it takes
/// ``longestDragDuration`` or less, shorter for a fast flick over a short distance so that the
/// path never turns back. A style with ``/VeilCore/ModalStyle/dragToDismiss`` follows the
/// finger as its ``/VeilCore/DragToDismiss`` says and is released with it and
/// ``/VeilCore/FrameSampler/frame(after:from:at:)``. A sheet follows the finger's vertical
/// component with ``/VeilCore/SheetDrag`` from its selected detent, dims as it says, and is
/// released to the detent it picks (with the style's presentation animation) or dismissed
/// (with its dismissal animation), starting at the release's velocity.
enum DragMotion {
  /// The longest time the finger takes, in seconds: a deliberate drag.
  static let longestDragDuration = 0.35
  /// The shortest time the finger takes, in seconds: a flick.
  static let shortestDragDuration = 0.1

  /// The tracks of `drag` on `style`, or nil when the style has no drag gesture.
  ///
  /// Under Reduce Motion the engine's own frames are drawn, as the device draws them: the
  /// content follows the finger as always and a drag to dismiss is released as always (both
  /// are the person's own motion), while a zoom's dismissal fades out where the finger left it
  /// instead of flying into its thumbnail. A sheet is UIKit's, whose drag Reduce Motion leaves
  /// alone.
  ///
  /// - Parameters:
  ///   - drag: The drag.
  ///   - sampler: The style dragged, in its container, with Reduce Motion on or off: the
  ///     preview's own sampler, so that it is resolved once.
  ///   - frameRate: Samples per second.
  /// - Returns: The drag's track and the release's, or nil.
  static func tracks(
    _ drag: PreviewDrag, sampler: FrameSampler, frameRate: Double
  ) -> [PreviewTrack]? {
    let style = sampler.style
    let container = sampler.container
    let path = FingerPath(drag)
    if let sheet = style.sheetStyle {
      return sheetTracks(sheet, path: path, sampler: sampler, frameRate: frameRate)
    }
    guard let gesture = style.dragToDismiss else { return nil }
    let release = gesture.release(
      translation: path.translation, velocity: path.velocity, in: container.size)
    let releaseFrame = sampler.frame(dragging: path.translation)
    let animation = sampler.releaseAnimation(for: release)
    let speed = release.motion.relativeSpeed
    // The finger lands in the middle of the content (the stand-in card of a see-through
    // layer is there too).
    let touch = Vector(
      x: sampler.restingFrame.contentRect.midX, y: sampler.restingFrame.contentRect.midY)
    let dragging = PreviewTrack(
      kind: .dragging, frameRate: frameRate, duration: path.duration,
      logicalDuration: path.duration,
      frame: { sampler.frame(dragging: path.position(at: $0)) },
      progress: { path.progress(at: $0) },
      finger: { path.finger(at: $0, from: touch) })
    let settled = animation.settlingDuration(initialVelocity: speed)
    // Settled is at rest: the last frame is the release's target exactly, as a phase's last
    // frame is its end (the spring's own value there is within its settling tolerance).
    let releasing = PreviewTrack(
      kind: .releasing, frameRate: frameRate, duration: settled,
      logicalDuration: animation.logicalDuration,
      frame: { time in
        time >= settled
          ? sampler.frame(after: release, from: releaseFrame, at: .infinity)
          : sampler.frame(after: release, from: releaseFrame, at: time)
      },
      progress: { time in
        time >= settled ? 1 : animation.progress(at: time, initialVelocity: speed)
      })
    return [dragging, releasing]
  }

  private static func sheetTracks(
    _ sheet: SheetStyle, path: FingerPath, sampler: FrameSampler, frameRate: Double
  ) -> [PreviewTrack] {
    let context = sampler.container.sheetDetentContext
    let gesture = SheetDrag(sheet, context: context)
    let release = gesture.release(
      translation: path.translation.y, velocity: path.velocity.y)
    let animation =
      release.dismisses
      ? sampler.animation(for: .dismissing) : sampler.animation(for: .presenting)
    let speed = release.relativeVelocity
    let height: @Sendable (Double) -> Double = { time in
      gesture.height(forTranslation: path.position(at: time).y)
    }
    let releaseDuration = animation.settlingDuration(initialVelocity: speed)
    // Settled is at rest: exactly the target height at the settled time.
    let releasedHeight: @Sendable (Double) -> Double = { time in
      let progress =
        time >= releaseDuration ? 1 : animation.progress(at: time, initialVelocity: speed)
      return progress == 1
        ? release.to : release.from + (release.to - release.from) * progress
    }
    // The sheet is drawn as tall as it gets and moved down, so that it never shows a gap below
    // and its offset tells its height in the tables.
    var tallest = max(gesture.largestHeight, release.from, release.to)
    for index in 0...64 {
      tallest = max(tallest, height(path.duration * Double(index) / 64))
      tallest = max(tallest, releasedHeight(releaseDuration * Double(index) / 64))
    }
    let resting = sampler.restingFrame
    let containerHeight = sampler.container.size.height
    let top = tallest
    let frame: @Sendable (Double) -> ModalFrame = { sheetHeight in
      var frame = resting
      frame.contentRect = Rect(
        x: resting.contentRect.x, y: containerHeight - top, width: resting.contentRect.width,
        height: top)
      frame.offset = Vector(x: 0, y: top - max(sheetHeight, 0))
      frame.backdropStrength = gesture.dimming(atHeight: sheetHeight)
      return frame
    }
    // The finger lands on the sheet's grabber area, just below its top edge.
    let touch = Vector(
      x: resting.contentRect.midX, y: containerHeight - gesture.height(forTranslation: 0) + 24)
    let dragging = PreviewTrack(
      kind: .dragging, frameRate: frameRate, duration: path.duration,
      logicalDuration: path.duration, frame: { frame(height($0)) },
      progress: { path.progress(at: $0) },
      finger: { path.finger(at: $0, from: touch) })
    let releasing = PreviewTrack(
      kind: .releasing, frameRate: frameRate, duration: releaseDuration,
      logicalDuration: animation.logicalDuration, frame: { frame(releasedHeight($0)) },
      progress: { time in
        time >= releaseDuration ? 1 : animation.progress(at: time, initialVelocity: speed)
      })
    return [dragging, releasing]
  }
}

/// The finger's path: from rest at the origin to the translation, arriving with the release
/// velocity, by cubic Hermite interpolation.
struct FingerPath: Sendable {
  /// Where the finger lifts.
  let translation: Vector
  /// The finger's velocity when it lifts.
  let velocity: Vector
  /// How long the finger moves, in seconds.
  let duration: Double
  /// The end velocity the path is drawn with: the release's, limited so that the path never
  /// turns back (a Hermite path with an end tangent over three times its chord does).
  private let pathVelocity: Vector

  /// The longest translation component, in points: far beyond any screen.
  static let maximumTranslation = 1e6
  /// The fastest velocity component, in points per second: the engine's maximum speed.
  static let maximumSpeed = 100_000.0

  /// The path of `drag`. Translation components that are NaN or infinite count as 0, and the
  /// rest is clamped to ±``maximumTranslation``; a NaN velocity component counts as 0, and
  /// the rest (infinities too) is clamped to ±``maximumSpeed``.
  init(_ drag: PreviewDrag) {
    func distance(_ value: Double) -> Double {
      value.isFinite ? min(max(value, -Self.maximumTranslation), Self.maximumTranslation) : 0
    }
    func speed(_ value: Double) -> Double {
      value.isNaN ? 0 : min(max(value, -Self.maximumSpeed), Self.maximumSpeed)
    }
    translation = Vector(x: distance(drag.translation.x), y: distance(drag.translation.y))
    velocity = Vector(x: speed(drag.velocity.x), y: speed(drag.velocity.y))
    let distance = (translation.x * translation.x + translation.y * translation.y).squareRoot()
    let speed = (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot()
    // A fast flick over a short distance is quick; a slow drag takes the longest time.
    let wanted = speed > 0 ? 2 * distance / speed : DragMotion.longestDragDuration
    duration = min(
      max(wanted, DragMotion.shortestDragDuration), DragMotion.longestDragDuration)
    let limit = 3 * distance / duration
    let scale = speed > limit && speed > 0 ? limit / speed : 1
    pathVelocity = Vector(x: velocity.x * scale, y: velocity.y * scale)
  }

  /// The finger's translation at `time`: the origin before 0, the translation after the end.
  func position(at time: Double) -> Vector {
    let s = progress(at: time)
    let toEnd = 3 * s * s - 2 * s * s * s
    let tangent = (s * s * s - s * s) * duration
    return Vector(
      x: translation.x * toEnd + pathVelocity.x * tangent,
      y: translation.y * toEnd + pathVelocity.y * tangent)
  }

  /// Where the finger touches at `time`, having landed at `touch`.
  func finger(at time: Double, from touch: Vector) -> Vector {
    let moved = position(at: time)
    return Vector(x: touch.x + moved.x, y: touch.y + moved.y)
  }

  /// The share of the path's time that has passed at `time`, in 0…1.
  func progress(at time: Double) -> Double {
    guard duration > 0, time.isFinite else { return time > 0 ? 1 : 0 }
    return min(max(time / duration, 0), 1)
  }
}
