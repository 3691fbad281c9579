#if os(iOS)
  import SwiftUI
  import VeilCore

  extension View {
    /// Performs `action` for the lifecycle events of the modals this view presents, and of the
    /// modal it is shown in.
    ///
    /// Events come per modal, never from a global notification: a handler hears
    ///
    /// - every Veil modal presented by a `.modal` (or seed spelling) *inside* this view, so put
    ///   it on the presenting view, after the modifier that presents:
    ///   `.present(isPresented: $shown) { … }.onModalEvent { … }`;
    /// - the Veil modal whose content this view is part of: when the view appears, the last
    ///   event of the cycle in progress (usually `willPresent`, or `didPresent` for content that
    ///   appears once the modal is up), then every event after it.
    ///
    /// Placed before the `.modal` it means to hear (on the view that `.modal` then modifies), a
    /// handler would hear nothing: that `.modal` reports it in the console of a debug build.
    /// `.modal(…, onEvent:)` takes the handler directly and hears its modal wherever it stands.
    ///
    /// Each cycle runs `willPresent → didPresent → willDismiss(reason) → didDismiss(reason)`,
    /// each event at most once (``/VeilCore/ModalEvent`` says when `didPresent` is skipped). `didPresent`
    /// arrives when the presentation is logically complete (the content is in place and takes
    /// taps), `didDismiss` when the content has left the screen.
    ///
    /// ```swift
    /// Button("Show") { isPresented = true }
    ///   .present(isPresented: $isPresented) { ModalContent() }
    ///   .onModalEvent { event in
    ///     if case .didDismiss(let reason) = event { print("modal dismissed", reason) }
    ///   }
    /// ```
    ///
    /// - Parameter action: Called on the main actor with each event.
    /// - Returns: A view that reports modal events to `action`.
    @MainActor
    public func onModalEvent(perform action: @escaping (ModalEvent) -> Void) -> some View {
      modifier(ModalEventModifier(action: action))
    }
  }
#endif
