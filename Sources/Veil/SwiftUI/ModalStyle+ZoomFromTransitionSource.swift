#if os(iOS)
  import SwiftUI
  import VeilCore

  extension ModalStyle {
    /// This style opening out of the view marked `.modalTransitionSource(id:in:)` with the
    /// same identifier and namespace, and closing back into it, as Photos opens a photo out of
    /// its thumbnail.
    ///
    /// The content grows out of the source's frame while its corner radius morphs from the
    /// source's to its own; a drag shrinks it towards the finger (to about 0.6 at half the
    /// screen's height), and letting go flies it back into the source, wherever the source is
    /// by then. With no source of that identifier on screen, it fades and scales in place;
    /// Reduce Motion cross-fades. The content keeps its full-screen layout, is scaled to cover
    /// the source and cut to its rectangle, so it takes the thumbnail's shape and radius at the
    /// start and on landing: show the photo aspect-fit on a clear background, and it lands
    /// exactly in a thumbnail of the same aspect ratio.
    ///
    /// ```swift
    /// .modal(item: $selected, style: .lightbox.zoom(from: selected?.id, in: photos)) { photo in
    ///   PhotoView(photo)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - id: The source's identifier, as given to `.modalTransitionSource(id:in:)`.
    ///   - namespace: The namespace the identifier is unique in.
    /// - Returns: The style.
    public func zoom(from id: some Hashable & Sendable, in namespace: Namespace.ID) -> ModalStyle {
      zoom(from: ZoomSourceID(id, in: namespace))
    }
  }
#endif
