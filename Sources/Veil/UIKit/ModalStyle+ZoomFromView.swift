#if os(iOS)
  import UIKit
  import VeilCore

  extension ModalStyle {
    /// This style opening out of `view` and closing back into it, as Photos opens a photo
    /// out of its thumbnail: the UIKit spelling of the zoom.
    ///
    /// The view's frame and `layer.cornerRadius` are read when the presentation starts and
    /// again when the dismissal starts (the view may have moved). The view is hidden while the
    /// content is up, by setting its `alpha` to zero (never `isHidden`, so a `UIStackView`
    /// keeps its place for it), and gets its own alpha back once the dismissal has landed,
    /// unless the app set another alpha meanwhile, which it keeps. The view is held weakly:
    /// once it is gone, or out of the screen, the content fades and scales in place instead.
    /// Reduce Motion cross-fades.
    ///
    /// ```swift
    /// present(PhotoViewController(photo), style: .lightbox.zoom(from: thumbnailView))
    /// ```
    ///
    /// A view in a collection or table view's cell belongs to an item only until the cell is
    /// reused: use ``zoom(fromViewProvidedBy:)`` there, which looks the view up again at each
    /// transition.
    ///
    /// - Parameter view: The thumbnail.
    /// - Returns: The style.
    @MainActor
    public func zoom(from view: UIView) -> ModalStyle {
      zoom(from: ZoomSourceID(view: view))
    }

    /// This style opening out of the view `sourceView` answers and closing back into the view
    /// it answers then: the zoom out of a collection or table view's cell, which UIKit reuses.
    ///
    /// `sourceView` is called when the presentation starts and again when the dismissal
    /// starts, so that the photo flies back into the cell that shows its item *now*: the grid
    /// may have scrolled, and the cell the photo came from may show another item. Answer `nil`
    /// when the item has no cell on screen; the content then fades and scales in place. The
    /// view answered is hidden with its `alpha` while the content is up (never `isHidden`);
    /// when the dismissal finds another view, the first one gets its alpha back at once and the
    /// new one is hidden until the dismissal lands. Frames, corner radius and Reduce Motion
    /// work as with ``zoom(from:)``.
    ///
    /// The style keeps `sourceView` for as long as the style is kept; capture the controller
    /// weakly.
    ///
    /// ```swift
    /// override func collectionView(_ grid: UICollectionView, didSelectItemAt path: IndexPath) {
    ///   let photo = photos[path.item]
    ///   let style = ModalStyle.lightbox.zoom(fromViewProvidedBy: { [weak self] in
    ///     guard let self, let item = photos.firstIndex(of: photo) else { return nil }
    ///     let cell = collectionView.cellForItem(at: IndexPath(item: item, section: 0))
    ///     return (cell as? PhotoCell)?.imageView
    ///   })
    ///   present(PhotoViewController(photo), style: style)
    /// }
    /// ```
    ///
    /// - Parameter sourceView: Answers the thumbnail now, or `nil` when it is not on screen.
    /// - Returns: The style.
    @MainActor
    public func zoom(
      fromViewProvidedBy sourceView: @escaping @MainActor () -> UIView?
    ) -> ModalStyle {
      zoom(from: ZoomSourceID(provider: sourceView))
    }
  }
#endif
