import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

@MainActor
@Suite struct PresentationChainTests {
  @Test func thePresenterIsTheTopmostControllerNotBeingDismissed() {
    let root = FakeController("root")
    let sheet = FakeController("sheet")
    let leaving = FakeController("leaving")
    root.presented = sheet
    sheet.presented = leaving
    #expect(PresentationChain.presenter(above: root) === leaving)
    leaving.isBeingDismissed = true
    #expect(PresentationChain.presenter(above: root) === sheet)
    // …which must wait for the controller leaving it.
    #expect(PresentationChain.blockingNode(for: sheet) === leaving)
  }

  /// Under a full-screen cover the root's view leaves the window: a modal opened from code is
  /// anchored to the topmost controller still in it, never to one on its way out.
  @Test func theAnchorIsTheTopmostControllerInTheWindow() {
    let root = FakeController("root")
    let cover = FakeController("cover")
    let card = FakeController("card")
    var inWindow: Set<String> = ["root"]
    let isInWindow: (any PresentingNode) -> Bool = { node in
      (node as? FakeController).map { inWindow.contains($0.name) } ?? false
    }
    #expect(PresentationChain.anchor(from: root, isInWindow: isInWindow) === root)
    root.presented = cover
    cover.presented = card
    inWindow = ["cover", "card"]
    #expect(PresentationChain.anchor(from: root, isInWindow: isInWindow) === card)
    card.isBeingDismissed = true
    #expect(PresentationChain.anchor(from: root, isInWindow: isInWindow) === cover)
    inWindow = []
    #expect(PresentationChain.anchor(from: root, isInWindow: isInWindow) === root)
  }

  @Test func aChildInATransitionBlocksItsParentDeepInTheTree() {
    let root = FakeController("root")
    let tabs = FakeController("tabs")
    let navigation = FakeController("navigation")
    root.children = [tabs]
    tabs.children = [FakeController("page"), navigation]
    #expect(PresentationChain.blockingNode(for: root) == nil)
    navigation.hasTransitionCoordinator = true
    #expect(PresentationChain.blockingNode(for: root) === navigation)
    #expect(PresentationChain.check(root: root, presenting: nil).check == .busy)
  }

  @Test func aControllerInTheChainIsAlreadyPresented() {
    let root = FakeController("root")
    let photo = FakeController("photo")
    #expect(PresentationChain.check(root: root, presenting: photo).check == .ready)
    root.presented = photo
    #expect(PresentationChain.check(root: root, presenting: photo).check == .alreadyPresented)
    root.presented = nil
    photo.isBeingPresented = true
    #expect(PresentationChain.check(root: root, presenting: photo).check == .alreadyPresented)
    #expect(PresentationChain.check(root: nil, presenting: photo).check == .notInWindow)
  }

  /// A controller shown as the child of one in the chain (the app's controller inside a Veil
  /// sheet's container) is on screen too: presenting it again would take it out of the sheet.
  @Test func aChildOfAControllerInTheChainIsAlreadyPresented() {
    let root = FakeController("root")
    let container = FakeController("sheet container")
    let form = FakeController("form")
    container.children = [form]
    #expect(PresentationChain.check(root: root, presenting: form).check == .ready)
    root.presented = container
    #expect(PresentationChain.check(root: root, presenting: form).check == .alreadyPresented)
    root.presented = nil
    #expect(PresentationChain.check(root: root, presenting: form).check == .ready)
  }
}
