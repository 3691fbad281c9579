#if os(iOS)
  import SwiftUI
  import VeilCore

  extension View {
    /// Keeps the user from dismissing the Veil modal this view is shown in, from inside the
    /// content: like SwiftUI's `interactiveDismissDisabled(_:)`, but for every kind of Veil
    /// modal, and it can change while the modal is on screen.
    ///
    /// While any view of the content asks for it, a drag does not move the modal, a tap on a
    /// dismissing backdrop does nothing, VoiceOver's escape gesture is refused, and UIKit's
    /// sheet springs back (`isModalInPresentation`), keeping its detents. The content still
    /// closes it with `@Environment(\.modal)`'s ``ModalContext/dismiss()``, and the app by
    /// setting the binding. ``SwiftUI/View/onModalDismissAttempt(perform:)`` hears each attempt
    /// the lock refuses, so the content can ask before discarding (<doc:ConfirmingDismissal>).
    ///
    /// The style's ``/VeilCore/ModalStyle/interactiveDismissDisabled(_:)`` (and
    /// ``/VeilCore/SheetStyle/interactiveDismissDisabled(_:)``) says the same for every
    /// presentation; this modifier lets the content decide, for example while a form has
    /// unsaved changes. Either one keeps the user out: the content cannot allow what the style
    /// forbids.
    ///
    /// SwiftUI's own `interactiveDismissDisabled(_:)` is read by SwiftUI's containers only
    /// (`sheet`, `fullScreenCover`, `popover`); Veil's modifier has a name of its own so the
    /// two never clash.
    ///
    /// ```swift
    /// struct EditForm: View {
    ///   @State private var text = ""
    ///
    ///   var body: some View {
    ///     TextField("Name", text: $text)
    ///       .modalInteractiveDismissDisabled(!text.isEmpty)
    ///   }
    /// }
    /// ```
    ///
    /// - Parameter isDisabled: Whether the user is kept from dismissing; `true` by default.
    /// - Returns: A view that keeps the user from dismissing its modal while `isDisabled`.
    @MainActor
    public func modalInteractiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
      preference(key: ModalInteractiveDismissDisabledKey.self, value: isDisabled)
    }
  }
#endif
