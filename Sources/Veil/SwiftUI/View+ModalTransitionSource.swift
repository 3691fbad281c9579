#if os(iOS)
  import SwiftUI
  import VeilCore

  extension View {
    /// Marks this view as the source a zoom opens out of and closes back into: the thumbnail
    /// of a `.modal(item:style: .lightbox.zoom(from: id, in: namespace))`. It is also what a
    /// popover named `.popover.source(id: id, in: namespace)` points at.
    ///
    /// Its frame is read in window coordinates when the presentation starts and again when
    /// the dismissal starts, so a grid that scrolled while the photo was up receives it at the
    /// thumbnail's new place. The view is hidden while its content is up, as Photos hides the
    /// thumbnail, and shown again once the dismissal has landed. A source that is gone (scrolled
    /// out of a lazy grid) or off screen makes the zoom fade and scale in place instead.
    ///
    /// ```swift
    /// @Namespace private var photos
    /// @State private var selected: Photo?
    ///
    /// LazyVGrid(columns: columns) {
    ///   ForEach(library) { photo in
    ///     Thumbnail(photo)
    ///       .modalTransitionSource(id: photo.id, in: photos, cornerRadius: 8)
    ///       .onTapGesture { selected = photo }
    ///   }
    /// }
    /// .modal(item: $selected, style: .lightbox.zoom(from: selected?.id, in: photos)) { photo in
    ///   PhotoView(photo)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - id: The source's identifier, unique within `namespace`: the same value the style
    ///     names.
    ///   - namespace: The namespace the identifier is unique in.
    ///   - cornerRadius: The corner radius the view is drawn with, which the content starts
    ///     from and returns to; 0 by default. Negative, NaN and infinite radii become 0.
    /// - Returns: The view, registered as the source.
    @MainActor
    public func modalTransitionSource(
      id: some Hashable & Sendable, in namespace: Namespace.ID, cornerRadius: Double = 0
    ) -> some View {
      modifier(
        ModalTransitionSourceModifier(
          id: ZoomSourceID(id, in: namespace), cornerRadius: cornerRadius))
    }
  }
#endif
