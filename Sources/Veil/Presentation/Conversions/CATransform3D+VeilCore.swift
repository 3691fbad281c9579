#if os(iOS)
  import QuartzCore
  import VeilCore

  extension CATransform3D {
    /// Core Animation's transform with VeilCore's numbers.
    init(_ transform: LayerGeometry.Transform) {
      self.init(
        m11: transform.m11, m12: transform.m12, m13: transform.m13, m14: transform.m14,
        m21: transform.m21, m22: transform.m22, m23: transform.m23, m24: transform.m24,
        m31: transform.m31, m32: transform.m32, m33: transform.m33, m34: transform.m34,
        m41: transform.m41, m42: transform.m42, m43: transform.m43, m44: transform.m44)
    }
  }

  extension LayerGeometry.Transform {
    /// VeilCore's transform with the entries of `transform` that an interruption reads back
    /// (``LayerGeometry/Transform/motionValues(isRightToLeft:)``); the others stay identity.
    init(motionEntriesOf transform: CATransform3D) {
      self.init()
      m11 = Double(transform.m11)
      m14 = Double(transform.m14)
      m22 = Double(transform.m22)
      m33 = Double(transform.m33)
      m41 = Double(transform.m41)
      m42 = Double(transform.m42)
    }
  }
#endif
