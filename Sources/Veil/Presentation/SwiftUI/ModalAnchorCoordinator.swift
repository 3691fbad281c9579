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
    private var appearance: UIUserInterfaceStyle?

    init(style: ModalStyle) {
      self.style = style
    }

    func attach(to anchor: AnchorViewController) {
      let driver = ModalDriver(anchor: anchor, style: style) { [weak self] identity in
        // The driver outlives its coordinator only while it dismisses, when it builds nothing.
        self?.makeController(for: identity) ?? UIViewController()
      }
      driver.onEvent = { [weak self] event in self?.handle(event) }
      driver.context.dismissAction = { [weak driver] in driver?.requestDismissal() }
      driver.context.userDismissalDisabledAction = { [weak driver] disabled in
        driver?.contentDisablesUserDismissal(disabled)
      }
      anchor.onWindowChange = { [weak driver] _ in
        // SwiftUI moves the anchor in and out of windows while it updates its views, when
        // neither presenting nor publishing state is allowed: the driver looks a moment later,
        // at whatever window the anchor is in by then.
        DispatchQueue.main.async { driver?.anchorWindowDidChange() }
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
      ModalStackHost.swiftUIUpdateBegan()
      defer { ModalStackHost.swiftUIUpdateEnded() }
      driver.bindingChanged(identity(for: anchor))
      refreshHost()
    }

    func invalidate() {
      ModalStackHost.swiftUIDismantleBegan()
      defer { ModalStackHost.swiftUIDismantleEnded() }
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
      let host = ModalHostingController(rootView: root, isOpaque: style.hostPaintsBackground)
      host.onAccessibilityEscape = { [weak driver] in driver?.accessibilityEscape() ?? false }
      host.onDisappear = { [weak driver, weak host] in
        // A modal UIKit took away with a controller below it (a sheet dismissed under it)
        // reports no transition of its own; its host disappearing out of any presentation
        // tells. The driver looks on the next turn whether it is still presented.
        guard let driver, let host else { return }
        driver.controllerDidDisappear(host)
      }
      appearance = nil
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
      if host.isOpaque != style.hostPaintsBackground {
        host.isOpaque = style.hostPaintsBackground
      }
      applyAppearance(to: host)
      driver?.contentDidChange()
    }

    /// UIKit parts of the modal (a sheet's chrome, blur materials) follow the colour scheme the
    /// content receives.
    private func applyAppearance(to host: UIViewController) {
      let wanted: UIUserInterfaceStyle = environment.colorScheme == .dark ? .dark : .light
      guard wanted != appearance else { return }
      appearance = wanted
      host.overrideUserInterfaceStyle = wanted
    }

    private func handle(_ event: ModalEvent) {
      latest?.onEvent?(event)
      environment.modalEventHandlers(event)
      driver?.context.broadcast(event)
      if driver?.isDeliveringDeparture == true { latest?.onDismiss?() }
    }
  }
#endif
