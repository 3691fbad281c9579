#if os(iOS)
  import SwiftUI
  import UIKit
  import VeilCore

  /// A SwiftUI view as a zoom's source: its frame is the probe's (a plain view behind it, the
  /// same size), it is hidden by SwiftUI's opacity.
  @MainActor
  final class SwiftUITransitionSource: ObservableObject, ModalTransitionSource {
    @Published private(set) var isHidden = false
    weak var probe: UIView?
    var id: ZoomSourceID?
    var cornerRadius: Double = 0

    var sourceView: UIView? { probe }
    var sourceCornerRadius: Double { cornerRadius }

    func setSourceHidden(_ hidden: Bool) {
      if isHidden != hidden { isHidden = hidden }
    }
  }
#endif
