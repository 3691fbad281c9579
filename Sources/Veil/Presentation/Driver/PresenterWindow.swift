#if os(iOS)
  import UIKit

  /// The window a ``ModalPresenter`` works in when it was given none.
  @MainActor
  enum PresenterWindow {
    /// The key window of the foreground-active scene (or of any foreground scene), as the app's
    /// own: a pass-through modal's window (a toast's, which may have taken key status) stands
    /// for the app window it was opened over.
    static func keyWindow() -> UIWindow? {
      let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
      let scene =
        scenes.first { $0.activationState == .foregroundActive }
        ?? scenes.first { $0.activationState == .foregroundInactive }
      guard let scene else { return nil }
      let appWindows = scene.windows.filter { !($0 is PassthroughWindow) }
      if let key = scene.keyWindow, !(key is PassthroughWindow) { return key }
      return appWindows.first { $0.windowLevel == .normal && !$0.isHidden } ?? appWindows.first
    }
  }
#endif
