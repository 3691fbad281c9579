import VeilCore

/// What UIKit's popover is given for a ``/VeilCore/PopoverStyle``: everything the iOS layer
/// sets on `UIPopoverPresentationController` and answers its delegate, as values.
///
/// - Arrows: the style names the edges of the popover the arrow may sit on, in layout terms;
///   UIKit's `permittedArrowDirections` are physical and name where the arrow points. The
///   arrow on the popover's top edge points up at a source above it (`.up`); the leading edge
///   is the left in a left-to-right layout (`.left`) and the right in a right-to-left one.
/// - Adaptation: UIKit asks the delegate which style to use for the traits it is about to
///   show (`adaptivePresentationStyle(for:traitCollection:)`); `.none` keeps the popover, which
///   is what a style that does not adapt answers in every width. A style that adapts becomes
///   a form sheet in a horizontally compact width (UIKit's own sheet there) and stays a popover
///   in a regular one.
/// - Size: a `nil` dimension of the style fits the content. The content is offered the
///   screen's width and height less ``screenMargin`` on each side (the style's own dimensions
///   where it names them), and the popover asks for what it answers, clamped to the same room.
///   UIKit keeps the popover on screen in any case; a dimension the content cannot answer
///   (NaN, infinite) becomes 0, which lets UIKit choose it.
package struct PopoverPlan: Hashable, Sendable {
  /// A direction UIKit's arrow may point in (`UIPopoverArrowDirection`).
  package enum ArrowDirection: Hashable, Sendable, CaseIterable {
    /// `.up`: the popover is below its source.
    case up
    /// `.down`: the popover is above its source.
    case down
    /// `.left`: the popover is to the right of its source.
    case left
    /// `.right`: the popover is to the left of its source.
    case right
  }

  /// What the delegate answers UIKit for the traits it is about to show.
  package enum AdaptiveStyle: Hashable, Sendable {
    /// `.none`: keep the popover.
    case none
    /// `.formSheet`: UIKit's sheet in a compact width.
    case formSheet
  }

  /// The least room UIKit leaves between a popover and the screen's edges, for the fitting
  /// proposal only. Apple does not publish the default `popoverLayoutMargins` ("a system
  /// defined inset"); 10 points is an estimate (± 5) from iOS 15 to 17 screenshots.
  package static let screenMargin = 10.0

  /// The directions UIKit may point the arrow in; never empty.
  package var permittedArrowDirections: Set<ArrowDirection>
  /// Whether the popover keeps the user from dismissing it (`isModalInPresentation`).
  package var isModalInPresentation: Bool

  private let popover: PopoverStyle

  /// The plan of `popover`.
  ///
  /// - Parameters:
  ///   - popover: The popover.
  ///   - isRightToLeft: Whether the layout runs right to left.
  package init(popover: PopoverStyle, isRightToLeft: Bool) {
    self.popover = popover
    permittedArrowDirections = Set(
      popover.arrowEdges.map { Self.direction(ofArrowOn: $0, isRightToLeft: isRightToLeft) })
    isModalInPresentation = popover.isInteractiveDismissDisabled
  }

  /// The direction of an arrow that sits on `edge` of the popover.
  package static func direction(ofArrowOn edge: ModalEdge, isRightToLeft: Bool)
    -> ArrowDirection
  {
    switch edge {
    case .top: .up
    case .bottom: .down
    case .leading: isRightToLeft ? .right : .left
    case .trailing: isRightToLeft ? .left : .right
    }
  }

  /// What the delegate answers for traits of this width class.
  ///
  /// - Parameter isHorizontallyCompact: Whether the traits' horizontal size class is compact.
  /// - Returns: `.none` to stay a popover, `.formSheet` to become UIKit's sheet.
  package func adaptiveStyle(isHorizontallyCompact: Bool) -> AdaptiveStyle {
    popover.adaptsToSheetInCompactWidth && isHorizontallyCompact ? .formSheet : .none
  }

  /// The room the popover has on a screen of `screen` size: the screen less
  /// ``screenMargin`` on each side.
  package static func room(on screen: Size) -> Size {
    Size(
      width: screen.width - 2 * screenMargin, height: screen.height - 2 * screenMargin)
  }

  /// The size the content is offered to measure itself in: the style's own dimensions,
  /// else the room on the screen, each clamped to that room.
  ///
  /// - Parameter screen: The size of the screen (the presenting window).
  /// - Returns: A finite, non-negative proposal.
  package func fittingProposal(on screen: Size) -> Size {
    let room = Self.room(on: screen)
    return Size(
      width: min(popover.preferredWidth ?? room.width, room.width),
      height: min(popover.preferredHeight ?? room.height, room.height))
  }

  /// The `preferredContentSize` the popover asks for: the style's dimensions, else the
  /// content's answer, each clamped to the room on the screen.
  ///
  /// - Parameters:
  ///   - fitted: What the content answered for ``fittingProposal(on:)``, `nil` when it could
  ///     not be measured. ``/VeilCore/Size`` has already made NaN, infinite and negative
  ///     dimensions 0.
  ///   - screen: The size of the screen (the presenting window).
  /// - Returns: A finite, non-negative size; a 0 dimension lets UIKit choose.
  package func preferredContentSize(fitted: Size?, on screen: Size) -> Size {
    let room = Self.room(on: screen)
    return Size(
      width: min(popover.preferredWidth ?? fitted?.width ?? 0, room.width),
      height: min(popover.preferredHeight ?? fitted?.height ?? 0, room.height))
  }
}
