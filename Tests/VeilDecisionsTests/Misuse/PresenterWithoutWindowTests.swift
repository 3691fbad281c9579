import Testing

@testable import VeilDecisions

@Suite struct PresenterWithoutWindowTests {
  /// `ModalPresenter.present` with no window says what was called, that nothing was presented,
  /// and which presenters have a window.
  @Test func theMessageNamesTheCallAndTheWayOut() {
    let message = RuntimeWarning.presenterWithoutWindow.message
    #expect(message.contains("ModalPresenter.present"))
    #expect(message.contains("nothing was presented"))
    #expect(message.contains("UIViewController.modalPresenter"))
    #expect(message.contains("ModalPresenter(window:)"))
  }
}
