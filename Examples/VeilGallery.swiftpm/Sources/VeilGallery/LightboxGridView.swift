#if os(iOS)
  import SwiftUI
  import Veil

  /// The photo grid of "over current context" with the gesture of "pan to dismiss": each photo
  /// grows out of its thumbnail into a lightbox, a drag shrinks it towards the finger while the
  /// black backdrop fades, and letting go flies it back into its thumbnail, wherever the grid
  /// has scrolled it meanwhile (the lightbox's "Scroll the grid" button moves it).
  struct LightboxGridView: View {
    @State private var selected: Photo?
    @Namespace private var photos

    var body: some View {
      ScrollViewReader { grid in
        ScrollView {
          LazyVGrid(columns: [GridItem(.adaptive(minimum: 100), spacing: 2)], spacing: 2) {
            ForEach(Photo.all) { photo in
              Button {
                selected = photo
              } label: {
                PhotoTile(photo).aspectRatio(1, contentMode: .fit)
              }
              .modalTransitionSource(id: photo.id, in: photos)
              .id(photo.id)
            }
          }
        }
        .navigationTitle("Lightbox")
        .modal(item: $selected, style: .lightbox.zoom(from: selected?.id, in: photos)) { photo in
          LightboxPhoto(photo: photo) {
            // Moves the thumbnail while its photo is up: the dismissal flies to the new place.
            withAnimation { grid.scrollTo(photo.id, anchor: .top) }
          }
        }
      }
      .onModalEvent { event in
        if case .didDismiss(.drag(let edge)) = event { print("swiped away towards", edge) }
      }
    }
  }

  /// A photo filling the lightbox's width, centred, so that it lands exactly on its square
  /// thumbnail; its title and button fade as the drag takes it away.
  struct LightboxPhoto: View {
    let photo: Photo
    var scrollGrid: () -> Void = {}
    @Environment(\.modal) private var modal

    var body: some View {
      PhotoTile(photo)
        .aspectRatio(1, contentMode: .fit)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .overlay(alignment: .bottom) {
          VStack(spacing: 12) {
            Text(photo.title)
              .font(.headline)
              .foregroundColor(.white)
            Button("Scroll the grid", action: scrollGrid)
          }
          .padding(.bottom, 48)
          // Hidden while the photo flies, so that only the photo grows out of the thumbnail.
          .opacity(isUp ? 1 - 4 * modal.interactiveProgress : 0)
          .animation(.easeOut(duration: 0.2), value: isUp)
        }
    }

    private var isUp: Bool {
      modal.phase == .presented || modal.phase == .interactive
    }
  }
#endif
