import Testing

@testable import VeilCore
@testable import VeilDecisions

/// B8: what the host paints behind a sheet's content for each surface, and when the system
/// draws the sheet's surface itself.
@Suite struct SheetSurfaceHostTests {
  static let tint = ModalColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)

  @Test(arguments: [false, true])
  func eachSurfacePaintsItself(systemDraws: Bool) {
    #expect(SheetSurface.clear.hostSurface(systemDrawsSurface: systemDraws) == .clear)
    #expect(
      SheetSurface.color(Self.tint).hostSurface(systemDrawsSurface: systemDraws)
        == .color(Self.tint))
    #expect(
      SheetSurface.material(.systemThinMaterial).hostSurface(systemDrawsSurface: systemDraws)
        == .material(.systemThinMaterial))
  }

  @Test func theSystemSurfaceIsPaintedOnlyWhereTheSystemDrawsNone() {
    // iOS 15–18: UIKit draws no surface, the presented view is the sheet.
    #expect(SheetSurface.system.hostSurface(systemDrawsSurface: false) == .systemBackground)
    // iOS 26's glass: the host never paints over it.
    #expect(SheetSurface.system.hostSurface(systemDrawsSurface: true) == .clear)
  }

  @Test func aSheetStyleUsesItsSurfaceAndOtherStylesKeepTheirBackground() {
    let sheet = ModalStyle(sheet: .sheet.surface(.material(.systemMaterial)))
    #expect(sheet.hostSurface(systemDrawsSheetSurface: false) == .material(.systemMaterial))
    #expect(
      ModalStyle(sheet: .halfSheet).hostSurface(systemDrawsSheetSurface: false)
        == .systemBackground)
    #expect(ModalStyle(sheet: .halfSheet).hostSurface(systemDrawsSheetSurface: true) == .clear)
    for entry in ModalStyle.builtIns where entry.style.sheetStyle == nil {
      let expected: HostSurface = entry.style.hostPaintsBackground ? .systemBackground : .clear
      #expect(entry.style.hostSurface(systemDrawsSheetSurface: true) == expected)
    }
  }

  @Test func opacityIsTheSystemBackgroundOrAnOpaqueColour() {
    #expect(HostSurface.systemBackground.isOpaque)
    #expect(HostSurface.color(.white).isOpaque)
    #expect(!HostSurface.color(Self.tint).isOpaque)
    #expect(!HostSurface.clear.isOpaque)
    #expect(!HostSurface.material(.regular).isOpaque)
  }

  @Test(
    arguments: [
      (26, "iphoneos26.0", false, true),
      (27, "iphonesimulator26.1", false, true),
      (26, "iphoneos26.0", true, false),  // UIDesignRequiresCompatibility keeps the old design
      (26, "iphoneos18.5", false, false),  // built with an earlier SDK: the earlier design
      (18, "iphoneos26.0", false, false),  // iOS 18 has no glass
      (26, nil, false, false),  // unknown SDK: paint, never leave a bare sheet
      (26, "iphoneos", false, false),
    ] as [(Int, String?, Bool, Bool)])
  func glassNeedsIOS26AndItsSDKWithoutCompatibility(
    system: Int, sdk: String?, compatibility: Bool, drawn: Bool
  ) {
    #expect(
      SystemSheetSurface.isDrawn(
        systemMajorVersion: system, sdkName: sdk, requiresCompatibility: compatibility) == drawn)
  }

  @Test func surfacesAreChosenByTheModifier() {
    let sheet = SheetStyle.halfSheet.surface(.color(Self.tint))
    #expect(sheet.surface == .color(Self.tint))
    #expect(sheet.detents == [.medium])
    #expect(SheetStyle.sheet.surface == .system)
    #expect(sheet.surface(.clear).surface == .clear)
    #expect(sheet != SheetStyle.halfSheet)
  }
}
