#if os(iOS)
  import SwiftUI
  import VeilCore

  extension Color {
    /// SwiftUI's color with the components of `color`.
    init(_ color: ModalColor) {
      self.init(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }
  }
#endif
