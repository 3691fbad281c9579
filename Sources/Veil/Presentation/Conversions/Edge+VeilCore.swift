#if os(iOS)
  import SwiftUI
  import VeilCore

  extension ModalEdge {
    /// SwiftUI's edge of the same name.
    var swiftUIEdge: Edge {
      switch self {
      case .top: .top
      case .bottom: .bottom
      case .leading: .leading
      case .trailing: .trailing
      }
    }
  }
#endif
