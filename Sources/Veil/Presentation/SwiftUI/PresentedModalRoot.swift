#if os(iOS)
  import SwiftUI
  import VeilCore

  /// The root view of content a ``ModalPresenter`` presents: the content with the modal's
  /// context, and the content's own dismissal lock passed on (no presenting view's environment
  /// to forward: it has the window's).
  @MainActor
  struct PresentedModalRoot<Content: View>: View {
    let content: Content
    @ObservedObject var store: ModalContextStore

    var body: some View {
      content
        .environment(\.modal, store.context)
        .environment(\.modalEventHandlers, ModalEventHandlers())
        .onPreferenceChange(ModalInteractiveDismissDisabledKey.self) { [store] disabled in
          MainActor.assumeIsolated { store.userDismissalDisabled(disabled) }
        }
    }
  }
#endif
