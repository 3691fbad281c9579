#if os(iOS)
  import SwiftUI
  import UIKit
  import Veil
  import VeilDecisions
  import XCTest

  /// S3 on real SwiftUI: an in-place lightbox whose drag SwiftUI cancelled is drawn at rest.
  ///
  /// Public API cannot make touches, so no test can start a drag and have SwiftUI cancel it.
  /// What a cancellation leaves is a drag state that moved the view while no gesture runs any
  /// more (`onEnded` is never called): the modifier starts from exactly that state here
  /// (`InPlaceLightboxModifier(isPresented:rule:startingWith:)`, package access, which is why
  /// this file runs in the package's plan only and not in the hosted one). Before the S3 fix the
  /// modifier drew the drag's offset whatever the gesture did, and the view stayed displaced.
  @MainActor
  final class InPlaceLightboxS3Tests: XCTestCase {
    /// An in-place lightbox over a white screen, starting from `drag` when given.
    struct Harness: View {
      @ObservedObject var model: PresentationModel
      let probe: ContentProbe
      let drag: InPlaceDrag?

      var body: some View {
        ZStack {
          Color.white.ignoresSafeArea()
          if let drag {
            ProbeViewRepresentable(probe: probe)
              .frame(width: 300, height: 300)
              .modifier(
                InPlaceLightboxModifier(
                  isPresented: $model.isPresented, rule: .lightbox, startingWith: drag))
          } else {
            ProbeViewRepresentable(probe: probe)
              .frame(width: 300, height: 300)
              .inPlaceLightbox(isPresented: $model.isPresented)
          }
        }
      }
    }

    /// Shows the lightbox, waits for it to settle and answers where its content is drawn.
    private func restingFrame(
      _ model: PresentationModel, _ probe: ContentProbe, drag: InPlaceDrag?
    ) -> (frame: CGRect, fixture: WindowFixture)? {
      // Shown from the first render: a presentation that begins later starts at rest anyway
      // (`reset()` on the binding's change), which would hide what this checks.
      model.isPresented = true
      let fixture = WindowFixture.install(
        hostingRoot(Harness(model: model, probe: probe, drag: drag)), in: self)
      guard
        waitUntil("lightbox: the content is on screen", condition: { probe.view?.window != nil }),
        let content = probe.view
      else { return nil }
      runLoop(for: 0.6)
      guard let frame = Inspection.onScreenFrame(of: content) else {
        XCTFail("lightbox: the content has a frame on screen")
        return nil
      }
      return (frame, fixture)
    }

    /// A drag that moved the view 120 points down and was then cancelled: the view is drawn at
    /// rest, where a lightbox that was never dragged is, and after a dismissal the next
    /// presentation is at rest too.
    func test_S3_inPlaceLightboxComesBackAtRest() {
      var abandoned = InPlaceDrag(configuration: .lightbox)
      abandoned.change(
        translation: Vector(x: 0, y: 120), location: Vector(x: 200, y: 520), time: 0,
        container: Size(width: 390, height: 844))
      XCTAssertGreaterThan(
        abandoned.presentation(gestureIsActive: true).offset.y, 60,
        "the test's drag moves the view while its gesture runs")

      guard let (resting, untouched) = restingFrame(PresentationModel(), ContentProbe(), drag: nil)
      else { return }
      untouched.close()

      let model = PresentationModel()
      let probe = ContentProbe()
      guard let (afterCancel, _) = restingFrame(model, probe, drag: abandoned) else { return }
      XCTAssertEqual(
        afterCancel.midY, resting.midY, accuracy: 1,
        "S3: a drag whose gesture SwiftUI cancelled leaves the view at rest, not"
          + " \(afterCancel.midY - resting.midY) pt down")
      XCTAssertEqual(afterCancel.midX, resting.midX, accuracy: 1, "S3: at rest horizontally")

      model.isPresented = false
      waitUntil("lightbox: the content has left", condition: { probe.view?.window == nil })
      model.isPresented = true
      guard
        waitUntil(
          "lightbox: the content is back on screen", condition: { probe.view?.window != nil }),
        let again = probe.view
      else { return }
      runLoop(for: 0.6)
      guard let frame = Inspection.onScreenFrame(of: again) else {
        XCTFail("lightbox: the content has a frame on screen again")
        return
      }
      XCTAssertEqual(
        frame.midX, resting.midX, accuracy: 1, "S3: presented again at rest horizontally")
      XCTAssertEqual(
        frame.midY, resting.midY, accuracy: 1, "S3: presented again at rest vertically")
    }
  }
#endif
