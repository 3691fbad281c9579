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
/// (`.onModalEvent`, `.modalEnvironment`).
///
/// Both reach a modal through the environment its `.modal` anchor reads, so they apply to the
/// modals presented *inside* the view they modify: placed before `.modal` (on the view that
/// `.modal` then modifies) they apply to none. `.onModalEvent` also hears the modal whose
/// content it is in. ``ModalModifierReach`` finds the misplaced ones.
package enum ModalModifierPlacement: String, Hashable, Sendable, CaseIterable, Comparable {
  /// `.onModalEvent(perform:)`.
  case onModalEvent
  /// `.modalEnvironment(_:)`.
  case modalEnvironment

  /// Whether the modifier reaches a modal where it stands.
  ///
  /// - Parameters:
  ///   - hasModalInside: Whether a `.modal` (or an article spelling) is inside the view the
  ///     modifier modifies.
  ///   - isInModalContent: Whether the modifier is inside a Veil modal's content.
  /// - Returns: `true` when it reaches at least one modal.
  package func reachesAModal(hasModalInside: Bool, isInModalContent: Bool) -> Bool {
    switch self {
    // Inside content it hears the modal it is shown in.
    case .onModalEvent: hasModalInside || isInModalContent
    // The content's environment is the presenting view's: only modals inside count.
    case .modalEnvironment: hasModalInside
    }
  }

  package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What a view tells the views around it about Veil's modifiers inside it: whether a `.modal`
/// is inside, and which `.onModalEvent`/`.modalEnvironment` inside reach no modal. SwiftUI
/// carries it up as a preference.
///
/// A modifier that reaches no modal is a misuse only when a `.modal` stands around it, which
/// is where it was misplaced: `Button().onModalEvent { … }.modal(…)`. Then that `.modal`
/// reports it (``RuntimeWarning/misplacedModalModifier(_:)``). One with no `.modal` around it
/// at all (an app-wide listener whose modals are in a pushed view or a SwiftUI sheet, where no
/// preference comes from) is left alone: nothing says it is misplaced.
package struct ModalModifierReach: Hashable, Sendable {
  /// Whether a `.modal` is inside.
  package var hasModal = false
  /// The modifiers inside that reach no modal and no `.modal` around them has reported yet.
  package var unreached: Set<ModalModifierPlacement> = []

  /// Nothing inside: SwiftUI's default value.
  package init() {}

  /// What a view with these things inside says.
  package init(hasModal: Bool, unreached: Set<ModalModifierPlacement>) {
    self.hasModal = hasModal
    self.unreached = unreached
  }

  /// Two siblings together.
  package mutating func merge(_ other: ModalModifierReach) {
    hasModal = hasModal || other.hasModal
    unreached.formUnion(other.unreached)
  }

  /// What a view says once `placement` modifies it, standing in or out of a modal's content.
  package func modified(by placement: ModalModifierPlacement, isInModalContent: Bool) -> Self {
    var copy = self
    if !placement.reachesAModal(hasModalInside: hasModal, isInModalContent: isInModalContent) {
      copy.unreached.insert(placement)
    }
    return copy
  }

  /// The warnings a `.modal` around this view reports, in a stable order.
  package var warnings: [RuntimeWarning] {
    unreached.sorted().map(RuntimeWarning.misplacedModalModifier)
  }

  /// What a `.modal` around this view says: a modal is inside, and what was unreached has
  /// been reported by it.
  package static let aroundModal = ModalModifierReach(hasModal: true, unreached: [])
}

/// Why a presentation the window's stack started never reached the screen. The modal then
/// ends with `willDismiss(.parentDismissed)` and `didDismiss(.parentDismissed)` and no
/// `didPresent`; the warning says why.
package enum PresentationRefusal: Hashable, Sendable {
  /// UIKit's `present(_:animated:completion:)` did not take the controller (UIKit logs its
  /// own reason just before).
  case refusedByUIKit
  /// The controller is already in the window's presentation chain: UIKit would throw.
  case alreadyPresented

  /// The warning for a refused presentation of a controller of type `presented`.
  ///
  /// - Parameter presented: The presented controller's type name, for the message.
  /// - Returns: The warning.
  package func warning(presented: String) -> RuntimeWarning {
    switch self {
    case .refusedByUIKit: .presentationRefusedByUIKit(presented: presented)
    case .alreadyPresented: .presentAlreadyPresentedController(presented: presented)
    }
  }
}
