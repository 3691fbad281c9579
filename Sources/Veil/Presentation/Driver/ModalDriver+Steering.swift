#if os(iOS)
  import UIKit
  import VeilCore
  import VeilDecisions

  extension ModalDriver {
    /// Dismisses the modals above this one in its chain, top first; this one stays.
    func dismissAbove(animated: Bool) {
      host?.dismiss(.above(key), animated: animated)
    }
  }
#endif
