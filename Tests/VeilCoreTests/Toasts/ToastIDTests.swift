import Testing

@testable import VeilCore

@Suite struct ToastIDTests {
  @Test func identifiersOfEqualValuesAreEqual() {
    let literal: ToastID = "saved"
    #expect(literal == ToastID("saved"))
    #expect(ToastID(42) == 42)
    // Another type, or another value, is another toast.
    #expect(ToastID("42") != ToastID(42))
    #expect(ToastID("saved") != ToastID("synced"))
  }

  @Test func aUniqueIdentifierEqualsNoOther() {
    let first = ToastID.unique()
    #expect(first != ToastID.unique())
    #expect(first == first)
  }

  @Test func theQueueTakesThemAsDuplicates() {
    var queue = ToastQueue<ToastID>()
    queue.enqueue(id: "saved")
    let again = queue.enqueue(id: ToastID("saved"))
    #expect(again.effects == [.finish(again.toast, .ignoredAsDuplicate)])
  }

  @Test func bannersStackFromTheirEdge() {
    #expect(Placement.topBanner().toastStackEdge == .top)
    #expect(Placement.bottomBanner().toastStackEdge == .bottom)
    #expect(Placement.fullScreen.toastStackEdge == nil)
    #expect(Placement.centered().toastStackEdge == nil)
  }

  @Test func aStackedToastsInsetsAreAtItsEdgeOnly() {
    #expect(ToastStackLayout.insets(forOffset: 68, at: .top) == Insets(top: 68))
    #expect(ToastStackLayout.insets(forOffset: 68, at: .bottom) == Insets(bottom: 68))
    #expect(ToastStackLayout.insets(forOffset: .nan, at: .top) == .zero)
    #expect(ToastStackLayout.insets(forOffset: -3, at: .bottom) == .zero)
  }

  /// The room kept for a stack comes after the keyboard, not inside the safe area the keyboard
  /// overrides: a bottom toast stacked 68 pt from the edge stands 68 pt above the keyboard.
  @Test func aBottomStackStandsAboveTheKeyboard() {
    var container = ModalContainer(
      size: Size(width: 390, height: 844), safeArea: Insets(top: 47, bottom: 34),
      keyboardHeight: 336, fittingSize: Size(width: 358, height: 60))
    let margins = Insets(all: 8)
    let alone = Placement.bottomBanner(margins: margins).contentRect(in: container)
    #expect(alone.maxY == 844 - 336 - 8)
    container.stackInsets = ToastStackLayout.insets(forOffset: 68, at: .bottom)
    let stacked = Placement.bottomBanner(margins: margins).contentRect(in: container)
    #expect(stacked.maxY == alone.maxY - 68)
    // At the top, the room is kept below the safe area.
    container.stackInsets = ToastStackLayout.insets(forOffset: 68, at: .top)
    #expect(Placement.topBanner(margins: margins).contentRect(in: container).minY == 47 + 68 + 8)
  }
}
