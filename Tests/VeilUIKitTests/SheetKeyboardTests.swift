#if os(iOS)
  import UIKit
  import Veil
  import XCTest

  /// B10 for UIKit's sheet on a real window: a sheet at its medium detent whose field is
  /// focused stays at medium while the software keyboard is up, where UIKit alone raises it to
  /// its largest detent; and the opt-out leaves UIKit's behaviour alone. Skipped where no
  /// software keyboard appears (a hardware keyboard is connected), on an iPad (whose regular
  /// size class shows a page sheet without detents) and in compact height (where UIKit turns
  /// the medium detent off).
  @MainActor
  final class SheetKeyboardTests: XCTestCase {
    static let style = SheetStyle.halfSheet.detents([.medium, .large])

    /// A `[.medium, .large]` sheet resting at medium: when its field becomes first responder
    /// and the keyboard appears, the sheet still selects medium and keeps its height (within a
    /// point); when the keyboard hides, it holds both detents again, still at medium. A
    /// failure means the sheet jumps to its large detent for the keyboard (UIKit's own
    /// behaviour, which Veil's default keeps it from), or loses its large detent afterwards.
    func test_B10_aSheetKeepsItsMediumDetentWhenTheKeyboardAppears() throws {
      let presented = try present(Self.style)
      defer { presented.fixture.close() }
      let (sheet, heightBefore) = try presented.focus()
      XCTAssertEqual(sheet.selectedDetentIdentifier, .medium, "the sheet still rests at medium")
      let height = try XCTUnwrap(sheet.presentedView?.frame.height)
      XCTAssertEqual(height, heightBefore, accuracy: 1, "the sheet keeps the medium's height")
      presented.controller.field.resignFirstResponder()
      runLoop(for: 1)
      XCTAssertEqual(sheet.detents.count, 2, "both detents come back")
      XCTAssertEqual(sheet.selectedDetentIdentifier, .medium)
    }

    /// With `keepsDetentForKeyboard(false)`, Veil does not touch the sheet's detents for the
    /// keyboard: while it is up, the sheet still holds medium and large. A failure means the
    /// opt-out is ignored and the app cannot have UIKit's own behaviour.
    func test_B10_theOptOutLeavesUIKitsKeyboardBehaviourAlone() throws {
      let presented = try present(Self.style.keepsDetentForKeyboard(false))
      defer { presented.fixture.close() }
      let (sheet, _) = try presented.focus()
      XCTAssertEqual(sheet.detents.count, 2, "Veil leaves both detents to UIKit")
      presented.controller.field.resignFirstResponder()
      runLoop(for: 0.6)
    }

    // MARK: - Support

    /// The sheet never reached `didPresent` (`waitUntil` has reported the failure).
    struct NotPresented: Error {}

    struct SheetUnderTest {
      let fixture: WindowFixture
      let root: UIViewController
      let controller: KeyboardTests.FieldController

      /// Focuses the field; answers the sheet and its height before the keyboard, once the
      /// keyboard has settled, or skips when no software keyboard appears.
      @MainActor
      func focus() throws -> (UISheetPresentationController, CGFloat) {
        let sheet = try XCTUnwrap(
          root.presentedViewController?.sheetPresentationController, "presented in a sheet")
        let heightBefore = try XCTUnwrap(sheet.presentedView?.frame.height)
        XCTAssertEqual(sheet.selectedDetentIdentifier ?? .medium, .medium, "starts at medium")
        _ = try KeyboardTests.KeyboardLog().focus(
          controller.field, in: controller.view, observing: UIResponder.keyboardWillShowNotification
        )
        return (sheet, heightBefore)
      }
    }

    private func present(_ style: SheetStyle) throws -> SheetUnderTest {
      guard UIDevice.current.userInterfaceIdiom == .phone else {
        throw XCTSkip("B10: an iPad's page sheet has no detents in its regular size class")
      }
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self)
      if root.traitCollection.verticalSizeClass == .compact {
        fixture.close()
        throw XCTSkip("B10: UIKit turns the medium detent off in compact height")
      }
      let recorder = EventRecorder()
      let controller = KeyboardTests.FieldController()
      root.present(controller, style: style, onEvent: { recorder.record($0) })
      guard waitUntil("B10 sheet: didPresent", condition: { recorder.isPresentedNow }) else {
        fixture.close()
        throw NotPresented()
      }
      runLoop(for: 0.3)
      return SheetUnderTest(fixture: fixture, root: root, controller: controller)
    }
  }
#endif
