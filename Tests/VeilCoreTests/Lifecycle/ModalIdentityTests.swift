import Testing

@testable import VeilCore

@Suite struct ModalIdentityTests {
  @Test func equalValuesOfOneTypeAreOneIdentity() {
    #expect(ModalIdentity(42) == ModalIdentity(42))
    #expect(ModalIdentity("order-7") == ModalIdentity("order-7"))
    #expect(ModalIdentity(42) != ModalIdentity(43))
    #expect(Set([ModalIdentity(42), ModalIdentity(42), ModalIdentity("42")]).count == 2)
  }

  @Test func valuesOfAnyOtherTypeCompareByValue() {
    struct OrderID: Hashable, Sendable {
      var shop: Int
      var number: Int
    }
    let order = ModalIdentity(OrderID(shop: 1, number: 7))
    #expect(order == ModalIdentity(OrderID(shop: 1, number: 7)))
    #expect(order != ModalIdentity(OrderID(shop: 1, number: 8)))
    #expect(order.hashValue == ModalIdentity(OrderID(shop: 1, number: 7)).hashValue)
    #expect(order.base as? OrderID == OrderID(shop: 1, number: 7))
  }

  @Test func valuesOfDifferentTypesAreDifferentIdentities() {
    #expect(ModalIdentity(1) != ModalIdentity(1 as Int64))
    #expect(ModalIdentity("1") != ModalIdentity(1))
    #expect(ModalIdentity.flag != ModalIdentity(true))
  }

  @Test func wrappingTwiceChangesNothing() {
    let once = ModalIdentity(7)
    #expect(ModalIdentity(once) == once)
    #expect(ModalIdentity(once).base is Int)
    #expect(ModalIdentity(once).hashValue == once.hashValue)
  }

  @Test func boolBindingsUseTheFlag() {
    var machine = PresentationMachine<ModalIdentity>()
    #expect(
      Array(machine.step(.bindingChanged(isPresented: true)))
        == [.emit(.willPresent), .beginPresenting(.flag, transition: TransitionID(rawValue: 1))])
    #expect(machine.step(.bindingChanged(isPresented: true)).isEmpty)
    #expect(machine.presentedIdentity == .flag)
    #expect(ModalIdentity.flag.description == "flag")
  }

  @Test func itemsOfAnyIdentityTypeDriveOneMachine() {
    // A window's modals mix identity types; the wrapper lets one stack hold them all.
    var stack = PresentationStack<Int, ModalIdentity>()
    stack.register(0)
    stack.step(.bindingChanged(ModalIdentity("a")), for: 0)
    stack.step(.transitionFinished(TransitionID(rawValue: 1)), for: 0)
    let effects = stack.step(.bindingChanged(ModalIdentity(1)), for: 0)
    #expect(effects.contains(.emit(0, .willDismiss(.replaced))))
  }
}
