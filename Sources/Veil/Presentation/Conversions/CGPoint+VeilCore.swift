#if os(iOS)
  import CoreGraphics
  import VeilCore

  extension CGPoint {
    /// A `CGPoint` with VeilCore's numbers.
    init(_ vector: Vector) {
      self.init(x: vector.x, y: vector.y)
    }
  }

  extension Vector {
    /// VeilCore's vector with UIKit's numbers.
    init(_ point: CGPoint) {
      self.init(x: point.x, y: point.y)
    }
  }
#endif
