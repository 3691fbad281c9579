import Testing

@testable import VeilCore

/// Detents resolved in a context, and the identifiers and heights that must come out.
struct ResolutionRow: Sendable, CustomTestStringConvertible {
  let name: String
  let detents: [SheetDetent]
  let context: SheetDetent.Context
  let expected: [SheetDetent.Resolved]
  let location: SourceLocation

  init(
    _ name: String, _ detents: [SheetDetent], maximum: Double, compact: Bool = false,
    expected: [(SheetDetent.Identifier, Double)], location: SourceLocation = #_sourceLocation
  ) {
    self.name = name
    self.detents = detents
    self.context = SheetDetent.Context(maximumDetentValue: maximum, isCompactHeight: compact)
    self.expected = expected.map { SheetDetent.Resolved(identifier: $0.0, height: $0.1) }
    self.location = location
  }

  var testDescription: String { name }
}

/// A custom detent at 30 % of the maximum, inactive below 500 pt.
private let thirty = SheetDetent.custom(identifier: "thirty") { context in
  context.maximumDetentValue < 500 ? nil : context.maximumDetentValue * 0.3
}

@Suite struct SheetDetentTests {
  /// Container heights are arbitrary round numbers; the rules are Apple's (large = the maximum
  /// detent value, medium = half of it and inactive in compact height) and the (sort,
  /// dedupe, clamp, drop inactive).
  static let rows: [ResolutionRow] = [
    ResolutionRow(
      "medium and large, tall container", [.medium, .large], maximum: 800,
      expected: [(.medium, 400), (.large, 800)]),
    ResolutionRow(
      "medium and large, short container", [.medium, .large], maximum: 400,
      expected: [(.medium, 200), (.large, 400)]),
    ResolutionRow(
      "listed largest first: sorted", [.large, .medium], maximum: 600,
      expected: [(.medium, 300), (.large, 600)]),
    ResolutionRow(
      "compact height: medium is inactive", [.medium, .large], maximum: 340, compact: true,
      expected: [(.large, 340)]),
    ResolutionRow(
      "compact height with only medium: falls back to large", [.medium], maximum: 340,
      compact: true, expected: [(.large, 340)]),
    ResolutionRow(
      "every kind, sorted; a height over the maximum clamps onto large and is dropped",
      [.large, .height(1_200), .medium, .fraction(0.25), .height(120)], maximum: 800,
      expected: [
        (SheetDetent.height(120).identifier, 120), (SheetDetent.fraction(0.25).identifier, 200),
        (.medium, 400), (.large, 800),
      ]),
    ResolutionRow(
      "equal heights: the first listed stays", [.height(1_200), .large], maximum: 800,
      expected: [(SheetDetent.height(1_200).identifier, 800)]),
    ResolutionRow(
      "a fraction equal to medium", [.fraction(0.5), .medium], maximum: 800,
      expected: [(SheetDetent.fraction(0.5).identifier, 400)]),
    ResolutionRow(
      "repeated identifiers: the first stays", [.medium, .medium, .large, .large], maximum: 800,
      expected: [(.medium, 400), (.large, 800)]),
    ResolutionRow(
      "a custom detent sees the maximum", [thirty, .large], maximum: 800,
      expected: [("thirty", 240), (.large, 800)]),
    ResolutionRow(
      "a custom detent may be inactive", [thirty, .large], maximum: 400,
      expected: [(.large, 400)]),
    ResolutionRow(
      "fractions above 1 clamp to the maximum", [.fraction(2), .medium], maximum: 800,
      expected: [(.medium, 400), (SheetDetent.fraction(2).identifier, 800)]),
    ResolutionRow("no detents: large", [], maximum: 800, expected: [(.large, 800)]),
  ]

  @Test(arguments: rows)
  func resolves(_ row: ResolutionRow) {
    let resolved = SheetDetent.resolve(row.detents, in: row.context)
    #expect(resolved == row.expected, sourceLocation: row.location)
  }

