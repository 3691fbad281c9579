#if os(iOS)
  import SwiftUI
  import UIKit
  import VeilCore

  private struct ToastCenterKey: EnvironmentKey {
    static let defaultValue: ToastCenter? = nil
  }

  extension EnvironmentValues {
    /// The toasts this view shows: the ``ToastCenter`` of the window scene the user is in
    /// (``ToastCenter/activeScene``), unless a center was set for this view.
    ///
    /// ```swift
    /// @Environment(\.toasts) private var toasts
    ///
    /// Button("Copy") {
    ///   copy()
    ///   toasts.show(id: "copied", duplicates: .replaceExisting) { Text("Copied") }
    /// }
    /// ```
    ///
    /// In an app with several windows side by side, set each window's own center at its root:
    /// `.environment(\.toasts, windowScene.toastCenter)`.
    public var toasts: ToastCenter {
      get {
        // SwiftUI reads the environment on the main thread.
        self[ToastCenterKey.self] ?? MainActor.assumeIsolated { ToastCenter.activeScene }
      }
      set { self[ToastCenterKey.self] = newValue }
    }
  }
#endif
