#if os(iOS)
  import UIKit
  import XCTest

  /// A real key window with a root controller, for one test.
  ///
  /// Veil presents from the anchor's own window, looks at its scene for pass-through windows
  /// and at its root for the presentation chain, so every test gets a fresh window: in the
  /// host app's foreground `UIWindowScene` when the test process has one (the hosted plan,
  /// `Tests/VeilUIKitHost`), otherwise a window of its own (the package's plan runs without a
  /// scene on iOS 17). The fixture is torn down in the test's teardown: everything presented
  /// is dismissed without animation, the window is hidden and lets go of its root, so no test
  /// sees another's modals.
  @MainActor
  final class WindowFixture {
    /// The key window.
    let window: UIWindow
    /// The window's root controller, the presenter of the tests' modals.
    let root: UIViewController

    /// The window scene an app's windows live in: a connected one in the foreground (the host
    /// app's), else any connected one; `nil` in a hostless test process.
    static var scene: UIWindowScene? {
      let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
      return scenes.first { $0.activationState == .foregroundActive }
        ?? scenes.first { $0.activationState == .foregroundInactive } ?? scenes.first
    }

    private init(root: UIViewController) {
      if let scene = Self.scene {
        window = UIWindow(windowScene: scene)
      } else {
        window = UIWindow(frame: UIScreen.main.bounds)
      }
      self.root = root
      window.rootViewController = root
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
    }

    /// Shows `root` in a new key window and tears it down when `testCase` ends.
    ///
    /// - Parameters:
    ///   - root: The root controller.
    ///   - testCase: The running test, whose teardown closes the window.
    ///   - file: The file of the caller, for a failure.
    ///   - line: The line of the caller, for a failure.
    /// - Returns: The fixture.
    static func install(
      _ root: UIViewController,
      in testCase: XCTestCase,
      file: StaticString = #filePath,
      line: UInt = #line
    ) -> WindowFixture {
      let fixture = WindowFixture(root: root)
      testCase.addTeardownBlock { @MainActor in
        fixture.close()
        await Task.yield()
      }
      waitUntil(
        "the root controller's view is in the test's window (TS10: see"
          + " A0SuiteTopologyTests for what this process is missing)", file: file, line: line
      ) {
        root.viewIfLoaded?.window === fixture.window && !fixture.window.isHidden
      }
      return fixture
    }

    /// The scene's status bar, when the window is in a scene (`nil` in a scene-less process,
    /// where UIKit publishes no status-bar state to test against).
    var statusBar: UIStatusBarManager? {
      window.windowScene?.statusBarManager
    }

    /// Every controller presented in this window and in the pass-through windows above it,
    /// bottom first.
    var presentedControllers: [UIViewController] {
      var windows = [window]
      if let scene = window.windowScene {
        windows += scene.windows.filter { $0 !== window && !$0.isHidden }
      }
      var result: [UIViewController] = []
      for window in windows {
        var next = window.rootViewController?.presentedViewController
        while let controller = next {
          result.append(controller)
          next = controller.presentedViewController
        }
      }
      return result
    }

    /// The topmost controller presented in this window or a pass-through window above it.
    var topPresented: UIViewController? {
      presentedControllers.last
    }

    /// Dismisses everything without animation, hides the window and lets go of its root.
    /// Safe to call more than once; the test's teardown calls it too.
    func close() {
      guard !window.isHidden else { return }
      for controller in presentedControllers.reversed() {
        controller.presentingViewController?.dismiss(animated: false)
      }
      // Transitions that were running end on their own; give them a moment, then go.
      runLoop(for: 2) { !presentedControllers.isEmpty }
      window.isHidden = true
      window.rootViewController = nil
    }
  }

  /// A plain root controller with a white screen and a visible, dark status bar: the light app
  /// of the review's status-bar checks.
  @MainActor
  final class LightRootController: UIViewController {
    override func loadView() {
      view = UIView()
      view.backgroundColor = .white
    }

    override var prefersStatusBarHidden: Bool { false }
    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
  }
#endif
