#if os(iOS)
  import SwiftUI
  import UIKit
  import VeilCore
  import VeilDecisions

  /// One toast of a ``ToastCenter``: what the app gave for it, and, once the queue shows it,
  /// the driver that presents it through Veil's machinery (its own pass-through window, drag,
  /// events, announcement), as any modal in that style.
  @MainActor
  final class PresentedToast {
    /// The queue's record of the request.
    var toast: ToastQueue<ToastID>.Toast
    let style: ModalStyle
    /// What it shows.
    var content: ToastContent
    /// Called once, when the request ends.
    var onEnd: ((ToastDeparture) -> Void)?
    /// The driver, while the toast is shown.
    private(set) var driver: ModalDriver?
    /// The presented controller, while the toast is shown.
    private(set) weak var controller: UIViewController?
    /// Whether the driver has begun to present it (it made the controller): from then on its
    /// departure is reported by a `didDismiss`.
    private var hasBegunPresenting = false
    /// Hears its departure.
    private var onLeft: ((DismissReason) -> Void)?

    init(
      toast: ToastQueue<ToastID>.Toast, style: ModalStyle,
      content: ToastContent, onEnd: ((ToastDeparture) -> Void)?
    ) {
      self.toast = toast
      self.style = style
      self.content = content
      self.onEnd = onEnd
    }

    /// The presentation controller placing it, once presented.
    var presentation: ModalPresentationController? {
      controller?.presentationController as? ModalPresentationController
    }

    /// Presents it from `anchor`'s window; `onLeft` hears the reason once it has left the
    /// screen, `onPresented` once it is in place.
    func present(
      from anchor: UIViewController, onPresented: @escaping () -> Void,
      onLeft: @escaping (DismissReason) -> Void
    ) {
      let driver = ModalDriver(anchor: anchor, style: style) { _ in UIViewController() }
      driver.makeController = { [weak self, weak driver] _ in
        guard let self, let driver else { return UIViewController() }
        let controller = self.content.makeController(store: driver.context, style: self.style)
        self.controller = controller
        self.hasBegunPresenting = true
        return controller
      }
      driver.onGone = { [weak driver] in driver?.invalidate() }
      driver.onEvent = { [weak driver] event in
        switch event {
        case .didPresent: onPresented()
        case .didDismiss(let reason) where driver?.isDeliveringDeparture == true: onLeft(reason)
        default: break
        }
      }
      self.driver = driver
      self.onLeft = onLeft
      driver.bindingChanged(.flag)
    }

    /// Shows `content` in place of what the toast on screen shows: SwiftUI content replaces the
    /// hosted view; a UIKit controller cannot be swapped while presented, and stays. Either way
    /// the toast is announced again and its auto-dismiss clock starts over, as the app asked
    /// for it anew.
    func replaceContent(with content: ToastContent) {
      self.content = content
      guard let driver else { return }
      if case .swiftUI(let view) = content,
        let host = controller as? ModalHostingController<ToastRoot<AnyView>>
      {
        host.rootView = ToastRoot(content: view, store: driver.context)
        driver.contentDidChange()
      }
      driver.contentWasReplaced()
    }

    /// Asks the toast on screen to leave, as the app's dismissal does. A toast whose
    /// presentation has not begun (it waits for a transition of its window to end) is called off
    /// without any event, so its departure is reported here, on the next turn.
    func dismiss() {
      guard let driver else { return }
      driver.requestDismissal()
      guard !hasBegunPresenting else { return }
      driver.invalidate()
      self.driver = nil
      let onLeft = onLeft
      Task { @MainActor in onLeft?(.programmatic) }
    }
  }

  /// What a toast shows: SwiftUI content, or a UIKit controller.
  @MainActor
  enum ToastContent {
    case swiftUI(AnyView)
    case controller(UIViewController)

    func makeController(store: ModalContextStore, style: ModalStyle) -> UIViewController {
      switch self {
      case .controller(let controller):
        return controller
      case .swiftUI(let view):
        let host = ModalHostingController(
          rootView: ToastRoot(content: view, store: store),
          surface: style.hostSurface(systemDrawsSheetSurface: SystemSheetSurface.isDrawnHere))
        host.statusBarText = style.statusBarText
        return host
      }
    }
  }

  /// The content of a toast shown from SwiftUI content: the content with its modal context.
  @MainActor
  struct ToastRoot<Content: View>: View {
    let content: Content
    @ObservedObject var store: ModalContextStore

    var body: some View {
      content.environment(\.modal, store.context)
    }
  }
#endif
