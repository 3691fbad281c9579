#if os(iOS)
  import SwiftUI
  import VeilCore

  /// The handlers of `.onModalEvent` that a `.modal` anchor below them calls.
  struct ModalEventHandlers {
    var actions: [(ModalEvent) -> Void] = []

    /// Calls every handler, innermost first.
    func callAsFunction(_ event: ModalEvent) {
      for action in actions.reversed() { action(event) }
    }
  }

  private struct ModalEventHandlersKey: EnvironmentKey {
    // Computed: the handlers are closures, which cannot be shared as a static value.
    static var defaultValue: ModalEventHandlers { ModalEventHandlers() }
  }

  extension EnvironmentValues {
    /// The `.onModalEvent` handlers around this view.
    var modalEventHandlers: ModalEventHandlers {
      get { self[ModalEventHandlersKey.self] }
      set { self[ModalEventHandlersKey.self] = newValue }
    }
  }
#endif
