import Testing

@testable import VeilCore

/// A 390 × 844 pt container (an iPhone 14's screen in points).
private let phone = Size(width: 390, height: 844)

/// A sequence of finger translations and what the content must show after the last one.
struct TrackingRow: Sendable, CustomTestStringConvertible {
  let name: String
  let configuration: DragToDismiss
  let translations: [Vector]
  let expectedOffset: Vector
  let expectedStopped: Bool
  let location: SourceLocation

  init(
    _ name: String, _ configuration: DragToDismiss = .lightbox, translations: [Vector],
    offset: Vector, stopped: Bool, location: SourceLocation = #_sourceLocation
  ) {
    self.name = name
    self.configuration = configuration
    self.translations = translations
    self.expectedOffset = offset
    self.expectedStopped = stopped
    self.location = location
  }

  var testDescription: String { name }
}

@Suite struct DragToDismissTrackerTests {
  /// Seed 001 follows while `translation.width < 50`; Veil uses |width| and stops for good.
  static let rows: [TrackingRow] = [
    TrackingRow(
      "within the limit the content follows vertically",
      translations: [Vector(x: 10, y: 60), Vector(x: 49, y: 120)],
      offset: Vector(x: 0, y: 120), stopped: false),
    TrackingRow(
      "50 pt to the trailing side stops it where it was",
      translations: [Vector(x: 10, y: 60), Vector(x: 50, y: 130)],
      offset: Vector(x: 0, y: 60), stopped: true),
    TrackingRow(
      "50 pt to the leading side stops it too (the seed's signed test would not)",
      translations: [Vector(x: -10, y: 60), Vector(x: -50, y: 130)],
      offset: Vector(x: 0, y: 60), stopped: true),
    TrackingRow(
      "coming back under the limit does not restart it",
      translations: [Vector(x: 0, y: 60), Vector(x: 80, y: 90), Vector(x: 0, y: 200)],
      offset: Vector(x: 0, y: 60), stopped: true),
    TrackingRow(
      "straying on the first event leaves it at rest",
      translations: [Vector(x: 70, y: 40)], offset: .zero, stopped: true),
    TrackingRow(
      "no limit: it never stops", DragToDismiss(),
      translations: [Vector(x: 300, y: 40), Vector(x: 0, y: 80)],
      offset: Vector(x: 0, y: 80), stopped: false),
    TrackingRow(
      "all directions allowed: there is no cross axis", DragToDismiss.lightbox.directions(.any),
      translations: [Vector(x: 300, y: 40)], offset: Vector(x: 300, y: 40), stopped: false),
    TrackingRow(
      "a horizontal modal has a vertical cross axis",
      DragToDismiss(directions: .horizontal, crossAxisLimit: 30),
      translations: [Vector(x: 90, y: 10), Vector(x: 120, y: -30)],
      offset: Vector(x: 90, y: 0), stopped: true),
    TrackingRow(
      "a limit of 0 stops at the first sideways point, not at rest",
      DragToDismiss(crossAxisLimit: 0),
      translations: [Vector(x: 0, y: 30), Vector(x: 0.5, y: 40)],
      offset: Vector(x: 0, y: 30), stopped: true),
  ]

  @Test(arguments: rows)
  func followsUntilTheFingerStrays(_ row: TrackingRow) {
    var tracker = DragToDismissTracker(row.configuration, container: phone)
    for translation in row.translations {
      tracker.update(translation: translation)
    }
    #expect(tracker.contentOffset == row.expectedOffset, sourceLocation: row.location)
    #expect(tracker.isStopped == row.expectedStopped, sourceLocation: row.location)
  }

  @Test func stoppedDragsStillHonourFlicksAndStartFromRest() {
    var tracker = DragToDismissTracker(.lightbox, container: phone)
    tracker.update(translation: Vector(x: 10, y: 100))
    tracker.update(translation: Vector(x: 60, y: 180))  // stops at y = 100
    #expect(tracker.translation == Vector(x: 10, y: 100))
    #expect(tracker.progress == 100.0 / 844.0)
    #expect(tracker.backdropStrength == 1 - 100.0 / 844.0)

    // 100 pt is not beyond 150: a slow release cancels, from rest.
    let slow = tracker.release(velocity: Vector(x: 400, y: 10))
    #expect(slow.edge == nil)
    #expect(slow.motion.from == Vector(x: 0, y: 100))
    #expect(slow.motion.velocity == .zero)
    // A flick still dismisses, as in the seed; the content was still, so the motion starts at 0.
    let flick = tracker.release(velocity: Vector(x: 0, y: 900))
    #expect(flick.dismissReason == .drag(.bottom))
    #expect(flick.motion.velocity == .zero)
    #expect(flick.motion.to == Vector(x: 0, y: 844))

    // A moving drag hands its velocity on.
    var moving = DragToDismissTracker(.lightbox, container: phone)
    moving.update(translation: Vector(x: 10, y: 160))
    let release = moving.release(velocity: Vector(x: 0, y: 30))
    #expect(release.edge == .bottom)
    #expect(release.motion.velocity == Vector(x: 0, y: 30))
  }

  @Test func badInputAndContainerChanges() {
    var tracker = DragToDismissTracker(.lightbox, container: phone)
    var bad = Vector.zero
    bad.x = .nan
    bad.y = .infinity
    tracker.update(translation: bad)
    #expect(tracker.translation == .zero)
    #expect(!tracker.isStopped)
    #expect(tracker.backdropStrength == 1)

    tracker.update(translation: Vector(x: 0, y: 211))
    #expect(tracker.backdropStrength == 0.75)
    // Rotation mid-drag: the same translation measured against the new height.
    tracker.container = Size(width: 844, height: 390)
    #expect(abs(tracker.backdropStrength - (1 - 211.0 / 390.0)) < 1e-12)
    tracker.container = .zero
    #expect(tracker.progress == 0)
    expectFinite(tracker.release(velocity: Vector(x: .nan, y: .nan)).motion)
  }
}
