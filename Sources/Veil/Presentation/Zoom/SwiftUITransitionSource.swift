#if os(iOS)
  import SwiftUI
  import UIKit
  import VeilCore

  /// A SwiftUI view as a zoom's source: its frame is the probe's (a plain view behind it, the
  /// same size), it is hidden by SwiftUI's opacity.
  @MainActor
  final class SwiftUITransitionSource: ObservableObject, ModalTransitionSource {
    /// The opacity the source's modifier applies: zero while a zoom hides it.
    @Published private(set) var opacity: Double = 1
    weak var probe: UIView?
    var id: ZoomSourceID?
    var cornerRadius: Double = 0

    var sourceKey: ObjectIdentifier { ObjectIdentifier(self) }
    var sourceView: UIView? { probe }
    var sourceCornerRadius: Double { cornerRadius }
    /// A SwiftUI source lives as long as its modifier, which unregisters it.
    var isGone: Bool { false }

    var sourceAlpha: Double {
      get { opacity }
      set { if opacity != newValue { opacity = newValue } }
    }
  }
#endif
