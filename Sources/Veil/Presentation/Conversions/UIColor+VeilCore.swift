#if os(iOS)
  import UIKit
  import VeilCore

  extension UIColor {
    /// UIKit's colour with the red, green and blue of `color`, fully opaque: a backdrop's dim
    /// is drawn opaque and faded through its view's alpha.
    convenience init(opaque color: ModalColor) {
      self.init(red: color.red, green: color.green, blue: color.blue, alpha: 1)
    }
  }
#endif
