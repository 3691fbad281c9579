#if os(iOS)
  import SwiftUI
  import Veil

  /// A Veil modal opened from inside a SwiftUI sheet and from inside a popover: the modal is
  /// presented from the topmost controller of the window, above the sheet or popover.
  struct NestedPresentationView: View {
    @State private var showsSheet = false
    @State private var showsPopover = false

    var body: some View {
      VStack(spacing: 24) {
        Button("Open a sheet") { showsSheet = true }
        Button("Open a popover") { showsPopover = true }
          .popover(isPresented: $showsPopover) {
            ModalLauncher(title: "Inside a popover")
              .frame(minWidth: 320, minHeight: 240)
          }
      }
      .navigationTitle("Nested")
      .sheet(isPresented: $showsSheet) {
        ModalLauncher(title: "Inside a sheet")
      }
    }
  }

  /// Presents a cover and a blur from wherever it is shown.
  struct ModalLauncher: View {
    let title: String
    @State private var showsCover = false
    @State private var showsBlur = false

    var body: some View {
      VStack(spacing: 16) {
        Text(title).font(.headline)
        Button("Open a cover") { showsCover = true }
        Button("Open a blur") { showsBlur = true }
      }
      .padding()
      .fullScreenModal(isPresented: $showsCover) {
        Text("A cover over \(title.lowercased())")
          .padding(32)
          .background(Color.white)
          .clipShape(RoundedRectangle(cornerRadius: 16))
      }
      .modal(isPresented: $showsBlur, style: .blur(.dark)) {
        BlurContent()
      }
    }
  }

  /// The content of a blur, which a tap on the blur closes too.
  struct BlurContent: View {
    @Environment(\.modal) private var modal

    var body: some View {
      Button("Close the blur") { modal.dismiss() }
        .font(.title3.bold())
        .foregroundColor(.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
  }
#endif
