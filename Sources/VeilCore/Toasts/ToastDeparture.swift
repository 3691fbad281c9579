/// Why a toast's request ended: the reason its binding is written back with.
///
/// Every toast given to a ``ToastQueue`` ends exactly once, whether it was shown or not.
///
/// ```swift
/// toasts.show(id: "saved", onEnd: { departure in
///   if case .dismissed(.drag) = departure { analytics.log("toast swiped away") }
/// }) { Text("Saved") }
/// ```
public enum ToastDeparture: Hashable, Sendable {
  /// It was shown and has left the screen, for this reason: ``DismissReason/drag(_:)`` when the
  /// user swiped it away, ``DismissReason/programmatic`` when the app hid it, and
  /// ``DismissReason/replaced`` when a ``ToastPriority/critical`` toast took its place. When the
  /// queue asked for the dismissal, its reason is given, whatever the screen reported.
  case dismissed(DismissReason)
  /// It was never shown: a toast with the same identifier was showing or waiting, and the
  /// policy was ``ToastDuplicatePolicy/ignore``.
  case ignoredAsDuplicate
  /// A newer toast with the same identifier took its place
  /// (``ToastDuplicatePolicy/replaceExisting``), on screen or while it waited.
  case replacedByDuplicate
  /// It was hidden (``ToastQueue/hide(id:)`` or ``ToastQueue/hideAll()``) before it was shown.
  case hiddenWhileWaiting
}
