// swift-tools-version: 6.0
import PackageDescription

// The gallery app of Veil: every seed style, modals from inside a sheet and a popover, the
// drag-to-dismiss lightbox over a grid, UIKit presentation, and the README's examples.
// It is a library holding a SwiftUI `App`, so that it compiles without an Xcode project;
// an app target in Xcode that depends on it runs it.
let package = Package(
  name: "VeilGallery",
  platforms: [.iOS(.v15)],
  products: [
    .library(name: "VeilGallery", targets: ["VeilGallery"])
  ],
  dependencies: [
    .package(name: "Veil", path: "../..")
  ],
  targets: [
    .target(
      name: "VeilGallery",
      dependencies: [.product(name: "Veil", package: "Veil")])
  ],
  swiftLanguageModes: [.v6]
)