  @Test func badHeightsAreInactive() {
    let context = SheetDetent.Context(maximumDetentValue: 800)
    let inactive: [SheetDetent] = [
      .height(-10), .height(0), .height(.nan), .fraction(0), .fraction(-0.5), .fraction(.nan),
      .custom(identifier: "nil") { _ in nil },
      .custom(identifier: "nan") { _ in .nan },
      .custom(identifier: "negative") { _ in -40 },
    ]
    for detent in inactive {
      #expect(detent.resolvedHeight(in: context) == nil, "\(detent.identifier.rawValue)")
    }
    // Infinite heights are "as tall as possible".
    #expect(SheetDetent.height(.infinity).resolvedHeight(in: context) == 800)
    #expect(SheetDetent.fraction(.infinity).resolvedHeight(in: context) == 800)
    #expect(
      SheetDetent.custom(identifier: "inf") { _ in .infinity }.resolvedHeight(in: context) == 800)
    // With only bad detents, large stands in.
    #expect(
      SheetDetent.resolve(inactive, in: context) == [
        SheetDetent.Resolved(identifier: .large, height: 800)
      ])
  }

  @Test func zeroAndMalformedContainers() {
    for maximum in [0, -100, Double.nan, .infinity] {
      let context = SheetDetent.Context(maximumDetentValue: maximum)
      #expect(context.maximumDetentValue == 0)
      // Nothing can be taller than 0, so nothing is active and large stands in, at 0.
      #expect(
        SheetDetent.resolve([.medium, .large, .height(200)], in: context)
          == [SheetDetent.Resolved(identifier: .large, height: 0)])
    }
    #expect(SheetDetent.Resolved(identifier: "x", height: -5).height == 0)
    #expect(SheetDetent.Resolved(identifier: "x", height: .nan).height == 0)
  }

  @Test func identity() {
    #expect(SheetDetent.Identifier.medium.rawValue == "com.apple.UIKit.medium")
    #expect(SheetDetent.Identifier.large.rawValue == "com.apple.UIKit.large")
    #expect(SheetDetent.medium.identifier == .medium)
    #expect(SheetDetent.fraction(0.5) == .fraction(0.5))
    #expect(SheetDetent.fraction(0.5) != .fraction(0.25))
    #expect(SheetDetent.height(200) != .fraction(200))
    #expect(SheetDetent.fraction(0.5).identifier.rawValue == "veil.fraction.0.5")
    #expect(SheetDetent.height(200).identifier.rawValue == "veil.height.200.0")
    // Custom detents are equal by identifier, whatever they resolve to.
    let a = SheetDetent.custom(identifier: "peek") { _ in 100 }
    let b = SheetDetent.custom(identifier: "peek") { _ in 300 }
    #expect(a == b)
    #expect(Set([a, b, .medium]).count == 2)
    let literal: SheetDetent.Identifier = "peek"
    #expect(literal == SheetDetent.Identifier("peek"))
    #expect(literal == SheetDetent.Identifier(rawValue: "peek"))
  }
}

@Suite struct SheetStyleTests {
  @Test func defaultsAreUIKits() {
    let sheet = SheetStyle()
    #expect(sheet.detents == [.large])
    #expect(sheet.selectedDetentIdentifier == nil)
    #expect(sheet.largestUndimmedDetentIdentifier == nil)
    #expect(sheet.showsGrabber == false)
    #expect(sheet.prefersScrollingExpandsWhenScrolledToEdge == true)
    #expect(sheet.isInteractiveDismissDisabled == false)
  }

  @Test func seed004HalfSheet() {
    let sheet = SheetStyle.halfSheet
    #expect(sheet.detents == [.medium])
    #expect(sheet.showsGrabber)
    let context = SheetDetent.Context(maximumDetentValue: 800)
    #expect(
      sheet.resolvedSelectedDetent(in: context)
        == SheetDetent.Resolved(identifier: .medium, height: 400))
  }

  @Test func copyAndModify() {
    let sheet = SheetStyle()
      .detents([.medium, .large])
      .selectedDetent(.large)
      .largestUndimmedDetent(.medium)
      .showsGrabber()
      .scrollingExpandsWhenScrolledToEdge(false)
      .interactiveDismissDisabled()
    #expect(sheet.detents == [.medium, .large])
    #expect(sheet.selectedDetentIdentifier == .large)
    #expect(sheet.largestUndimmedDetentIdentifier == .medium)
    #expect(sheet.showsGrabber)
    #expect(!sheet.prefersScrollingExpandsWhenScrolledToEdge)
    #expect(sheet.isInteractiveDismissDisabled)
    #expect(sheet.showsGrabber(false).showsGrabber == false)
  }

  @Test func selectionFallsBackToTheSmallest() {
    let sheet = SheetStyle().detents([.medium, .large]).selectedDetent(.medium)
    let portrait = SheetDetent.Context(maximumDetentValue: 800)
    let landscape = SheetDetent.Context(maximumDetentValue: 340, isCompactHeight: true)
    #expect(sheet.resolvedSelectedDetent(in: portrait).identifier == .medium)
    // Medium is inactive in compact height: the smallest active detent is selected instead.
    #expect(
      sheet.resolvedSelectedDetent(in: landscape)
        == SheetDetent.Resolved(identifier: .large, height: 340))
    #expect(sheet.selectedDetent(nil).resolvedSelectedDetent(in: portrait).identifier == .medium)
    #expect(
      sheet.selectedDetent("unknown").resolvedSelectedDetent(in: portrait).identifier == .medium)
  }
}
