/// What `@Environment(\.modal)`'s `dismiss()` closes, decided from where it is called.
///
/// Inside a Veil modal it closes that modal. Outside one it falls back to SwiftUI's own
/// `dismiss` action, as Transmission's `presentationCoordinator` does, so one reusable "Done"
/// button works in a `.modal`, a `.sheet` and a pushed view alike. Where neither exists nothing
/// can close: that is reported (``RuntimeWarning/dismissOutsideAnyPresentation``), never
/// swallowed.
package enum ModalDismissRoute: Hashable, Sendable {
  /// Dismiss the Veil modal the call comes from.
  case veilModal
  /// Call SwiftUI's `dismiss` action of the environment.
  case swiftUIPresentation
  /// Nothing can be dismissed from here.
  case nothing

  /// The route for a call from a place with these surroundings.
  ///
  /// - Parameters:
  ///   - isInVeilModal: Whether the caller is in a Veil modal's content.
  ///   - isInSwiftUIPresentation: SwiftUI's `\.isPresented` at the caller.
  package init(isInVeilModal: Bool, isInSwiftUIPresentation: Bool) {
    if isInVeilModal {
      self = .veilModal
    } else if isInSwiftUIPresentation {
      self = .swiftUIPresentation
    } else {
      self = .nothing
    }
  }

  /// The warning the call deserves: only a call that can close nothing is a misuse.
  package var warning: RuntimeWarning? {
    self == .nothing ? .dismissOutsideAnyPresentation : nil
  }
}

/// Whether UIKit's `present(_:style:)` may go ahead, decided before anything is set up.
package enum UIKitPresentRequest: Hashable, Sendable {
  /// Present.
  case proceed
  /// Present nothing, and report why.
  case refuse(RuntimeWarning)

  /// The answer for one call.
  ///
  /// A controller already presented is refused first: UIKit would throw for it whatever the
  /// presenter. A presenter outside a window is refused next: UIKit cannot present from it,
  /// and Veil has no later moment to try again, as a SwiftUI anchor has when it enters one.
  ///
  /// - Parameters:
  ///   - presenter: The presenting controller's type name, for the message.
  ///   - presenterIsInWindow: Whether its view is loaded and in a window.
  ///   - presented: The presented controller's type name, for the message.
  ///   - presentedIsAlreadyPresented: Whether it has a presenting controller or is being
  ///     presented.
  package init(
    presenter: String, presenterIsInWindow: Bool,
    presented: String, presentedIsAlreadyPresented: Bool
  ) {
    if presentedIsAlreadyPresented {
      self = .refuse(.presentAlreadyPresentedController(presented: presented))
    } else if !presenterIsInWindow {
      self = .refuse(.presentFromControllerWithoutWindow(presenter: presenter))
    } else {
      self = .proceed
    }
  }
}

extension UIKitPresentRequest {
  /// The warning a refused request reports; `nil` when it proceeds.
  package var warning: RuntimeWarning? {
    switch self {
    case .proceed: nil
    case .refuse(let warning): warning
    }
  }
}

/// A modifier that configures the Veil modals presented inside the view it modifies
/// (`.onModalEvent`, `.modalEnvironment`), and whether where it stands lets it do anything.
///
/// Both reach a modal through the environment its `.modal` anchor reads, so they apply to the
/// modals presented *inside* the view they modify: placed before `.modal` (on the view that
/// `.modal` then modifies) they apply to none. `.onModalEvent` also hears the modal whose
/// content it is in. A modifier that can reach nothing is reported
/// (``RuntimeWarning/misplacedModalModifier(_:)``), never left silent; `.modal(…, onEvent:)`
/// is the order-free way to listen.
package enum ModalModifierPlacement: String, Hashable, Sendable, CaseIterable {
  /// `.onModalEvent(perform:)`.
  case onModalEvent
  /// `.modalEnvironment(_:)`.
  case modalEnvironment

  /// The warning the modifier deserves where it stands: only one that reaches no modal is a
  /// misuse.
  ///
  /// - Parameters:
  ///   - hasModalInside: Whether a `.modal` (or an article spelling) is inside the view the
  ///     modifier modifies, as its preference says once the view has appeared.
  ///   - isInModalContent: Whether the modifier is inside a Veil modal's content.
  /// - Returns: The warning, or `nil` when the modifier reaches a modal.
  package func warning(hasModalInside: Bool, isInModalContent: Bool) -> RuntimeWarning? {
    if hasModalInside { return nil }
    switch self {
    case .onModalEvent:
      // Inside content it hears the modal it is shown in.
      return isInModalContent ? nil : .misplacedModalModifier(self)
    case .modalEnvironment:
      // The content's own environment is the presenting view's: it reaches no modal.
      return .misplacedModalModifier(self)
    }
  }
}
