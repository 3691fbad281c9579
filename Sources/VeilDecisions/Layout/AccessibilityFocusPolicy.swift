import VeilCore

/// Where VoiceOver's focus goes when a modal arrives and leaves, and how VoiceOver hears of it.
///
/// A modal one arrives and leaves as a new screen. A pass-through one (a toast) arrives and
/// leaves as a change of layout, with no new-screen sound: the screen behind stays in use, and
/// if the user has moved on in it while the toast was up, focus stays where the user put it.
///
/// ```swift
/// AccessibilityFocusPolicy.didDismiss(.card, focusLeftTheModal: false)
/// // Move(announcement: .screenChanged, target: .previousFocus)
/// ```
package enum AccessibilityFocusPolicy {
  /// Where focus moves.
  package enum Target: Hashable, Sendable {
    /// Into the modal's content.
    case content
    /// Back to what had focus before the modal was presented.
    case previousFocus
  }

  /// One move of focus: where to, and the notification that tells VoiceOver.
  package struct Move: Hashable, Sendable {
    /// The notification posted with the move.
    package var announcement: PresentationLayout.AccessibilityArrival
    /// Where focus goes.
    package var target: Target
  }

  /// The move once `style` is presented: into its content.
  ///
  /// - Parameter style: The presented style.
  /// - Returns: The move.
  package static func didPresent(_ style: ModalStyle) -> Move {
    Move(announcement: PresentationLayout.arrival(of: style), target: .content)
  }

  /// The move once `style` has left: back to what had focus before, announced as the departing
  /// modal arrived; none when focus has already left the modal for the screen behind (only a
  /// pass-through modal lets it).
  ///
  /// - Parameters:
  ///   - style: The style that left.
  ///   - focusLeftTheModal: Whether VoiceOver's focus is on an element outside the modal now.
  /// - Returns: The move, or `nil` to leave focus where it is.
  package static func didDismiss(_ style: ModalStyle, focusLeftTheModal: Bool) -> Move? {
    let announcement = PresentationLayout.arrival(of: style)
    if focusLeftTheModal, announcement == .layoutChanged { return nil }
    return Move(announcement: announcement, target: .previousFocus)
  }
}
