#if os(iOS)
  import UIKit
  import VeilCore

  extension ModalStyle {
    /// This style opening out of `view` and closing back into it, as Photos opens a photo
    /// out of its thumbnail: the UIKit spelling of the zoom.
    ///
    /// The view's frame and `layer.cornerRadius` are read when the presentation starts and
    /// again when the dismissal starts (the view may have moved); the view is hidden while the
    /// content is up and shown again once the dismissal has landed. The view is held weakly:
    /// once it is gone, or out of the screen, the content fades and scales in place instead.
    /// Reduce Motion cross-fades.
    ///
    /// ```swift
    /// present(PhotoViewController(photo), style: .lightbox.zoom(from: cell.imageView))
    /// ```
    ///
    /// - Parameter view: The thumbnail.
    /// - Returns: The style.
    @MainActor
    public func zoom(from view: UIView) -> ModalStyle {
      let id = ZoomSourceID(view: view)
      ModalTransitionSources.shared.register(ViewTransitionSource(view), for: id, retained: true)
      return zoom(from: id)
    }
  }
#endif
