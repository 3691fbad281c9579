import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

@Suite struct ModalScreenDriverRouteTests {
  @Test func theRouteFollowsTheStyle() {
    #expect(ModalScreenDriver.Route(style: .testSheet) == .sheet)
    #expect(ModalScreenDriver.Route(style: .lightbox) == .custom)
    let toast = ModalStyle.custom(backdrop: Backdrop.clear.onTap(.passesThrough))
    #expect(ModalScreenDriver.Route(style: toast) == .passthroughWindow)
  }

  /// No `ModalStyle` modifier routes a custom style through UIKit's sheet (moved here from
  /// VeilCore's `ModalStyleKindTests`, which checks the same style has no `sheetStyle`).
  @Test func noModifierRoutesAStyleAsASheet() {
    #expect(ModalScreenDriver.Route(style: .cardThroughEveryModifier) == .custom)
  }
}
