#if os(iOS)
  import SwiftUI
  import VeilDecisions

  extension View {
    /// The last step of every `.modal`: reports the modifiers inside the view it modifies that
    /// reach no modal (they were placed before it) while the modal presents, then tells the
    /// views around that a modal is here.
    ///
    /// - Parameter isPresenting: Whether the `.modal`'s binding asks for its modal.
    /// - Returns: The view, reporting and marked as holding a modal.
    @MainActor
    func reportingMisplacedModalModifiers(isPresenting: Bool) -> some View {
      backgroundPreferenceValue(ModalModifierReachKey.self) { reach in
        MisplacedModalModifierReporter(warnings: reach.warnings(isPresenting: isPresenting))
      }
      .transformPreference(ModalModifierReachKey.self) { $0 = .aroundModal }
    }

    /// Marks this view as modified by `placement`, so a `.modal` around it can tell whether the
    /// modifier reaches a modal.
    @MainActor
    func markingModalModifier(
      _ placement: ModalModifierPlacement, isInModalContent: Bool
    ) -> some View {
      transformPreference(ModalModifierReachKey.self) { reach in
        reach = reach.modified(by: placement, isInModalContent: isInModalContent)
      }
    }
  }
#endif
