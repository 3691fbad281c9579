import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

@Suite struct IdentityNumberingTests {
  @Test func theSameIDKeepsItsNumberAndItsLatestItem() {
    var numbering = IdentityNumbering<AnyHashable, String>()
    let first = numbering.identity(for: "draft", id: 7)
    let again = numbering.identity(for: "draft, edited", id: 7)
    #expect(first == again)
    #expect(first == ModalIdentity(UInt64(1)))
    guard let again else { return }
    #expect(numbering.show(again) == "draft, edited")
  }

  @Test func anotherIDGetsTheNextNumber() {
    var numbering = IdentityNumbering<AnyHashable, String>()
    let first = numbering.identity(for: "a", id: "a")
    let second = numbering.identity(for: "b", id: "b")
    #expect(first != second)
    #expect(second == ModalIdentity(UInt64(2)))
    #expect(numbering.lastNumber == 2)
  }

  @Test func nothingAskedMeansNoIdentityAndNoChange() {
    var numbering = IdentityNumbering<AnyHashable, String>()
    _ = numbering.identity(for: "a", id: 1)
    #expect(numbering.identity(for: nil, id: nil) == nil)
    #expect(numbering.identity(for: "item", id: nil) == nil)
    #expect(numbering.identity(for: nil, id: 3) == nil)
    #expect(numbering.lastNumber == 1)
    // The same id after a pause is the same modal: the machine may turn a dismissal around.
    #expect(numbering.identity(for: "a", id: 1) == ModalIdentity(UInt64(1)))
  }

  @Test func onlyTheLatestAndTheShownItemsAreKept() {
    var numbering = IdentityNumbering<AnyHashable, String>()
    guard let shown = numbering.identity(for: "one", id: 1) else {
      Issue.record("no identity")
      return
    }
    #expect(numbering.show(shown) == "one")
    _ = numbering.identity(for: "two", id: 2)
    _ = numbering.identity(for: "three", id: 3)
    #expect(numbering.keptCount == 2)
    // The leaving modal still draws its content; "two" was never shown and is gone.
    #expect(numbering.shownItem == "one")
    #expect(numbering.show(ModalIdentity(UInt64(2))) == nil)
    numbering.forgetShown()
    #expect(numbering.keptCount == 1)
    #expect(numbering.shownItem == nil)
  }

  @Test func identitiesItDidNotGiveShowNothing() {
    var numbering = IdentityNumbering<AnyHashable, String>()
    _ = numbering.identity(for: "a", id: 1)
    #expect(numbering.show(.flag) == nil)
    #expect(numbering.show(ModalIdentity(1)) == nil)  // an Int, not a number of its own
    #expect(numbering.shownNumber == nil)
  }
}
