#if os(iOS)
  import UIKit

  /// A UIKit view as a zoom's source: its frame and `layer.cornerRadius`, hidden with
  /// `isHidden`. The view is held weakly; once it is gone the zoom falls back.
  @MainActor
  final class ViewTransitionSource: ModalTransitionSource {
    private(set) weak var sourceView: UIView?
    /// Whether the view was hidden before the zoom hid it, to leave it so afterwards.
    private var wasHidden: Bool?

    init(_ view: UIView) {
      sourceView = view
    }

    var sourceCornerRadius: Double {
      Double(sourceView?.layer.cornerRadius ?? 0)
    }

    func setSourceHidden(_ hidden: Bool) {
      guard let view = sourceView else { return }
      if hidden {
        if wasHidden == nil { wasHidden = view.isHidden }
        view.isHidden = true
      } else if let wasHidden {
        view.isHidden = wasHidden
        self.wasHidden = nil
      }
    }
  }
#endif
