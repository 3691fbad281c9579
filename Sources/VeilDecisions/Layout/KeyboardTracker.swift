import VeilCore

/// The keyboard over one container, followed through UIKit's keyboard notifications: how far
/// it reaches into the container, and when and how the content moves with it (B10).
///
/// The iOS layer's `KeyboardObserver` converts each notification's end frame
/// (`keyboardFrameEndUserInfoKey`, in screen coordinates) into the container's coordinates and
/// feeds it here with the notification's duration and curve; it animates the container change
/// this answers with, inside `UIView.animate` with ``Move/animationOptionsRawValue``, so the
/// content moves on the keyboard's own curve and ends with it.
///
/// - **What covers the container.** The part of the end frame over the container, measured up
///   from its bottom edge. An end frame that is empty (UIKit reports a zero rectangle for the
///   iPad's floating keyboard), below the container (a hardware keyboard's bar sliding out,
///   an undocked keyboard) or beside it horizontally (another scene's keyboard on iPad)
///   covers nothing. Never more than the container's height, never negative or NaN.
/// - **One move per change.** A notification that leaves the height as it was (UIKit sends
///   `keyboardWillChangeFrame` with `keyboardWillShow`, and again for each suggestion bar
///   change of the same height) moves nothing.
/// - **The keyboard's animation.** The notification's duration and curve, UIKit's 0.25 s and
///   curve 7 when it carries none (``PresentationLayout/keyboardAnimation(duration:curve:)``).
///
/// ```swift
/// var keyboard = KeyboardTracker()
/// let container = Rect(x: 0, y: 0, width: 390, height: 844)
/// keyboard.handle(
///   .willChangeFrame(
///     end: Rect(x: 0, y: 508, width: 390, height: 336), duration: 0.25, curve: 7),
///   container: container)
/// // Move(height: 336, duration: 0.25, curve: 7)
/// ```
package struct KeyboardTracker: Hashable, Sendable {
  /// A keyboard notification, its end frame already in the container's coordinates.
  package enum Notification: Hashable, Sendable {
    /// `keyboardWillChangeFrameNotification` (UIKit sends it with `keyboardWillShow` too).
    case willChangeFrame(end: Rect?, duration: Double?, curve: UInt?)
    /// `keyboardWillHideNotification`.
    case willHide(duration: Double?, curve: UInt?)
  }

  /// How the content follows a change of the keyboard.
  package struct Move: Hashable, Sendable {
    /// How far the keyboard reaches into the container from its bottom edge, in points.
    package var height: Double
    /// The keyboard's animation duration, in seconds.
    package var duration: Double
    /// The keyboard's animation curve, as `keyboardAnimationCurveUserInfoKey` gives it.
    package var curve: UInt

    /// The curve as `UIView.AnimationOptions` bits: UIKit keeps a `UIView.AnimationCurve` in
    /// bits 16 to 19 of the options (`UIViewAnimationOptionCurveEaseInOut` is `0 << 16`, …), and
    /// takes the keyboard's own curve 7 there too.
    package var animationOptionsRawValue: UInt { (curve & 0xF) << 16 }
  }

  /// How far the keyboard reaches into the container now; 0 while it is hidden.
  package private(set) var height: Double = 0

  /// Nothing covers the container yet.
  package init() {}

  /// Takes one notification; answers the move to make, or `nil` when the keyboard covers as
  /// much of the container as before.
  ///
  /// - Parameters:
  ///   - notification: The notification, its end frame in the container's coordinates.
  ///   - container: The container's bounds.
  /// - Returns: The new height with the keyboard's animation, or `nil` when nothing changes.
  package mutating func handle(_ notification: Notification, container: Rect) -> Move? {
    let covered: Double
    let animation: (duration: Double, curve: UInt)
    switch notification {
    case .willChangeFrame(let end, let duration, let curve):
      covered = Self.coveredHeight(by: end, container: container)
      animation = PresentationLayout.keyboardAnimation(duration: duration, curve: curve)
    case .willHide(let duration, let curve):
      covered = 0
      animation = PresentationLayout.keyboardAnimation(duration: duration, curve: curve)
    }
    guard covered != height else { return nil }
    height = covered
    return Move(height: covered, duration: animation.duration, curve: animation.curve)
  }

  /// How much of `container` the keyboard's end frame covers, from the bottom edge.
  static func coveredHeight(by end: Rect?, container: Rect) -> Double {
    guard let end, !end.isEmpty, end.maxX > container.minX, end.minX < container.maxX else {
      return 0
    }
    let height = PresentationLayout.keyboardHeight(
      keyboardTop: end.minY, containerBottom: container.maxY)
    return min(height, container.height)
  }
}
