import UIKit

/// The host app of the simulator suite: one window scene with a plain root controller, the
/// topology an app has. The hosted tests (`VeilUIKitHostedTests`) run inside this process and
/// open their own windows in its scene (`WindowFixture`), so the tests that need a scene — the
/// pass-through windows, the status bar, the safe area — run instead of skipping.
@main
@MainActor
final class HostAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    true
  }

  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    // The Info.plist's manifest names the same delegate; this answer keeps a scene restored
    // from another configuration on it too.
    let configuration = UISceneConfiguration(
      name: "Default Configuration", sessionRole: connectingSceneSession.role)
    configuration.delegateClass = HostSceneDelegate.self
    return configuration
  }
}

/// Shows the host's window in the scene it is given.
@MainActor
final class HostSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = HostRootController()
    window.makeKeyAndVisible()
    self.window = window
  }
}

/// A plain white screen with a visible status bar; the tests present from windows of their own
/// above it.
@MainActor
final class HostRootController: UIViewController {
  override func loadView() {
    view = UIView()
    view.backgroundColor = .white
    view.accessibilityIdentifier = "VeilUIKitHost.root"
  }

  override var prefersStatusBarHidden: Bool { false }
}
