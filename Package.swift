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

    // Benchmarks: `swift run -c release veil-bench`.
    .executableTarget(name: "veil-bench", dependencies: ["VeilCore"]),

    // Tests, one target per library.
    .testTarget(name: "VeilCoreTests", dependencies: ["VeilCore"]),
  ],
  swiftLanguageModes: [.v6]
)
