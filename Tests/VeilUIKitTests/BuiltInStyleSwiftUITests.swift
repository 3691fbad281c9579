#if os(iOS)
  import SwiftUI
  import UIKit
  import Veil
  import XCTest

  /// Every built-in style (``ModalStyle/builtIns``), presented for real through SwiftUI's
  /// `.modal(isPresented:)` and `.modal(item:)` from a `UIHostingController` in a key window.
  ///
  /// Each style runs full cycles and checks what the app sees: `willPresent`, `didPresent`,
  /// `willDismiss(reason)`, `didDismiss(reason)` exactly once each and in order; a user
  /// dismissal (the VoiceOver escape gesture) or `ModalContext.dismiss()` writes the binding
  /// back; and neither the presented controller nor its presentation controller outlives the
  /// dismissal.
  @MainActor
  final class BuiltInStyleSwiftUITests: XCTestCase {
    /// How the test ends a presentation.
    private enum Dismissal {
      /// The VoiceOver escape gesture on the content: a user dismissal.
      case escape
      /// `@Environment(\.modal).dismiss()` from inside the content.
      case context
      /// The app sets its binding to `false` or `nil`.
      case binding

      var reason: DismissReason {
        switch self {
        case .escape: .escapeGesture
        case .context, .binding: .programmatic
        }
      }
    }

    func test_everyBuiltInStyle_escapeGestureWritesTheFlagBack() {
      for entry in ModalStyle.builtIns {
        runCycle(entry, item: false, dismissal: .escape)
      }
    }

    func test_everyBuiltInStyle_escapeGestureWritesTheItemBackToNil() {
      for entry in ModalStyle.builtIns {
        runCycle(entry, item: true, dismissal: .escape)
      }
    }

    func test_everyBuiltInStyle_contextDismissWritesTheFlagBack() {
      for entry in ModalStyle.builtIns {
        runCycle(entry, item: false, dismissal: .context)
      }
    }

    func test_everyBuiltInStyle_bindingFalseDismissesAndReleases() {
      for entry in ModalStyle.builtIns {
        runCycle(entry, item: false, dismissal: .binding)
      }
    }

    func test_everyBuiltInStyle_twoCyclesInARow() {
      for entry in ModalStyle.builtIns {
        let model = PresentationModel()
        let recorder = EventRecorder()
        let probe = ContentProbe()
        let fixture = WindowFixture.install(
          hostingRoot(
            FlagHarness(model: model, style: entry.style, recorder: recorder, probe: probe)),
          in: self)
        defer { fixture.close() }
        for cycle in 1...2 {
          let context = "\(entry.name), cycle \(cycle)"
          recorder.reset()
          model.isPresented = true
          guard waitUntil("\(context): didPresent", condition: { recorder.isPresentedNow }) else {
            break
          }
          model.isPresented = false
          guard
            waitUntil(
              "\(context): didDismiss\(Self.offWindowNote(entry))",
              condition: { recorder.hasDismissed })
          else { break }
          assertEvents(recorder, EventRecorder.cycle(.programmatic), context)
          waitUntil("\(context): nothing is presented any more") {
            fixture.presentedControllers.isEmpty
          }
        }
      }
    }

    /// What a timeout means for a style that removes the presenting view: the app set the
    /// binding while the presenting view was out of the window (TS7), so it is S5.
    private static func offWindowNote(_ entry: ModalStyle.BuiltIn) -> String {
      guard entry.style.removesPresentingContent else { return "" }
      return
        " (S5: the binding was set while the presenting view was out of the window, and Veil's"
        + " reading of it meanwhile did not reach the modal)"
    }

    /// Presents `entry`'s style, dismisses it as `dismissal` says and checks events,
    /// write-back and lifetimes.
    private func runCycle(
      _ entry: ModalStyle.BuiltIn, item: Bool, dismissal: Dismissal,
      file: StaticString = #filePath, line: UInt = #line
    ) {
      let name = "\(entry.name) (\(item ? "item" : "flag"), \(dismissal))"
      let model = PresentationModel()
      let recorder = EventRecorder()
      let probe = ContentProbe()
      let root: UIViewController =
        item
        ? hostingRoot(
          ItemHarness(model: model, style: entry.style, recorder: recorder, probe: probe))
        : hostingRoot(
          FlagHarness(model: model, style: entry.style, recorder: recorder, probe: probe))
      let fixture = WindowFixture.install(root, in: self, file: file, line: line)
      defer { fixture.close() }

      if item { model.item = ModalItem(id: 1) } else { model.isPresented = true }
      guard
        waitUntil(
          "\(name): didPresent after the binding was set", file: file, line: line,
          condition: { recorder.isPresentedNow })
      else { return }
      guard let content = probe.view else {
        XCTFail("\(name): the content's probe view was never made", file: file, line: line)
        return
      }
      XCTAssertNotNil(content.window, "\(name): the content is in a window", file: file, line: line)
      assertEvents(
        recorder, [.willPresent, .didPresent], "\(name) presented", file: file, line: line)

      let presented = WeakReference<UIViewController>()
      let presentation = WeakReference<UIPresentationController>()
      autoreleasepool {
        let top = fixture.topPresented
        presented.object = top
        presentation.object = top?.presentationController
      }
      XCTAssertNotNil(
        presented.object, "\(name): a controller is presented", file: file, line: line)

      // Nothing the dismissal touches may stay in the test's own autorelease pool, or the
      // release check below would see the pool, not Veil.
      autoreleasepool {
        switch dismissal {
        case .escape:
          XCTAssertTrue(
            Inspection.performEscape(from: content),
            "\(name): the escape gesture on the content is handled", file: file, line: line)
        case .context:
          XCTAssertNotNil(
            probe.dismiss, "\(name): the content read its ModalContext", file: file, line: line)
          probe.dismiss?()
        case .binding:
          if item { model.item = nil } else { model.isPresented = false }
        }
      }
      guard
        waitUntil(
          "\(name): didDismiss after the dismissal"
            + (dismissal == .binding ? Self.offWindowNote(entry) : ""), file: file, line: line,
          condition: { recorder.hasDismissed })
      else { return }
      if item {
        XCTAssertNil(
          model.item, "\(name): the item binding is written back to nil", file: file, line: line)
      } else {
        XCTAssertFalse(
          model.isPresented, "\(name): the flag binding is written back to false", file: file,
          line: line)
      }
      assertEvents(recorder, EventRecorder.cycle(dismissal.reason), name, file: file, line: line)
      waitUntil(
        "\(name): the presented controller and its presentation controller are released after"
          + " the dismissal", file: file, line: line
      ) { presented.object == nil && presentation.object == nil }
    }
  }
#endif
