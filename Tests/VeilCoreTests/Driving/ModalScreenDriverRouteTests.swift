import Testing

@testable import VeilCore

@Suite struct ModalScreenDriverRouteTests {
  @Test func theRouteFollowsTheStyle() {
    #expect(ModalScreenDriver.Route(style: .testSheet) == .sheet)
    #expect(ModalScreenDriver.Route(style: .lightbox) == .custom)
    let toast = ModalStyle.custom(backdrop: Backdrop.none.onTap(.passesThrough))
    #expect(ModalScreenDriver.Route(style: toast) == .passthroughWindow)
  }
}
