import VeilCore

/// Whether a zoom's source (the thumbnail) is hidden, as a function of its modal's lifecycle.
///
/// Photos hides the thumbnail while its photo is up, so that the photo seems to be the
/// thumbnail itself: hidden from the moment the presentation starts (`willPresent`) until the
/// dismissal has landed (`didDismiss`), through a cancelled drag or a reversed dismissal; shown
/// again at once when the presentation is refused or cancelled before it began (UIKit did not
/// present) and when the presentation is torn down without a dismissal.
///
/// ```swift
/// var visibility = ZoomSourceVisibility()
/// visibility.handle(.event(.willPresent))          // true: hide the source
/// visibility.handle(.event(.didDismiss(.drag(.bottom))))  // false: show it again
/// ```
package struct ZoomSourceVisibility: Hashable, Sendable {
  /// What the lifecycle reports.
  package enum Callback: Hashable, Sendable {
    /// One of the modal's lifecycle events.
    case event(ModalEvent)
    /// UIKit refused the presentation, or it was cancelled before it showed anything.
    case presentationRefused
    /// The presentation ended without a dismissal (its presenter went away).
    case torndown
  }

  /// Whether the source is hidden now.
  package private(set) var isSourceHidden = false

  /// Creates the visibility of a source whose modal is not presented: shown.
  package init() {}

  /// Takes one callback and answers whether the source is hidden after it.
  ///
  /// - Parameter callback: What happened.
  /// - Returns: Whether the source is hidden now.
  @discardableResult
  package mutating func handle(_ callback: Callback) -> Bool {
    switch callback {
    case .event(.willPresent): isSourceHidden = true
    case .event(.didDismiss), .presentationRefused, .torndown: isSourceHidden = false
    case .event(.didPresent), .event(.willDismiss): break
    }
    return isSourceHidden
  }
}
