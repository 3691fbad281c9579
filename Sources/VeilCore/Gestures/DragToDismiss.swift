/// How a modal follows a finger that drags it, and whether letting go dismisses it.
///
/// `DragToDismiss` is configuration plus pure functions: give it the drag's translation (and, on
/// release, its velocity) and the container's size, and it answers with the content's offset,
/// the progress towards dismissal, the backdrop's strength, and the release decision. It keeps
/// no state; ``DragToDismissTracker`` adds the one piece of state a drag needs (the cross-axis
/// limit). As ``ModalStyle``'s, its properties are read-only and the modifiers return a changed
/// copy.
///
/// The release rule generalises the pan-to-dismiss article:
/// 1. **Flick.** If the velocity's projection
///    (``DecelerationRate/projectedDistance(initialVelocity:)``) towards an allowed edge reaches
///    ``flickThreshold``, the modal leaves towards that edge, even if it was dragged the other
///    way. Among several, the edge with the longest projection wins.
/// 2. **Distance.** Otherwise, if the translation towards an allowed edge goes beyond
///    ``distanceThreshold``, the modal leaves towards that edge, unless the finger is flicking it
///    back (a projection of at least ``flickThreshold`` the other way), which cancels.
/// 3. Otherwise the content springs back to its resting place.
///
/// A dismissal runs on until the content has moved by the container's whole dimension along the
/// edge, which takes anything inside the container out of sight. Each decision carries a
/// ``ReleaseMotion`` whose initial velocity is the content's own velocity at release (the
/// finger's, slowed by any rubber-banding), so the animation continues the drag without a jolt.
///
/// ```swift
/// let drag = DragToDismiss.lightbox
/// let container = Size(width: 390, height: 844)
/// let offset = drag.contentOffset(for: Vector(x: 12, y: 160), in: container)  // (0, 160)
/// switch drag.release(
///   translation: Vector(x: 12, y: 160), velocity: Vector(x: 0, y: 30), in: container)
/// {
/// case .dismiss(let edge, let motion): print(edge, motion.relativeVelocity)  // bottom …
/// case .cancel(let motion): print(motion.to)
/// }
/// ```
public struct DragToDismiss: Hashable, Sendable {
  /// The edges a drag may dismiss the modal towards.
  public internal(set) var directions: Directions
  /// How far the content must be dragged towards an allowed edge for a slow release to dismiss.
  public internal(set) var distanceThreshold: Distance
  /// How far, in points, the release velocity must project the content towards an allowed edge
  /// for the release to count as a flick.
  ///
  /// A NaN threshold turns flicks off (it becomes infinite); a negative one becomes 0, at which
  /// any velocity towards an allowed edge is a flick.
  public internal(set) var flickThreshold: Double {
    didSet { flickThreshold = Self.sanitizedFlickThreshold(flickThreshold) }
  }
  /// The deceleration that projects the release velocity into a distance.
  public internal(set) var decelerationRate: DecelerationRate
  /// How the content moves when dragged against a disallowed direction of an axis that has an
  /// allowed one: up, for a modal that only dismisses downwards.
  public internal(set) var resistance: Resistance
  /// How the content moves along an axis with no allowed direction at all: sideways, for a
  /// modal that dismisses up or down. The pan-to-dismiss article keeps the content still across
  /// (`.locked`).
  public internal(set) var crossAxisResistance: Resistance
  /// How far, in points, the finger may stray along an axis with no allowed direction before the
  /// drag stops moving the content; `nil` for no limit. Applied by ``DragToDismissTracker``.
  ///
  /// A NaN limit becomes `nil`; a negative one becomes 0 (any sideways movement stops the drag).
  public internal(set) var crossAxisLimit: Double? {
    didSet { crossAxisLimit = Self.sanitizedCrossAxisLimit(crossAxisLimit) }
  }
  /// The drag distance over which the backdrop fades from full strength to none.
  public internal(set) var backdropFadeDistance: Distance

