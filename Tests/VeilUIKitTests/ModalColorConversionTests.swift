#if os(iOS)
  import SwiftUI
  import UIKit
  import Veil
  import XCTest

  /// Veil's one color type, `ModalColor`, read from UIKit's and SwiftUI's colors: what an app
  /// passes to a backdrop or an in-place lightbox. A failure means the components an app sees
  /// drawn are not the ones it asked for.
  @MainActor
  final class ModalColorConversionTests: XCTestCase {
    func testAFixedUIColorKeepsItsComponents() {
      let color = ModalColor(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
      XCTAssertEqual(color.red, 0.2, accuracy: 1e-6)
      XCTAssertEqual(color.green, 0.4, accuracy: 1e-6)
      XCTAssertEqual(color.blue, 0.6, accuracy: 1e-6)
      XCTAssertEqual(color.alpha, 0.8, accuracy: 1e-6)
      XCTAssertEqual(ModalColor(UIColor(white: 0.5, alpha: 1)), ModalColor(white: 0.5))
    }

    /// A dynamic color is resolved in the traits given: `label` is black in light mode and
    /// white in dark mode.
    func testADynamicColorIsResolvedInTheGivenTraits() {
      let light = ModalColor(UIColor.label, in: UITraitCollection(userInterfaceStyle: .light))
      let dark = ModalColor(UIColor.label, in: UITraitCollection(userInterfaceStyle: .dark))
      XCTAssertEqual(light.red, 0, accuracy: 1e-6)
      XCTAssertEqual(dark.red, 1, accuracy: 1e-6)
    }

    /// A SwiftUI color reads as its own components.
    func testASwiftUIColorReadsAsItsUIColor() {
      let color = ModalColor(Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6, opacity: 0.8))
      XCTAssertEqual(color.red, 0.2, accuracy: 1e-6)
      XCTAssertEqual(color.green, 0.4, accuracy: 1e-6)
      XCTAssertEqual(color.blue, 0.6, accuracy: 1e-6)
      XCTAssertEqual(color.alpha, 0.8, accuracy: 1e-6)
      XCTAssertEqual(ModalColor(Color.black), .black)
    }

    /// Components outside sRGB are clamped to 0…1, and a P3 color is converted, not read as
    /// its P3 components. The expected sRGB values come from the Display P3 to sRGB matrix and
    /// the sRGB transfer function (CSS Color 4): P3's reddest red is (1.093, -0.227, -0.150) in
    /// extended sRGB, so sRGB's red once clamped; P3 (1, 0.5, 0) has sRGB green 0.463, where
    /// reading the P3 components would give 0.5. Tolerance 0.01, beyond rounding.
    func testAWideGamutColorIsConvertedAndClampedToSRGB() {
      let red = ModalColor(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1))
      XCTAssertEqual(red.red, 1, accuracy: 0.01)
      XCTAssertEqual(red.green, 0, accuracy: 0.01)
      XCTAssertEqual(red.blue, 0, accuracy: 0.01)
      let orange = ModalColor(UIColor(displayP3Red: 1, green: 0.5, blue: 0, alpha: 1))
      XCTAssertEqual(orange.green, 0.463, accuracy: 0.01, "converted to sRGB")
    }
  }
#endif
