#if os(iOS)
  import UIKit

  /// A zero-size view in a presentation's container that says when the container leaves its
  /// window: UIKit removes an intermediate controller "simply … from the stack", possibly
  /// without any transition callback, and this is how the driver still hears of it.
  @MainActor
  final class WindowExitObserver: UIView {
    private var onExit: () -> Void = {}

    /// Puts an observer into `container`, once.
    static func install(in container: UIView, onExit: @escaping () -> Void) {
      guard !container.subviews.contains(where: { $0 is WindowExitObserver }) else { return }
      let observer = WindowExitObserver(frame: .zero)
      observer.isUserInteractionEnabled = false
      observer.onExit = onExit
      container.insertSubview(observer, at: 0)
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      if window == nil { onExit() }
    }
  }
#endif
