#if os(iOS)
  import SwiftUI
  import UIKit
  import VeilDecisions

  /// Hosts a modal's SwiftUI content: with a clear background for see-through styles, so that
  /// the presenting screen shows through the backdrop, with the system background for styles
  /// that remove the presenting screen, and with a sheet's surface for sheets
  /// (`ModalStyle.hostSurface` in VeilDecisions).
  @MainActor
  final class ModalHostingController<Root: View>: UIHostingController<Root>,
    ModalContentMeasuring
  {
    /// What the hosting view paints behind the content; the style's `ModalStyle.hostSurface`
    /// (VeilDecisions).
    var surface: HostSurface {
      didSet { applyBackground() }
    }

    /// The status bar's text colour while the modal has it (`ModalStyle.statusBarText` in
    /// VeilDecisions, V1): the host's interface style is the presenting view's colour scheme,
    /// which is not what a lightbox's black shows.
    var statusBarText = StatusBarText.followsInterfaceStyle {
      didSet { setNeedsStatusBarAppearanceUpdate() }
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
      switch statusBarText {
      case .light: .lightContent
      case .dark: .darkContent
      // SwiftUI's own answer, which follows the interface style.
      case .followsInterfaceStyle: super.preferredStatusBarStyle
      }
    }

    /// Called when the VoiceOver escape gesture (a two-finger Z) reaches the modal.
    /// Read from UIKit's escape callback, which the 17.4 SDK leaves nonisolated; it is only ever
    /// set and called on the main thread.
    nonisolated(unsafe) var onAccessibilityEscape: (@MainActor @Sendable () -> Bool)?

    /// Called when the view has disappeared.
    var onDisappear: (() -> Void)?

    /// The last measurement the presentation controller asked for (iOS 15): the room it offered
    /// and the size the content wanted in it.
    private var lastMeasurement: (available: CGSize, fitting: CGSize)?

    init(rootView: Root, surface: HostSurface) {
      self.surface = surface
      super.init(rootView: rootView)
      if #available(iOS 16, *) {
        // The presentation controller hears about size changes of the content at once.
        sizingOptions = .preferredContentSize
      }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      nil
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      // Not `accessibilityViewIsModal`: a custom presentation marks its container, and UIKit
      // manages a sheet's (`PresentationLayout.contentIsAccessibilityModal`, VeilDecisions).
      applyBackground()
    }

    /// How a size the content answers becomes the `preferredContentSize` it publishes, when
    /// a presentation decides it (a popover clamps it, `PopoverPlan` in VeilDecisions); `nil`
    /// publishes SwiftUI's own. Set, it replaces `sizingOptions` on every iOS version: the
    /// content is measured again on each layout in the room it was last offered.
    var publishedSize: ((CGSize) -> CGSize)? {
      didSet {
        if #available(iOS 16, *) {
          sizingOptions = publishedSize == nil ? .preferredContentSize : []
        }
      }
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      if let publishedSize, let lastMeasurement {
        let fitting = sizeThatFits(in: lastMeasurement.available)
        guard fitting != lastMeasurement.fitting else { return }
        self.lastMeasurement = (lastMeasurement.available, fitting)
        preferredContentSize = publishedSize(fitting)
        return
      }
      guard #unavailable(iOS 16), let lastMeasurement else { return }
      // iOS 15 has no `sizingOptions`: content whose own state changed its size (a row
      // revealed, text expanded) is laid out again here, but nothing tells the presentation
      // controller. Publishing the new size as `preferredContentSize` does, through UIKit's
      // `preferredContentSizeDidChange(forChildContentContainer:)`, as iOS 16 does on its own.
      let fitting = sizeThatFits(in: lastMeasurement.available)
      guard fitting != lastMeasurement.fitting else { return }
      self.lastMeasurement = (lastMeasurement.available, fitting)
      preferredContentSize = fitting
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      onDisappear?()
    }

    override func accessibilityPerformEscape() -> Bool {
      // The 17.4 SDK declares this override point nonisolated; UIKit calls it on the main thread.
      let handler = onAccessibilityEscape
      return MainActor.assumeIsolated { handler?() ?? false }
    }

    func fittingSize(in available: CGSize) -> CGSize {
      let fitting = sizeThatFits(in: available)
      lastMeasurement = (available, fitting)
      return fitting
    }

    private func applyBackground() {
      guard isViewLoaded else { return }
      HostSurfaceView.apply(surface, to: view)
    }
  }
#endif
