#if os(iOS)
  import UIKit
  import VeilCore

  extension ModalDriver {
    /// Whether anything reads this modal's transition progress, so that a transition samples it
    /// on every display refresh: SwiftUI content that has read `ModalContext/transitionProgress`
    /// (its first body, made before the presentation, reads it), or a
    /// UIKit-API controller that adopts ``ModalTransitionProgressObserving``.
    var readsTransitionProgress: Bool {
      // SwiftUI content shown through `ModalPresenter` is a UIKit-API controller too, and reads
      // the driver's context.
      existingController is ModalTransitionProgressObserving || context.progressReadMark.isRead
    }

    /// Publishes the transition's progress (clamped to 0…1) to the content, through the
    /// delivery queue that carries the modal's events, so that it never changes while SwiftUI
    /// updates and always arrives after the event that came before it.
    func transitionProgressChanged(_ progress: Double) {
      let value = progress.unitClamped
      let observed = existingController
      ModalStackHost.deliver { [context] in
        context.update(transitionProgress: value)
        if let observed, let observer = observed as? ModalTransitionProgressObserving {
          observer.modalViewController(observed, didUpdateTransitionProgress: value)
        }
      }
    }
  }
#endif
