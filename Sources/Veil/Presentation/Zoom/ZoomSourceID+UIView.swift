#if os(iOS)
  import UIKit
  import VeilCore

  extension ZoomSourceID {
    /// The identifier of a UIKit view: the view itself.
    @MainActor
    init(view: UIView) {
      self.init(ObjectIdentifier(view), in: "UIView")
    }
  }
#endif
