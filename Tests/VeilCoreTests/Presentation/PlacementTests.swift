import Testing
import VeilTestSupport

@testable import VeilCore

@Suite struct PlacementTests {
  /// An iPhone 14 in portrait: 390 × 844 points, 47 points of status bar and notch, 34 of home
  /// indicator (Apple's Human Interface Guidelines, layout; the numbers UIKit reports).
  static let phone = ModalContainer(
    size: Size(width: 390, height: 844), safeArea: Insets(top: 47, bottom: 34))
  /// The same phone with the keyboard up, 336 points from the bottom edge.
  static let typing = ModalContainer(
    size: Size(width: 390, height: 844), safeArea: Insets(top: 47, bottom: 34),
    keyboardHeight: 336)
  /// The same phone in landscape: the notch and the home indicator move to the sides.
  static let landscape = ModalContainer(
    size: Size(width: 844, height: 390),
    safeArea: Insets(
      top: 0, leading: 47, bottom: 21,
      trailing: 47))

  /// A placement in a container, and the rectangle it must give, worked out by hand from the
  /// safe area (tolerance 1e-9).
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let placement: Placement
    let container: ModalContainer
    let expected: Rect
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "full screen ignores safe area", placement: .fullScreen, container: phone,
      expected: Rect(x: 0, y: 0, width: 390, height: 844)),
    Case(
      name: "full screen ignores the keyboard", placement: .fullScreen, container: typing,
      expected: Rect(x: 0, y: 0, width: 390, height: 844)),
    // Safe area runs from 47 to 810: its centre is at 428.5.
    Case(
      name: "fixed card centred in the safe area",
      placement: .centered(.fixed(width: 300, height: 300)), container: phone,
      expected: Rect(x: 45, y: 278.5, width: 300, height: 300)),
    // Above the keyboard the area runs from 47 to 508: centre 277.5.
    Case(
      name: "fixed card above the keyboard",
      placement: .centered(.fixed(width: 300, height: 300)), container: typing,
      expected: Rect(x: 45, y: 127.5, width: 300, height: 300)),
    Case(
      name: "fixed card that ignores the keyboard",
      placement: .centered(.fixed(width: 300, height: 300), avoidsKeyboard: false),
      container: typing, expected: Rect(x: 45, y: 278.5, width: 300, height: 300)),
    Case(
      name: "fitting card inside margins",
      placement: .centered(.fitting, margins: Insets(all: 20)),
      container: ModalContainer(
        size: Size(width: 390, height: 844), safeArea: Insets(top: 47, bottom: 34),
        fittingSize: Size(width: 300, height: 200)),
      expected: Rect(x: 45, y: 328.5, width: 300, height: 200)),
    Case(
      name: "unmeasured fitting card fills the area",
      placement: .centered(.fitting, margins: Insets(all: 20)), container: phone,
      expected: Rect(x: 20, y: 67, width: 350, height: 723)),
    Case(
      name: "oversized card is clamped to the area",
      placement: .centered(.fixed(width: 1000, height: 1000), margins: Insets(all: 20)),
      container: phone, expected: Rect(x: 20, y: 67, width: 350, height: 723)),
    // Landscape safe area: x 47…797, y 0…369.
    Case(
      name: "card in landscape", placement: .centered(.fixed(width: 300, height: 300)),
      container: landscape, expected: Rect(x: 272, y: 34.5, width: 300, height: 300)),
    Case(
      name: "medium sheet", placement: .bottomSheet(fraction: 0.5), container: phone,
      expected: Rect(x: 0, y: 422, width: 390, height: 422)),
    Case(
      name: "medium sheet on the keyboard", placement: .bottomSheet(fraction: 0.5),
      container: typing, expected: Rect(x: 0, y: 86, width: 390, height: 422)),
    Case(
      name: "sheet under the keyboard",
      placement: .bottomSheet(fraction: 0.5, avoidsKeyboard: false), container: typing,
      expected: Rect(x: 0, y: 422, width: 390, height: 422)),
    Case(
      name: "full-height sheet stops at the top safe area",
      placement: .bottomSheet(fraction: 1), container: phone,
      expected: Rect(x: 0, y: 47, width: 390, height: 797)),
    Case(
      name: "sheet in points", placement: .bottomSheet(height: 300), container: phone,
      expected: Rect(x: 0, y: 544, width: 390, height: 300)),
    Case(
      name: "infinite sheet is the tallest", placement: .bottomSheet(height: .infinity),
      container: phone, expected: Rect(x: 0, y: 47, width: 390, height: 797)),
    Case(
      name: "NaN sheet is empty", placement: .bottomSheet(height: .nan), container: phone,
      expected: Rect(x: 0, y: 844, width: 390, height: 0)),
    Case(
      name: "NaN fraction is medium", placement: .bottomSheet(fraction: .nan),
      container: phone, expected: Rect(x: 0, y: 422, width: 390, height: 422)),
    Case(
      name: "top banner", placement: .topBanner(height: 80), container: phone,
      expected: Rect(x: 8, y: 55, width: 374, height: 80)),
    Case(
      name: "top banner of fitting height", placement: .topBanner(),
      container: ModalContainer(
        size: Size(width: 390, height: 844), safeArea: Insets(top: 47, bottom: 34),
        fittingSize: Size(width: 390, height: 100)),
      expected: Rect(x: 8, y: 55, width: 374, height: 100)),
    Case(
      name: "unmeasured top banner", placement: .topBanner(), container: phone,
      expected: Rect(x: 8, y: 55, width: 374, height: 80)),
    Case(
      name: "bottom banner", placement: .bottomBanner(height: 80), container: phone,
      expected: Rect(x: 8, y: 722, width: 374, height: 80)),
    Case(
      name: "bottom banner on the keyboard", placement: .bottomBanner(height: 80),
      container: typing, expected: Rect(x: 8, y: 420, width: 374, height: 80)),
    Case(
      name: "bottom banner under the keyboard",
      placement: .bottomBanner(height: 80, avoidsKeyboard: false), container: typing,
      expected: Rect(x: 8, y: 722, width: 374, height: 80)),
    Case(
      name: "banner in landscape", placement: .topBanner(height: 60, margins: .zero),
      container: landscape, expected: Rect(x: 47, y: 0, width: 750, height: 60)),
  ]

  @Test(arguments: cases)
  func placementResolvesAgainstTheSafeArea(_ row: Case) {
    FrameExpect.rect(row.placement.contentRect(in: row.container), row.expected)
  }

  static let all: [Placement] = [
    .fullScreen, .centered(), .centered(.fixed(width: 300, height: 300)),
    .centered(.fixed(width: -5, height: .nan), margins: Insets(all: -3)), .bottomSheet(),
    .bottomSheet(height: -40), .topBanner(), .bottomBanner(height: .infinity),
  ]

  static let badContainers: [ModalContainer] = [
    ModalContainer(size: Size(width: -1, height: .nan)),
    ModalContainer(size: .zero, safeArea: Insets(all: 40), keyboardHeight: 300),
    ModalContainer(
      size: Size(width: 390, height: 844), safeArea: Insets(top: 600, bottom: 600),
      keyboardHeight: .infinity, fittingSize: Size(width: .infinity, height: -4)),
  ]

  @Test(arguments: all, badContainers)
  func badContainersGiveEmptyRectanglesInside(_ placement: Placement, _ container: ModalContainer) {
    let rect = placement.contentRect(in: container)
    let numbers = [rect.x, rect.y, rect.width, rect.height]
    #expect(numbers.allSatisfy { $0.isFinite })
    #expect(rect.width >= 0 && rect.height >= 0)
    #expect(rect.minX >= 0 && rect.maxX <= container.size.width)
    #expect(rect.minY >= 0 && rect.maxY <= container.size.height)
  }

  @Test func sheetsRoundOnlyTheirTopCorners() {
    #expect(Placement.bottomSheet().roundedCorners == .top)
    #expect(Placement.centered().roundedCorners == .all)
    #expect(Placement.fullScreen.roundedCorners == .all)
  }

  @Test func containerClampsItsKeyboard() {
    var container = ModalContainer(size: Size(width: 390, height: 844), keyboardHeight: -20)
    #expect(container.keyboardHeight == 0)
    container.keyboardHeight = .nan
    #expect(container.keyboardHeight == 0)
    container.keyboardHeight = 300
    #expect(container.availableRect(avoidingKeyboard: true).height == 544)
    #expect(container.availableRect(avoidingKeyboard: false).height == 844)
  }
}
