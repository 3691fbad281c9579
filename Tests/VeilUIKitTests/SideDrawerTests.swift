#if os(iOS)
  import UIKit
  import Veil
  import XCTest

  /// Side drawers on a real window (features A6): a leading drawer stands on the left edge left
  /// to right and on the right edge in a right-to-left window, at the window's full height and
  /// the drawer's width, and the user (the VoiceOver escape gesture) dismisses it.
  ///
  /// Touches cannot be made with public API: the horizontal pan that closes a drawer is the
  /// Linux suite's (`DrawerDragSessionTests`, fed in UIKit's coordinates, right to left
  /// included), and a manual check.
  @MainActor
  final class SideDrawerTests: XCTestCase {
    func test_A6_aLeadingDrawerStandsOnTheLeftEdgeLeftToRight() throws {
      try checkDrawer(.drawer(width: .points(280)), rightToLeft: false, standsOnTheRight: false)
    }

    func test_A6_aLeadingDrawerStandsOnTheRightEdgeInARightToLeftWindow() throws {
      try checkDrawer(.drawer(width: .points(280)), rightToLeft: true, standsOnTheRight: true)
    }

    func test_A6_aTrailingDrawerStandsOnTheLeftEdgeInARightToLeftWindow() throws {
      try checkDrawer(
        .drawer(.trailing, width: .points(280)), rightToLeft: true, standsOnTheRight: false)
    }

    /// An app that forces right to left on its views (`semanticContentAttribute`), not through
    /// its language: the drawer follows the presenting view's effective direction.
    func test_A6_aLeadingDrawerFollowsAViewForcedRightToLeft() throws {
      try checkDrawer(
        .drawer(width: .points(280)), rightToLeft: true, standsOnTheRight: true,
        forcedOnTheViewOnly: true)
    }

    /// Presents `style` from a window laid out right to left or not (or from a root view forced
    /// right to left, `forcedOnTheViewOnly`), checks where the presented view rests, then
    /// dismisses it with the escape gesture.
    private func checkDrawer(
      _ style: ModalStyle, rightToLeft: Bool, standsOnTheRight: Bool,
      forcedOnTheViewOnly: Bool = false, file: StaticString = #filePath, line: UInt = #line
    ) throws {
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self, file: file, line: line)
      defer { fixture.close() }
      if forcedOnTheViewOnly {
        root.view.semanticContentAttribute = .forceRightToLeft
      } else if rightToLeft {
        // `traitOverrides` (iOS 17) reaches every controller and presentation controller in the
        // window, as a right-to-left language does; before iOS 17 only the app's language sets
        // the layout direction of a presentation.
        guard #available(iOS 17, *) else {
          throw XCTSkip("forcing a right-to-left window needs traitOverrides (iOS 17)")
        }
        fixture.window.traitOverrides.layoutDirection = .rightToLeft
        fixture.window.semanticContentAttribute = .forceRightToLeft
        fixture.window.layoutIfNeeded()
      }
      let recorder = EventRecorder()
      let controller = ObservingController(recorder: recorder)
      root.present(controller, style: style, animated: true)
      guard
        waitUntil(
          "didPresent", file: file, line: line, condition: { recorder.isPresentedNow }),
        let view = controller.view
      else { return }
      if !forcedOnTheViewOnly {
        XCTAssertEqual(
          controller.traitCollection.layoutDirection == .rightToLeft, rightToLeft,
          "the presented controller inherits the window's layout direction", file: file,
          line: line)
      }
      runLoop(for: 0.2)
      guard let frame = Inspection.onScreenFrame(of: view) else {
        return XCTFail("the drawer is in the window", file: file, line: line)
      }
      let bounds = fixture.window.bounds
      XCTAssertEqual(frame.width, 280, accuracy: 0.5, "its width", file: file, line: line)
      XCTAssertEqual(
        frame.height, bounds.height, accuracy: 0.5, "full height", file: file, line: line)
      if standsOnTheRight {
        XCTAssertEqual(
          frame.maxX, bounds.maxX, accuracy: 0.5, "against the right edge", file: file, line: line)
      } else {
        XCTAssertEqual(
          frame.minX, bounds.minX, accuracy: 0.5, "against the left edge", file: file, line: line)
      }
      XCTAssertTrue(
        Inspection.performEscape(from: view), "the escape gesture dismisses it", file: file,
        line: line)
      waitUntil("didDismiss", file: file, line: line, condition: { recorder.hasDismissed })
    }
  }
#endif
