/// One drag-to-dismiss gesture in progress: ``DragToDismiss`` plus the state a drag needs.
///
/// The state is the cross-axis limit. Once the finger strays ``DragToDismiss/crossAxisLimit``
/// points, in either direction, along an axis with no allowed direction, the content stops where
/// it is and stays there until the finger lifts, even if the finger comes back; the release
/// still honours a flick. <doc:WhereTheNumbersComeFrom> compares this with the pan-to-dismiss
/// article's code.
///
/// ```swift
/// var drag = DragToDismissTracker(.lightbox, container: Size(width: 390, height: 844))
/// drag.update(translation: Vector(x: 10, y: 120))
/// drag.contentOffset      // (0, 120)
/// drag.backdropStrength   // 1 - 120 / 844
/// let release = drag.release(velocity: Vector(x: 0, y: 900))  // a flick: dismiss .bottom
/// ```
public struct DragToDismissTracker: Hashable, Sendable {
  /// The configuration the drag follows.
  public let configuration: DragToDismiss
  /// The size of the container the modal is presented in; it may change mid-drag (rotation).
  public var container: Size
  /// The translation the content follows: the finger's, until the cross-axis limit stops it.
  public private(set) var translation: Vector
  /// Whether the finger has strayed past the cross-axis limit, which stops the content until the
  /// drag ends.
  public private(set) var isStopped: Bool

  /// Starts tracking a drag.
  ///
  /// - Parameters:
  ///   - configuration: The drag-to-dismiss configuration.
  ///   - container: The size of the container the modal is presented in.
  public init(_ configuration: DragToDismiss = DragToDismiss(), container: Size) {
    self.configuration = configuration
    self.container = container
    self.translation = .zero
    self.isStopped = false
  }

  /// Takes the finger's latest translation since the drag began. NaN and infinite components
  /// count as 0; the rest is clamped to ±10¹² points.
  ///
  /// - Parameter translation: The finger's translation since the drag began.
  public mutating func update(translation: Vector) {
    guard !isStopped else { return }
    let translation = translation.magnitudeClamped
    if let limit = configuration.crossAxisLimit, strays(translation, beyond: limit) {
      isStopped = true
      return
    }
    self.translation = translation
  }

  /// Where the content sits now.
  public var contentOffset: Vector {
    configuration.contentOffset(for: translation, in: container)
  }

  /// How far the content has travelled towards leaving, in 0…1.
  public var progress: Double {
    configuration.progress(for: translation, in: container)
  }

  /// The backdrop's strength now, in 0…1.
  public var backdropStrength: Double {
    configuration.backdropStrength(for: translation, in: container)
  }

  /// Decides what the release does, from the translation the content followed and the finger's
  /// velocity. A stopped drag's motion starts from rest, since the content was not moving.
  ///
  /// - Parameter velocity: The finger's velocity when it lifted, in points per second.
  /// - Returns: The release decision and the motion that carries it out.
  public func release(velocity: Vector) -> DragToDismiss.Release {
    configuration.release(
      translation: translation, velocity: velocity, in: container, contentIsStill: isStopped)
  }

  /// Whether `translation` goes `limit` points or more along an axis with no allowed direction.
  private func strays(_ translation: Vector, beyond limit: Double) -> Bool {
    let directions = configuration.directions
    let horizontalIsCross = !directions.allows(.leading) && !directions.allows(.trailing)
    let verticalIsCross = !directions.allows(.top) && !directions.allows(.bottom)
    let sideways = Swift.abs(translation.x)
    let upright = Swift.abs(translation.y)
    return (horizontalIsCross && sideways > 0 && sideways >= limit)
      || (verticalIsCross && upright > 0 && upright >= limit)
  }
}
