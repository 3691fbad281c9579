import VeilCore

extension FrameArtist {
  /// How the stand-in content fills the content's rect.
  enum ContentLayout: Hashable, Sendable {
    /// An opaque screen: the content's background fills its whole rect (UIKit's full-screen
    /// presentation, which removes the presenting screen).
    case opaque
    /// A see-through layer over the whole container with the app's view in the middle (a
    /// full-screen cover or a lightbox): no background, and a stand-in card at `card`, in the
    /// content's own coordinates.
    case seeThrough(card: Rect)
    /// The content's rect is the card itself (a centred card, a sheet, a banner).
    case card
  }
}
