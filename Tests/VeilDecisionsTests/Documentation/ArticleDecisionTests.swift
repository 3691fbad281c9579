import Testing
import VeilCore

@testable import VeilDecisions

/// What the articles say the iOS layer does with a locked style, decided: the halves of
/// VeilCore's `ArticleExampleTests` that read the driver.
@Suite struct ArticleDecisionTests {
  /// `.sheet.detents([.medium, .large]).interactiveDismissDisabled()`: the user cannot dismiss.
  @Test func aLockedSheetCannotBeDismissedByTheUser() {
    let locked = SheetStyle.sheet.detents([.medium, .large]).interactiveDismissDisabled()
    #expect(ModalScreenDriver(style: ModalStyle(sheet: locked)).allowsUserDismissal == false)
  }

  /// `.card.dragToDismiss(…).interactiveDismissDisabled()`: no dismissing tap, no user
  /// dismissal.
  @Test func aLockedCardRefusesTheUser() {
    let locked = ModalStyle.card.dragToDismiss(DragToDismiss(directions: .down))
      .interactiveDismissDisabled()
    #expect(!ModalScreenDriver.options(for: locked).backdropTapDismisses)
    #expect(ModalScreenDriver(style: locked).allowsUserDismissal == false)
  }
}
