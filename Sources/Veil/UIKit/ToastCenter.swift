#if os(iOS)
  import SwiftUI
  import UIKit
  import VeilCore
  import VeilDecisions

  /// The toasts of one window scene: one queue (VeilCore's ``/VeilCore/ToastQueue``) that
  /// decides which toasts show, which wait and in what order, and shows each through Veil's
  /// modal machinery, in a window of its own above the app's.
  ///
  /// Reach a scene's center from SwiftUI with `@Environment(\.toasts)`, from UIKit with
  /// ``UIKit/UIWindowScene/toastCenter`` or ``UIKit/UIViewController/toastCenter``:
  ///
  /// ```swift
  /// @Environment(\.toasts) private var toasts
  ///
  /// Button("Save") {
  ///   save()
  ///   toasts.show(id: "saved", arrival: .stacks) { Label("Saved", systemImage: "checkmark") }
  /// }
  /// ```
  ///
  /// Every toast is a modal in its style (``/VeilCore/ModalStyle/toast`` by default): its drag,
  /// its events, its announcement and an auto-dismissal in the style work as for any modal.
  /// Toasts that ``/VeilCore/ToastArrival/stacks`` stand together, newest nearest the edge, each
  /// older one moved away from the edge by the newer ones (``/VeilCore/ToastStackLayout``),
  /// and the others close the gap when one leaves. The queue's rules (priority, duplicates, the
  /// most on screen) are ``/VeilCore/ToastQueue``'s.
  @MainActor
  public final class ToastCenter {
    /// The scene the toasts are shown in.
    public private(set) weak var scene: UIWindowScene?

    /// Where stacked toasts stand and how they move; a change applies at the next move.
    public var layout = ToastStackLayout()

    /// The most toasts on screen at once, at least 1
    /// (``/VeilCore/ToastQueue/defaultMaximumOnScreen`` by default). A change applies once no
    /// toast shows or waits.
    public var maximumOnScreen: Int {
      get { pendingMaximum ?? queue.maximumOnScreen }
      set { pendingMaximum = ToastQueue<ToastID>(maximumOnScreen: newValue).maximumOnScreen }
    }

    /// The identifiers of the toasts on screen, oldest first (leaving ones included).
    public var onScreen: [ToastID] { queue.onScreen.map(\.id) }

    /// The identifiers of the waiting toasts, in the order they will be shown.
    public var waiting: [ToastID] { queue.waiting.map(\.id) }

    private var queue = ToastQueue<ToastID>()
    private var pendingMaximum: Int?
    /// The requests that have not ended, by ticket.
    private var requests: [UInt64: PresentedToast] = [:]
    /// The toasts on screen, by identifier.
    private var shown: [ToastID: PresentedToast] = [:]

    private init(scene: UIWindowScene?) {
      self.scene = scene
    }

    private static var centers: [ObjectIdentifier: ToastCenter] = [:]

    /// The center of `scene`: one per scene, made on first use.
    ///
    /// - Parameter scene: The window scene.
    /// - Returns: Its center.
    public static func center(for scene: UIWindowScene) -> ToastCenter {
      // Centers of scenes that have gone are dropped as new ones are made.
      centers = centers.filter { $0.value.scene != nil }
      if let center = centers[ObjectIdentifier(scene)] { return center }
      let center = ToastCenter(scene: scene)
      centers[ObjectIdentifier(scene)] = center
      return center
    }

    /// The center of the scene the user is in: the foreground-active window scene, else the
    /// first connected one. With no window scene at all (an app extension, a test without a
    /// host), a center whose toasts end at once as they are shown.
    public static var activeScene: ToastCenter {
      let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
      guard
        let scene = scenes.first(where: { $0.activationState == .foregroundActive })
          ?? scenes.first
      else { return detached }
      return center(for: scene)
    }

    private static let detached = ToastCenter(scene: nil)

    // MARK: - Showing

    /// The style toasts are shown in unless the app gives one: ``/VeilCore/ModalStyle/toast``
    /// leaving by itself after 3 seconds (``/VeilCore/ModalStyle/autoDismiss(after:)``, held
    /// while a finger or VoiceOver is on it), so that a toast waiting its turn is not kept
    /// waiting for ever behind one the user never swipes away. 3 seconds is a choice, not a
    /// measurement: long enough to read a short line; give a style of your own for longer text.
    nonisolated public static let defaultStyle = ModalStyle.toast.autoDismiss(after: 3)

    /// Shows a toast with SwiftUI content, now or when its turn comes.
    ///
    /// ```swift
    /// toasts.show(id: "offline", priority: .high) { OfflineBanner() }
    /// ```
    ///
    /// The content reads its modal context (`@Environment(\.modal)`), as a modal's does; it is
    /// made when the toast is shown and keeps its own state (observe a model for changes).
    ///
    /// - Parameters:
    ///   - id: The toast's identifier, for ``hide(id:)`` and de-duplication; a new one by
    ///     default.
    ///   - style: How it looks and moves; ``ToastCenter/defaultStyle`` (a toast that leaves
    ///     after 3 s) by default.
    ///   - priority: How urgent it is.
    ///   - arrival: Whether it waits its turn or stacks with the toasts on screen.
    ///   - duplicates: What to do when a toast with this identifier shows or waits.
    ///   - onEnd: Called once when the request ends, shown or not, with why.
    ///   - content: The toast's content.
    /// - Returns: The toast's identifier.
    @discardableResult
    public func show<Content: View>(
      id: ToastID = .unique(),
      style: ModalStyle = ToastCenter.defaultStyle,
      priority: ToastPriority = .normal,
      arrival: ToastArrival = .waits,
      duplicates: ToastDuplicatePolicy = .ignore,
      onEnd: ((ToastDeparture) -> Void)? = nil,
      @ViewBuilder content: () -> Content
    ) -> ToastID {
      enqueue(
        .swiftUI(AnyView(content())), id: id, style: style, priority: priority,
        arrival: arrival, duplicates: duplicates, onEnd: onEnd)
    }

    /// Shows a UIKit controller as a toast, now or when its turn comes. Otherwise as
    /// ``show(id:style:priority:arrival:duplicates:onEnd:content:)``; a duplicate that replaces
    /// it on screen leaves this controller in place (a presented controller cannot be swapped).
    ///
    /// ```swift
    /// toastCenter.show(BannerViewController(text: "Saved"), id: "saved")
    /// ```
    ///
    /// - Parameters:
    ///   - viewController: The controller to show; it must not be presented already.
    ///   - id: The toast's identifier; a new one by default.
    ///   - style: How it looks and moves; ``ToastCenter/defaultStyle`` (a toast that leaves
    ///     after 3 s) by default.
    ///   - priority: How urgent it is.
    ///   - arrival: Whether it waits its turn or stacks with the toasts on screen.
    ///   - duplicates: What to do when a toast with this identifier shows or waits.
    ///   - onEnd: Called once when the request ends, shown or not, with why.
    /// - Returns: The toast's identifier.
    @discardableResult
    public func show(
      _ viewController: UIViewController,
      id: ToastID = .unique(),
      style: ModalStyle = ToastCenter.defaultStyle,
      priority: ToastPriority = .normal,
      arrival: ToastArrival = .waits,
      duplicates: ToastDuplicatePolicy = .ignore,
      onEnd: ((ToastDeparture) -> Void)? = nil
    ) -> ToastID {
      enqueue(
        .controller(viewController), id: id, style: style, priority: priority,
        arrival: arrival, duplicates: duplicates, onEnd: onEnd)
    }

    /// Hides the toast with this identifier: dismissed if it is on screen, dropped if it waits
    /// (``/VeilCore/ToastDeparture/hiddenWhileWaiting``).
    ///
    /// - Parameter id: The toast's identifier; an unknown one is ignored.
    public func hide(id: ToastID) {
      play(queue.hide(id: id))
    }

    /// Hides every toast: those waiting are dropped, those on screen dismissed, newest first.
    public func hideAll() {
      play(queue.hideAll())
    }

    // MARK: - Playing the queue's effects

    func enqueue(
      _ content: ToastContent, id: ToastID, style: ModalStyle, priority: ToastPriority,
      arrival: ToastArrival, duplicates: ToastDuplicatePolicy,
      onEnd: ((ToastDeparture) -> Void)?
    ) -> ToastID {
      if let maximum = pendingMaximum, queue.onScreen.isEmpty, queue.waiting.isEmpty {
        queue = ToastQueue(maximumOnScreen: maximum)
        pendingMaximum = nil
      }
      // The queue numbers the request; the toast is known before its effects are played.
      let enqueued = queue.enqueue(
        id: id, priority: priority, arrival: arrival, duplicates: duplicates)
      requests[enqueued.toast.ticket] = PresentedToast(
        toast: enqueued.toast, style: style, content: content, onEnd: onEnd)
      play(enqueued.effects)
      return id
    }

    private func play(_ effects: [ToastQueue<ToastID>.Effect]) {
      for effect in effects {
        switch effect {
        case .show(let toast):
          if let item = requests[toast.ticket] { present(item) }
        case .update(let toast):
          guard let item = shown[toast.id], let new = requests[toast.ticket] else { continue }
          item.toast = toast
          item.onEnd = new.onEnd
          item.replaceContent(with: new.content)
          requests[toast.ticket] = item
        case .dismiss(let toast, _):
          shown[toast.id]?.dismiss()
        case .finish(let toast, let departure):
          guard let item = requests.removeValue(forKey: toast.ticket) else { continue }
          let onEnd = item.onEnd
          item.onEnd = nil
          // Delivered as the modals' bindings are: after any SwiftUI update under way, in order.
          ModalStackHost.deliver { onEnd?(departure) }
        }
      }
      restack()
    }

    private func present(_ item: PresentedToast) {
      let id = item.toast.id
      guard let anchor = anchorController() else {
        // No window to show it in: it leaves at once, so that nothing waits for it forever.
        play(queue.didDismiss(id: id, reason: .programmatic))
        return
      }
      shown[id] = item
      item.present(
        from: anchor,
        onPresented: { [weak self, weak item] in
          // A toast that grows, shrinks or turns with the device moves the others aside again.
          item?.presentation?.onLayoutChange = { self?.scheduleRestack() }
          self?.restack()
        },
        onLeft: { [weak self, weak item] reason in
          guard let self, let item, self.shown[id] === item else { return }
          self.shown[id] = nil
          self.play(self.queue.didDismiss(id: id, reason: reason))
        })
    }

    /// The controller of the scene's app window (not a window of Veil's own) that toasts are
    /// anchored to: its root, or the topmost presented controller still in the window.
    private func anchorController() -> UIViewController? {
      guard let scene else { return nil }
      let windows = scene.windows.filter { !($0 is PassthroughWindow) && !$0.isHidden }
      let window = windows.first(where: \.isKeyWindow) ?? windows.first
      return window?.modalAnchorController
    }

    /// Whether a ``restack()`` waits for the next turn of the main queue.
    private var restackIsScheduled = false

    /// Restacks on the next turn of the main queue, once for all the layout changes of this
    /// one (a rotation lays out every toast's window): not inside UIKit's layout pass.
    private func scheduleRestack() {
      guard !restackIsScheduled else { return }
      restackIsScheduled = true
      DispatchQueue.main.async { [weak self] in
        MainActor.assumeIsolated {
          self?.restackIsScheduled = false
          self?.restack()
        }
      }
    }

    /// Moves each stacked toast to its place (VeilDecisions' `ToastStackPlan`), animated on
    /// the layout's spring.
    private func restack() {
      let toasts = queue.onScreen.compactMap { shown[$0.id] }
      guard let area = toasts.lazy.compactMap({ $0.presentation?.containerView }).first else {
        return
      }
      let insets = ToastStackPlan.insets(
        for: toasts.map { toast in
          ToastStackPlan.Toast(
            id: toast.toast.id, edge: toast.style.placement.toastStackEdge,
            height: toast.presentation.map {
              Double($0.frameOfPresentedViewInContainerView.height)
            })
        },
        available: Double(
          area.bounds.height - area.safeAreaInsets.top - area.safeAreaInsets.bottom),
        layout: layout)
      let moves = toasts.compactMap { toast -> (ModalPresentationController, Insets)? in
        guard let presentation = toast.presentation, let wanted = insets[toast.toast.id],
          presentation.stackInsets != wanted
        else { return nil }
        return (presentation, wanted)
      }
      guard !moves.isEmpty else { return }
      let spring = layout.spring
      let animator = UIViewPropertyAnimator(
        duration: spring.settlingDuration(target: 1),
        timingParameters: UISpringTimingParameters(
          mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
          initialVelocity: .zero))
      animator.addAnimations {
        for (presentation, insets) in moves { presentation.stackInsets = insets }
      }
      animator.startAnimation()
    }
  }

  extension UIWindowScene {
    /// This scene's toasts: its ``ToastCenter``.
    ///
    /// ```swift
    /// view.window?.windowScene?.toastCenter.hideAll()
    /// ```
    public var toastCenter: ToastCenter { ToastCenter.center(for: self) }
  }

  extension UIViewController {
    /// The toasts of this controller's window scene, or of the active scene while it is not in
    /// a window.
    ///
    /// ```swift
    /// toastCenter.show(id: "sent") { Text("Message sent") }
    /// ```
    ///
    /// Named `toastCenter`, not `toasts`, so that it does not clash with a controller's own
    /// property of that name.
    public var toastCenter: ToastCenter {
      viewIfLoaded?.window?.windowScene?.toastCenter ?? ToastCenter.activeScene
    }
  }
#endif
