#if os(iOS)
  import UIKit
  import VeilCore
  import VeilDecisions

  extension ModalDragInteraction: UIGestureRecognizerDelegate {
    /// A pan starts only along an axis the style's drag may dismiss on, so that a scroll view
    /// in the content keeps the other axis.
    nonisolated func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
      MainActor.assumeIsolated {
        guard let pan = recognizer as? UIPanGestureRecognizer else { return true }
        return DragSession.shouldBegin(
          velocity: Vector(pan.velocity(in: presentation?.containerView)),
          directions: configuration.directions)
      }
    }

    /// The pan shares the finger with a scroll view in the content, which the drag session
    /// hands the finger to and from at the scroll view's edges.
    nonisolated func gestureRecognizer(
      _ recognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool {
      MainActor.assumeIsolated {
        guard let scrollView = other.view as? UIScrollView,
          other === scrollView.panGestureRecognizer, scrollView.isDescendant(of: contentView)
        else { return false }
        if scrollHandOff.scrollView == nil,
          scrollHandOff.handsOver(with: scrollView, isRightToLeft: isRightToLeft)
        {
          scrollHandOff.track(scrollView, isRightToLeft: isRightToLeft)
        }
        return true
      }
    }
  }
#endif
