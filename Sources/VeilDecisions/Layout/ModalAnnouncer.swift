import VeilCore

/// When a modal is announced to VoiceOver, and with what words: once per presentation, as it
/// is delivered `didPresent`, and only a modal that lets touches through (a toast), which
/// VoiceOver's focus does not move into (``AccessibilityFocusPolicy/didPresent(_:)``).
///
/// A modal that blocks the screen behind is never announced here: focus moves into it as a new
/// screen and VoiceOver reads it. Nothing is said again until the next presentation
/// (`willPresent`), however often the content is laid out, and nothing when the style says
/// ``/VeilCore/ModalAnnouncement/silent`` or there are no words to say.
///
/// ```swift
/// var announcer = ModalAnnouncer()
/// _ = announcer.handle(.willPresent, style: .toast, contentLabels: { [] })
/// announcer.handle(.didPresent, style: .toast, contentLabels: { ["Saved"] })  // "Saved"
/// ```
package struct ModalAnnouncer: Hashable, Sendable {
  /// Whether the current presentation has been announced (or passed over) already.
  private var hasAnnounced = false

  /// Creates an announcer for a modal that has not been presented.
  package init() {}

  /// The words to announce as `event` of a modal of `style` is delivered, or `nil`.
  ///
  /// - Parameters:
  ///   - event: The event being delivered.
  ///   - style: The modal's style.
  ///   - contentLabels: The content's accessibility labels in reading order; asked only when
  ///     the style announces them, at the presentation's `didPresent`.
  /// - Returns: The text to post as an announcement, or `nil` for none.
  package mutating func handle(
    _ event: ModalEvent, style: ModalStyle, contentLabels: () -> [String]
  ) -> String? {
    switch event {
    case .willPresent:
      hasAnnounced = false
      return nil
    case .didPresent:
      guard !hasAnnounced else { return nil }
      hasAnnounced = true
      guard PresentationLayout.arrival(of: style) == .layoutChanged else { return nil }
      return style.announcement.text(contentLabels: contentLabels)
    case .willDismiss, .didDismiss:
      return nil
    }
  }

  /// What VoiceOver is told when the content of a modal on screen is replaced in place (a
  /// toast's duplicate that replaces it, `ToastDuplicatePolicy.replaceExisting`): the new
  /// content's words, as at its presentation, if the modal was announced then; `nil` otherwise.
  ///
  /// - Parameters:
  ///   - style: The modal's style.
  ///   - contentLabels: The new content's accessibility labels in reading order; read only
  ///     when the style's announcement is the content's labels.
  /// - Returns: The text to announce, or `nil`.
  package func textForReplacedContent(style: ModalStyle, contentLabels: () -> [String])
    -> String?
  {
    guard hasAnnounced, PresentationLayout.arrival(of: style) == .layoutChanged else {
      return nil
    }
    return style.announcement.text(contentLabels: contentLabels)
  }
}
