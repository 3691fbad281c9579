import Testing

@testable import VeilCore

@Suite struct SheetStyleSystemDetentsTests {
  /// An 800-point maximum: medium resolves to 400 (Apple: "approximately half the height"),
  /// large to 800; the half-way point between them is 600.
  static let tall = SheetDetent.Context(maximumDetentValue: 800)
  static let landscape = SheetDetent.Context(maximumDetentValue: 340, isCompactHeight: true)

  @Test(arguments: [
    (120.0, SheetDetent.medium), (400, .medium), (599, .medium), (600, .large), (601, .large),
    (900, .large),
  ])
  func heightsBecomeTheNearerSystemDetent(height: Double, expected: SheetDetent) {
    let sheet = SheetStyle().detents([.height(height)])
    #expect(sheet.systemDetents(in: Self.tall).detents == [expected])
  }

  @Test func fractionsAndSystemDetentsMapTogetherWithoutDuplicates() {
    let sheet = SheetStyle().detents([.fraction(0.3), .medium, .fraction(0.9), .large])
    #expect(sheet.systemDetents(in: Self.tall).detents == [.medium, .large])
  }

  @Test func compactHeightMakesEverythingLarge() {
    let sheet = SheetStyle().detents([.height(100), .medium])
    #expect(sheet.systemDetents(in: Self.landscape).detents == [.large])
  }

  @Test func inactiveDetentsAreDroppedAndNothingLeftIsLarge() {
    let inactive = SheetDetent.custom(identifier: "never") { _ in nil }
    let sheet = SheetStyle().detents([inactive, .height(-5)])
    #expect(sheet.systemDetents(in: Self.tall).detents == [.large])
  }

  @Test func identifiersFollowTheirDetents() {
    let small = SheetDetent.height(150)
    let sheet = SheetStyle()
      .detents([small, .large])
      .selectedDetent(small.identifier)
      .largestUndimmedDetent(small.identifier)
    let system = sheet.systemDetents(in: Self.tall)
    #expect(system.selectedDetentIdentifier == .medium)
    #expect(system.largestUndimmedDetentIdentifier == .medium)
  }

  @Test func unknownIdentifiersAndOtherSettingsAreKept() {
    let sheet = SheetStyle(
      detents: [.medium], selectedDetentIdentifier: "elsewhere", showsGrabber: true,
      isInteractiveDismissDisabled: true)
    let system = sheet.systemDetents(in: Self.tall)
    #expect(system.selectedDetentIdentifier == "elsewhere")
    #expect(system.showsGrabber && system.isInteractiveDismissDisabled)
  }

  @Test func onlyMediumAndLargeAreSystemDetents() {
    #expect(SheetDetent.medium.isSystemDetent && SheetDetent.large.isSystemDetent)
    #expect(!SheetDetent.fraction(0.5).isSystemDetent && !SheetDetent.height(400).isSystemDetent)
  }
}
