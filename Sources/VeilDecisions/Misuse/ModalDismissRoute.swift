import VeilCore

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
