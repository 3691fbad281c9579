#if os(iOS)
  import SwiftUI

  /// SwiftUI's own presentation around a view, for ``ModalContext/dismiss()`` outside a Veil
  /// modal.
  ///
  /// `@unchecked Sendable`: `DismissAction` is not `Sendable` on every SDK, and the value is
  /// only called from ``ModalContext/dismiss()``, which runs on the main actor.
  struct SwiftUIPresentation: @unchecked Sendable {
    let dismiss: DismissAction
    let isPresented: Bool
  }
#endif
