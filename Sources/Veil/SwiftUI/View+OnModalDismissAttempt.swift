#if os(iOS)
  import SwiftUI
  import VeilCore

  extension View {
    /// Performs `action` when the user tries to dismiss the Veil modal this view is shown in
    /// and a lock refuses: the place to ask before discarding changes, then dismiss.
    ///
    /// The lock is `modalInteractiveDismissDisabled(_:)` in the content, or the style's
    /// ``/VeilCore/ModalStyle/interactiveDismissDisabled(_:)``. Every kind of Veil modal reports
    /// the attempt, once per gesture that would have dismissed it (``/VeilCore/ModalDismissAttempt``
    /// lists them): a tap on a dismissing backdrop, a drag towards dismissal, VoiceOver's escape
    /// gesture, or UIKit's own sheet pulled down or its dimming tapped (UIKit's
    /// `presentationControllerDidAttemptToDismiss(_:)`). The modal stays; close it from the
    /// handler, or from the dialog it shows, with `@Environment(\.modal)`'s
    /// ``ModalContext/dismiss()``.
    ///
    /// The attempt arrives on the main actor, in order with the modal's events, never while
    /// SwiftUI updates views, so the handler may change state.
    ///
    /// ```swift
    /// struct EditForm: View {
    ///   @Environment(\.modal) private var modal
    ///   @State private var text = ""
    ///   @State private var isConfirming = false
    ///
    ///   var body: some View {
    ///     TextField("Name", text: $text)
    ///       .modalInteractiveDismissDisabled(!text.isEmpty)
    ///       .onModalDismissAttempt { _ in isConfirming = true }
    ///       .confirmationDialog("Discard changes?", isPresented: $isConfirming) {
    ///         Button("Discard", role: .destructive) { modal.dismiss() }
    ///       }
    ///   }
    /// }
    /// ```
    ///
    /// Outside a Veil modal's content it does nothing.
    ///
    /// - Parameter action: Called on the main actor with each refused attempt.
    /// - Returns: A view that reports its modal's refused dismissal attempts to `action`.
    @MainActor
    public func onModalDismissAttempt(
      perform action: @escaping (ModalDismissAttempt) -> Void
    ) -> some View {
      modifier(ModalDismissAttemptModifier(action: action))
    }
  }
#endif
