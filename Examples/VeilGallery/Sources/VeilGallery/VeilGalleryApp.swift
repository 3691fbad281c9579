#if canImport(UIKit)
  import SwiftUI

  /// The gallery app. The package builds it as a library so that it compiles without an Xcode
  /// project; to run it, add these sources to an iOS app target (or give an app target a
  /// dependency on the `VeilGallery` library and no `@main` of its own).
  @main
  struct VeilGalleryApp: App {
    var body: some Scene {
      WindowGroup {
        GalleryView()
      }
    }
  }
#endif
