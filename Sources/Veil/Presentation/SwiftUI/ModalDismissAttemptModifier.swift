#if os(iOS)
  import Combine
  import SwiftUI
  import VeilCore

  /// A `.onModalDismissAttempt` inside a modal's content, subscribed to that modal's refused
  /// dismissal attempts for as long as the view lives (held as the view's `@StateObject`).
  @MainActor
  final class ModalDismissAttemptSubscription: ObservableObject {
    /// The handler, replaced by the view's latest one on every update.
    var action: (ModalDismissAttempt) -> Void = { _ in }
  }

  @MainActor
  struct ModalDismissAttemptModifier: ViewModifier {
    let action: (ModalDismissAttempt) -> Void

    @Environment(\.modal) private var modal
    @StateObject private var subscription = ModalDismissAttemptSubscription()

    func body(content: Content) -> some View {
      subscription.action = action
      let source = modal.eventSource
      return content.onAppear { source?.subscribe(subscription) }
    }
  }
#endif
