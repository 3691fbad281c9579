#if os(iOS)
  import UIKit

  /// A presented controller that can say how big its content wants to be.
  @MainActor
  protocol ModalContentMeasuring: AnyObject {
    /// The content's size when offered `available`.
    func fittingSize(in available: CGSize) -> CGSize
    /// How a size the content answers becomes the `preferredContentSize` it publishes from
    /// now on (a popover's clamp); `nil` publishes the content's own.
    var publishedSize: ((CGSize) -> CGSize)? { get set }
  }
#endif
