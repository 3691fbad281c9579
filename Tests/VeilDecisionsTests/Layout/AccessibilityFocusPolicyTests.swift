import Testing
import VeilCore

@testable import VeilDecisions

/// Pins where VoiceOver's focus goes when a modal arrives and leaves (review N12): a departure
/// is announced as the departing modal arrived, not by what had focus before it, and a
/// pass-through modal does not pull focus back from where the user has moved on.
@Suite struct AccessibilityFocusPolicyTests {
  static let toast = ModalStyle.custom(backdrop: Backdrop.clear.onTap(.passesThrough))

  @Test func aModalStyleArrivesAsANewScreenIntoItsContent() {
    let move = AccessibilityFocusPolicy.didPresent(.card)
    #expect(move == .init(announcement: .screenChanged, target: .content))
  }

  @Test func aToastArrivesAsAChangeOfLayout() {
    let move = AccessibilityFocusPolicy.didPresent(Self.toast)
    #expect(move == .init(announcement: .layoutChanged, target: .content))
  }

  /// N12: a departure was announced by classifying the element focus went back to, which is
  /// never a presented modal's view, so every departure, a toast's too, was a new screen.
  @Test func aToastLeavesAsAChangeOfLayout() {
    let move = AccessibilityFocusPolicy.didDismiss(Self.toast, focusLeftTheModal: false)
    #expect(move == .init(announcement: .layoutChanged, target: .previousFocus))
  }

  /// N12: focus was pulled back to where it was before the toast even when the user had moved
  /// on in the screen behind.
  @Test func aToastLeavesFocusWhereTheUserMovedIt() {
    #expect(AccessibilityFocusPolicy.didDismiss(Self.toast, focusLeftTheModal: true) == nil)
  }

  /// A modal style confines VoiceOver, so focus goes back where it was, as a new screen.
  @Test(arguments: [ModalStyle.card, .cover, .lightbox, .fullScreen])
  func aModalStyleGivesFocusBack(style: ModalStyle) {
    for focusLeft in [false, true] {
      let move = AccessibilityFocusPolicy.didDismiss(style, focusLeftTheModal: focusLeft)
      #expect(move == .init(announcement: .screenChanged, target: .previousFocus))
    }
  }
}
