#if os(iOS)
  import UIKit

  /// A presented controller that can say how big its content wants to be.
  @MainActor
  protocol ModalContentMeasuring: AnyObject {
    /// The content's size when offered `available`.
    func fittingSize(in available: CGSize) -> CGSize
  }
#endif
