import VeilCore

extension DragSession {
  /// How far a scroll view under the finger is from each of its edges, in VeilCore's
  /// leading/trailing terms: what decides whether it can follow the finger.
  ///
  /// A distance is how many points the scroll view would have to scroll to show that edge: 0 at
  /// the edge, negative when pulled past it (bouncing), and NaN counts as 0. Content smaller
  /// than the scroll view is at both of its edges on that axis.
  ///
  /// ```swift
  /// let atTop = DragSession.ScrollEdges(top: 0, leading: 0, bottom: 1_200, trailing: 0)
  /// atTop.canScroll(followingFingerTowards: .bottom)   // false: the modal takes a pull down
  /// ```
  package struct ScrollEdges: Hashable, Sendable {
    /// Points from showing the top edge.
    package let top: Double
    /// Points from showing the leading edge.
    package let leading: Double
    /// Points from showing the bottom edge.
    package let bottom: Double
    /// Points from showing the trailing edge.
    package let trailing: Double

    /// A scroll view's distances from its edges, in VeilCore's terms.
    ///
    /// - Parameters:
    ///   - top: Points from the top edge.
    ///   - leading: Points from the leading edge.
    ///   - bottom: Points from the bottom edge.
    ///   - trailing: Points from the trailing edge.
    package init(top: Double, leading: Double, bottom: Double, trailing: Double) {
      self.top = top.magnitudeClamped
      self.leading = leading.magnitudeClamped
      self.bottom = bottom.magnitudeClamped
      self.trailing = trailing.magnitudeClamped
    }

    /// A UIKit scroll view's distances from its edges, from its own numbers in UIKit's
    /// left-to-right coordinates: `contentOffset`, `contentSize`, `bounds.size` and
    /// `adjustedContentInset`. In a right-to-left layout the leading edge is the right one.
    ///
    /// - Parameters:
    ///   - contentOffset: The scroll view's `contentOffset`.
    ///   - contentSize: Its `contentSize`.
    ///   - viewport: Its `bounds.size`.
    ///   - inset: Its `adjustedContentInset`, with `leading` read as the left inset and
    ///     `trailing` as the right one, as UIKit measures them.
    ///   - isRightToLeft: Whether the layout runs right to left.
    package init(
      contentOffset: Vector, contentSize: Size, viewport: Size, inset: Insets,
      isRightToLeft: Bool
    ) {
      let offset = contentOffset.magnitudeClamped
      let top = offset.y + inset.top
      let bottom = contentSize.height + inset.bottom - viewport.height - offset.y
      let left = offset.x + inset.leading
      let right = contentSize.width + inset.trailing - viewport.width - offset.x
      self.init(
        top: top, leading: isRightToLeft ? right : left, bottom: bottom,
        trailing: isRightToLeft ? left : right)
    }

    /// Where a scroll view is held while the modal is off rest: its offset brought back within
    /// its scrollable range, so that a bounce past the edge the modal took over from is undone.
    /// Content smaller than the viewport is held at its top-left edge. Bad numbers are clamped
    /// as ``Vector``, ``Size`` and ``Insets`` clamp them (NaN and infinite offsets count as 0).
    ///
    /// - Parameters:
    ///   - contentOffset: The scroll view's `contentOffset`.
    ///   - contentSize: Its `contentSize`.
    ///   - viewport: Its `bounds.size`.
    ///   - inset: Its `adjustedContentInset`, `leading` the left inset and `trailing` the right.
    /// - Returns: The offset to hold it at, in UIKit's coordinates.
    package static func heldOffset(
      contentOffset: Vector, contentSize: Size, viewport: Size, inset: Insets
    ) -> Vector {
      let offset = contentOffset.magnitudeClamped
      let minX = -inset.leading
      let minY = -inset.top
      let maxX = Swift.max(minX, contentSize.width + inset.trailing - viewport.width)
      let maxY = Swift.max(minY, contentSize.height + inset.bottom - viewport.height)
      return Vector(
        x: Swift.min(Swift.max(offset.x, minX), maxX),
        y: Swift.min(Swift.max(offset.y, minY), maxY))
    }

    /// Content scrolled less than this from an edge, in points, counts as at the edge: the rule
    /// sheets follow (``SheetDrag/scrollEdgeTolerance``).
    package static let edgeTolerance = SheetDrag.scrollEdgeTolerance

    /// Whether the scroll view can scroll along with a finger moving towards `edge`: a finger
    /// pulling towards the bottom reveals the top of the content, so it needs content above.
    ///
    /// - Parameter edge: Where the finger moves.
    /// - Returns: `false` at the opposite edge (or past it), where the modal takes the finger.
    package func canScroll(followingFingerTowards edge: ModalEdge) -> Bool {
      distance(from: edge.opposite) > Self.edgeTolerance
    }

    /// Whether the scroll view scrolls at all along an axis a drag with `directions` dismisses
    /// on: a list taller than its viewport for a modal that leaves up or down. One that does not
    /// (a horizontal carousel in a modal dragged down, content that fits) is not a scroll view
    /// the modal hands the finger to and from.
    ///
    /// - Parameter directions: The directions the drag may dismiss towards.
    /// - Returns: Whether the scroll view is away from one of its edges on such an axis.
    package func scrolls(alongAxesOf directions: DragToDismiss.Directions) -> Bool {
      let vertical = directions.allows(.top) || directions.allows(.bottom)
      let horizontal = directions.allows(.leading) || directions.allows(.trailing)
      let tolerance = Self.edgeTolerance
      return (vertical && (top > tolerance || bottom > tolerance))
        || (horizontal && (leading > tolerance || trailing > tolerance))
    }

    private func distance(from edge: ModalEdge) -> Double {
      switch edge {
      case .top: top
      case .bottom: bottom
      case .leading: leading
      case .trailing: trailing
      }
    }
  }
}
