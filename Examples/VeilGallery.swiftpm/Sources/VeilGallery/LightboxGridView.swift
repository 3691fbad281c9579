#if os(iOS)
  import SwiftUI
  import Veil

  /// The photo grid of "over current context" with the gesture of "pan to dismiss": each photo
  /// opens in a lightbox that a drag up or down sends away while the black backdrop fades.
  struct LightboxGridView: View {
    @State private var selected: Photo?

    var body: some View {
      ScrollView {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 100), spacing: 2)], spacing: 2) {
          ForEach(Photo.all) { photo in
            Button {
              selected = photo
            } label: {
              PhotoTile(photo).aspectRatio(1, contentMode: .fit)
            }
          }
        }
      }
      .navigationTitle("Lightbox")
      .modal(item: $selected, style: .lightbox) { photo in
        LightboxPhoto(photo: photo)
      }
      .onModalEvent { event in
        if case .didDismiss(.drag(let edge)) = event { print("swiped away towards", edge) }
      }
    }
  }

  /// A photo filling the lightbox, with its title fading as the drag takes it away.
  struct LightboxPhoto: View {
    let photo: Photo
    @Environment(\.modal) private var modal

    var body: some View {
      VStack {
        Spacer()
        PhotoTile(photo)
          .aspectRatio(1, contentMode: .fit)
          .padding(.horizontal)
        Text(photo.title)
          .font(.headline)
          .foregroundColor(.white)
          .opacity(1 - 4 * modal.interactiveProgress)
        Spacer()
      }
    }
  }
#endif