  /// Creates a drag-to-dismiss configuration. Every parameter has a default: a downward drag of
  /// 150 points or a flick projecting 20 points dismisses (the pan-to-dismiss article's numbers),
  /// an upward drag rubber-bands, sideways drags leave the content still, and the backdrop fades
  /// out over the container's height.
  ///
  /// - Parameters:
  ///   - directions: The edges a drag may dismiss towards.
  ///   - distanceThreshold: How far a slow drag must go to dismiss.
  ///   - flickThreshold: How far, in points, the release velocity must project towards an allowed
  ///     edge to count as a flick. NaN turns flicks off; negative values become 0.
  ///   - decelerationRate: The deceleration that projects the release velocity.
  ///   - resistance: The content's movement against a disallowed direction of an allowed axis.
  ///   - crossAxisResistance: The content's movement along an axis with no allowed direction.
  ///   - crossAxisLimit: How far the finger may stray across before the drag stops moving the
  ///     content; `nil` for no limit. NaN becomes `nil`, negative values 0.
  ///   - backdropFadeDistance: The drag distance over which the backdrop fades out.
  public init(
    directions: Directions = .down,
    distanceThreshold: Distance = .points(150),
    flickThreshold: Double = 20,
    decelerationRate: DecelerationRate = .normal,
    resistance: Resistance = .rubberBand,
    crossAxisResistance: Resistance = .locked,
    crossAxisLimit: Double? = nil,
    backdropFadeDistance: Distance = .fraction(1)
  ) {
    self.directions = directions
    self.distanceThreshold = distanceThreshold
    self.flickThreshold = Self.sanitizedFlickThreshold(flickThreshold)
    self.decelerationRate = decelerationRate
    self.resistance = resistance
    self.crossAxisResistance = crossAxisResistance
    self.crossAxisLimit = Self.sanitizedCrossAxisLimit(crossAxisLimit)
    self.backdropFadeDistance = backdropFadeDistance
  }

  /// The pan-to-dismiss article's lightbox: up or down, beyond 150 points or with a flick, leaves
  /// towards the edge of the drag; otherwise the content springs back. The content never moves
  /// sideways, and a finger that strays 50 points sideways stops moving it. The backdrop fades over
  /// the container's height (`1 - |dy| / height`).
  ///
  /// A flick is a release whose velocity projects the content at least 20 points with
  /// ``DecelerationRate/normal``: about 40 points per second or faster.
  /// <doc:WhereTheNumbersComeFrom> shows how the article's flick test becomes these numbers.
  public static let lightbox = DragToDismiss(
    directions: .vertical,
    distanceThreshold: .points(150),
    flickThreshold: 20,
    decelerationRate: .normal,
    resistance: .rubberBand,
    crossAxisResistance: .locked,
    crossAxisLimit: 50,
    backdropFadeDistance: .fraction(1))

  // MARK: Copy and modify

  /// A copy that dismisses towards `directions`.
  ///
  /// - Parameter directions: The edges a drag may dismiss towards.
  /// - Returns: The modified configuration.
  public func directions(_ directions: Directions) -> Self {
    setting(\.directions, to: directions)
  }

  /// A copy with another distance threshold.
  ///
  /// - Parameter threshold: How far a slow drag must go to dismiss.
  /// - Returns: The modified configuration.
  public func distanceThreshold(_ threshold: Distance) -> Self {
    setting(\.distanceThreshold, to: threshold)
  }

  /// A copy with another flick threshold, in projected points (NaN turns flicks off).
  ///
  /// - Parameter threshold: How far the release velocity must project to count as a flick.
  /// - Returns: The modified configuration.
  public func flickThreshold(_ threshold: Double) -> Self {
    setting(\.flickThreshold, to: threshold)
  }

  /// A copy that projects flicks with another deceleration rate.
  ///
  /// - Parameter rate: The deceleration that projects the release velocity.
  /// - Returns: The modified configuration.
  public func decelerationRate(_ rate: DecelerationRate) -> Self {
    setting(\.decelerationRate, to: rate)
  }

  /// A copy with another resistance against disallowed directions of an allowed axis.
  ///
  /// - Parameter resistance: How the content moves against a disallowed direction.
  /// - Returns: The modified configuration.
  public func resistance(_ resistance: Resistance) -> Self {
    setting(\.resistance, to: resistance)
  }

  /// A copy with another behaviour along axes with no allowed direction.
  ///
  /// - Parameter resistance: How the content moves across.
  /// - Returns: The modified configuration.
  public func crossAxisResistance(_ resistance: Resistance) -> Self {
    setting(\.crossAxisResistance, to: resistance)
  }

  /// A copy with another cross-axis limit (`nil` for none).
  ///
  /// - Parameter limit: How far the finger may stray across before the drag stops moving the
  ///   content.
  /// - Returns: The modified configuration.
  public func crossAxisLimit(_ limit: Double?) -> Self {
    setting(\.crossAxisLimit, to: limit)
  }

  /// A copy whose backdrop fades over another distance.
  ///
  /// - Parameter distance: The drag distance over which the backdrop fades out.
  /// - Returns: The modified configuration.
  public func backdropFadeDistance(_ distance: Distance) -> Self {
    setting(\.backdropFadeDistance, to: distance)
  }

  // MARK: While dragging

