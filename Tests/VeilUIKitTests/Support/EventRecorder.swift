#if os(iOS)
  import QuartzCore
  import Veil
  import XCTest

  /// Records a modal's lifecycle events in the order they arrive, with the time of each.
  ///
  /// Feed it from `.onModalEvent` (SwiftUI) or ``ModalEventObserving`` (UIKit). The assertions
  /// compare the whole list, so an event that comes twice, too early or not at all fails.
  @MainActor
  final class EventRecorder {
    /// The events so far, oldest first.
    private(set) var events: [ModalEvent] = []
    /// When each event arrived (`CACurrentMediaTime()`), parallel to ``events``.
    private(set) var times: [CFTimeInterval] = []
    /// Called with each event after it is recorded, for tests that react to one.
    var onEvent: ((ModalEvent) -> Void)?

    /// The events that arrived while SwiftUI was updating the presenting view (S1).
    private(set) var eventsDuringUpdate: [ModalEvent] = []

    /// Records `event`.
    ///
    /// - Parameters:
    ///   - event: The event.
    ///   - duringUpdate: Whether it arrived inside a SwiftUI update (see `UpdateTracker`).
    func record(_ event: ModalEvent, duringUpdate: Bool = false) {
      events.append(event)
      times.append(CACurrentMediaTime())
      if duringUpdate { eventsDuringUpdate.append(event) }
      onEvent?(event)
    }

    /// How many times `event` arrived.
    func count(of event: ModalEvent) -> Int {
      events.filter { $0 == event }.count
    }

    /// Whether a `didPresent` arrived after the last `willDismiss` (or at all, before any).
    var isPresentedNow: Bool {
      guard let last = events.lastIndex(where: { $0 == .didPresent }) else { return false }
      return !events[last...].contains { event in
        if case .willDismiss = event { return true }
        return false
      }
    }

    /// Whether the last event is a `didDismiss`.
    var hasDismissed: Bool {
      if case .didDismiss = events.last { return true }
      return false
    }

    /// The time of the first `event` at or after index `start`, if it arrived.
    func time(of event: ModalEvent, from start: Int = 0) -> CFTimeInterval? {
      guard start < events.count,
        let index = events[start...].firstIndex(of: event)
      else { return nil }
      return times[index]
    }

    /// Forgets what was recorded.
    func reset() {
      events = []
      times = []
      eventsDuringUpdate = []
    }

    /// The events of one full cycle dismissed for `reason`.
    static func cycle(_ reason: DismissReason) -> [ModalEvent] {
      [.willPresent, .didPresent, .willDismiss(reason), .didDismiss(reason)]
    }
  }

  /// Fails unless `recorder` holds exactly the events of `expected`, naming `context`.
  @MainActor
  func assertEvents(
    _ recorder: EventRecorder,
    _ expected: [ModalEvent],
    _ context: String,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    XCTAssertEqual(
      recorder.events, expected,
      "\(context): events must arrive exactly once each, in this order", file: file, line: line)
  }
#endif
