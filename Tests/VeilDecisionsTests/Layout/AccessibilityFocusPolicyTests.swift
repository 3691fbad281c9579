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

  /// A toast used to post `.layoutChanged` with its content, which moves VoiceOver's focus into
  /// it away from the screen the user is using; it is announced instead (`ModalAnnouncer`).
  @Test(arguments: [ModalStyle.toast, .toast.bottom, Self.toast])
  func aToastTakesNoFocusWhenItArrives(style: ModalStyle) {
    #expect(AccessibilityFocusPolicy.didPresent(style) == nil)
    let handling = AccessibilityFocusPolicy.handling(
      .didPresent, style: style, contentIsLoaded: true, focusLeftTheModal: { false })
    #expect(handling == .init(move: nil, forgetsPreviousFocus: false))
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

  /// The driver moves focus into the content once it is presented, and only if its view is
  /// loaded; it keeps the earlier focus for the departure.
  @Test func didPresentMovesIntoLoadedContentAndKeepsTheEarlierFocus() {
    let loaded = AccessibilityFocusPolicy.handling(
      .didPresent, style: .card, contentIsLoaded: true, focusLeftTheModal: { true })
    #expect(
      loaded
        == .init(
          move: .init(announcement: .screenChanged, target: .content),
          forgetsPreviousFocus: false))
    let unloaded = AccessibilityFocusPolicy.handling(
      .didPresent, style: .card, contentIsLoaded: false, focusLeftTheModal: { false })
    #expect(unloaded == .init(move: nil, forgetsPreviousFocus: false))
  }

  /// A departure gives focus back (whether or not the content's view is still loaded) and
  /// then forgets the earlier focus, even when the move is left out for a toast.
  @Test func didDismissGivesFocusBackThenForgetsIt() {
    for loaded in [false, true] {
      let card = AccessibilityFocusPolicy.handling(
        .didDismiss(.programmatic), style: .card, contentIsLoaded: loaded,
        focusLeftTheModal: { false })
      #expect(
        card
          == .init(
            move: .init(announcement: .screenChanged, target: .previousFocus),
            forgetsPreviousFocus: true))
    }
    let toast = AccessibilityFocusPolicy.handling(
      .didDismiss(.programmatic), style: Self.toast, contentIsLoaded: true,
      focusLeftTheModal: { true })
    #expect(toast == .init(move: nil, forgetsPreviousFocus: true))
  }

  /// The `will…` events move nothing and forget nothing, and do not ask where focus is (the
  /// question walks UIKit's accessibility tree).
  @Test func willEventsLeaveFocusAlone() {
    for event in [ModalEvent.willPresent, .willDismiss(.programmatic)] {
      var asked = false
      let handling = AccessibilityFocusPolicy.handling(
        event, style: .card, contentIsLoaded: true,
        focusLeftTheModal: {
          asked = true
          return true
        })
      #expect(handling == .init(move: nil, forgetsPreviousFocus: false))
      #expect(!asked)
    }
  }
}
