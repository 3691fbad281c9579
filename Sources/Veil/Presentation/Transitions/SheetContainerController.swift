#if os(iOS)
  import UIKit

  /// The controller UIKit's sheet presents for a UIKit-API sheet: the app's controller is its
  /// only child, filling it, so that a Veil view is an ancestor of the app's content.
  ///
  /// VoiceOver's escape gesture is offered to the views up from the focused element, which in
  /// a sheet are the app's and UIKit's; UIKit's sheet does not take the gesture itself, and
  /// Veil can subclass neither. The container's view is on that path and answers it. The app
  /// still talks to its own controller: `dismiss(animated:)`, `presentingViewController` and
  /// `sheetPresentationController` reach the presented container through UIKit's containment;
  /// the status bar, the home indicator, the preferred content size and an
  /// `isModalInPresentation` the app sets on its controller are the child's. UIKit sets
  /// `isBeingPresented` and `isBeingDismissed` on the presented controller only: the app's
  /// controller reads them on its `parent`, as a navigation controller's pages do, or hears
  /// Veil's `willPresent` and `willDismiss`.
  @MainActor
  final class SheetContainerController: UIViewController {
    /// The app's controller.
    let content: UIViewController
    /// Called for the VoiceOver escape gesture; returns whether it was handled.
    var onAccessibilityEscape: (@MainActor () -> Bool)? {
      get { escapeView.onAccessibilityEscape }
      set { escapeView.onAccessibilityEscape = newValue }
    }
    private let escapeView = EscapeView()
    /// The sheet style's preferred content size, which wins over the app controller's own.
    var preferredContentSizeOverride: CGSize? {
      didSet { preferredContentSize = contentSizeToPublish }
    }
    /// Makes the app controller's own preferred content size one UIKit may be given (a
    /// popover's clamp to the screen); `nil` passes it on as it is.
    var clampContentSize: (@MainActor (CGSize) -> CGSize)? {
      didSet { preferredContentSize = contentSizeToPublish }
    }
    /// The sheet style's size, else the app controller's own, clamped.
    private var contentSizeToPublish: CGSize {
      preferredContentSizeOverride
        ?? clampContentSize?(content.preferredContentSize) ?? content.preferredContentSize
    }

    init(content: UIViewController) {
      self.content = content
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      nil
    }

    override func loadView() {
      view = escapeView
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      addChild(content)
      content.view.frame = view.bounds
      content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(content.view)
      content.didMove(toParent: self)
      preferredContentSize = contentSizeToPublish
    }

    /// Lets go of the app's controller, which may be presented again on its own.
    func releaseContent() {
      guard content.parent === self else { return }
      content.willMove(toParent: nil)
      content.view.removeFromSuperview()
      content.removeFromParent()
    }

    /// Veil's lock (the style's or the content's), or the app's own on its controller.
    override var isModalInPresentation: Bool {
      get { super.isModalInPresentation || content.isModalInPresentation }
      set { super.isModalInPresentation = newValue }
    }

    override var childForStatusBarStyle: UIViewController? { content }
    override var childForStatusBarHidden: UIViewController? { content }
    override var childForHomeIndicatorAutoHidden: UIViewController? { content }
    override var childForScreenEdgesDeferringSystemGestures: UIViewController? { content }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
      content.supportedInterfaceOrientations
    }

    override func preferredContentSizeDidChange(
      forChildContentContainer container: any UIContentContainer
    ) {
      super.preferredContentSizeDidChange(forChildContentContainer: container)
      preferredContentSize = contentSizeToPublish
    }
  }

  /// The container's view: it answers VoiceOver's escape gesture.
  @MainActor
  private final class EscapeView: UIView {
    /// Read from UIKit's escape callback, which the 17.4 SDK leaves nonisolated; it is only
    /// ever set and called on the main thread.
    nonisolated(unsafe) var onAccessibilityEscape: (@MainActor () -> Bool)?

    override func accessibilityPerformEscape() -> Bool {
      // The 17.4 SDK declares this override point nonisolated; UIKit calls it on the main
      // thread.
      let handler = onAccessibilityEscape
      return MainActor.assumeIsolated { handler?() ?? false }
    }
  }
#endif
