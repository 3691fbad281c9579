#if os(iOS)
  import UIKit

  /// A UIKit view as a zoom's source: its frame and `layer.cornerRadius`, hidden with its
  /// `alpha` (never `isHidden`). The view is held weakly; once it is gone the zoom falls back.
  @MainActor
  final class ViewTransitionSource: ModalTransitionSource {
    private(set) weak var sourceView: UIView?
    /// The view's identity, kept after the view is gone so that the registry can forget it.
    let sourceKey: ObjectIdentifier

    init(_ view: UIView) {
      sourceView = view
      sourceKey = ObjectIdentifier(view)
    }

    var sourceCornerRadius: Double {
      Double(sourceView?.layer.cornerRadius ?? 0)
    }

    var sourceAlpha: Double {
      get { Double(sourceView?.alpha ?? 1) }
      set { sourceView?.alpha = CGFloat(newValue) }
    }

    var isGone: Bool { sourceView == nil }
  }
#endif
