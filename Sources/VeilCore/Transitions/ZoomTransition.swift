/// The geometry of a zoom from a source rectangle (a thumbnail) into the content's final frame.
///
/// Pure and `Sendable` so that every frame of the zoom is decided, and tested, without UIKit:
/// the iOS layer only reads the source's frame and applies the ``Pose`` this returns.
package struct ZoomTransition: Hashable, Sendable {
  /// What the transition does, decided once from its inputs.
  package enum Mode: Hashable, Sendable {
    /// Fly between the source and the final frame.
    case zoom
    /// The source is gone, empty or outside the container: fade and scale in place.
    case fadeScale
    /// Reduce Motion is on: cross-fade, nothing moves.
    case crossFade
  }

  /// One frame of the zoom: where the content is and how it looks.
  package struct Pose: Hashable, Sendable {
    /// The content's frame in the container; never NaN.
    package var frame: Rect
    /// The content's corner radius; never negative, never NaN.
    package var cornerRadius: Double
    /// The content's opacity, 0…1.
    package var contentOpacity: Double
    /// The backdrop's opacity, 0…1.
    package var backdropOpacity: Double
  }

  /// The scale the fallback starts from, as a fade and scale from the centre does.
  package static let fallbackScale = 0.9

  /// The source's frame in the container, or nil when the source is gone.
  package var source: Rect?
  /// The source's corner radius, clamped to 0…half its shorter side.
  package var sourceCornerRadius: Double
  /// The content's final frame in the container.
  package var destination: Rect
  /// The content's corner radius when presented, clamped like ``sourceCornerRadius``.
  package var destinationCornerRadius: Double
  /// The container's size.
  package var container: Size
  /// Whether Reduce Motion is on.
  package var reduceMotion: Bool

  /// Creates a zoom. Bad numbers are clamped (``Rect`` already makes NaN and infinite
  /// coordinates 0 and negative sizes 0); radii become 0…half the shorter side.
  package init(
    source: Rect?, sourceCornerRadius: Double = 0, destination: Rect,
    destinationCornerRadius: Double = 0, container: Size, reduceMotion: Bool = false
  ) {
    self.source = source
    self.sourceCornerRadius = Self.clampRadius(sourceCornerRadius, in: source ?? .zero)
    self.destination = destination
    self.destinationCornerRadius = Self.clampRadius(destinationCornerRadius, in: destination)
    self.container = container
    self.reduceMotion = reduceMotion
  }

  /// The mode: a zoom needs a non-empty source that intersects the container.
  package var mode: Mode {
    if reduceMotion { return .crossFade }
    guard let source, !source.isEmpty, !destination.isEmpty else { return .fadeScale }
    let visible =
      source.maxX > 0 && source.minX < container.width && source.maxY > 0
      && source.minY < container.height
    return visible ? .zoom : .fadeScale
  }

  /// The pose at `progress` (0 = at the source, 1 = presented); progress outside 0…1 is kept
  /// for springs that overshoot, NaN becomes 0.
  package func pose(progress: Double) -> Pose {
    let p = progress.clamped(to: -1...2, nanFallback: 0)
    let fade = p.unitClamped
    switch mode {
    case .crossFade:
      return Pose(
        frame: destination, cornerRadius: destinationCornerRadius, contentOpacity: fade,
        backdropOpacity: fade)
    case .fadeScale:
      let scale = Self.fallbackScale + (1 - Self.fallbackScale) * p
      return Pose(
        frame: Self.scaled(destination, by: scale),
        cornerRadius: destinationCornerRadius, contentOpacity: fade, backdropOpacity: fade)
    case .zoom:
      let frame = Self.lerp(source ?? destination, destination, p)
      let radius = Self.lerp(sourceCornerRadius, destinationCornerRadius, fade)
      return Pose(
        frame: frame, cornerRadius: Self.clampRadius(radius, in: frame), contentOpacity: 1,
        backdropOpacity: fade)
    }
  }

  /// The content's scale while dragged by `translation`, as Photos does: 1 at rest, shrinking
  /// with the drag distance to ``minimumDragScale`` at half the container height, then
  /// rubber-banded so it approaches but never passes 0.5.
  package func dragScale(translation: Vector) -> Double {
    let distance = translation.magnitudeClamped.length
    let half = (container.height / 2).positiveOr(1)
    let t = distance / half
    let linear = 1 - (1 - Self.minimumDragScale) * Swift.min(t, 1)
    guard t > 1 else { return linear }
    // Past half the height, the remaining shrink towards 0.5 follows 1 - 1/(1 + x).
    let extra = t - 1
    return Self.minimumDragScale - (Self.minimumDragScale - 0.5) * (1 - 1 / (1 + extra))
  }

  /// The scale reached at half the container height (Photos on iOS 17 shrinks to about 0.6
  /// there; measured by eye from screen recordings, tolerance ±0.05 in tests).
  package static let minimumDragScale = 0.6

  /// The pose while dragged: the content follows the finger and shrinks about its centre,
  /// the backdrop fades with the same distance.
  package func dragPose(translation: Vector) -> Pose {
    let t = translation.magnitudeClamped
    let scale = dragScale(translation: t)
    var frame = Self.scaled(destination, by: scale)
    // Every edge stays within the engine's position bound: the release's flight moves the
    // edges through `lerp`, which clamps to it, so an edge past it would start the flight away
    // from the finger.
    frame.x = Self.withinBounds(frame.x + t.x, extent: frame.width)
    frame.y = Self.withinBounds(frame.y + t.y, extent: frame.height)
    let fade = ((scale - Self.minimumDragScale) / (1 - Self.minimumDragScale)).unitClamped
    return Pose(
      frame: frame, cornerRadius: destinationCornerRadius, contentOpacity: 1,
      backdropOpacity: fade)
  }

  static func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
    (a + (b - a) * t).magnitudeClamped
  }

  /// The rectangle `t` of the way from `a` to `b`, edge by edge (a zoom's flight and its
  /// release both move this way).
  static func lerp(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
    Rect(
      x: lerp(a.minX, b.minX, t), y: lerp(a.minY, b.minY, t),
      width: lerp(a.width, b.width, t), height: lerp(a.height, b.height, t))
  }

  /// `origin` moved, if need be, so that both edges of a side `extent` long lie within
  /// ±``Limits/maximumMagnitude``.
  static func withinBounds(_ origin: Double, extent: Double) -> Double {
    let limit = Limits.maximumMagnitude
    let upper = Swift.max(limit - extent.nonNegativeOr(0), -limit)
    return origin.clamped(to: -limit...upper, nanFallback: 0)
  }

  static func scaled(_ rect: Rect, by scale: Double) -> Rect {
    let s = scale.finiteOr(1)
    let w = rect.width * s
    let h = rect.height * s
    return Rect(x: rect.midX - w / 2, y: rect.midY - h / 2, width: w, height: h)
  }

  static func clampRadius(_ radius: Double, in rect: Rect) -> Double {
    let limit = Swift.min(rect.width, rect.height) / 2
    return radius.nonNegativeOr(0).clamped(to: 0...Swift.max(limit, 0), nanFallback: 0)
  }
}
