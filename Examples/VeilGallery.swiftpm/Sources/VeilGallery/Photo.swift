#if os(iOS)
  import SwiftUI

  /// A picture of the gallery: an SF Symbol on a colour, so the app needs no image assets.
  struct Photo: Identifiable, Hashable, Sendable {
    let id: Int

    static let all = (0..<24).map(Photo.init(id:))

    private static let symbols = [
      "leaf.fill", "flame.fill", "drop.fill", "bolt.fill", "moon.stars.fill", "sun.max.fill",
      "cloud.rain.fill", "snowflake", "tortoise.fill", "hare.fill", "ant.fill", "ladybug.fill",
    ]
    private static let colors: [Color] = [.orange, .pink, .teal, .indigo, .green, .purple]

    var symbol: String { Self.symbols[id % Self.symbols.count] }
    var color: Color { Self.colors[id % Self.colors.count] }
    var title: String { "Photo \(id + 1)" }
  }

  /// A photo drawn as a tile: its symbol in white on its colour.
  struct PhotoTile: View {
    let photo: Photo

    init(_ photo: Photo) {
      self.photo = photo
    }

    var body: some View {
      ZStack {
        photo.color
        Image(systemName: photo.symbol)
          .resizable()
          .scaledToFit()
          .foregroundColor(.white)
          .padding(24)
      }
      .accessibilityElement()
      .accessibilityLabel(photo.title)
    }
  }
#endif
