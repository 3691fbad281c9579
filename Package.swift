// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Veil",
  platforms: [.iOS(.v15), .macCatalyst(.v15), .macOS(.v12)],
  products: [
    .library(name: "Veil", targets: ["Veil"]),
    .library(name: "VeilCore", targets: ["VeilCore"]),
    .executable(name: "veil", targets: ["VeilCommandLine"]),
  ],
  targets: [
    // The engine: pure Swift, Foundation only, Linux and Apple.
    .target(name: "VeilCore"),

    // The iOS layer's decisions: what the UIKit interpreters ask, as values tested on Linux.
    // No product exports it; everything in it is `package`.
    .target(name: "VeilDecisions", dependencies: ["VeilCore"]),

    // The SwiftUI and UIKit layer: thin, iOS and Mac Catalyst only; elsewhere it re-exports
    // VeilCore and nothing more.
    .target(name: "Veil", dependencies: ["VeilCore", "VeilDecisions"]),

    // Headless previews: frames rendered as SVG, timelines as CSV and JSON, and the command.
    .target(name: "VeilPreview", dependencies: ["VeilCore"]),
    // The `veil` command. Its target is not named `veil`: on a case-insensitive disk (macOS's
    // default) its build products would collide with those of the library `Veil`.
    .executableTarget(name: "VeilCommandLine", dependencies: ["VeilPreview"]),

    // Benchmarks: `swift run -c release veil-bench`.
    .executableTarget(name: "veil-bench", dependencies: ["VeilCore", "VeilPreview"]),

    // Tests, one target per library; the preview tests run the built `veil` binary.
    // What several test targets share: the scripted UIKit, property checks, the seeded random
    // generator and fixtures. Built only with the tests; no product exports it.
    .target(
      name: "VeilTestSupport", dependencies: ["VeilCore", "VeilDecisions"],
      path: "Tests/VeilTestSupport"),
    .testTarget(name: "VeilCoreTests", dependencies: ["VeilCore", "VeilTestSupport"]),
    .testTarget(
      name: "VeilDecisionsTests", dependencies: ["VeilDecisions", "VeilTestSupport"]),
    .testTarget(
      name: "VeilPreviewTests",
      dependencies: ["VeilPreview", "VeilCommandLine"],
      exclude: ["Snapshots"]
    ),
    .testTarget(name: "BenchmarkTests", dependencies: ["veil-bench"]),

    // Real UIKit in a window, run on an iOS simulator with `xcodebuild test`; empty elsewhere.
    .testTarget(
      name: "VeilUIKitTests", dependencies: ["Veil", "VeilDecisions"], exclude: ["README.md"]),
  ],
  swiftLanguageModes: [.v6]
)
