#if os(iOS)
  import SwiftUI
  import VeilDecisions

  /// What a view says about Veil's modifiers inside it (`ModalModifierReach` in VeilDecisions):
  /// `.modal` reads it to report the `.onModalEvent` and `.modalEnvironment` placed before it.
  struct ModalModifierReachKey: PreferenceKey {
    static let defaultValue = ModalModifierReach()

    static func reduce(value: inout ModalModifierReach, nextValue: () -> ModalModifierReach) {
      value.merge(nextValue())
    }
  }
#endif
