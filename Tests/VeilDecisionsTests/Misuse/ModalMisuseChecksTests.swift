import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

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

  /// (modifier, a modal inside, in a modal's content, reaches a modal).
  static let reachRows: [(ModalModifierPlacement, Bool, Bool, Bool)] = [
    (.onModalEvent, true, false, true),
    (.onModalEvent, true, true, true),
    (.onModalEvent, false, true, true),
    (.onModalEvent, false, false, false),
    (.modalEnvironment, true, false, true),
    (.modalEnvironment, true, true, true),
    (.modalEnvironment, false, true, false),
    (.modalEnvironment, false, false, false),
  ]

  @Test(arguments: reachRows)
  func reach(
    modifier: ModalModifierPlacement, hasModalInside: Bool, inContent: Bool, reaches: Bool
  ) {
    #expect(
      modifier.reachesAModal(hasModalInside: hasModalInside, isInModalContent: inContent)
        == reaches)
    let inside = ModalModifierReach(hasModal: hasModalInside, unreached: [])
    let modified = inside.modified(by: modifier, isInModalContent: inContent)
    #expect(modified.warnings == (reaches ? [] : [.misplacedModalModifier(modifier)]))
  }

  /// `Button().onModalEvent { … }.modal(…)`: the `.modal` reports it, and the views around the
  /// `.modal` hear it no more.
  @Test func aListenerBeforeModalIsReportedByThatModalOnce() {
    let button = ModalModifierReach()
    let listened = button.modified(by: .onModalEvent, isInModalContent: false)
    #expect(listened.warnings == [.misplacedModalModifier(.onModalEvent)])
    var around = ModalModifierReach.aroundModal
    around.merge(ModalModifierReach())
    #expect(around.warnings.isEmpty)
    // A listener around that `.modal` reaches it.
    #expect(around.modified(by: .onModalEvent, isInModalContent: false).warnings.isEmpty)
  }

  /// The second review's N16: `VStack { if showsList { List().modal(…) } }.onModalEvent { … }
  /// .modal(…)` is misplaced for the outer `.modal` only while that one presents; while its
  /// binding is false nothing is reported, so a listener meant for a `.modal` inside an `if`
  /// that is false at first is not reported at appearance, when it misses nothing.
  @Test func aMisplacedModifierIsReportedWhenTheModalAroundItPresents() {
    let absentInside = ModalModifierReach().modified(by: .onModalEvent, isInModalContent: false)
    #expect(absentInside.warnings(isPresenting: false).isEmpty)
    #expect(
      absentInside.warnings(isPresenting: true) == [.misplacedModalModifier(.onModalEvent)])
    // Once the `.modal` inside exists, the listener reaches it: nothing to report, presented or
    // not.
    var present = ModalModifierReach.aroundModal
    present.merge(ModalModifierReach())
    let listened = present.modified(by: .onModalEvent, isInModalContent: false)
    #expect(listened.warnings(isPresenting: true).isEmpty)
  }

  /// `.modal(…).onModalEvent { … }` and `.modalEnvironment` after it reach the modal.
  @Test func modifiersAfterModalReachIt() {
    let afterModal = ModalModifierReach.aroundModal
      .modified(by: .onModalEvent, isInModalContent: false)
      .modified(by: .modalEnvironment, isInModalContent: false)
    #expect(afterModal.warnings.isEmpty)
  }

  /// Siblings: one listener without a modal beside a `.modal` is still reported by a `.modal`
  /// around both; the warnings come in a stable order.
  @Test func siblingsMergeAndOrder() {
    var stack = ModalModifierReach()
      .modified(by: .modalEnvironment, isInModalContent: false)
    stack.merge(ModalModifierReach().modified(by: .onModalEvent, isInModalContent: false))
    stack.merge(.aroundModal)
    #expect(stack.hasModal)
    #expect(
      stack.warnings == [
        .misplacedModalModifier(.modalEnvironment), .misplacedModalModifier(.onModalEvent),
      ])
  }

  @Test func refusedPresentationsNameTheController() {
    #expect(
      PresentationRefusal.refusedByUIKit.warning(presented: "Photo")
        == .presentationRefusedByUIKit(presented: "Photo"))
    #expect(
      PresentationRefusal.alreadyPresented.warning(presented: "Photo")
        == .presentAlreadyPresentedController(presented: "Photo"))
    let message = RuntimeWarning.presentationRefusedByUIKit(presented: "Photo").message
    #expect(message.contains("Photo") && message.contains("parentDismissed"))
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
    let refused: [RuntimeWarning?] = [
      ModalDismissRoute(isInVeilModal: false, isInSwiftUIPresentation: false).warning,
      UIKitPresentRequest(
        presenter: "Home", presenterIsInWindow: false, presented: "Details",
        presentedIsAlreadyPresented: false
      ).warning,
    ]
    let misplaced = ModalModifierReach().modified(by: .onModalEvent, isInModalContent: false)
      .modified(by: .modalEnvironment, isInModalContent: false).warnings
    let misuses = refused.compactMap { $0 } + misplaced
    let recorder = RuntimeWarningRecorder()
    let other = RuntimeWarningRecorder()
    RuntimeWarnings.recorder.withValue(recorder) {
      for warning in misuses { RuntimeWarnings.report(warning) }
    }
    #expect(misuses.count == 4)
    #expect(recorder.warnings == misuses)
    #expect(other.warnings.isEmpty)
  }

  @Test(arguments: ModalModifierPlacement.allCases)
  func misplacedMessagesSayWhatToWrite(modifier: ModalModifierPlacement) {
    let message = RuntimeWarning.misplacedModalModifier(modifier).message
    #expect(message.hasPrefix("Veil: .\(modifier.rawValue)"))
    #expect(message.contains("before .modal") && message.contains("after .modal"))
  }
}
