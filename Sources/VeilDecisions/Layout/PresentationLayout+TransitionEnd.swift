import VeilCore

extension PresentationLayout {
  /// What a custom presentation does when UIKit ends one of its transitions
  /// (`presentationTransitionDidEnd(_:)`, `dismissalTransitionDidEnd(_:)`), before it tells
  /// the driver.
  package enum TransitionEnd: Hashable, Sendable {
    /// The modal stays (a presentation that completed, a dismissal that was cancelled): show
    /// the resting frame, whatever the transition's last frame was.
    case showRestingFrame
    /// The modal is gone (a dismissal that completed, a presentation that was cancelled or
    /// refused): take the backdrop out (and the content, which UIKit leaves in the container
    /// only after a cancelled presentation), stop following the keyboard and the app's return
    /// to the foreground, and tell the zoom's source.
    case tearDown(removesContent: Bool, zoomSource: ZoomSourceVisibility.Callback)
  }

  /// What ending a transition does.
  ///
  /// - Parameters:
  ///   - presenting: Whether the transition presented (or dismissed).
  ///   - completed: Whether UIKit completed it (or it was cancelled).
  ///   - reason: Why the modal is dismissed, for the zoom's source after a dismissal.
  /// - Returns: What to do.
  package static func transitionEnd(
    presenting: Bool, completed: Bool, reason: DismissReason
  ) -> TransitionEnd {
    switch (presenting, completed) {
    case (true, true), (false, false):
      return .showRestingFrame
    case (true, false):
      return .tearDown(removesContent: true, zoomSource: .presentationRefused)
    case (false, true):
      return .tearDown(removesContent: false, zoomSource: .event(.didDismiss(reason)))
    }
  }
}
