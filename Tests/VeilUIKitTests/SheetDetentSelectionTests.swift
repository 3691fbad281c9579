#if os(iOS)
  import SwiftUI
  import UIKit
  import Veil
  import XCTest

  /// B4: the detent a sheet rests at, between the user and the app, through both APIs.
  ///
  /// A user's drag cannot be made in a test; what UIKit does at its end is: it sets the sheet's
  /// `selectedDetentIdentifier` and calls the delegate's
  /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` ("called when the
  /// selected detent of the sheet changes in response to user interaction",
  /// `UISheetPresentationController.h`). The tests do the same, on the delegate Veil set.
  @MainActor
  final class SheetDetentSelectionTests: XCTestCase {
    static let sheet = SheetStyle.sheet.detents([.medium, .large]).showsGrabber()

    /// What UIKit does at the end of a user's drag to `identifier`.
    private func userMoves(
      _ sheet: UISheetPresentationController,
      to identifier: UISheetPresentationController.Detent.Identifier
    ) {
      sheet.selectedDetentIdentifier = identifier
      sheet.delegate?.sheetPresentationControllerDidChangeSelectedDetentIdentifier?(sheet)
    }

    /// The presented sheet of `root`, once `didPresent` has come.
    private func presentedSheet(of root: UIViewController) -> UISheetPresentationController? {
      root.presentedViewController?.sheetPresentationController
    }

    /// UIKit API: the user's change reaches `onDetentChange` once; the app's
    /// `selectSheetDetent(_:)` moves the sheet, taller, without calling it. A failure means the
    /// app cannot learn where its sheet rests, or cannot move it through Veil.
    func test_B4_uiKitReportsTheUsersDetentAndMovesToTheAppsOne() {
      let root = LightRootController()
      _ = WindowFixture.install(root, in: self)
      let recorder = EventRecorder()
      let controller = ObservingController(recorder: recorder)
      var heard: [SheetDetent.Identifier] = []
      root.present(controller, style: Self.sheet) { heard.append($0) }
      guard waitUntil("B4 UIKit: didPresent", condition: { recorder.isPresentedNow }),
        let sheet = presentedSheet(of: root)
      else { return }
      XCTAssertEqual(sheet.selectedDetentIdentifier ?? .medium, .medium, "opens at the smallest")
      userMoves(sheet, to: .large)
      XCTAssertTrue(waitUntil("B4 UIKit: the change is heard", condition: { heard == [.large] }))

      let mediumHeight = { () -> CGFloat in
        sheet.presentedView?.frame.height ?? 0
      }
      XCTAssertTrue(controller.selectSheetDetent(.medium), "the controller is in a Veil sheet")
      XCTAssertEqual(sheet.selectedDetentIdentifier, .medium)
      runLoop(for: 0.6)
      let atMedium = mediumHeight()
      controller.selectSheetDetent(.large)
      XCTAssertTrue(
        waitUntil("B4 UIKit: the sheet grows to large") { mediumHeight() > atMedium + 100 })
      XCTAssertEqual(heard, [.large], "the app's own changes are not reported back to it")
    }

    /// A detent the sheet does not have: the sheet stays where it is (a debug build warns). A
    /// failure means UIKit was handed an identifier it cannot find.
    func test_B4_anUnknownDetentLeavesTheSheetWhereItIs() {
      let root = LightRootController()
      _ = WindowFixture.install(root, in: self)
      let recorder = EventRecorder()
      let controller = ObservingController(recorder: recorder)
      root.present(controller, style: Self.sheet.selectedDetent(.large)) { _ in }
      guard waitUntil("B4 unknown: didPresent", condition: { recorder.isPresentedNow }),
        let sheet = presentedSheet(of: root)
      else { return }
      controller.selectSheetDetent("missing")
      runLoop(for: 0.3)
      XCTAssertEqual(sheet.selectedDetentIdentifier, .large)
      XCTAssertFalse(ObservingController(recorder: recorder).selectSheetDetent(.medium))
    }

    /// SwiftUI API: the sheet opens at the binding's detent; the user's change is written to
    /// the binding (outside SwiftUI's update) and reported once; the app's write moves the
    /// sheet. A failure means the binding is one-way, or pulls the sheet back.
    func test_B4_swiftUIBindingIsTwoWay() {
      let model = DetentModel()
      let root = hostingRoot(DetentHarness(model: model, sheet: Self.sheet))
      _ = WindowFixture.install(root, in: self)
      model.isPresented = true
      guard
        waitUntil("B4 SwiftUI: presented", condition: { self.presentedSheet(of: root) != nil }),
        let sheet = presentedSheet(of: root)
      else { return }
      runLoop(for: 0.6)
      XCTAssertEqual(sheet.selectedDetentIdentifier, .large, "opens at the binding's detent")
      userMoves(sheet, to: .medium)
      XCTAssertTrue(
        waitUntil("B4 SwiftUI: the binding is written") { model.detent == .medium })
      XCTAssertEqual(model.changes, [.medium])
      runLoop(for: 0.3)
      XCTAssertEqual(sheet.selectedDetentIdentifier, .medium, "the echo does not move it back")
      model.detent = .large
      XCTAssertTrue(
        waitUntil("B4 SwiftUI: the app's write moves the sheet") {
          sheet.selectedDetentIdentifier == .large
        })
      XCTAssertEqual(model.changes, [.medium], "the app's own write is not reported back")
    }
  }

  /// The state of ``DetentHarness``.
  @MainActor
  private final class DetentModel: ObservableObject {
    @Published var isPresented = false
    @Published var detent: SheetDetent = .large
    var changes: [SheetDetent] = []
  }

  /// A screen that presents a sheet with a detent binding.
  private struct DetentHarness: View {
    @ObservedObject var model: DetentModel
    let sheet: SheetStyle

    var body: some View {
      Color.white
        .modal(
          isPresented: $model.isPresented, style: sheet, selectedDetent: $model.detent,
          onDetentChange: { model.changes.append($0) }, content: { Text("Places") })
    }
  }
#endif
