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
    #expect(
      Insets(top: 1, bottom: 2).adding(Insets(top: 10, leading: 3))
        == Insets(
          top: 11, leading: 3, bottom: 2))
  }
}
