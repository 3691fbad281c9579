#if os(iOS)
  import UIKit
  import VeilCore

  extension ZoomSourceID {
    /// The identifier of a UIKit view: the view itself, found again through the identifier at
    /// each transition.
    @MainActor
    init(view: UIView) {
      self.init(ZoomSourceViewProvider(view: view), in: "UIView")
    }

    /// The identifier of a provider of UIKit views, asked at each transition.
    @MainActor
    init(provider: @escaping @MainActor () -> UIView?) {
      self.init(ZoomSourceViewProvider(provider), in: "UIView")
    }

    /// What answers the source's view when this is a UIKit identifier; `nil` for a SwiftUI one.
    var viewProvider: ZoomSourceViewProvider? {
      id.base as? ZoomSourceViewProvider
    }
  }
#endif
