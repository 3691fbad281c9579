extension PresentationStack {
  /// Something the stack asks the UIKit layer to do for one of its modals.
  ///
  /// The cases are ``PresentationMachine/Effect``'s, each with the key of the modal it is
  /// for; a presentation also says which modal to present over.
  ///
  /// ```swift
  /// for effect in stack.step(.bindingChanged(isPresented: true), for: anchorID) {
  ///   if case .beginPresenting(let key, let identity, let transition, let presenter) = effect {
  ///     let host = viewController(for: presenter) ?? window.rootViewController
  ///     host?.present(makeModal(key, identity, transition), animated: true)
  ///   }
  /// }
  /// ```
  public enum Effect: Hashable, Sendable {
    /// Present this modal's content over `presenter` (`nil`: the window's root view
    /// controller); report the end with `transition`.
    case beginPresenting(Key, ID, transition: TransitionID, over: Key?)
    /// Dismiss this modal; report the end with `transition`.
    case beginDismissing(Key, transition: TransitionID, animated: Bool, reason: DismissReason)
    /// Turn this modal's running transition around; report the end as `to`.
    case reverseTransition(Key, from: TransitionID, to: TransitionID)
    /// Set this modal's binding to `false` or `nil`.
    case writeBindingBack(Key)
    /// Deliver this event to this modal's observers.
    case emit(Key, ModalEvent)

    /// The modal the effect is for.
    public var key: Key {
      switch self {
      case .beginPresenting(let key, _, _, _), .beginDismissing(let key, _, _, _),
        .reverseTransition(let key, _, _), .writeBindingBack(let key), .emit(let key, _):
        key
      }
    }
  }
}
