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

  /// (modifier, a modal inside, in a modal's content, misplaced).
  static let placementRows: [(ModalModifierPlacement, Bool, Bool, Bool)] = [
    (.onModalEvent, true, false, false),
    (.onModalEvent, true, true, false),
    (.onModalEvent, false, true, false),
    (.onModalEvent, false, false, true),
    (.modalEnvironment, true, false, false),
    (.modalEnvironment, true, true, false),
    (.modalEnvironment, false, true, true),
    (.modalEnvironment, false, false, true),
  ]

  @Test(arguments: placementRows)
  func placement(
    modifier: ModalModifierPlacement, hasModalInside: Bool, inContent: Bool, misplaced: Bool
  ) {
    let warning = modifier.warning(hasModalInside: hasModalInside, isInModalContent: inContent)
    #expect(warning == (misplaced ? .misplacedModalModifier(modifier) : nil))
  }

  @Test func refusedRequestsCarryTheirWarning() {
    let refused = UIKitPresentRequest(
      presenter: "Home", presenterIsInWindow: false, presented: "Details",
      presentedIsAlreadyPresented: false)
    #expect(refused.warning == .presentFromControllerWithoutWindow(presenter: "Home"))
    #expect(UIKitPresentRequest.proceed.warning == nil)
  }

  /// Every misuse the iOS layer reports reaches a bound recorder, and only that recorder.
  @Test func everyReportedMisuseIsObservable() {
    let misuses: [RuntimeWarning?] = [
      ModalDismissRoute(isInVeilModal: false, isInSwiftUIPresentation: false).warning,
      UIKitPresentRequest(
        presenter: "Home", presenterIsInWindow: false, presented: "Details",
        presentedIsAlreadyPresented: false
      ).warning,
      ModalModifierPlacement.onModalEvent.warning(hasModalInside: false, isInModalContent: false),
      ModalModifierPlacement.modalEnvironment.warning(
        hasModalInside: false, isInModalContent: false),
    ]
    let recorder = RuntimeWarningRecorder()
    let other = RuntimeWarningRecorder()
    RuntimeWarnings.recorder.withValue(recorder) {
      for warning in misuses.compactMap({ $0 }) { RuntimeWarnings.report(warning) }
    }
    #expect(recorder.warnings.count == misuses.count)
    #expect(other.warnings.isEmpty)
  }

  @Test(arguments: ModalModifierPlacement.allCases)
  func misplacedMessagesSayWhatToWrite(modifier: ModalModifierPlacement) {
    let message = RuntimeWarning.misplacedModalModifier(modifier).message
    #expect(message.hasPrefix("Veil: .\(modifier.rawValue)"))
    #expect(message.contains("after .modal"))
  }
}
