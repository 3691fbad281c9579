#if os(iOS)
  import UIKit
  import VeilCore

  extension Insets {
    /// UIKit's insets as they are measured, left as leading and right as trailing.
    init(_ insets: UIEdgeInsets) {
      self.init(
        top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }
  }
#endif
