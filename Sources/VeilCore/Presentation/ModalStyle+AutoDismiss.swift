extension ModalStyle {
  /// This style leaving by itself `duration` seconds after it is presented, with
  /// ``DismissReason/timeout``, or staying until dismissed (`nil`).
  ///
  /// Any modal may time out, a toast most often:
  ///
  /// ```swift
  /// .modal(isPresented: $saved, style: .toast.autoDismiss(after: 3)) { SavedBanner() }
  /// ```
  ///
  /// The clock starts when the presentation completes (`didPresent`), not when it is asked for.
  /// It stops while a finger is on the modal (a touch, a drag), while VoiceOver's focus is
  /// inside it, and while VoiceOver speaks its announcement (``announcement(_:)``), so nobody
  /// loses a toast they are holding, reading or hearing; then it runs on with the time that was
  /// left, but never less than ``autoDismissGracePeriod``. The dismissal is animated, writes the
  /// binding back, and is delivered as `willDismiss(.timeout)` and `didDismiss(.timeout)`, once
  /// each. A modal with another one presented over it waits (its dismissal would take the one
  /// above with it) and goes within ``autoDismissGracePeriod`` of being on top again; a style that keeps the user from dismissing (``interactiveDismissDisabled(_:)``)
  /// still does, since the duration is the app's choice.
  ///
  /// - Parameter duration: Seconds from the end of the presentation; NaN, zero, negative and
  ///   infinite durations, and `nil`, mean "never": the modal stays until dismissed.
  /// - Returns: A copy with the duration replaced.
  public func autoDismiss(after duration: Double?) -> ModalStyle {
    let kept = duration.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    return setting(\.autoDismissDuration, to: kept)
  }

  /// The least time, in seconds, an auto-dismissing modal stays after a finger lifts from it or
  /// VoiceOver's focus leaves it: 1 second, so that a toast let go of just before its time is up
  /// does not vanish under the lifting finger.
  public static let autoDismissGracePeriod = 1.0
}
