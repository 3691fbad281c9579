import Testing
import VeilCore

@testable import VeilDecisions

/// Every path of the auto-dismiss clock: it starts at the presentation's end, holds under a
/// finger and VoiceOver's focus, resumes with the time left (at least the grace period), ignores
/// stale firings and never fires once the modal is leaving.
@Suite struct AutoDismissTimerTests {
  /// A timer and the commands of its last step, so that expectations read no mutating call.
  struct Run {
    var timer = AutoDismissTimer()
    var last: [AutoDismissTimer.Command] = []
    /// The generation of the last timer scheduled.
    var generation: Int { timer.generation }

    mutating func step(_ callback: AutoDismissTimer.Callback, at now: Double) {
      last = timer.handle(callback, at: now)
    }

    /// Whether the last step scheduled a timer of `seconds`, the last generation.
    func scheduled(_ seconds: Double) -> Bool {
      last == [.schedule(after: seconds, generation: generation)]
    }
  }

  @Test func startsWhenThePresentationCompletesAndDismissesWhenItFires() {
    var run = Run()
    run.step(.presented(duration: 3), at: 10)
    #expect(run.scheduled(3))
    let armed = run.generation
    run.step(.timerFired(generation: armed), at: 13)
    #expect(run.last == [.dismiss])
    run.step(.timerFired(generation: armed), at: 13.1)
    #expect(run.last == [])  // once only
  }

  @Test(arguments: [nil, 0, -1, Double.nan, .infinity])
  func noDurationNeverSchedules(_ duration: Double?) {
    var run = Run()
    for (callback, time) in [
      (AutoDismissTimer.Callback.presented(duration: duration), 0.0), (.touchBegan, 1),
      (.touchEnded, 2), (.voiceOverFocusIn, 3), (.voiceOverFocusOut, 4),
    ] {
      run.step(callback, at: time)
      #expect(run.last == [], "\(callback)")
    }
    run.step(.timerFired(generation: run.generation), at: 5)
    #expect(run.last == [])
  }

  @Test func aFingerHoldsItAndItResumesWithTheTimeLeft() {
    var run = Run()
    run.step(.presented(duration: 5), at: 0)
    let first = run.generation
    run.step(.touchBegan, at: 2)
    #expect(run.last == [.cancel])
    #expect(run.timer.isHeld)
    // The cancelled timer fires anyway (it was too late to stop): stale, ignored.
    run.step(.timerFired(generation: first), at: 5)
    #expect(run.last == [])
    run.step(.touchEnded, at: 20)
    #expect(run.scheduled(3))
    run.step(.timerFired(generation: run.generation), at: 23)
    #expect(run.last == [.dismiss])
  }

  @Test func aFingerLiftedNearTheEndLeavesTheGracePeriod() {
    var run = Run()
    run.step(.presented(duration: 2), at: 0)
    run.step(.touchBegan, at: 1.9)
    run.step(.touchEnded, at: 4)
    #expect(run.scheduled(ModalStyle.autoDismissGracePeriod))
    #expect(ModalStyle.autoDismissGracePeriod == 1)
  }

  /// A drag is a finger on the modal: the timer that would have fired during it is stale.
  @Test func aDragInProgressHoldsIt() {
    var run = Run()
    run.step(.presented(duration: 1), at: 0)
    let armed = run.generation
    run.step(.touchBegan, at: 0.5)
    run.step(.timerFired(generation: armed), at: 1)
    #expect(run.last == [])
    #expect(run.timer.isHeld)
  }

  @Test func voiceOverFocusHoldsItAndBothHoldsMustEnd() {
    var run = Run()
    run.step(.presented(duration: 4), at: 0)
    run.step(.voiceOverFocusIn, at: 1)
    #expect(run.last == [.cancel])
    run.step(.touchBegan, at: 2)
    #expect(run.last == [])
    run.step(.voiceOverFocusOut, at: 3)
    #expect(run.last == [])  // the finger still holds it
    run.step(.touchEnded, at: 4)
    #expect(run.scheduled(3))
  }

  /// A finger already down when the presentation completes keeps the clock from starting.
  @Test func aFingerDownAtPresentationHoldsItFromTheStart() {
    var run = Run()
    run.step(.touchBegan, at: 0)
    run.step(.presented(duration: 3), at: 1)
    #expect(run.last == [])
    #expect(run.timer.isHeld)
    run.step(.touchEnded, at: 2)
    #expect(run.scheduled(3))
  }

  @Test func neverFiresOnceTheModalStartedLeaving() {
    var run = Run()
    run.step(.presented(duration: 3), at: 0)
    let armed = run.generation
    run.step(.dismissalStarted, at: 1)
    #expect(run.last == [.cancel])
    run.step(.timerFired(generation: armed), at: 3)
    #expect(run.last == [])
    run.step(.touchBegan, at: 4)
    run.step(.touchEnded, at: 5)
    #expect(run.last == [])
    // A held modal that leaves has no timer to cancel, and does not start one when let go.
    var held = Run()
    held.step(.presented(duration: 3), at: 0)
    held.step(.touchBegan, at: 1)
    held.step(.dismissalStarted, at: 2)
    #expect(held.last == [])
    held.step(.touchEnded, at: 3)
    #expect(held.last == [])
  }

