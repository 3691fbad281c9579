#if os(iOS)
  import SwiftUI
  import VeilCore

  private struct ModalContextKey: EnvironmentKey {
    static let defaultValue = ModalContext.none
  }

  extension EnvironmentValues {
    /// The Veil modal this view is shown in. Outside one, a context whose
    /// ``ModalContext/dismiss()`` calls SwiftUI's `dismiss` action of this environment.
    public var modal: ModalContext {
      get {
        let context = self[ModalContextKey.self]
        guard !context.isInModal else { return context }
        return ModalContext(
          phase: .dismissed, interactiveProgress: 0, store: nil,
          fallback: SwiftUIPresentation(dismiss: dismiss, isPresented: isPresented))
      }
      set { self[ModalContextKey.self] = newValue }
    }
  }
#endif
