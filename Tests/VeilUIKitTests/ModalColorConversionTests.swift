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

    /// A SwiftUI color reads as the UIKit color it bridges to.
    func testASwiftUIColorReadsAsItsUIColor() {
      let traits = UITraitCollection(userInterfaceStyle: .light)
      XCTAssertEqual(ModalColor(Color.red, in: traits), ModalColor(UIColor(Color.red), in: traits))
      XCTAssertEqual(ModalColor(Color.black), .black)
    }

    /// Components outside sRGB (Display P3's reddest red) are clamped to 0…1, never NaN.
    func testAWideGamutColorIsClampedToSRGB() {
      let color = ModalColor(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1))
      for component in [color.red, color.green, color.blue, color.alpha] {
        XCTAssertTrue((0...1).contains(component), "\(component) outside 0…1")
      }
    }
  }
#endif
