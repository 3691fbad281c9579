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
