import Testing

@testable import VeilCore

/// Detents at 200 (a custom height), 400 (medium) and 800 (large) in an 800 pt sheet container,
/// dimmed above medium: round numbers so that every expectation can be checked by hand.
private let context = SheetDetent.Context(maximumDetentValue: 800)
private let small = SheetDetent.height(200)
private let sheet = SheetStyle()
  .detents([small, .medium, .large])
  .largestUndimmedDetent(.medium)

/// UIScrollView's rubber band against 800 pt: (1 - 1 / (x × 0.55 / 800 + 1)) × 800, computed by
/// hand for x = 100, 150 and 200. Tolerance 1e-4 pt.
private let band100 = 51.46199
private let band150 = 74.78754
private let band200 = 96.70330

/// The band below the smallest detent (200 pt here) of a sheet that cannot be dismissed, which
/// stretches against that height: (1 - 1 / (x × 0.55 / 200 + 1)) × 200 for x = 100 and 150.
private let lowerBand100 = 43.13725
private let lowerBand150 = 58.40708

private func drag(
  from start: Double, dismissible: Bool = true, undimmed: SheetDetent.Identifier? = .medium
) -> SheetDrag {
  SheetDrag(
    sheet.interactiveDismissDisabled(!dismissible).largestUndimmedDetent(undimmed),
    context: context,
    startHeight: start)
}

/// A release and the detent it must settle at (`nil`: dismissed).
struct SheetReleaseRow: Sendable, CustomTestStringConvertible {
  let name: String
  let start: Double
  let translation: Double
  let velocity: Double
  let dismissible: Bool
  let expected: SheetDetent.Identifier?
  let location: SourceLocation

  init(
    _ name: String, from start: Double, translation: Double, velocity: Double = 0,
    dismissible: Bool = true, expected: SheetDetent.Identifier?,
    location: SourceLocation = #_sourceLocation
  ) {
    self.name = name
    self.start = start
    self.translation = translation
    self.velocity = velocity
    self.dismissible = dismissible
    self.expected = expected
    self.location = location
  }

  var testDescription: String { name }
}

@Suite struct SheetDragTests {
  // MARK: Following