  /// A modal with another over it cannot go when its time is up (the stack refuses, as it
  /// refuses the user's dismissals there): the clock tries again after the grace period, held
  /// as ever by a finger, until the modal goes; a refusal heard after it started leaving, or
  /// with no timeout asked, changes nothing.
  @Test func aRefusedTimeoutIsTriedAgainAfterTheGracePeriod() {
    let grace = ModalStyle.autoDismissGracePeriod
    var run = Run()
    run.step(.presented(duration: 3), at: 0)
    run.step(.timeoutRefused, at: 1)
    #expect(run.last == [])  // no timeout was asked for
    run.step(.timerFired(generation: run.generation), at: 3)
    #expect(run.last == [.dismiss])
    run.step(.timeoutRefused, at: 3)
    #expect(run.scheduled(grace))
    run.step(.touchBegan, at: 3.5)
    #expect(run.last == [.cancel])
    run.step(.touchEnded, at: 3.6)
    #expect(run.scheduled(grace))
    run.step(.timerFired(generation: run.generation), at: 3.6 + grace)
    #expect(run.last == [.dismiss])
    run.step(.dismissalStarted, at: 3.6 + grace)
    run.step(.timeoutRefused, at: 3.6 + grace)
    #expect(run.last == [])
    // Refused while a finger is already down: nothing runs until it lifts.
    var held = Run()
    held.step(.presented(duration: 1), at: 0)
    held.step(.timerFired(generation: held.generation), at: 1)
    held.step(.touchBegan, at: 1)
    held.step(.timeoutRefused, at: 1)
    #expect(held.last == [])
    held.step(.touchEnded, at: 2)
    #expect(held.scheduled(grace))
  }

  /// A dismissal reversed back opens a new presentation, which gets the whole duration again;
  /// the earlier presentation's timer is stale.
  @Test func theNextPresentationStartsAfresh() {
    var run = Run()
    run.step(.presented(duration: 3), at: 0)
    let earlier = run.generation
    run.step(.dismissalStarted, at: 1)
    run.step(.presented(duration: 3), at: 2)
    #expect(run.scheduled(3))
    run.step(.timerFired(generation: earlier), at: 3)
    #expect(run.last == [])
    run.step(.timerFired(generation: run.generation), at: 5)
    #expect(run.last == [.dismiss])
  }

  @Test func theStyleClampsItsDuration() {
    #expect(ModalStyle.toast.autoDismissDuration == nil)
    #expect(ModalStyle.toast.autoDismiss(after: 3).autoDismissDuration == 3)
    for never in [0, -2, Double.nan, .infinity, -.infinity] {
      #expect(ModalStyle.card.autoDismiss(after: never).autoDismissDuration == nil)
    }
    #expect(
      ModalStyle.card.autoDismiss(after: 3).autoDismiss(after: nil).autoDismissDuration == nil)
    #expect(ModalStyle.toast.autoDismiss(after: 3).bottom.autoDismissDuration == 3)
  }
}

/// VoiceOver speaking the modal's announcement holds the clock: a toast does not leave while
/// it is being read (microsoft/fluentui-apple#2123, kickstarter/ios-oss#539 lost theirs so).
@Suite struct AutoDismissAnnouncementTests {
  typealias Run = AutoDismissTimerTests.Run

  /// The driver posts the announcement as it delivers `didPresent`, just before the clock
  /// hears of the presentation: the clock starts once the announcement ends, with the whole
  /// duration.
  @Test func theClockStartsOnceTheAnnouncementIsSpoken() {
    var run = Run()
    run.step(.announcementBegan, at: 0)
    run.step(.presented(duration: 3), at: 0)
    #expect(run.last == [])
    #expect(run.timer.isHeld)
    run.step(.announcementEnded, at: 2.5)
    #expect(run.scheduled(3))
  }

  @Test func anAnnouncementDuringTheCountHoldsIt() {
    var run = Run()
    run.step(.presented(duration: 3), at: 0)
    run.step(.announcementBegan, at: 1)
    #expect(run.last == [.cancel])
    run.step(.announcementEnded, at: 4)
    #expect(run.scheduled(2))
  }

  /// An announcement cut short by the dismissal does not hold the next presentation.
  @Test func aDismissalEndsTheAnnouncementsHold() {
    var run = Run()
    run.step(.announcementBegan, at: 0)
    run.step(.presented(duration: 3), at: 0)
    run.step(.dismissalStarted, at: 1)
    run.step(.presented(duration: 3), at: 2)
    #expect(run.scheduled(3))
  }
}
