#if os(iOS)
  import UIKit

  /// A view a zoom opens out of: where it is, how round its corners are, and how to hide it.
  ///
  /// SwiftUI's `.modalTransitionSource(id:in:)` and UIKit's `.lightbox.zoom(from: view)` each
  /// provide one; the presentation controller reads it when a transition starts.
  @MainActor
  protocol ModalTransitionSource: AnyObject {
    /// The view whose frame is the source's, or `nil` once it is gone.
    var sourceView: UIView? { get }
    /// The source's corner radius in points, as it is now.
    var sourceCornerRadius: Double { get }
    /// Hides the source while its content is up, or shows it again.
    func setSourceHidden(_ hidden: Bool)
  }
#endif
