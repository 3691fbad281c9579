import Testing
import VeilCore

@testable import VeilDecisions

/// When a pass-through modal is announced to VoiceOver, and the words: once per presentation, the
/// app's text or the content's labels, never a modal that blocks the screen.
@Suite struct ModalAnnouncerTests {
  /// Plays one presentation's events and returns what was announced at each.
  static func announcements(
    _ events: [ModalEvent], style: ModalStyle, labels: [String] = ["Saved", "Draft 3"]
  ) -> [String?] {
    var announcer = ModalAnnouncer()
    return events.map { announcer.handle($0, style: style, contentLabels: { labels }) }
  }

  @Test func aToastReadsItsContentsLabelsWhenPresented() {
    let said = Self.announcements(
      [.willPresent, .didPresent, .willDismiss(.drag(.top)), .didDismiss(.drag(.top))],
      style: .toast)
    #expect(said == [nil, "Saved, Draft 3", nil, nil])
  }

  @Test func theAppsTextReplacesTheLabels() {
    var asked = false
    var announcer = ModalAnnouncer()
    _ = announcer.handle(.willPresent, style: .toast, contentLabels: { [] })
    let said = announcer.handle(
      .didPresent, style: .toast.announcement(.text("  Draft saved \n")),
      contentLabels: {
        asked = true
        return ["ignored"]
      })
    #expect(said == "Draft saved")
    #expect(!asked)  // the labels, a walk of UIKit's tree, are not read
  }

  /// A toast whose content a duplicate replaces says its new words; one never announced (a
  /// modal that blocks the screen, or not yet presented) says nothing.
  @Test func replacedContentIsAnnouncedAgain() {
    var announcer = ModalAnnouncer()
    #expect(announcer.textForReplacedContent(style: .toast, contentLabels: { ["Copied"] }) == nil)
    _ = announcer.handle(.willPresent, style: .toast, contentLabels: { [] })
    _ = announcer.handle(.didPresent, style: .toast, contentLabels: { ["Copied"] })
    #expect(
      announcer.textForReplacedContent(style: .toast, contentLabels: { ["Copied", "2 items"] })
        == "Copied, 2 items")
    var card = ModalAnnouncer()
    _ = card.handle(.willPresent, style: .card, contentLabels: { [] })
    _ = card.handle(.didPresent, style: .card, contentLabels: { ["Form"] })
    #expect(card.textForReplacedContent(style: .card, contentLabels: { ["Form"] }) == nil)
  }

  @Test func aSilentToastSaysNothing() {
    let said = Self.announcements([.willPresent, .didPresent], style: .toast.announcement(.silent))
    #expect(said == [nil, nil])
  }

  @Test func blankWordsSayNothing() {
    #expect(
      Self.announcements([.willPresent, .didPresent], style: .toast, labels: [" ", ""])
        == [nil, nil])
    #expect(
      Self.announcements(
        [.willPresent, .didPresent], style: .toast.announcement(.text("\n \t")))
        == [nil, nil])
    #expect(
      Self.announcements([.willPresent, .didPresent], style: .toast, labels: ["", "Copied", " "])
        == [nil, "Copied"])
  }

  /// A blocking modal takes VoiceOver's focus as a new screen, which reads it.
  @Test(arguments: [ModalStyle.card, .cover, .lightbox, .toast.backdrop(.dim())])
  func aBlockingModalIsNotAnnounced(style: ModalStyle) {
    #expect(Self.announcements([.willPresent, .didPresent], style: style) == [nil, nil])
  }

  /// Once per presentation: a second `didPresent` in the same cycle (the content laid out
  /// again) says nothing; the next presentation is announced again.
  @Test func onceEachPresentation() {
    let said = Self.announcements(
      [
        .willPresent, .didPresent, .didPresent, .willDismiss(.programmatic),
        .didDismiss(.programmatic), .willPresent, .didPresent,
      ], style: .toast.bottom)
    #expect(said == [nil, "Saved, Draft 3", nil, nil, nil, nil, "Saved, Draft 3"])
  }

  @Test func theStyleCarriesItsAnnouncement() {
    #expect(ModalStyle.toast.announcement == .contentLabels)
    #expect(ModalStyle.toast.announcement(.silent).announcement == .silent)
    #expect(ModalStyle.toast.announcement(.text("A")) != ModalStyle.toast.announcement(.text("B")))
    #expect(ModalStyle.toast.announcement(.silent).bottom.announcement == .silent)
  }
}
