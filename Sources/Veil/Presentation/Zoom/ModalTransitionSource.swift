#if os(iOS)
  import UIKit

  /// A view a zoom opens out of: where it is, how round its corners are, and its alpha, which
  /// the registry sets to hide it.
  ///
  /// SwiftUI's `.modalTransitionSource(id:in:)` and UIKit's `.lightbox.zoom(from: view)` and
  /// `.lightbox.zoom(fromViewProvidedBy:)` each provide one; the presentation controller reads
  /// it when a transition starts.
  @MainActor
  protocol ModalTransitionSource: AnyObject {
    /// What tells this source from another in ``ZoomSourceRegistry``: the same for as long as
    /// the source lives.
    var sourceKey: ObjectIdentifier { get }
    /// The view whose frame is the source's, or `nil` once it is gone.
    var sourceView: UIView? { get }
    /// The source's corner radius in points, as it is now.
    var sourceCornerRadius: Double { get }
    /// The source's alpha: zero while a zoom hides it. Never `isHidden`, which collapses an
    /// arranged subview of a `UIStackView`.
    var sourceAlpha: Double { get set }
    /// Whether the source went away for good.
    var isGone: Bool { get }
  }
#endif
