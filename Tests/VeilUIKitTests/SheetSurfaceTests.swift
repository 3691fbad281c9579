#if os(iOS)
  import SwiftUI
  import UIKit
  import Veil
  import XCTest

  /// B8: what the view behind a sheet's content paints for each surface, through the SwiftUI
  /// and the UIKit APIs.
  @MainActor
  final class SheetSurfaceTests: XCTestCase {
    static let tint = ModalColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 0.6)

    /// Whether UIKit draws a sheet's surface in this test process, by the rule Veil documents
    /// for `SheetSurface.system`: iOS 26 or later, the host app built with the iOS 26 SDK or
    /// later (its `DTSDKName`), and no `UIDesignRequiresCompatibility`.
    static var systemDrawsSheetSurface: Bool {
      guard #available(iOS 26, *) else { return false }
      let info = Bundle.main.infoDictionary
      if info?["UIDesignRequiresCompatibility"] as? Bool == true { return false }
      guard let sdk = info?["DTSDKName"] as? String,
        let major = Int(sdk.drop { !$0.isNumber }.prefix { $0.isNumber })
      else { return false }
      return major >= 26
    }

    /// `.system` on iOS 15–18: the host paints the system background, since UIKit's sheet
    /// draws no surface there. A failure means a SwiftUI sheet's text floats over the dimmed
    /// screen. Skipped from iOS 26, where it depends on the SDK the host app was built with.
    func test_B8_theSystemSurfaceIsTheSystemBackgroundBeforeIOS26() throws {
      if #available(iOS 26, *) {
        throw XCTSkip("on iOS 26 the system surface is UIKit's glass for apps built with its SDK")
      }
      let host = try presentSwiftUISheet(.sheet)
      XCTAssertTrue(
        Inspection.isOpaque(host.view.backgroundColor, in: host.traitCollection),
        "the host paints an opaque background")
      XCTAssertNil(blur(in: host.view), "no blur behind the content")
    }

    /// `.system` where UIKit draws the sheet's surface (iOS 26's glass for an app built with
    /// its SDK; skipped elsewhere, saying why): the host is clear. A failure means Veil's host
    /// hides the system's glass.
    func test_B8_theSystemSurfaceLeavesUIKitsGlassUncovered() throws {
      guard Self.systemDrawsSheetSurface else {
        throw XCTSkip("UIKit draws no sheet surface here (before iOS 26, or an earlier SDK)")
      }
      let host = try presentSwiftUISheet(.sheet)
      let alpha =
        host.view.backgroundColor?.resolvedColor(with: host.traitCollection)
        .cgColor.alpha ?? 0
      XCTAssertEqual(alpha, 0, accuracy: 0.001, "the host's background is clear")
      XCTAssertNil(blur(in: host.view))
    }

    /// `.clear`: the host is clear and has no blur. A failure means Veil paints over a sheet the
    /// app wants see-through (or over iOS 26's glass).
    func test_B8_aClearSurfaceLeavesTheHostClear() throws {
      let host = try presentSwiftUISheet(.sheet.surface(.clear))
      let alpha =
        host.view.backgroundColor?.resolvedColor(with: host.traitCollection)
        .cgColor.alpha ?? 0
      XCTAssertEqual(alpha, 0, accuracy: 0.001, "the host's background is clear")
      XCTAssertFalse(host.view.isOpaque)
      XCTAssertNil(blur(in: host.view))
    }

    /// `.color`: the host paints exactly that colour. A failure means the colour was lost or
    /// replaced by the system background.
    func test_B8_aColourSurfaceIsTheHostsBackground() throws {
      let host = try presentSwiftUISheet(.sheet.surface(.color(Self.tint)))
      assertTint(host.view.backgroundColor, "the host's background")
    }

    /// `.material`: a blur with the material's effect fills the host, behind the content,
    /// and the host itself is clear. A failure means the sheet shows no material.
    func test_B8_aMaterialSurfaceIsABlurBehindTheContent() throws {
      let host = try presentSwiftUISheet(.sheet.surface(.material(.systemThinMaterial)))
      guard let blur = blur(in: host.view) else {
        return XCTFail("a visual effect view behind the content")
      }
      XCTAssertTrue(host.view.subviews.first === blur, "the blur is the bottom subview")
      XCTAssertEqual(blur.frame, host.view.bounds)
      XCTAssertTrue(blur.effect is UIBlurEffect)
      let alpha = host.view.backgroundColor?.cgColor.alpha ?? 0
      XCTAssertEqual(alpha, 0, accuracy: 0.001, "the host itself is clear")
    }

    /// The UIKit API: Veil's container behind the app's controller paints the colour; the
    /// app's own view is left as the app set it. A failure means the surface is lost for
    /// UIKit-API sheets, or Veil repainted the app's view.
    func test_B8_aUIKitAPISheetsContainerPaintsTheColour() {
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self)
      defer { fixture.close() }
      let recorder = EventRecorder()
      let controller = ObservingController(recorder: recorder)
      let appBackground = controller.view.backgroundColor
      root.present(controller, style: .sheet.surface(.color(Self.tint)))
      guard waitUntil("sheet: didPresent", condition: { recorder.isPresentedNow }),
        let container = root.presentedViewController
      else { return }
      assertTint(container.view.backgroundColor, "the container's background")
      XCTAssertEqual(controller.view.backgroundColor, appBackground, "the app's view is kept")
    }

    private func presentSwiftUISheet(_ style: SheetStyle) throws -> UIViewController {
      let model = PresentationModel()
      let recorder = EventRecorder()
      let fixture = WindowFixture.install(
        hostingRoot(SurfaceHarness(model: model, style: style, recorder: recorder)), in: self)
      addTeardownBlock { @MainActor in fixture.close() }
      model.isPresented = true
      guard waitUntil("sheet: didPresent", condition: { recorder.isPresentedNow }),
        let host = fixture.topPresented
      else { throw XCTSkip("the sheet was not presented (the failure above says why)") }
      return host
    }

    private func blur(in view: UIView) -> UIVisualEffectView? {
      view.subviews.compactMap { $0 as? UIVisualEffectView }.first
    }

    private func assertTint(
      _ color: UIColor?, _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) {
      var red: CGFloat = 0
      var green: CGFloat = 0
      var blue: CGFloat = 0
      var alpha: CGFloat = 0
      guard let color, color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else {
        return XCTFail("\(what) is an RGB colour", file: file, line: line)
      }
      XCTAssertEqual(red, 0.9, accuracy: 0.01, what, file: file, line: line)
      XCTAssertEqual(green, 0.2, accuracy: 0.01, what, file: file, line: line)
      XCTAssertEqual(blue, 0.1, accuracy: 0.01, what, file: file, line: line)
      XCTAssertEqual(alpha, 0.6, accuracy: 0.01, what, file: file, line: line)
    }
  }

  /// One `.modal(isPresented:)` with a ``SheetStyle`` over a white screen.
  private struct SurfaceHarness: View {
    @ObservedObject var model: PresentationModel
    let style: SheetStyle
    let recorder: EventRecorder

    var body: some View {
      Color.white
        .ignoresSafeArea()
        .modal(isPresented: $model.isPresented, style: style) {
          Text("Surface")
        }
        .onModalEvent { recorder.record($0) }
    }
  }
#endif
