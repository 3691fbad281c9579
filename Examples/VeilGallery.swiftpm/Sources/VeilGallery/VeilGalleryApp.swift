#if os(iOS)
  import SwiftUI

  /// The gallery app: open `Examples/VeilGallery.swiftpm` in Xcode and run it on an iPhone
  /// simulator or a device.
  @main
  struct VeilGalleryApp: App {
    var body: some Scene {
      WindowGroup {
        GalleryView()
      }
    }
  }
#endif
