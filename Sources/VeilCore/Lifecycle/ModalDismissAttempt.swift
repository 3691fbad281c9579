/// A user's attempt to dismiss a modal that a lock refused: delivered to
/// `.onModalDismissAttempt` inside the content and to the UIKit API's `onDismissAttempt:`, so
/// the app can ask before discarding (and then dismiss the modal itself).
///
/// Every kind of Veil modal reports it, whichever lock refused: the style's
/// ``ModalStyle/interactiveDismissDisabled(_:)`` (or ``SheetStyle/interactiveDismissDisabled(_:)``),
/// the content's `modalInteractiveDismissDisabled(true)`, or the `isModalInPresentation` the app
/// set on the controller it presents as a sheet. It plays the part of UIKit's
/// `presentationControllerDidAttemptToDismiss(_:)` ("the user attempts to dismiss the
/// presentation, but user-initiated dismissal is prevented"), which UIKit calls for its own
/// sheets only.
///
/// One attempt is one gesture that would have dismissed the modal had no lock held, made while
/// the modal is presented (not while it animates in or out):
///
/// - ``backdropTap``: a tap on the backdrop of a style whose backdrop dismisses. A tap on a
///   backdrop that blocks or passes taps through would not have dismissed: it is no attempt.
/// - ``drag``: a pan towards dismissal of a modal with drag to dismiss. A locked modal does not
///   move under the finger, so the attempt is the pan's first move towards dismissal, once per
///   pan. A drag the content locked while it was under way counts when it is released past the
///   dismissal threshold, and not when it would have sprung back anyway.
/// - ``escapeGesture``: VoiceOver's escape gesture (a two-finger Z).
/// - ``sheetGesture``: UIKit's own sheet was pulled down or its dimming tapped; UIKit reports
///   both through the one delegate call and does not say which.
///
/// ```swift
/// Form { … }
///   .modalInteractiveDismissDisabled(hasChanges)
///   .onModalDismissAttempt { _ in isConfirmingDiscard = true }
/// ```
public struct ModalDismissAttempt: Hashable, Sendable, CustomStringConvertible {
  /// The gestures, hidden so that more can be added without breaking a `switch`.
  private enum Gesture: Hashable, Sendable {
    case backdropTap, drag, escapeGesture, sheetGesture
  }

  private let gesture: Gesture

  /// A tap on a dismissing backdrop.
  public static let backdropTap = ModalDismissAttempt(gesture: .backdropTap)
  /// A pan towards dismissal (or a drag released past the dismissal threshold).
  public static let drag = ModalDismissAttempt(gesture: .drag)
  /// VoiceOver's escape gesture.
  public static let escapeGesture = ModalDismissAttempt(gesture: .escapeGesture)
  /// A drag or a tap on the dimming of UIKit's own sheet, which UIKit does not tell apart.
  public static let sheetGesture = ModalDismissAttempt(gesture: .sheetGesture)

  /// The gesture's name: `backdropTap`, `drag`, `escapeGesture` or `sheetGesture`.
  public var description: String {
    switch gesture {
    case .backdropTap: "backdropTap"
    case .drag: "drag"
    case .escapeGesture: "escapeGesture"
    case .sheetGesture: "sheetGesture"
    }
  }
}
