#if os(iOS)
  import SwiftUI
  import VeilCore

  @MainActor
  struct ModalEventModifier: ViewModifier {
    let action: (ModalEvent) -> Void

    @Environment(\.modal) private var modal
    @Environment(\.modalEventHandlers) private var handlers
    @StateObject private var subscription = ModalEventSubscription()

    func body(content: Content) -> some View {
      subscription.action = action
      var inner = handlers
      inner.actions.append(action)
      let source = modal.eventSource
      return
        content
        .environment(\.modalEventHandlers, inner)
        .onAppear { source?.subscribe(subscription) }
        .markingModalModifier(.onModalEvent, isInModalContent: source != nil)
    }
  }
#endif
