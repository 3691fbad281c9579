#if os(iOS)
  import UIKit
  import VeilCore

  extension UICubicTimingParameters {
    /// Cubic timing parameters with the control points of `curve`, so that a
    /// `UIViewPropertyAnimator` moves exactly as the curve does.
    @MainActor
    convenience init(_ curve: TimingCurve) {
      self.init(
        controlPoint1: CGPoint(x: curve.x1, y: curve.y1),
        controlPoint2: CGPoint(x: curve.x2, y: curve.y2))
    }
  }
#endif
