#if canImport(UIKit)
  import SwiftUI
  import Veil

  /// The gallery's table of contents.
  struct GalleryView: View {
    var body: some View {
      NavigationView {
        List {
          Section("The README's seed examples") {
            NavigationLink("000 · See-through cover") { CoverExample.ContentView() }
            NavigationLink("001 · Pan to dismiss, in place") { PanAndDismissExample.ContentView() }
            NavigationLink("002 · UIKit full-screen modal") { PresentExample.ContentView() }
            NavigationLink("003 · Over current context, blur, custom") {
              OverCurrentContextExample.PresentationViewSample()
            }
            NavigationLink("004 · Half modal") { HalfModalExample.ContentView() }
          }
          Section("Styles") {
            NavigationLink("Every built-in style") { StyleCatalogView() }
            NavigationLink("Lightbox over a photo grid") { LightboxGridView() }
          }
          Section("Where a modal opens from") {
            NavigationLink("From inside a sheet and a popover") { NestedPresentationView() }
            NavigationLink("From UIKit") { UIKitPresentationView() }
          }
        }
        .navigationTitle("Veil")
      }
      .navigationViewStyle(.stack)
    }
  }
#endif
