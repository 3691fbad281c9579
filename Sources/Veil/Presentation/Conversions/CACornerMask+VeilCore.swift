#if os(iOS)
  import QuartzCore
  import VeilCore

  extension CACornerMask {
    /// Core Animation's corners with VeilCore's: the two share their raw values.
    init(_ corners: LayerGeometry.Corners) {
      self.init(rawValue: UInt(corners.rawValue))
    }
  }
#endif
