#if os(iOS)
  import CoreGraphics
  import VeilCore

  extension CGRect {
    /// A `CGRect` with VeilCore's numbers.
    init(_ rect: Rect) {
      self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
  }

  extension Rect {
    /// VeilCore's rectangle with UIKit's numbers: the standardized origin and size.
    init(_ rect: CGRect) {
      self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }
  }
#endif
