/// The space a modal is presented in: its size, its safe-area insets, the keyboard, and the size
/// the content asks for.
///
/// The iOS layer builds one from the presentation's container view; the `veil` CLI from its
/// arguments. A ``Placement`` resolves it into the content's rectangle.
///
/// ```swift
/// let phone = ModalContainer(
///   size: Size(width: 390, height: 844),
///   safeArea: Insets(top: 47, bottom: 34),
///   fittingSize: Size(width: 300, height: 300))
/// ```
public struct ModalContainer: Hashable, Sendable {
  /// The container's size in points.
  public var size: Size
  /// The safe-area insets of the container (status bar, notch, home indicator).
  public var safeArea: Insets
  /// How far the keyboard reaches up from the container's bottom edge, in points; 0 when it is
  /// hidden. Never negative, never NaN.
  public var keyboardHeight: Double {
    didSet { keyboardHeight = keyboardHeight.nonNegativeOr(0) }
  }
  /// The size the content asks for when it is offered the whole available area (SwiftUI's
  /// `sizeThatFits`, UIKit's `systemLayoutSizeFitting`), used by fitting placements; `nil` when
  /// it has not been measured, and fitting content then fills the available area.
  public var fittingSize: Size?
  /// Room kept at an edge for the toasts stacked there (VeilDecisions' `ToastStackPlan`), added
  /// after the safe area and the keyboard: a toast stacked at the bottom over the keyboard
  /// stands above the keyboard by its place in the stack.
  package var stackInsets = Insets.zero

  /// Creates a container.
  ///
  /// ``Size`` and ``Insets`` already clamp their own bad input; a negative, NaN or infinite
  /// keyboard height becomes 0.
  ///
  /// - Parameters:
  ///   - size: The container's size.
  ///   - safeArea: The safe-area insets.
  ///   - keyboardHeight: How far the keyboard reaches up from the bottom edge.
  ///   - fittingSize: The size the content asks for, if measured.
  public init(
    size: Size,
    safeArea: Insets = .zero,
    keyboardHeight: Double = 0,
    fittingSize: Size? = nil
  ) {
    self.size = size
    self.safeArea = safeArea
    self.keyboardHeight = keyboardHeight.nonNegativeOr(0)
    self.fittingSize = fittingSize
  }

  /// The height below which a container counts as compact in height (an iPhone in landscape,
  /// 320–440 pt; every iPad and every iPhone in portrait is taller), where UIKit turns the
  /// medium detent off.
  public static let compactHeightLimit = 500.0

  /// What a sheet's detents resolve against in this container: the tallest sheet reaches the
  /// top of the safe area, as ``Placement/bottomSheet(height:avoidsKeyboard:)`` does, and the
  /// content's height is ``fittingSize``'s, which ``SheetDetent/contentHeight`` resolves to.
  public var sheetDetentContext: SheetDetent.Context {
    SheetDetent.Context(
      maximumDetentValue: size.height - safeArea.top,
      isCompactHeight: size.height < Self.compactHeightLimit,
      contentHeight: fittingSize?.height)
  }

  /// The whole container as a rectangle at the origin.
  public var bounds: Rect { Rect(size: size) }

  /// The part of the container inside the safe area and, when `avoidingKeyboard`, above the
  /// keyboard, less the room kept for stacked toasts. Insets that together exceed the container
  /// leave an empty rectangle, never a negative one.
  ///
  /// - Parameter avoidingKeyboard: Whether the keyboard shrinks the area from below.
  /// - Returns: The available rectangle in container coordinates.
  public func availableRect(avoidingKeyboard: Bool) -> Rect {
    let bottom = avoidingKeyboard ? Swift.max(safeArea.bottom, keyboardHeight) : safeArea.bottom
    return bounds.inset(
      by: Insets(
        top: safeArea.top + stackInsets.top, leading: safeArea.leading + stackInsets.leading,
        bottom: bottom + stackInsets.bottom, trailing: safeArea.trailing + stackInsets.trailing))
  }
}
