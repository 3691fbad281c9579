import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

@Suite struct ModalEventReplayTests {
  @Test(arguments: [
    ([ModalEvent](), nil as ModalEvent?),
    ([.willPresent], .willPresent),
    ([.willPresent, .didPresent], .didPresent),
    ([.willPresent, .didPresent, .willDismiss(.backdropTap)], .willDismiss(.backdropTap)),
    ([.willPresent, .didPresent, .willDismiss(.programmatic), .didDismiss(.programmatic)], nil),
    // A reversed dismissal closes the cycle and opens the next at once.
    (
      [
        .willPresent, .didPresent, .willDismiss(.programmatic), .didDismiss(.programmatic),
        .willPresent,
      ], .willPresent
    ),
  ])
  func aLateSubscriberHearsTheLastEventOfTheOpenCycle(
    events: [ModalEvent], replayed: ModalEvent?
  ) {
    var replay = ModalEventReplay()
    for event in events { replay.record(event) }
    #expect(replay.eventForNewSubscriber == replayed)
  }
}
