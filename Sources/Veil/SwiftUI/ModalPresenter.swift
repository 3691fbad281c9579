#if os(iOS)
  import SwiftUI
  import UIKit
  import VeilCore
  import VeilDecisions

  /// Presents and dismisses a window's Veil modals from code: from a button's action, a model
  /// object or a coordinator, with no `.modal` binding.
  ///
  /// SwiftUI views read one from the environment; UIKit reads one from a controller or a window;
  /// a model object keeps the one it was handed:
  ///
  /// ```swift
  /// struct InboxView: View {
  ///   @Environment(\.modalPresenter) private var presenter
  ///
  ///   var body: some View {
  ///     Button("Compose") {
  ///       presenter.present(style: .card) { ComposeView() }
  ///     }
  ///   }
  /// }
  ///
  /// // Elsewhere: sign-out closes everything, whichever screen opened it.
  /// presenter.dismissAll()
  /// ```
  ///
  /// **Which window.** A presenter made with ``init(window:)``, or read from
  /// `UIViewController.modalPresenter`, works in that window. The environment's presenter, and
  /// ``keyWindow``, work in the key window of the foreground scene at the moment of each call
  /// (the window the user touches); a pass-through modal's own window (a toast's) counts as the
  /// window it was presented from.
  ///
  /// **Dismissing several modals.** ``dismissAll(animated:includingPassThrough:)``,
  /// ``dismiss(downTo:animated:)-(PresentedModal,_)`` and ``dismiss(count:animated:)`` take the modals from the
  /// top down, one UIKit transition at a time: the modals above the lowest one that goes leave
  /// first, without animation, with ``/VeilCore/DismissReason/parentDismissed``; the lowest
  /// leaves last, animated, with ``/VeilCore/DismissReason/programmatic``. So the user sees one
  /// animation, as with UIKit's `dismiss(animated:)` on a presenter, where "only the top-most
  /// view is dismissed in an animated fashion". Each modal's `willDismiss` and `didDismiss`
  /// arrive once, in that order, top first, and the binding of a modal opened with `.modal` is
  /// set to `false` or `nil` once. A modal still presenting turns around; a modal held by a
  /// drag goes too. The modals Veil presents from other windows (another scene) are not touched.
  @MainActor
  public struct ModalPresenter: Sendable {
    /// The window a presenter works in, looked up at each call.
    private let window: @MainActor @Sendable () -> UIWindow?

    private init(window: @escaping @MainActor @Sendable () -> UIWindow?) {
      self.window = window
    }

    /// A presenter that works in `window`, held weakly: once the window has gone, it presents
    /// and dismisses nothing.
    ///
    /// - Parameter window: The window whose modals it presents and dismisses.
    public init(window: UIWindow) {
      let reference = WeakWindow(window)
      self.init { reference.window }
    }

    /// A presenter that works in the key window of the foreground scene, looked up at each
    /// call: `@Environment(\.modalPresenter)`'s value.
    public nonisolated static let keyWindow = ModalPresenter(keyWindowLookup: ())

    private nonisolated init(keyWindowLookup: Void) {
      window = { PresenterWindow.keyWindow() }
    }

    /// A presenter that works in the window of `viewController`'s view at each call.
    init(viewController: UIViewController) {
      let reference = WeakController(viewController)
      self.init { reference.controller?.viewIfLoaded?.window }
    }

    // MARK: - Presenting

    /// Presents SwiftUI content as a Veil modal, over whatever the window shows.
    ///
    /// The modal goes over the topmost controller of the window that is not being dismissed,
    /// through the window's stack as any Veil modal: if a transition runs, it waits its turn.
    /// Its content reads `@Environment(\.modal)` as in a `.modal`, and `modal.dismiss()`
    /// closes it. It gets the window's environment (its colour scheme, text size, layout
    /// direction), not the calling view's: pass what it needs with `.environment` or as values.
    ///
    /// ```swift
    /// let compose = presenter.present(style: .sheet) { ComposeView() }
    /// // Later, from anywhere:
    /// compose.dismiss()
    /// ```
    ///
    /// With no window (the app has no foreground scene, or the presenter's window has gone)
    /// nothing is presented, a debug build says so in the console, and the handle returned
    /// reads ``PresentedModal/isPresented`` `false`.
    ///
    /// - Parameters:
    ///   - style: How it looks and moves.
    ///   - animated: Whether to animate its presentation and the dismissals Veil starts.
    ///   - onEvent: Called on the main actor with each lifecycle event, once each, in order.
    ///   - content: The content.
    /// - Returns: The modal, to dismiss it or to dismiss down to it later.
    @discardableResult
    public func present<Content: View>(
      style: ModalStyle,
      animated: Bool = true,
      onEvent: ((ModalEvent) -> Void)? = nil,
      @ViewBuilder content: () -> Content
    ) -> PresentedModal {
      let content = content()
      let host = ModalHostingController(
        rootView: PresentedModalRoot(content: content, store: ModalContextStore()),
        surface: style.hostSurface(systemDrawsSheetSurface: SystemSheetSurface.isDrawnHere))
      host.statusBarText = style.statusBarText
      let modal = present(host, style: style, animated: animated, onEvent: onEvent) { driver in
        // The content reads the modal's own context, and hears its events, from the start.
        host.rootView = PresentedModalRoot(content: content, store: driver.context)
        host.onAccessibilityEscape = { [weak driver] in driver?.accessibilityEscape() ?? false }
        host.onDisappear = { [weak driver, weak host] in
          guard let driver, let host else { return }
          driver.controllerDidDisappear(host)
        }
      }
      return modal
    }

    /// Presents a view controller as a Veil modal, over whatever the window shows: as
    /// `UIViewController.present(_:style:animated:onEvent:completion:)` from the window's root
    /// (under a full-screen cover, from the topmost controller still in the window), with a
    /// handle to dismiss it later.
    ///
    /// - Parameters:
    ///   - viewController: The controller to present; it must not be presented already.
    ///   - style: How it looks and moves.
    ///   - animated: Whether to animate its presentation and the dismissals Veil starts.
    ///   - onEvent: Called on the main actor with each lifecycle event, once each, in order.
    /// - Returns: The modal, to dismiss it or to dismiss down to it later.
    @discardableResult
    public func present(
      _ viewController: UIViewController,
      style: ModalStyle,
      animated: Bool = true,
      onEvent: ((ModalEvent) -> Void)? = nil
    ) -> PresentedModal {
      present(viewController, style: style, animated: animated, onEvent: onEvent) { _ in }
    }

    private func present(
      _ viewController: UIViewController, style: ModalStyle, animated: Bool,
      onEvent: ((ModalEvent) -> Void)?, configure: (ModalDriver) -> Void
    ) -> PresentedModal {
      guard let root = window()?.modalAnchorController else {
        RuntimeWarning.presenterWithoutWindow.report()
        return PresentedModal(driver: nil)
      }
      let driver = root.presentModal(
        viewController, style: style, animated: animated, onEvent: onEvent, completion: nil,
        configure: configure)
      return PresentedModal(driver: driver)
    }

    // MARK: - Dismissing

    /// Dismisses every Veil modal of the window, top first, and calls off those waiting to be
    /// presented (their bindings are set back, with no event: they never came up).
    ///
    /// - Parameters:
    ///   - animated: Whether the last dismissal (the lowest modal's) animates; the others never
    ///     do.
    ///   - includingPassThrough: Whether modals that let touches through to the screen (toasts,
    ///     banners: each in a window of its own) go too. Then the scene's ``ToastCenter`` is
    ///     emptied first (``ToastCenter/hideAll()``), so that the toasts waiting their turn do
    ///     not come up as soon as those on screen have gone.
    public func dismissAll(animated: Bool = true, includingPassThrough: Bool = true) {
      if includingPassThrough, let scene = window()?.windowScene {
        scene.toastCenter.hideAll()
      }
      host?.dismiss(.all(includingOwnWindows: includingPassThrough), animated: animated)
    }

    /// Dismisses every modal above `modal`, top first; `modal` stays. Nothing happens when it
    /// is not on screen (or is leaving already).
    ///
    /// - Parameters:
    ///   - modal: The modal to come back to.
    ///   - animated: Whether the last dismissal (the one just above `modal`) animates.
    public func dismiss(downTo modal: PresentedModal, animated: Bool = true) {
      modal.dismissAbove(animated: animated)
    }

    /// Dismisses every modal above the UIKit-API modal that presents `viewController`
    /// (presented with `present(_:style:)` or ``present(_:style:animated:onEvent:)-(_,ModalStyle,_,_)``);
    /// it stays. Nothing happens when no Veil modal of this window presents it.
    ///
    /// - Parameters:
    ///   - viewController: The presented controller to come back to.
    ///   - animated: Whether the last dismissal animates.
    public func dismiss(downTo viewController: UIViewController, animated: Bool = true) {
      host?.driver(presenting: viewController)?.dismissAbove(animated: animated)
    }

    /// Dismisses the top `count` modals of the window, top first.
    ///
    /// Pass-through modals (toasts, banners), which stand in windows of their own, are not
    /// counted. A `count` of 0 or less dismisses nothing; more than there are dismisses them
    /// all.
    ///
    /// - Parameters:
    ///   - count: How many modals go.
    ///   - animated: Whether the last dismissal (the lowest modal's) animates.
    public func dismiss(count: Int, animated: Bool = true) {
      host?.dismiss(.top(count: count), animated: animated)
    }

    /// The stack of the window, if there is a window.
    private var host: ModalStackHost? {
      window().map(ModalStackHost.host(for:))
    }
  }

  /// A window held weakly, for a presenter that must not keep it.
  @MainActor
  private final class WeakWindow: Sendable {
    weak var window: UIWindow?
    init(_ window: UIWindow) { self.window = window }
  }

  /// A controller held weakly, for a presenter that must not keep it.
  @MainActor
  private final class WeakController: Sendable {
    weak var controller: UIViewController?
    init(_ controller: UIViewController) { self.controller = controller }
  }
#endif