  /// Where the content sits for a drag of `translation` points.
  ///
  /// Towards an allowed edge the content follows the finger; against a disallowed direction it
  /// moves as ``resistance`` says, and along an axis with no allowed direction as
  /// ``crossAxisResistance`` says. Rubber bands stretch against the container's dimension on
  /// that axis. NaN and infinite components of the translation count as 0, and the rest is
  /// clamped to ±10¹² points.
  ///
  /// - Parameters:
  ///   - translation: The finger's translation since the drag began.
  ///   - container: The size of the container the modal is presented in.
  /// - Returns: The content's offset from its resting place.
  public func contentOffset(for translation: Vector, in container: Size) -> Vector {
    let translation = translation.magnitudeClamped
    return Vector(
      x: axisOffset(translation.x, axis: .horizontal, dimension: container.width),
      y: axisOffset(translation.y, axis: .vertical, dimension: container.height))
  }

  /// How far the content has travelled towards leaving, from 0 (at rest) to 1 (moved by the
  /// container's whole dimension towards an allowed edge).
  ///
  /// Only movement towards an allowed edge counts. An empty container gives 0.
  ///
  /// - Parameters:
  ///   - translation: The finger's translation since the drag began.
  ///   - container: The size of the container the modal is presented in.
  /// - Returns: The progress towards dismissal, in 0…1.
  public func progress(for translation: Vector, in container: Size) -> Double {
    let translation = translation.magnitudeClamped
    guard let edge = leadingAllowedEdge(of: translation) else { return 0 }
    let dimension = container.dimension(along: edge)
    guard dimension > 0 else { return 0 }
    return (translation.component(towards: edge) / dimension).unitClamped
  }

  /// The backdrop's strength for a drag of `translation`: 1 at rest, falling linearly to 0 as
  /// the content moves ``backdropFadeDistance`` towards an allowed edge.
  ///
  /// With the default fade distance (the container's whole dimension) this is the pan-to-dismiss
  /// article's
  /// `1 - |dy| / containerHeight`, clamped to 0…1. Only movement towards an allowed edge fades
  /// the backdrop. A fade distance of 0 (for example a fraction of an empty container) drops the
  /// strength to 0 as soon as the content moves.
  ///
  /// - Parameters:
  ///   - translation: The finger's translation since the drag began.
  ///   - container: The size of the container the modal is presented in.
  /// - Returns: The backdrop's strength, in 0…1.
  public func backdropStrength(for translation: Vector, in container: Size) -> Double {
    let translation = translation.magnitudeClamped
    guard let edge = leadingAllowedEdge(of: translation) else { return 1 }
    let travelled = translation.component(towards: edge)
    let fade = backdropFadeDistance.points(in: container.dimension(along: edge))
    guard fade > 0 else { return 0 }
    return (1 - travelled / fade).unitClamped
  }

  // MARK: Helpers

  /// The allowed edge the translation points towards most, if any.
  func leadingAllowedEdge(of translation: Vector) -> ModalEdge? {
    var leading: ModalEdge?
    var longest = 0.0
    forEachAllowedEdge { edge in
      let travel = translation.component(towards: edge)
      if travel > longest {
        leading = edge
        longest = travel
      }
    }
    return leading
  }

  /// Calls `body` for each allowed edge, bottom, top, trailing, leading: a fixed order so that
  /// ties always resolve the same way, and no array on the per-frame path.
  func forEachAllowedEdge(_ body: (ModalEdge) -> Void) {
    if directions.allows(.bottom) { body(.bottom) }
    if directions.allows(.top) { body(.top) }
    if directions.allows(.trailing) { body(.trailing) }
    if directions.allows(.leading) { body(.leading) }
  }

  private func axisOffset(_ translation: Double, axis: Axis, dimension: Double) -> Double {
    guard translation != 0 else { return 0 }
    return behaviour(towards: axis.edge(forSign: translation))
      .offset(for: translation, dimension: dimension)
  }

  func axisSlope(
    _ translation: Double, velocity: Double, axis: Axis, dimension: Double
  ) -> Double {
    // At rest the next movement's direction decides which side's behaviour applies.
    let sign = translation != 0 ? translation : velocity
    guard sign != 0 else { return 0 }
    return behaviour(towards: axis.edge(forSign: sign))
      .slope(at: translation, dimension: dimension)
  }

  private func behaviour(towards edge: ModalEdge) -> Resistance {
    if directions.allows(edge) { return .follows }
    if directions.allows(edge.opposite) { return resistance }
    return crossAxisResistance
  }

  private static func sanitizedFlickThreshold(_ value: Double) -> Double {
    if value.isNaN { return .infinity }
    return Swift.max(value, 0)
  }

  private static func sanitizedCrossAxisLimit(_ value: Double?) -> Double? {
    guard let value, !value.isNaN else { return nil }
    return Swift.max(value, 0)
  }
}

extension DragToDismiss: CopyModifying {}
