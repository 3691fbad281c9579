#if os(iOS)
  import UIKit

  /// The invisible controller that a `.modal` modifier places in the background of the
  /// presenting view, whose frame its view takes (what a popover points at by default). It
  /// presents nothing itself: it tells its owner when it enters or leaves a window, so that a
  /// presentation asked for before the screen was ready is deferred rather than lost (the
  /// engine's "presenter not ready" event).
  @MainActor
  final class AnchorViewController: UIViewController {
    /// Called with `true` when the anchor's view enters a window, `false` when it leaves.
    var onWindowChange: ((Bool) -> Void)?

    override func loadView() {
      let view = WindowObservingView()
      view.isUserInteractionEnabled = false
      view.isHidden = true
      view.isAccessibilityElement = false
      view.onWindowChange = { [weak self] inWindow in self?.onWindowChange?(inWindow) }
      self.view = view
    }

    /// Whether the anchor is on screen and can present.
    var isInWindow: Bool { viewIfLoaded?.window != nil }
  }

  @MainActor
  private final class WindowObservingView: UIView {
    var onWindowChange: ((Bool) -> Void)?

    override func didMoveToWindow() {
      super.didMoveToWindow()
      onWindowChange?(window != nil)
    }
  }
#endif
