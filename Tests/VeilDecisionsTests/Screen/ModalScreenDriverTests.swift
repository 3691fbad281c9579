import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

@Suite struct ModalScreenDriverTests {
  /// Callbacks that make no sense for a modal that is not on screen and waits for nothing.
  static let strayCallbacks: [ModalScreenDriver.Callback] = [
    .presenterChecked(.ready, for: TransitionID(rawValue: 9)),
    .blockingTransitionWaitRefused(TransitionID(rawValue: 9)),
    .retryTransition(TransitionID(rawValue: 9)),
    .dismissalChecked(busy: false, for: TransitionID(rawValue: 9)),
    .dismissalChecked(busy: true, for: TransitionID(rawValue: 9)),
    .presentReturned(accepted: false),
    .presentReturned(accepted: true),
    .animationStarted,
    .transitionLogicallyComplete,
    .presentationTransitionDidEnd(completed: true),
    .presentCompletion,
    .dismissalTransitionWillBegin,
    .dismissalTransitionDidEnd(completed: true),
    .dismissCompletion(isStillPresented: false),
    .controllerDisappeared,
    .presenceChecked(isPresented: false),
    .sheetDidDismiss,
    .sheetInteractionEnded(cancelled: false),
    .accessibilityEscape,
    .requestDismissal,
    .bindingWrittenBack,
  ]

  @Test(arguments: strayCallbacks)
  func callbacksThatDoNotFitAreIgnored(callback: ModalScreenDriver.Callback) {
    var driver = ModalScreenDriver(route: .custom)
    let before = driver
    #expect(driver.handle(callback) == [])
    #expect(driver == before)
  }

  @Test func aStaleRetryDoesNotPresentAgain() {
    var driver = ModalScreenDriver(route: .custom)
    let first = TransitionID(rawValue: 1)
    #expect(driver.handle(.beginPresenting(first)) == [.checkPresenter(first)])
    #expect(
      driver.handle(.presenterChecked(.busy, for: first)) == [.waitForBlockingTransition(first)])
    #expect(
      driver.handle(.presenterChecked(.ready, for: first)) == [.present(.custom, animated: true)])
    // The coordinator's late completion, or the next turn, finds the presentation running.
    #expect(driver.handle(.retryTransition(first)) == [])
    #expect(driver.handle(.blockingTransitionWaitRefused(first)) == [])
    #expect(driver.screen == .presenting(isReversed: false))
  }

  @Test func theStyleOfAModalOnScreenStaysUntilItHasGone() {
    var driver = ModalScreenDriver(style: .lightbox)
    driver.handle(.beginPresenting(TransitionID(rawValue: 1)))
    driver.handle(.presenterChecked(.ready, for: TransitionID(rawValue: 1)))
    driver.styleChanged(to: .testSheet)
    #expect(driver.route == .custom)
    driver.handle(.presentReturned(accepted: false))
    driver.styleChanged(to: .testSheet)
    #expect(driver.route == .sheet)
  }

  @Test func optionsFollowTheStyle() {
    let cover = ModalScreenDriver.options(for: .cover)
    #expect(cover.backdropTapDismisses)
    let blocking = ModalScreenDriver.options(for: .custom(backdrop: .dim().onTap(.blocks)))
    #expect(!blocking.backdropTapDismisses)
  }
}
