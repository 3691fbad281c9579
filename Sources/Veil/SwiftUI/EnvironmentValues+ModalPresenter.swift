#if os(iOS)
  import SwiftUI

  private struct ModalPresenterKey: EnvironmentKey {
    static let defaultValue = ModalPresenter.keyWindow
  }

  extension EnvironmentValues {
    /// Presents and dismisses Veil modals from code (``ModalPresenter``): by default in the key
    /// window of the foreground scene at each call.
    ///
    /// ```swift
    /// @Environment(\.modalPresenter) private var presenter
    /// …
    /// Button("Sign out") { presenter.dismissAll() }
    /// ```
    public var modalPresenter: ModalPresenter {
      get { self[ModalPresenterKey.self] }
      set { self[ModalPresenterKey.self] = newValue }
    }
  }
#endif
