import VeilCore

/// The pan-to-dismiss article's in-place lightbox between two renders: where the content sits, how
/// strong the backdrop is, and which edge it leaves by, for a view that SwiftUI shows and removes
/// itself (no UIKit presentation).
///
/// SwiftUI's `DragGesture` reports changes and an end; the reducer turns them into the content's
/// offset and backdrop strength (``DragToDismissTracker``: the backdrop fades as
/// `1 - |dy| / height`, as the seed computes it) and, at the end, into a release decision.
/// Two SwiftUI facts shape it:
///
/// - A view being removed keeps the transition of the last render in which it was present. So
///   a dismissal is two steps: ``end(at:time:)`` records the ``exit`` (the edge, shown by the
///   next render as the removal transition), and only an update after that render removes the
///   view with ``Exit/animation``.
/// - A gesture that is cancelled (a second finger, a system gesture, a scroll view taking over)
///   never reports its end. ``presentation(gestureIsActive:)`` shows a drag that is no longer
///   active at rest, and ``cancel()`` forgets it; a new drag never continues a stale one.
///
/// ```swift
/// var drag = InPlaceDrag()
/// drag.change(
///   translation: Vector(x: 0, y: 200), location: Vector(x: 180, y: 600), time: 0.1,
///   container: Size(width: 390, height: 844))
/// let release = drag.end(at: Vector(x: 180, y: 600), time: 0.12)
/// drag.exit?.edge  // .bottom: 200 points is past the lightbox's 150
/// ```
package struct InPlaceDrag: Hashable, Sendable {
  /// How the drag moves the content and when it dismisses; a drag in progress keeps the rule it
  /// started with.
  package var configuration: DragToDismiss
  /// The edge the content leaves by when the app removes it without a drag (the pan-to-dismiss
  /// article's initial `.move(edge: .leading)`).
  package static let defaultEdge = ModalEdge.leading

  /// The drag in progress, `nil` between drags.
  package private(set) var tracker: DragToDismissTracker?
  private var velocity = VelocitySampler()
  /// Where the content sits, in points from its resting place.
  package private(set) var offset = Vector.zero
  /// The backdrop's strength, 0…1.
  package private(set) var backdropStrength = 1.0
  /// The dismissal a release decided, waiting for the render that shows its edge.
  package private(set) var exit: Exit?

  /// A decided dismissal.
  package struct Exit: Hashable, Sendable {
    /// The edge the content leaves by.
    package var edge: ModalEdge
    /// The removal animation, started at ``relativeSpeed``.
    package var animation: ModalAnimation
    /// The release's speed in progress per second, for the animation's initial velocity.
    package var relativeSpeed: Double
  }

  /// Creates the reducer at rest.
  ///
  /// - Parameter configuration: The drag's rule; the pan-to-dismiss article's
  ///   ``DragToDismiss/lightbox`` by default.
  package init(configuration: DragToDismiss = .lightbox) {
    self.configuration = configuration
  }

  /// The edge the removal transition uses: the decided exit's, else ``defaultEdge``.
  package var dismissEdge: ModalEdge { exit?.edge ?? Self.defaultEdge }

  /// Takes a change of the drag. The first change after a rest (or after a cancelled drag that
  /// was forgotten) starts a new drag with an empty velocity history.
  ///
  /// - Parameters:
  ///   - translation: The finger's translation since the drag began, in points.
  ///   - location: The finger's location, in points, for the velocity.
  ///   - time: The change's timestamp, in seconds.
  ///   - container: The size the content moves in; its height scales the backdrop's fade.
  package mutating func change(translation: Vector, location: Vector, time: Double, container: Size)
  {
    guard exit == nil else { return }
    var current = tracker ?? DragToDismissTracker(configuration, container: container)
    if tracker == nil { velocity.removeAll() }
    current.container = container
    current.update(translation: translation)
    velocity.add(location, at: time)
    tracker = current
    offset = current.contentOffset
    backdropStrength = current.backdropStrength
  }

  /// Ends the drag: decides between leaving and springing back.
  ///
  /// On a dismissal the offset stays where the finger left it (the removal transition starts
  /// there) and ``exit`` is set; on a cancel the content returns to rest. Apply the returned
  /// release's state change inside its animation (``springBackAnimation`` for a cancel).
  ///
  /// - Parameters:
  ///   - location: The finger's last location, in points.
  ///   - time: The end's timestamp, in seconds.
  /// - Returns: The release, or `nil` when no drag was in progress (its start was cancelled).
  @discardableResult
  package mutating func end(at location: Vector, time: Double) -> DragToDismiss.Release? {
    guard let current = tracker, exit == nil else { return nil }
    tracker = nil
    velocity.add(location, at: time)
    let release = current.release(velocity: velocity.velocity(at: time))
    velocity.removeAll()
    let animation = FrameSampler(
      style: ModalStyle.lightbox.dragToDismiss(configuration),
      container: ModalContainer(size: current.container)
    ).releaseAnimation(for: release)
    switch release {
    case .dismiss(let edge, let motion):
      exit = Exit(edge: edge, animation: animation, relativeSpeed: motion.relativeSpeed)
    case .cancel:
      offset = .zero
      backdropStrength = 1
    }
    return release
  }

  /// The animation that springs the content back after a cancelled release.
  package static let springBackAnimation = FrameSampler.springBack

  /// Dismisses without a drag (the VoiceOver escape gesture), towards `edge`.
  ///
  /// - Parameters:
  ///   - edge: The edge to leave by.
  ///   - animation: The removal animation.
  package mutating func dismiss(towards edge: ModalEdge, with animation: ModalAnimation) {
    guard exit == nil else { return }
    tracker = nil
    velocity.removeAll()
    exit = Exit(edge: edge, animation: animation, relativeSpeed: 0)
  }

  /// Forgets a drag that was cancelled without an end: the content returns to rest. A decided
  /// exit stays.
  package mutating func cancel() {
    guard tracker != nil else { return }
    tracker = nil
    velocity.removeAll()
    offset = .zero
    backdropStrength = 1
  }

  /// Returns everything to rest for a new presentation: no drag, no exit, no offset, a full
  /// backdrop.
  package mutating func reset() {
    self = InPlaceDrag(configuration: configuration)
  }

  /// What to draw: the state, except that a drag the gesture no longer reports (cancelled) is
  /// drawn at rest.
  ///
  /// - Parameter gestureIsActive: Whether the gesture is still recognised now.
  /// - Returns: The content's offset and the backdrop's strength.
  package func presentation(gestureIsActive: Bool) -> (offset: Vector, backdropStrength: Double) {
    if tracker != nil, !gestureIsActive { return (.zero, 1) }
    return (offset, backdropStrength)
  }
}
