#if os(iOS)
  import UIKit
  import VeilCore
  import VeilDecisions

  /// The scroll view in a modal's content that the drag to dismiss shares the finger with.
  ///
  /// While a pan runs, it finds the innermost scroll view under the first touch that scrolls
  /// along a dismissing axis, measures it for VeilDecisions' `DragSession` (which decides when
  /// the finger passes between the scroll view and the modal), and holds it at its edge while
  /// the modal is off rest and while it springs back, so a scrolled list hands the finger over
  /// at its edge and a modal moved by the finger does not scroll its list too.
  @MainActor
  final class ScrollViewHandOff {
    /// The scroll view the pan shares the finger with, while a pan runs.
    private(set) weak var scrollView: UIScrollView?
    /// The scroll view as the last pan event left it, for the next event's decision.
    private(set) var edgesBeforeMovement: DragSession.ScrollEdges?

    /// The content the scroll views are looked for in.
    private let contentView: UIView
    /// The directions the drag dismisses towards.
    private let directions: DragToDismiss.Directions
    private var observation: NSKeyValueObservation?
    /// Where the scroll view is held while the modal is off rest.
    private var heldOffset: CGPoint?

    init(in contentView: UIView, directions: DragToDismiss.Directions) {
      self.contentView = contentView
      self.directions = directions
    }

    /// The scroll view as VeilDecisions measures it now; `nil` when no scroll view is tracked.
    func edges(isRightToLeft: Bool) -> DragSession.ScrollEdges? {
      scrollView.map { DragSession.ScrollEdges($0, isRightToLeft: isRightToLeft) }
    }

    /// Keeps the scroll view as it is now for the next event's decision.
    func noteEdges(isRightToLeft: Bool) {
      edgesBeforeMovement = edges(isRightToLeft: isRightToLeft)
    }

    /// Finds the innermost scroll view under the pan's first touch that scrolls along a
    /// dismissing axis; one the recognizer delegate was told of stays if the touch is inside it.
    func track(scrollViewUnder recognizer: UIPanGestureRecognizer, isRightToLeft: Bool) {
      var view = contentView.hitTest(recognizer.location(in: contentView), with: nil)
      while let current = view, current !== contentView {
        if let scrollView = current as? UIScrollView,
          handsOver(with: scrollView, isRightToLeft: isRightToLeft)
        {
          return track(scrollView, isRightToLeft: isRightToLeft)
        }
        view = current.superview
      }
      if let scrollView, scrollView.bounds.contains(recognizer.location(in: scrollView)) {
        return
      }
      stop()
    }

    /// Whether the drag hands the finger to and from `scrollView`: it scrolls along an axis the
    /// drag dismisses on.
    func handsOver(with scrollView: UIScrollView, isRightToLeft: Bool) -> Bool {
      guard scrollView.isScrollEnabled else { return false }
      return DragSession.ScrollEdges(scrollView, isRightToLeft: isRightToLeft)
        .scrolls(alongAxesOf: directions)
    }

    /// Shares the finger with `scrollView` from now on.
    func track(_ scrollView: UIScrollView, isRightToLeft: Bool) {
      guard scrollView !== self.scrollView else { return }
      stop()
      self.scrollView = scrollView
      noteEdges(isRightToLeft: isRightToLeft)
      observation = scrollView.observe(\.contentOffset) { [weak self] _, _ in
        MainActor.assumeIsolated { self?.keepHeld() }
      }
    }

    /// Lets go of the scroll view: it scrolls freely.
    func stop() {
      observation?.invalidate()
      observation = nil
      scrollView = nil
      heldOffset = nil
      edgesBeforeMovement = nil
    }

    /// Holds the scroll view at its edge while the modal is off rest, or lets it go.
    func hold(_ holds: Bool) {
      guard holds, let scrollView else {
        heldOffset = nil
        return
      }
      if heldOffset == nil {
        heldOffset = CGPoint(
          DragSession.ScrollEdges.heldOffset(
            contentOffset: Vector(scrollView.contentOffset),
            contentSize: Size(scrollView.contentSize), viewport: Size(scrollView.bounds.size),
            inset: Insets(scrollView.adjustedContentInset)))
      }
      keepHeld()
    }

    /// Puts a held scroll view back where it is held: the scroll view moves with the finger
    /// too, and its movement is undone as soon as it happens. A scroll view that decelerates
    /// (the finger lifted while the modal springs back) is stopped too
    /// (`setContentOffset(_:animated: false)` ends its deceleration), so that it does not
    /// glide on once the hold ends.
    private func keepHeld() {
      guard let scrollView, let held = heldOffset, scrollView.contentOffset != held else {
        return
      }
      if scrollView.isDecelerating {
        scrollView.setContentOffset(held, animated: false)
      } else {
        scrollView.contentOffset = held
      }
    }
  }
#endif
