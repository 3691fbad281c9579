import Testing

@testable import VeilCore

@Suite struct ModalMisuseChecksTests {
  /// (in a Veil modal, in a SwiftUI presentation, expected route).
  static let dismissRows: [(Bool, Bool, ModalDismissRoute)] = [
    (true, true, .veilModal),
    (true, false, .veilModal),
    (false, true, .swiftUIPresentation),
    (false, false, .nothing),
  ]

  @Test(arguments: dismissRows)
  func dismissRoute(inVeil: Bool, inSwiftUI: Bool, expected: ModalDismissRoute) {
    let route = ModalDismissRoute(isInVeilModal: inVeil, isInSwiftUIPresentation: inSwiftUI)
    #expect(route == expected)
    #expect((route.warning != nil) == (expected == .nothing))
  }

  @Test func presentFromControllerWithoutWindowIsRefused() {
    let request = UIKitPresentRequest(
      presenter: "Home", presenterIsInWindow: false, presented: "Details",
      presentedIsAlreadyPresented: false)
    #expect(request == .refuse(.presentFromControllerWithoutWindow(presenter: "Home")))
  }

  @Test func alreadyPresentedControllerIsRefusedFirst() {
    let request = UIKitPresentRequest(
      presenter: "Home", presenterIsInWindow: false, presented: "Details",
      presentedIsAlreadyPresented: true)
    #expect(request == .refuse(.presentAlreadyPresentedController(presented: "Details")))
  }

  @Test func presentFromWindowProceeds() {
    let request = UIKitPresentRequest(
      presenter: "Home", presenterIsInWindow: true, presented: "Details",
      presentedIsAlreadyPresented: false)
    #expect(request == .proceed)
  }

  @Test func recorderHearsWarningsInsteadOfThePlatform() {
    let recorder = RuntimeWarningRecorder()
    var platformHeard: [String] = []
    RuntimeWarnings.recorder.withValue(recorder) {
      RuntimeWarnings.report(.dismissOutsideAnyPresentation) { platformHeard.append($0) }
    }
    #expect(recorder.warnings == [.dismissOutsideAnyPresentation])
    #expect(platformHeard.isEmpty)
  }

  @Test func messagesNameTheCallers() {
    #expect(
      RuntimeWarning.presentFromControllerWithoutWindow(presenter: "Home").message.contains("Home"))
    #expect(
      RuntimeWarning.presentAlreadyPresentedController(presented: "Details").message.contains(
        "Details"))
    #expect(RuntimeWarning.dismissOutsideAnyPresentation.message.hasPrefix("Veil:"))
  }
}
