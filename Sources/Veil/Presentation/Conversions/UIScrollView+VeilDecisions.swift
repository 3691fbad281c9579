#if os(iOS)
  import UIKit
  import VeilCore
  import VeilDecisions

  extension DragSession.ScrollEdges {
    /// VeilDecisions' measure of a UIKit scroll view.
    @MainActor
    init(_ scrollView: UIScrollView, isRightToLeft: Bool) {
      self.init(
        contentOffset: Vector(scrollView.contentOffset), contentSize: Size(scrollView.contentSize),
        viewport: Size(scrollView.bounds.size), inset: Insets(scrollView.adjustedContentInset),
        isRightToLeft: isRightToLeft)
    }
  }
#endif
