import VeilCore

/// One drag-to-dismiss pan on a custom presentation, from the finger going down to what its
/// release does: the pan recognizer's states in, what the content shows and what to tell the
/// lifecycle out.
///
/// The iOS layer feeds it the recognizer's numbers as UIKit gives them, in UIKit's
/// left-to-right coordinates; the session mirrors them into VeilCore's leading-to-trailing ones
/// when the layout is right-to-left, and everything it answers is in VeilCore's coordinates.
///
/// - **Catching a spring-back.** A pan that starts while the content springs back from an
///   earlier release starts where the content is (``begin(translation:caughtOffset:scroll:)``),
///   so the content does not jump to the finger.
/// - **Scrolling content.** When the content holds a scroll view, the pan
///   and the scroll view both see the finger; per axis, the modal takes a movement only when
///   the scroll view cannot follow it (it is at the edge the finger pulls away from) or when the
///   modal is already off its resting place, and gives the finger back to the scroll view when
///   the modal returns to rest: PanModal's hand-over at `contentOffset.y <= 0`, and the same rule
///   as ``SheetDrag/owner(ofDragWithTranslation:scrollOffset:)`` applies to sheets. While the
///   modal is off rest the scroll view must be held still (``Step/holdsScroll``). The lifecycle
///   hears of the drag only once the modal moves (``Step/claims``), so plain scrolling does not
///   put the modal into its interactive phase.
/// - **Release.** The velocity is the recognizer's own, computed from the
///   touches' timestamps (`UIPanGestureRecognizer.velocity(in:)` at `.ended`), not from the time
///   the handler happens to run. An axis the scroll view took gets no velocity, so a flick that
///   scrolls the content does not dismiss the modal. A cancelled or failed pan
///   (``cancel()``: an incoming call, a system gesture) always springs back, whatever the
///   distance.
///
/// ```swift
/// var session = DragSession(.lightbox, container: Size(width: 390, height: 844))
/// _ = session.begin(translation: Vector(x: 0, y: 10), caughtOffset: nil, scroll: nil)
/// let step = session.change(translation: Vector(x: 0, y: 130), scroll: nil)
/// step.offset                                  // (0, 120): the touch slop is not a drag
/// let release = session.end(translation: Vector(x: 0, y: 200), velocity: .zero, scroll: nil)
/// release?.release.edge                        // .bottom: beyond 150 pt
/// ```
package struct DragSession: Hashable, Sendable {
  /// The drag's configuration.
  package let configuration: DragToDismiss
  /// Whether UIKit's x axis runs against VeilCore's (a right-to-left layout).
  package let isRightToLeft: Bool
  /// The tracker the modal's own translation feeds.
  package private(set) var tracker: DragToDismissTracker
  /// Whether the lifecycle has been told of this drag (``Step/claims`` was answered).
  package private(set) var isClaimed: Bool
  /// The modal's own translation, in VeilCore's coordinates: the finger's, less what the scroll
  /// view took, plus where a caught spring-back was.
  package private(set) var translation: Vector
  /// Whether the pan has seen a scroll view under the finger.
  private var hasScrollView: Bool
  /// The finger's translation at the last event, in VeilCore's coordinates.
  private var lastFinger: Vector

  /// Content off its resting place by at most this, in points, counts as at rest: a hair
  /// above the rounding of a sum of touch deltas.
  static let restTolerance = 1e-9

  /// Prepares a session; nothing is tracked until ``begin(translation:caughtOffset:scroll:)``.
  ///
  /// - Parameters:
  ///   - configuration: The style's drag-to-dismiss configuration.
  ///   - container: The container's size.
  ///   - isRightToLeft: Whether the layout runs right to left.
  package init(_ configuration: DragToDismiss, container: Size, isRightToLeft: Bool = false) {
    self.configuration = configuration
    self.isRightToLeft = isRightToLeft
    self.tracker = DragToDismissTracker(configuration, container: container)
    self.isClaimed = false
    self.translation = .zero
    self.hasScrollView = false
    self.lastFinger = .zero
  }

  /// The container's size; it may change mid-drag (rotation, the keyboard).
  package var container: Size {
    get { tracker.container }
    set { tracker.container = newValue }
  }

  /// What one movement of the finger does.
  package struct Step: Hashable, Sendable {
    /// The content's offset from rest, in VeilCore's coordinates.
    package let offset: Vector
    /// The backdrop's strength, in 0…1.
    package let backdropStrength: Double
    /// How far the modal has travelled towards leaving, in 0…1, for the lifecycle.
    package let progress: Double
    /// Whether this step is the first that moves the modal: tell the lifecycle the drag began,
    /// and end the session if it refuses.
    package let claims: Bool
    /// Whether a scroll view under the finger must be held where it is: the modal is off rest
    /// and owns the finger.
    package let holdsScroll: Bool
  }

  /// What a released (or cancelled) pan does, with the backdrop's strength at that moment.
  package struct Released: Hashable, Sendable {
    /// The release decision.
    package let release: DragToDismiss.Release
    /// The backdrop's strength when the finger lifted, in 0…1.
    package let backdropStrength: Double
  }

  /// What happens after the lifecycle has answered a release.
  package enum Resolution: Hashable, Sendable {
    /// The modal is dismissed, continuing the release: the dismissal's animator runs it.
    case dismissal(Released)
    /// The modal stays: spring the content back to rest with this release.
    case springBack(Released)
    /// The modal is dismissed, but not by this release (it was a cancel): the style's own
    /// dismissal runs.
    case styleDismissal
  }

  // MARK: The recognizer's states

  /// The pan began (`.began`).
  ///
  /// - Parameters:
  ///   - translation: The recognizer's translation now, in UIKit's coordinates: the touch slop
  ///     the finger travelled before the pan was recognized, which the content does not follow.
  ///   - caughtOffset: The content's offset on screen, in UIKit's coordinates, when a
  ///     spring-back is running and this pan catches it; `nil` when the content is at rest.
  ///   - scroll: The scroll view under the finger, if any.
  /// - Returns: The first step: whether to tell the lifecycle now (no scroll view, or the
  ///   content caught off rest), and what to show.
  package mutating func begin(
    translation: Vector, caughtOffset: Vector?, scroll: ScrollEdges?
  ) -> Step {
    let caught = caughtOffset.map { mirrored($0).magnitudeClamped } ?? .zero
    lastFinger = mirrored(translation).magnitudeClamped
    hasScrollView = scroll != nil
    self.translation = caught
    tracker = DragToDismissTracker(configuration, container: tracker.container)
    tracker.update(translation: caught)
    isClaimed = false
    return step(claimable: scroll == nil || !isAtRest)
  }

  /// The finger moved (`.changed`).
  ///
  /// - Parameters:
  ///   - translation: The recognizer's translation since the pan began, in UIKit's coordinates.
  ///   - scroll: The scroll view under the finger as it was before this movement (as the last
  ///     event left it), if any. The scroll view sees the same touches, in an order UIKit does
  ///     not promise: measured after it has followed this movement, a scroll view that just
  ///     reached its edge would hand the modal the movement it had already taken, and the modal
  ///     would jump.
  /// - Returns: What the content shows and what to do with the lifecycle and the scroll view.
  package mutating func change(translation: Vector, scroll: ScrollEdges?) -> Step {
    let finger = mirrored(translation).magnitudeClamped
    let delta = Vector(x: finger.x - lastFinger.x, y: finger.y - lastFinger.y)
    lastFinger = finger
    hasScrollView = hasScrollView || scroll != nil
    let offset = tracker.contentOffset
    self.translation = Vector(
      x: Self.axisStep(
        self.translation.x, by: delta.x, isOffRest: Self.isOffRest(offset.x), axis: .horizontal,
        scroll: scroll),
      y: Self.axisStep(
        self.translation.y, by: delta.y, isOffRest: Self.isOffRest(offset.y), axis: .vertical,
        scroll: scroll))
    tracker.update(translation: self.translation)
    return step(claimable: true)
  }

  /// The finger lifted (`.ended`).
  ///
  /// - Parameters:
  ///   - translation: The recognizer's final translation, in UIKit's coordinates.
  ///   - velocity: The recognizer's velocity (`velocity(in:)`), in UIKit's coordinates and
  ///     points per second: it comes from the touches' own timestamps.
  ///   - scroll: The scroll view under the finger as it was before this movement, if any.
  /// - Returns: The release, or `nil` when the modal never moved (the pan only scrolled the
  ///   content, or the lifecycle was never told): nothing to release.
  package mutating func end(
    translation: Vector, velocity: Vector, scroll: ScrollEdges?
  ) -> Released? {
    let last = change(translation: translation, scroll: scroll)
    guard isClaimed else { return nil }
    var velocity = mirrored(velocity).speedClamped
    if hasScrollView {
      // An axis on which the modal is at rest was the scroll view's: its flick scrolls.
      if !Self.isOffRest(last.offset.x) { velocity.x = 0 }
      if !Self.isOffRest(last.offset.y) { velocity.y = 0 }
    }
    return Released(
      release: tracker.release(velocity: velocity), backdropStrength: last.backdropStrength)
  }

  /// The pan was cancelled or failed (`.cancelled`, `.failed`): the content springs back from
  /// where it is, at rest, whatever the distance; a cancelled pan never dismisses.
  ///
  /// - Returns: The spring-back, or `nil` when the modal never moved.
  package func cancel() -> Released? {
    guard isClaimed else { return nil }
    let motion = ReleaseMotion(from: tracker.contentOffset, to: .zero, velocity: .zero)
    return Released(release: .cancel(motion: motion), backdropStrength: tracker.backdropStrength)
  }

  /// Records that the lifecycle has been told of the drag (after a step that ``Step/claims``
  /// and a `dragBegan` it accepted).
  package mutating func markClaimed() {
    isClaimed = true
  }

  /// What happens once the lifecycle has answered a release.
  ///
  /// - Parameters:
  ///   - released: The release from ``end(translation:velocity:scroll:)`` or ``cancel()``.
  ///   - dismisses: Whether the lifecycle dismisses the modal.
  /// - Returns: A dismissal that continues the release, a spring-back (a refused dismissal
  ///   springs back from where the finger left the content, at its speed), or the style's own
  ///   dismissal.
  package static func resolve(_ released: Released, dismisses: Bool) -> Resolution {
    switch (released.release, dismisses) {
    case (.dismiss, true):
      return .dismissal(released)
    case (.cancel, true):
      return .styleDismissal
    case (.dismiss(_, let motion), false), (.cancel(let motion), false):
      let back = DragToDismiss.Release.cancel(
        motion: ReleaseMotion(from: motion.from, to: .zero, velocity: motion.velocity))
      return .springBack(Released(release: back, backdropStrength: released.backdropStrength))
    }
  }

  /// Whether a pan moving at `velocity` (UIKit's coordinates) may start: only along an axis the
  /// drag may dismiss on, so that a scroll view in the content keeps the other axis. A NaN
  /// component counts as 0; a pan with no movement yet counts as vertical.
  ///
  /// - Parameters:
  ///   - velocity: The recognizer's velocity when it is about to begin.
  ///   - directions: The directions the drag may dismiss towards.
  /// - Returns: Whether the pan may begin.
  package static func shouldBegin(
    velocity: Vector, directions: DragToDismiss.Directions
  ) -> Bool {
    let velocity = velocity.speedClamped
    if Swift.abs(velocity.y) >= Swift.abs(velocity.x) {
      return directions.allows(.top) || directions.allows(.bottom)
    }
    return directions.allows(.leading) || directions.allows(.trailing)
  }

  // MARK: Private

  /// Whether the content is at its resting place: its offset, not the finger's translation,
  /// so that a finger straying along a locked axis does not count as moving the modal.
  private var isAtRest: Bool {
    let offset = tracker.contentOffset
    return !Self.isOffRest(offset.x) && !Self.isOffRest(offset.y)
  }

  private static func isOffRest(_ component: Double) -> Bool {
    Swift.abs(component) > restTolerance
  }

  private func step(claimable: Bool) -> Step {
    let offRest = !isAtRest
    return Step(
      offset: tracker.contentOffset,
      backdropStrength: tracker.backdropStrength,
      progress: tracker.progress,
      claims: claimable && !isClaimed && (offRest || !hasScrollView),
      holdsScroll: hasScrollView && offRest)
  }

  private func mirrored(_ vector: Vector) -> Vector {
    isRightToLeft ? Vector(x: -vector.x, y: vector.y) : vector
  }

  /// The modal's translation on one axis after the finger moved `delta` along it.
  ///
  /// Off rest, the modal takes the movement; if the movement carries it back past rest and the
  /// scroll view can follow, it stops at rest and the scroll view takes the rest. At rest, the
  /// scroll view takes a movement it can follow, and the modal one it cannot.
  static func axisStep(
    _ current: Double, by delta: Double, isOffRest: Bool, axis: Axis, scroll: ScrollEdges?
  ) -> Double {
    guard delta != 0 else { return current }
    let scrollFollows =
      scroll?.canScroll(followingFingerTowards: axis.edge(forSign: delta)) ?? false
    if !isOffRest {
      return scrollFollows ? current : current + delta
    }
    let next = current + delta
    let crossesRest = (current > 0 && next <= 0) || (current < 0 && next >= 0)
    return crossesRest && scrollFollows ? 0 : next
  }
}
