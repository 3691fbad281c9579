#if os(iOS)
  import UIKit
  import VeilCore
  import VeilDecisions

  extension ModalDriver {
    /// Dismisses the modals above this one in its chain, top first; this one stays.
    func dismissAbove(animated: Bool) {
      host?.dismiss(.above(key), animated: animated)
    }

    /// The "binding" of a modal that has none (UIKit's API, `ModalPresenter`) is written back:
    /// if the modal is off screen with no transition, it was called off before it came up
    /// (`dismissAll` over a modal waiting for its turn, its handle's `dismiss()`), and no
    /// `didDismiss` will come to let it go; it is forgotten now, with its controller. On screen,
    /// its departure does that.
    func forgetIfCalledOff() {
      guard let machine = host?.machine(for: key) else { return invalidate() }
      guard machine.phase == .dismissed, !machine.isTransitionRunning else { return }
      invalidate()
    }
  }
#endif
