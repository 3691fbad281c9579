#if os(iOS)
  import SwiftUI
  import Veil

  /// The gallery's table of contents.
  struct GalleryView: View {
    var body: some View {
      NavigationView {
        List {
          Section("The README's examples") {
            NavigationLink("See-through cover") { CoverExample.ContentView() }
            NavigationLink("Drag to dismiss, in place") { PanAndDismissExample.ContentView() }
            NavigationLink("UIKit full screen, dismissed from anywhere") {
              PresentExample.ContentView()
            }
            NavigationLink("Over current context, blur and custom transitions") {
              OverCurrentContextExample.PresentationViewSample()
            }
            NavigationLink("Half sheet") { HalfModalExample.ContentView() }
          }
          Section("Styles") {
            NavigationLink("Every built-in style") { StyleCatalogView() }
            NavigationLink("Lightbox over a photo grid") { LightboxGridView() }
            NavigationLink("A form the user cannot dismiss with unsaved text") {
              LockedFormView()
            }
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
