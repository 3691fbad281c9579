#if os(iOS)
  import SwiftUI
  import UIKit
  import VeilCore
  import VeilDecisions

  /// Owns one SwiftUI modal's driver and builds its content.
  @MainActor
  final class ModalAnchorCoordinator<Item, Content: View> {
    private var driver: ModalDriver?
    private var style: ModalStyle
    private var latest: ModalAnchor<Item, Content>?
    private var environment = EnvironmentValues()

    /// Item ids need not be `Sendable`, so each new id gets a number, and the machine sees the
    /// number; the latest item and the one on screen are kept (VeilCore decides both).
    private var numbering = IdentityNumbering<AnyHashable, Item>()
    private weak var host: ModalHostingController<ModalRoot<Content>>?
    /// Which reading of the binding feeds the driver, the anchor's or the one made while the
    /// anchor is out of its window (S5).
    private var feeds = BindingFeeds()
    /// Reads the binding once per main run-loop turn while the anchor is out of its window.
    /// Created and invalidated on the main thread; read by `deinit` to invalidate it.
    nonisolated(unsafe) private var offWindowReader: CFRunLoopObserver?

    init(style: ModalStyle) {
      self.style = style
    }

    deinit {
      offWindowReader.map(CFRunLoopObserverInvalidate)
    }

    func attach(to anchor: AnchorViewController) {
      let driver = ModalDriver(anchor: anchor, style: style) { [weak self] identity in
        // The driver outlives its coordinator only while it dismisses, when it builds nothing.
        self?.makeController(for: identity) ?? UIViewController()
      }
      driver.onEvent = { [weak self] event in self?.handle(event) }
      anchor.onWindowChange = { [weak driver, weak self] inWindow in
        // SwiftUI moves the anchor in and out of windows while it updates its views, when
        // neither presenting nor publishing state is allowed: the driver looks a moment later,
        // at whatever window the anchor is in by then.
        DispatchQueue.main.async { driver?.anchorWindowDidChange() }
        self?.readsBindingEachTurn(!inWindow)
      }
      self.driver = driver
    }

    func update(with anchor: ModalAnchor<Item, Content>, environment: EnvironmentValues) {
      latest = anchor
      style = anchor.style
      self.environment = environment
      guard let driver else { return }
      driver.style = anchor.style
      driver.writeBindingBack = anchor.writeBindingBack
      driver.sheetDetents = anchor.sheetDetents
      ModalStackHost.swiftUI(.updateBegan)
      defer { ModalStackHost.swiftUI(.updateEnded) }
      carryOut(feeds.handle(.anchorRead(identity(for: anchor))))
      if let asked = anchor.askedSheetDetent { driver.sheetDetentAsked(asked) }
      refreshHost()
    }

    /// While the anchor is out of its window (a `.fullScreen` modal removed the presenting view)
    /// SwiftUI may not update it, so the app's `isPresented = false` from a timer or a network
    /// answer would not arrive (S5). Meanwhile the binding is read after every turn of the main
    /// run loop that did any work (an observer before the run loop waits), which is where the
    /// app's callbacks run; an idle run loop reads nothing. A binding of an `ObservableObject`
    /// changes only its observers, so the content's own updates would not tell either.
    private func readsBindingEachTurn(_ reads: Bool) {
      if !reads {
        offWindowReader.map(CFRunLoopObserverInvalidate)
        offWindowReader = nil
        return
      }
      guard offWindowReader == nil else { return }
      let reader = CFRunLoopObserverCreateWithHandler(
        nil, CFRunLoopActivity.beforeWaiting.rawValue, true, 0
      ) { [weak self] _, _ in
        MainActor.assumeIsolated { self?.readBindingOffWindow() }
      }
      CFRunLoopAddObserver(CFRunLoopGetMain(), reader, .commonModes)
      offWindowReader = reader
    }

    private func readBindingOffWindow() {
      guard let presence = latest?.presence else { return }
      carryOut(feeds.handle(.offWindowRead(isPresented: presence.wrappedValue)))
    }

    private func carryOut(_ commands: [BindingFeeds.Command]) {
      for command in commands {
        switch command {
        case .feed(let identity): driver?.bindingChanged(identity)
        }
      }
    }

    func invalidate() {
      readsBindingEachTurn(false)
      ModalStackHost.swiftUI(.dismantleBegan)
      defer { ModalStackHost.swiftUI(.dismantleEnded) }
      driver?.invalidate()
    }

    /// The identity the binding asks for: a number that changes whenever the item's id does.
    private func identity(for anchor: ModalAnchor<Item, Content>) -> ModalIdentity? {
      numbering.identity(for: anchor.item, id: anchor.itemID)
    }

    private func root(for item: Item) -> ModalRoot<Content>? {
      guard let anchor = latest, let driver else { return nil }
      return ModalRoot(
        content: anchor.content(item), presenting: environment, store: driver.context)
    }

    private func makeController(for identity: ModalIdentity) -> UIViewController {
      // The numbering keeps the item of every identity the machine can present.
      guard let item = numbering.show(identity), let root = root(for: item) else {
        return UIViewController()
      }
      let host = ModalHostingController(
        rootView: root,
        surface: style.hostSurface(systemDrawsSheetSurface: SystemSheetSurface.isDrawnHere))
      host.statusBarText = style.statusBarText
      host.onAccessibilityEscape = { [weak driver] in driver?.accessibilityEscape() ?? false }
      host.onDisappear = { [weak driver, weak host] in
        // A modal UIKit took away with a controller below it (a sheet dismissed under it)
        // reports no transition of its own; its host disappearing out of any presentation
        // tells. The driver looks on the next turn whether it is still presented.
        guard let driver, let host else { return }
        driver.controllerDidDisappear(host)
      }
      applyAppearance(to: host)
      self.host = host
      return host
    }

    /// Shows the presenting view's latest state in the presented content. Only what changed is
    /// set: the root view always (SwiftUI diffs it), the background and appearance when they
    /// differ, so an update does not restyle UIKit views for nothing.
    private func refreshHost() {
      guard let host else {
        numbering.forgetShown()
        return
      }
      guard let item = numbering.shownItem, let root = root(for: item) else { return }
      host.rootView = root
      let surface = style.hostSurface(systemDrawsSheetSurface: SystemSheetSurface.isDrawnHere)
      if host.surface != surface {
        host.surface = surface
      }
      if host.statusBarText != style.statusBarText {
        host.statusBarText = style.statusBarText
      }
      applyAppearance(to: host)
      driver?.contentDidChange()
    }

    /// UIKit parts of the modal (a sheet's chrome, blur materials) follow the colour scheme the
    /// content receives; the host's own override says what was set last.
    private func applyAppearance(to host: UIViewController) {
      let wanted: UIUserInterfaceStyle = environment.colorScheme == .dark ? .dark : .light
      guard wanted != host.overrideUserInterfaceStyle else { return }
      host.overrideUserInterfaceStyle = wanted
    }

    private func handle(_ event: ModalEvent) {
      latest?.onEvent?(event)
      environment.modalEventHandlers(event)
      if driver?.isDeliveringDeparture == true { latest?.onDismiss?() }
    }
  }
#endif
