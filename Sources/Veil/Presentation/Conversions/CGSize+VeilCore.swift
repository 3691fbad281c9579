#if os(iOS)
  import CoreGraphics
  import VeilCore

  extension CGSize {
    /// A `CGSize` with VeilCore's numbers.
    init(_ size: Size) {
      self.init(width: size.width, height: size.height)
    }
  }

  extension Size {
    /// VeilCore's size with UIKit's numbers.
    init(_ size: CGSize) {
      self.init(width: size.width, height: size.height)
    }
  }
#endif
