#if os(iOS)
  import SwiftUI
  import VeilCore

  extension ModalContext {
    /// Dismisses the modals above this one, top first, and keeps this one: "back to here" from
    /// inside a modal's content, whatever opened the modals above (their bindings are set to
    /// `false` or `nil`). Outside a Veil modal it does nothing.
    ///
    /// The one just above leaves last, animated, with reason
    /// ``/VeilCore/DismissReason/programmatic``; those above it first, without animation, with
    /// ``/VeilCore/DismissReason/parentDismissed``.
    ///
    /// ```swift
    /// @Environment(\.modal) private var modal
    /// …
    /// Button("Back to the basket") { modal.dismissAbove() }
    /// ```
    ///
    /// - Parameter animated: Whether the last dismissal animates.
    @MainActor
    public func dismissAbove(animated: Bool = true) {
      eventSource?.driver?.dismissAbove(animated: animated)
    }
  }
#endif
