import VeilCore

extension [ModalEvent] {
  /// One whole presentation and dismissal, each event once, in order: what a modal that was
  /// shown and then dismissed for `reason` reports.
  ///
  /// - Parameter reason: Why it was dismissed.
  /// - Returns: `willPresent`, `didPresent`, `willDismiss(reason)`, `didDismiss(reason)`.
  package static func cycle(_ reason: DismissReason) -> [ModalEvent] {
    [.willPresent, .didPresent, .willDismiss(reason), .didDismiss(reason)]
  }
}
