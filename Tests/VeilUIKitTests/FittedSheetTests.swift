#if os(iOS)
  import SwiftUI
  import UIKit
  import Veil
  import XCTest

  /// B3: a sheet whose detent is its content's own height (`SheetDetent.contentHeight`).
  @MainActor
  final class FittedSheetTests: XCTestCase {
    /// A fitted sheet is as tall as its SwiftUI content (± 1 pt: the sheet's height is the
    /// detent plus the bottom safe area, "200 + safeAreaInsets.bottom when edge-attached",
    /// `UISheetPresentationController.h`, rounded to pixels), and follows the content when it
    /// grows. A failure means the detent ignores the content, or is resolved once only.
    func test_B3_aFittedSheetIsItsContentsHeightAndFollowsIt() throws {
      guard #available(iOS 16, *) else {
        throw XCTSkip("iOS 15 has no custom detents: a fitted sheet is medium or large there")
      }
      let model = FittedModel()
      let root = hostingRoot(FittedHarness(model: model))
      let fixture = WindowFixture.install(root, in: self)
      if fixture.window.traitCollection.horizontalSizeClass == .regular {
        throw XCTSkip("a sheet in regular width is a form sheet, whose height detents do not set")
      }
      model.isPresented = true
      guard
        waitUntil("B3: presented", condition: { root.presentedViewController != nil }),
        let sheet = root.presentedViewController?.sheetPresentationController
      else { return }
      let height = { () -> CGFloat in
        guard let view = sheet.presentedView else { return 0 }
        return view.frame.height - view.safeAreaInsets.bottom
      }
      XCTAssertTrue(
        waitUntil("B3: the sheet is 200 pt tall above its safe area") {
          abs(height() - 200) <= 1
        }, "measured \(height())")
      model.contentHeight = 360
      XCTAssertTrue(
        waitUntil("B3: the sheet follows its content to 360 pt") { abs(height() - 360) <= 1 },
        "measured \(height())")
    }
  }

  /// The state of ``FittedHarness``.
  @MainActor
  private final class FittedModel: ObservableObject {
    @Published var isPresented = false
    @Published var contentHeight: CGFloat = 200
  }

  /// A screen that presents a fitted sheet whose content's height the model sets.
  private struct FittedHarness: View {
    @ObservedObject var model: FittedModel

    var body: some View {
      Color.white
        .modal(isPresented: $model.isPresented, style: .sheet.detents([.contentHeight])) {
          Color.orange.frame(height: model.contentHeight)
        }
    }
  }
#endif
