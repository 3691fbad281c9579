#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The window a modal is shown in when its backdrop lets taps through
  /// (`Backdrop.TapBehavior.passesThrough`).
  ///
  /// UIKit's presentation container swallows every touch, and public API offers no way into it.
  /// So such a modal is presented from the clear root of a window of its own, just above the
  /// app's: a touch that lands on the modal's content (or on anything presented above it) stays
  /// here, any other touch falls through to the windows below, and the presenting screen stays
  /// interactive around the modal.
  @MainActor
  final class PassthroughWindow: UIWindow {
    /// Creates a window over `window`, in the same scene, ready to present from its root.
    init?(over window: UIWindow) {
      guard let scene = window.windowScene else { return nil }
      super.init(windowScene: scene)
      windowLevel = window.windowLevel + 1
      backgroundColor = .clear
      let root = UIViewController()
      root.view.backgroundColor = .clear
      rootViewController = root
      isHidden = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      nil
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      guard let hit = super.hitTest(point, with: event) else { return nil }
      var presented = rootViewController?.presentedViewController
      while let controller = presented {
        if hit.isDescendant(of: controller.view) { return hit }
        presented = controller.presentedViewController
      }
      return nil
    }
  }
#endif
