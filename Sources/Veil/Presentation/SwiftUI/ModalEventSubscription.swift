#if os(iOS)
  import Combine
  import VeilCore

  /// A `.onModalEvent` inside a modal's content, subscribed to that modal's events for as long
  /// as the view lives (held as the view's `@StateObject`).
  @MainActor
  final class ModalEventSubscription: ObservableObject {
    /// The handler, replaced by the view's latest one on every update.
    var action: (ModalEvent) -> Void = { _ in }
  }
#endif
