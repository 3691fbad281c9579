#if os(iOS)
  import SwiftUI

  /// Whether some view of a modal's content keeps the user from dismissing it; the root of
  /// the content hands it to the modal's driver.
  struct ModalInteractiveDismissDisabledKey: PreferenceKey {
    static let defaultValue = false

    /// Any view that asks keeps the user out.
    static func reduce(value: inout Bool, nextValue: () -> Bool) {
      value = value || nextValue()
    }
  }
#endif
