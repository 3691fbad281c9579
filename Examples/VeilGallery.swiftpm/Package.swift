// swift-tools-version: 6.0
import PackageDescription

#if canImport(AppleProductTypes)
  import AppleProductTypes
#endif

// The gallery app of Veil: every built-in style, every example of the README, modals from
// inside a sheet and a popover, the drag-to-dismiss lightbox over a grid, and UIKit
// presentation. It is a Swift Playgrounds app package: open this folder in Xcode (or Swift
// Playgrounds) and run the `VeilGallery` scheme on an iPhone simulator, no project needed.
// Where `AppleProductTypes` is missing (Linux, a plain toolchain) the app is a plain
// executable target, so that the same sources still compile for iOS there.

#if canImport(AppleProductTypes)
  let app: Product = .iOSApplication(
    name: "VeilGallery",
    targets: ["VeilGallery"],
    bundleIdentifier: "com.example.VeilGallery",
    displayVersion: "1.0",
    bundleVersion: "1",
    appIcon: .placeholder(icon: .cloud),
    accentColor: .presetColor(.blue),
    supportedDeviceFamilies: [.pad, .phone],
    supportedInterfaceOrientations: [
      .portrait,
      .landscapeRight,
      .landscapeLeft,
      .portraitUpsideDown(.when(deviceFamilies: [.pad])),
    ]
  )
#else
  let app: Product = .executable(name: "VeilGallery", targets: ["VeilGallery"])
#endif

let package = Package(
  name: "VeilGallery",
  platforms: [.iOS(.v15)],
  products: [app],
  dependencies: [
    .package(name: "Veil", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "VeilGallery",
      dependencies: [.product(name: "Veil", package: "Veil")],
      path: "Sources/VeilGallery")
  ],
  swiftLanguageModes: [.v6]
)
