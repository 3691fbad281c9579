#if os(iOS)
  import UIKit
  import XCTest

  /// TS10: what the suite needs from the process it runs in, said plainly before anything else
  /// fails for it. XCTest runs test classes in the order of their names, so this one (`A0…`)
  /// runs first.
  ///
  /// Every test opens a key window (`WindowFixture`) and presents from its root. A hostless
  /// package test process has `UIApplication.shared` but no window scene: if it cannot present
  /// from a scene-less key window, nearly every test would fail at its first wait, and this test
  /// says why. Without a scene the tests of the status bar, the safe area and the pass-through
  /// windows skip; the hosted plan (`Tests/VeilUIKitHost`) gives them the host app's scene.
  @MainActor
  final class A0SuiteTopologyTests: XCTestCase {
    func test_TS10_theProcessCanPresentFromAKeyWindow() {
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self)
      XCTAssertTrue(
        fixture.window.isKeyWindow,
        "TS10: the test's window did not become key (makeKeyAndVisible); the suite's modals"
          + " present from the key window's root")
      let presented = UIViewController()
      presented.view.backgroundColor = .white
      root.present(presented, animated: false)
      let reached = waitUntil(
        "TS10: a plain UIKit presentation from the test window's root reaches the window"
      ) {
        root.presentedViewController === presented && presented.viewIfLoaded?.window != nil
      }
      if !reached {
        XCTFail(
          "TS10: this process cannot present from a"
            + (fixture.window.windowScene == nil ? " scene-less" : "")
            + " key window, so every test that presents will time out: run the hosted plan"
            + " (Tests/VeilUIKitHost, a host app with a window scene) instead")
      }
    }

    func test_TS10_theProcessHasAForegroundWindowScene() throws {
      guard let scene = WindowFixture.scene else {
        throw XCTSkip(
          "TS10: no UIWindowScene in this process (the package's hostless plan): the status-bar"
            + " (V1, W2), safe-area (V3) and pass-through (W1, A1) tests skip or run in a"
            + " fallback topology; run the hosted plan (Tests/VeilUIKitHost) for them")
      }
      XCTAssertEqual(
        scene.activationState, .foregroundActive,
        "TS10: the host app's window scene is not in the foreground; its windows may not be"
          + " shown, and the status bar reads nothing")
      let fixture = WindowFixture.install(LightRootController(), in: self)
      XCTAssertTrue(
        fixture.window.windowScene === scene, "TS10: the test window is in the host's scene")
      XCTAssertNotNil(fixture.statusBar, "TS10: the host's scene has a status bar manager")
    }
  }
#endif
