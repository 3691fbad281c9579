import Testing

@testable import VeilDecisions

/// The status-bar decider walk of a pass-through modal's window: the app's window answers, as
/// UIKit would ask it.
@Suite struct StatusBarDeciderTests {
  final class Controller {
    let name: String
    var presented: Controller?
    var covers = false
    var isBeingDismissed = false
    var child: Controller?
    init(_ name: String) { self.name = name }
  }

  static func topmost(_ root: Controller) -> Controller {
    StatusBarDecider.topmost(
      from: root, presented: { $0.presented },
      takesOver: { !$0.isBeingDismissed && $0.covers })
  }

  @Test func theRootAnswersWhenNothingCoversIt() {
    let root = Controller("root")
    root.presented = Controller("sheet")
    #expect(Self.topmost(root).name == "root")
  }

  @Test func theLastCoveringPresentedControllerAnswersAboveUncoveringOnes() {
    let root = Controller("root")
    let cover = Controller("cover")
    cover.covers = true
    let sheet = Controller("sheet")
    root.presented = cover
    cover.presented = sheet
    #expect(Self.topmost(root).name == "cover")
    let photo = Controller("photo")
    photo.covers = true
    sheet.presented = photo
    #expect(Self.topmost(root).name == "photo")
  }

  @Test func aCoverBeingDismissedNoLongerAnswers() {
    let root = Controller("root")
    let cover = Controller("cover")
    cover.covers = true
    cover.isBeingDismissed = true
    root.presented = cover
    #expect(Self.topmost(root).name == "root")
  }

  @Test func theQuestionIsHandedToTheChildOfAContainer() {
    let tabs = Controller("tabs")
    let navigation = Controller("navigation")
    let page = Controller("page")
    tabs.child = navigation
    navigation.child = page
    #expect(StatusBarDecider.decider(from: tabs, child: { $0.child }).name == "page")
  }

  @Test func aCycleOfChildrenEndsAfterTheBound() {
    let a = Controller("a")
    let b = Controller("b")
    a.child = b
    b.child = a
    let decider = StatusBarDecider.decider(from: a, child: { $0.child })
    // An even number of hops between two controllers lands back on the first.
    #expect(StatusBarDecider.maximumChildHops % 2 == 0)
    #expect(decider === a)
    let selfNaming = Controller("self")
    selfNaming.child = selfNaming
    #expect(StatusBarDecider.decider(from: selfNaming, child: { $0.child }) === selfNaming)
  }
}