  /// (start height, translation, dismissible, expected height).
  static let heightRows: [(Double, Double, Bool, Double, SourceLocation)] = [
    (400, 0, true, 400, #_sourceLocation),
    (400, -100, true, 500, #_sourceLocation),
    (400, 100, true, 300, #_sourceLocation),
    (400, -400, true, 800, #_sourceLocation),
    (400, -500, true, 800 + band100, #_sourceLocation),
    (400, 300, true, 100, #_sourceLocation),
    (400, 300, false, 200 - lowerBand100, #_sourceLocation),
    (400, 500, true, 0, #_sourceLocation),
    (200, 150, false, 200 - lowerBand150, #_sourceLocation),
    (800, -200, true, 800 + band200, #_sourceLocation),
  ]

  @Test(arguments: heightRows)
  func heightFollowsTheFingerAndRubberBands(
    _ row: (Double, Double, Bool, Double, SourceLocation)
  ) {
    let (start, translation, dismissible, expected, location) = row
    let height = drag(from: start, dismissible: dismissible).height(forTranslation: translation)
    #expect(abs(height - expected) < 1e-4, "\(height)", sourceLocation: location)
  }

  @Test func rubberBandNeverReachesItsDimension() {
    let far = drag(from: 800).height(forTranslation: -1e6)
    #expect(far > 800 && far < 1_600)
    let stuck = drag(from: 200, dismissible: false).height(forTranslation: 1e6)
    #expect(stuck < 200 && stuck > 0)
  }

  // MARK: Release

  /// `.normal` projects v pt/s to 0.499 v pt: 1 500 → 748.5, 1 000 → 499, 600 → 299.4,
  /// 400 → 199.6.
  static let releaseRows: [SheetReleaseRow] = [
    // Slow releases settle at the nearest detent, from either side.
    SheetReleaseRow(
      "above medium, back down to medium", from: 400, translation: -150,
      expected: .medium),
    SheetReleaseRow(
      "below medium, back up to medium", from: 400, translation: 50,
      expected: .medium),
    SheetReleaseRow("below large, up to large", from: 400, translation: -250, expected: .large),
    SheetReleaseRow(
      "below large, back up to large", from: 800, translation: 100,
      expected: .large),
    SheetReleaseRow(
      "above large (rubber-banding), back down to large", from: 800,
      translation: -200, expected: .large),
    SheetReleaseRow(
      "above small, down to small", from: 400, translation: 150,
      expected: small.identifier),
    SheetReleaseRow(
      "from large all the way to small", from: 800, translation: 580,
      expected: small.identifier),
    SheetReleaseRow(
      "below small, back up to small", from: 200, translation: 50,
      expected: small.identifier),
    SheetReleaseRow("from small up to medium", from: 200, translation: -150, expected: .medium),
    // Below the smallest detent.
    SheetReleaseRow(
      "below small, nearer the edge: dismissed", from: 200, translation: 120,
      expected: nil),
    SheetReleaseRow(
      "halfway to the edge: ties keep the sheet", from: 200, translation: 100,
      expected: small.identifier),
    SheetReleaseRow(
      "far below small but not dismissible: back to small", from: 200,
      translation: 150, dismissible: false, expected: small.identifier),
    // Flicks project, and can skip detents.
    SheetReleaseRow(
      "hard flick up from small skips medium", from: 200, translation: -20,
      velocity: -1_500, expected: .large),
    SheetReleaseRow(
      "gentle flick up from small stops at medium", from: 200, translation: -20,
      velocity: -400, expected: .medium),
    SheetReleaseRow(
      "flick down from large skips medium", from: 800, translation: 20,
      velocity: 1_000, expected: small.identifier),
    SheetReleaseRow(
      "moderate flick down from large: medium", from: 800, translation: 20,
      velocity: 600, expected: .medium),
    SheetReleaseRow(
      "hard flick down from large skips everything: dismissed", from: 800,
      translation: 20, velocity: 1_500, expected: nil),
    SheetReleaseRow(
      "the same flick when not dismissible: small", from: 800, translation: 20,
      velocity: 1_500, dismissible: false, expected: small.identifier),
    SheetReleaseRow(
      "a flick up against a drag down", from: 400, translation: 100,
      velocity: -1_500, expected: .large),
  ]

  @Test(arguments: releaseRows)
  func releaseSettlesAtTheProjectedDetent(_ row: SheetReleaseRow) throws {
    let drag = drag(from: row.start, dismissible: row.dismissible)
    let release = drag.release(translation: row.translation, velocity: row.velocity)
    #expect(release.detent?.identifier == row.expected, sourceLocation: row.location)
    #expect(release.dismisses == (row.expected == nil), sourceLocation: row.location)
    #expect(
      release.dismissReason == (row.expected == nil ? .drag(.bottom) : nil),
      sourceLocation: row.location)
    #expect(
      release.from == drag.height(forTranslation: row.translation), sourceLocation: row.location)
    #expect(release.to == (release.detent?.height ?? 0), sourceLocation: row.location)

    // Continuity: the spring starts at the sheet's own velocity, the derivative of its height
    // while the finger moves at `velocity` (central difference over 1 ms; tolerance 1e-3 pt/s).
    let step = 0.001
    let ahead = drag.height(forTranslation: row.translation + row.velocity * step)
    let behind = drag.height(forTranslation: row.translation - row.velocity * step)
    let derivative = (ahead - behind) / (2 * step)
    #expect(abs(release.velocity - derivative) < 1e-3, sourceLocation: row.location)
    // …and the relative velocity is that velocity over the distance left.
    let distance = release.to - release.from
    if abs(distance) >= ReleaseMotion.minimumDistance {
      #expect(
        abs(release.relativeVelocity * distance - release.velocity) < 1e-9,
        sourceLocation: row.location)
    } else {
      #expect(release.relativeVelocity == 0, sourceLocation: row.location)
    }
  }

  @Test func rubberBandedReleaseStartsSlowerThanTheFinger() {
    // 100 pt beyond large the band's slope is 0.55 / (1 + 100 × 0.55 / 800)² = 0.481516 (by
    // hand), so a finger at 300 pt/s moves the sheet at 144.45 pt/s. Tolerance 1e-3.
    let release = drag(from: 800).release(translation: -100, velocity: 300)
    #expect(release.detent?.identifier == .large)
    #expect(abs(release.velocity + 300 * 0.481516) < 1e-3)
    #expect(release.velocity < 0)  // shrinking, towards large
    #expect(release.relativeVelocity > 0)  // towards the target
  }

  // MARK: Dimming

  /// (largest undimmed, height, expected dimming).
  static let dimmingRows: [(SheetDetent.Identifier?, Double, Double, SourceLocation)] = [
    (.medium, 0, 0, #_sourceLocation),
    (.medium, 200, 0, #_sourceLocation),
    (.medium, 400, 0, #_sourceLocation),
    (.medium, 500, 0.25, #_sourceLocation),
    (.medium, 600, 0.5, #_sourceLocation),
    (.medium, 800, 1, #_sourceLocation),
    (.medium, 900, 1, #_sourceLocation),
    (nil, 0, 0, #_sourceLocation),
    (nil, 100, 0.5, #_sourceLocation),
    (nil, 200, 1, #_sourceLocation),
    (nil, 900, 1, #_sourceLocation),
    (.large, 800, 0, #_sourceLocation),
    (.large, 900, 0, #_sourceLocation),
    (small.identifier, 200, 0, #_sourceLocation),
    (small.identifier, 300, 0.5, #_sourceLocation),
    (small.identifier, 400, 1, #_sourceLocation),
    ("not a detent", 100, 0.5, #_sourceLocation),
    ("not a detent", 400, 1, #_sourceLocation),
  ]

  @Test(arguments: dimmingRows)
  func dimmingFadesInAboveTheLargestUndimmedDetent(
    _ row: (SheetDetent.Identifier?, Double, Double, SourceLocation)
  ) {
    let (undimmed, height, expected, location) = row
    let dimming = drag(from: 400, undimmed: undimmed).dimming(atHeight: height)
    #expect(abs(dimming - expected) < 1e-12, "\(dimming)", sourceLocation: location)
  }

  @Test func dimmingIsContinuousAcrossTheBoundary() {
    let drag = drag(from: 400)
    // Dragging from medium up, point by point: no jump anywhere, and none at medium itself.
    var previous = drag.dimming(atHeight: drag.height(forTranslation: 0))
    #expect(previous == 0)
    for step in 1...500 {
      let dimming = drag.dimming(atHeight: drag.height(forTranslation: -Double(step)))
      // 1 pt of drag changes the dimming by at most 1 / 400 (the slope between 400 and 800).
      #expect(dimming - previous >= 0 && dimming - previous <= 1.0 / 400 + 1e-12)
      previous = dimming
    }
    #expect(previous == 1)
    #expect(drag.dimming(atHeight: 400 + 1e-9) < 1e-11)
  }

  // MARK: Scrolling content

  /// (start height, prefers expanding, translation, scroll offset, expected owner).
  static let ownerRows: [(Double, Bool, Double, Double?, SheetDrag.DragOwner, SourceLocation)] = [
    (400, true, -10, nil, .sheet, #_sourceLocation),  // no scroll view
    (400, true, 10, nil, .sheet, #_sourceLocation),
    (400, true, 10, 0, .sheet, #_sourceLocation),  // at the top, pulled down: the sheet
    (400, true, 10, 120, .content, #_sourceLocation),  // scrolled: the content scrolls back
    (400, true, -10, 0, .sheet, #_sourceLocation),  // at the top, pushed up: expands first
    (400, false, -10, 0, .content, #_sourceLocation),  // …unless the sheet prefers not to
    (800, true, -10, 0, .content, #_sourceLocation),  // at the largest: scrolling begins
    (800, true, 10, 0, .sheet, #_sourceLocation),
    (400, true, -10, 120, .content, #_sourceLocation),
    (400, true, 10, -30, .sheet, #_sourceLocation),  // pulled past the top (bouncing)
    (400, true, 10, 0.2, .sheet, #_sourceLocation),  // under a third of a point
    (400, true, 10, 0.5, .content, #_sourceLocation),
    (400, true, 10, .nan, .sheet, #_sourceLocation),
    (400, true, 0, 0, .sheet, #_sourceLocation),  // no movement yet: as a pull down
    (400, true, .nan, 0, .sheet, #_sourceLocation),
  ]

  @Test(arguments: ownerRows)
  func scrollingContentAtItsTopExpandsTheSheetFirst(
    _ row: (Double, Bool, Double, Double?, SheetDrag.DragOwner, SourceLocation)
  ) {
    let (start, expands, translation, scrollOffset, expected, location) = row
    let drag = SheetDrag(
      sheet.scrollingExpandsWhenScrolledToEdge(expands), context: context, startHeight: start)
    #expect(
      drag.owner(ofDragWithTranslation: translation, scrollOffset: scrollOffset) == expected,
      sourceLocation: location)
  }

  // MARK: Bad input

  @Test func badTranslationsAndVelocities() {
    let drag = drag(from: 400)
    for bad in [Double.nan, .infinity, -.infinity] {
      #expect(drag.height(forTranslation: bad) == 400)
      let release = drag.release(translation: bad, velocity: 0)
      #expect(release.detent?.identifier == .medium)
      #expect(release.from == 400 && release.to == 400)
      #expect(release.velocity == 0 && release.relativeVelocity == 0)
      #expect(drag.dimming(atHeight: bad).isFinite)
    }
    // A NaN velocity is none.
    let still = drag.release(translation: 0, velocity: .nan)
    #expect(still.detent?.identifier == .medium && still.velocity == 0)
    // Infinities and measuring errors are clamped to 100 000 pt/s, which projects out of the
    // container either way: dismissed downwards, the largest detent upwards.
    for (bad, velocity) in [(Double.infinity, -100_000.0), (1e12, -100_000)] {
      let down = drag.release(translation: 0, velocity: bad)
      #expect(down.dismisses)
      #expect(down.velocity == velocity)
      let up = drag.release(translation: 0, velocity: -bad)
      #expect(up.detent?.identifier == .large)
      #expect(up.velocity == -velocity)
      #expect(up.relativeVelocity == -velocity / 400)
    }
  }

  @Test func hugeTranslationsAreClamped() {
    // Clamped to ±10¹² pt before any arithmetic: heights and releases stay finite.
    let drag = drag(from: 400)
    let up = drag.height(forTranslation: -1e300)
    #expect(up > 800 && up < 1_600)
    #expect(drag.height(forTranslation: 1e300) == 0)
    let release = drag.release(translation: -1e300, velocity: 1e300)
    #expect(release.from.isFinite && release.velocity.isFinite)
    #expect(release.relativeVelocity.isFinite)
  }

  @Test func startHeightsAreCleaned() {
    #expect(SheetDrag(sheet, context: context).startHeight == 200)  // the smallest
    #expect(SheetDrag(sheet.selectedDetent(.large), context: context).startHeight == 800)
    #expect(SheetDrag(sheet, context: context, startHeight: .nan).startHeight == 200)
    #expect(SheetDrag(sheet, context: context, startHeight: -50).startHeight == 0)
    #expect(SheetDrag(sheet, context: context, startHeight: .infinity).startHeight == 800)
  }

  @Test func emptyDetentListsAndZeroContainers() {
    // No detents: large alone, as UIKit.
    let bare = SheetDrag(SheetStyle(detents: []), context: context)
    #expect(bare.detents == [SheetDetent.Resolved(identifier: .large, height: 800)])
    #expect(bare.release(translation: 300, velocity: 0).detent?.identifier == .large)
    #expect(bare.release(translation: 500, velocity: 0).dismisses)

    // A zero container: one detent at height 0; nothing moves, nothing is NaN, and releases
    // settle there (ties go to the detent) with no distance to cover.
    let flat = SheetDrag(sheet, context: SheetDetent.Context(maximumDetentValue: 0))
    #expect(flat.detents == [SheetDetent.Resolved(identifier: .large, height: 0)])
    for translation in [-300.0, 0, 300] {
      #expect(flat.height(forTranslation: translation) == 0)
    }
    let release = flat.release(translation: 100, velocity: 2_000)
    #expect(release.detent?.identifier == .large)
    #expect(release.from == 0 && release.to == 0)
    #expect(release.velocity.isFinite && release.relativeVelocity == 0)
    #expect(flat.dimming(atHeight: 0) == 1)

    // Negative heights among the detents are inactive; the rest still work.
    let mixed = SheetDrag(
      SheetStyle(detents: [.height(-100), .medium]), context: context)
    #expect(mixed.detents.map(\.identifier) == [.medium])
  }

  @Test func releaseCleansItsOwnInput() {
    let release = SheetDrag.Release(detent: nil, from: .nan, to: .infinity, velocity: .nan)
    #expect(release.from == 0 && release.to == 0 && release.velocity == 0)
    #expect(release.relativeVelocity == 0)
    #expect(release.dismissReason == .drag(.bottom))
    let fast = SheetDrag.Release(detent: nil, from: 100, to: 0, velocity: -.infinity)
    #expect(fast.velocity == -100_000)
    #expect(fast.relativeVelocity == 1_000)
  }
}
