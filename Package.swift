// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Veil",
  platforms: [.iOS(.v15), .macOS(.v12)],
  products: [
    .library(name: "Veil", targets: ["Veil"]),
    .library(name: "VeilCore", targets: ["VeilCore"]),
  ],
  targets: [
    // The engine: pure Swift, Foundation only, Linux and Apple.
    .target(name: "VeilCore"),

    // The SwiftUI and UIKit layer: thin, iOS only (empty elsewhere).
    .target(name: "Veil", dependencies: ["VeilCore"]),

    // Headless previews: frames rendered as SVG, timelines as CSV and JSON, and the command.
    .target(name: "VeilPreview", dependencies: ["VeilCore"]),

    // Tests, one target per library.
    .testTarget(name: "VeilCoreTests", dependencies: ["VeilCore"]),
    .testTarget(name: "VeilPreviewTests", dependencies: ["VeilPreview"]),
  ],
  swiftLanguageModes: [.v6]
)
