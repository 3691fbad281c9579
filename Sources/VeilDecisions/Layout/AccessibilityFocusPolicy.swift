import VeilCore

/// Where VoiceOver's focus goes when a modal arrives and leaves, and how VoiceOver hears of it.
///
/// A modal one arrives and leaves as a new screen. A pass-through one (a toast) takes no focus
/// when it arrives (it is announced, ``ModalAnnouncer``) and leaves as a change of layout, with
/// no new-screen sound: the screen behind stays in use, and if the user has moved on in it
/// while the toast was up, focus stays where the user put it.
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

  /// The move once `style` is presented: into its content, as a new screen; none for a
  /// pass-through modal, which must not take focus from the screen the user is still using:
  /// it is announced instead (``ModalAnnouncer``), and the user can swipe into it.
  ///
  /// - Parameter style: The presented style.
  /// - Returns: The move, or `nil` to leave focus where it is.
  package static func didPresent(_ style: ModalStyle) -> Move? {
    let announcement = PresentationLayout.arrival(of: style)
    guard announcement == .screenChanged else { return nil }
    return Move(announcement: announcement, target: .content)
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

  /// What a modal's driver does with VoiceOver's focus as it delivers `event`: the move to
  /// post, if any, and whether it then forgets what had focus before the presentation.
  package struct Handling: Hashable, Sendable {
    /// The move to post, or `nil` for none.
    package var move: Move?
    /// Whether the element that had focus before the presentation is let go of after the
    /// move: once the modal has left, nothing goes back to it any more.
    package var forgetsPreviousFocus: Bool
  }

  /// What to do with focus as `event` of a modal of `style` is delivered, before the app hears
  /// of it: after ``/VeilCore/ModalEvent/didPresent`` focus moves into the content if its view
  /// is loaded (``didPresent(_:)``); after ``/VeilCore/ModalEvent/didDismiss(_:)`` it goes back
  /// as ``didDismiss(_:focusLeftTheModal:)`` says, and the earlier focus is forgotten; the
  /// `will…` events move nothing.
  ///
  /// - Parameters:
  ///   - event: The event being delivered.
  ///   - style: The modal's style.
  ///   - contentIsLoaded: Whether the presented content's view is loaded.
  ///   - focusLeftTheModal: Whether VoiceOver's focus is on an element outside the modal now;
  ///     asked only for a `didDismiss`.
  /// - Returns: The handling.
  package static func handling(
    _ event: ModalEvent, style: ModalStyle, contentIsLoaded: Bool,
    focusLeftTheModal: () -> Bool
  ) -> Handling {
    switch event {
    case .didPresent:
      return Handling(move: contentIsLoaded ? didPresent(style) : nil, forgetsPreviousFocus: false)
    case .didDismiss:
      let move = didDismiss(style, focusLeftTheModal: focusLeftTheModal())
      return Handling(move: move, forgetsPreviousFocus: true)
    case .willPresent, .willDismiss:
      return Handling(move: nil, forgetsPreviousFocus: false)
    }
  }
}
