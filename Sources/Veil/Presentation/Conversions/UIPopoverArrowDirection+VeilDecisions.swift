#if os(iOS)
  import UIKit
  import VeilDecisions

  extension UIPopoverArrowDirection {
    /// UIKit's arrow directions for the ones a `PopoverPlan` permits.
    init(_ directions: Set<PopoverPlan.ArrowDirection>) {
      self = []
      for direction in directions {
        switch direction {
        case .up: insert(.up)
        case .down: insert(.down)
        case .left: insert(.left)
        case .right: insert(.right)
        }
      }
    }
  }
#endif
