extension Placement {
  /// The side a drawer stands on: the container's leading or trailing edge.
  ///
  /// VeilCore's geometry is in layout terms (x grows towards the trailing edge), so a drawer's
  /// edge follows the layout direction: the iOS layer mirrors every frame, transition and drag
  /// in a right-to-left layout, where a leading drawer stands on the right and slides in from
  /// the right, as `veil preview --layout-direction rtl` draws it.
  ///
  /// ```swift
  /// let menu = Placement.drawer(.leading, width: .points(300))
  /// ```
  public enum DrawerEdge: String, Hashable, Sendable, CaseIterable {
    /// The leading edge: the left in a left-to-right layout, the right in a right-to-left one.
    case leading
    /// The trailing edge: the right in a left-to-right layout, the left in a right-to-left one.
    case trailing

    /// The container's edge the drawer stands on, enters from and is dragged away towards.
    public var edge: ModalEdge {
      switch self {
      case .leading: .leading
      case .trailing: .trailing
      }
    }

    /// The drag directions that dismiss a drawer on this edge: towards the edge itself.
    public var dismissDirections: DragToDismiss.Directions {
      switch self {
      case .leading: .leading
      case .trailing: .trailing
      }
    }

    /// The corners facing into the container, which a drawer rounds: the trailing ones of a
    /// leading drawer.
    var innerCorners: ModalFrame.Corners {
      switch self {
      case .leading: [.topTrailing, .bottomTrailing]
      case .trailing: [.topLeading, .bottomLeading]
      }
    }
  }

  /// How wide a drawer is: a number of points, or a fraction of the container's width.
  ///
  /// The width is measured from the container's edge, so it includes that side's safe area (a
  /// landscape iPhone's notch), as a bottom sheet's height includes the home indicator; the
  /// content lays itself out inside its safe area. A drawer is never wider than its container.
  ///
  /// ```swift
  /// let narrow: Placement.DrawerWidth = .points(280)
  /// let wide: Placement.DrawerWidth = .fraction(0.85)
  /// ```
  public struct DrawerWidth: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
      case points(Double)
      case fraction(Double)
    }

    let storage: Storage

    /// A width in points. Negative and NaN widths become 0; +infinity (or anything wider than
    /// the container) is the container's whole width.
    ///
    /// - Parameter points: The drawer's width in points.
    /// - Returns: The width.
    public static func points(_ points: Double) -> DrawerWidth {
      DrawerWidth(
        storage: .points(points.clamped(to: 0...Double.greatestFiniteMagnitude, nanFallback: 0)))
    }

    /// A fraction of the container's width, clamped to 0…1; NaN becomes 0.8.
    ///
    /// - Parameter fraction: The drawer's width as a fraction of the container's width.
    /// - Returns: The width.
    public static func fraction(_ fraction: Double) -> DrawerWidth {
      DrawerWidth(storage: .fraction(fraction.clamped(to: 0...1, nanFallback: 0.8)))
    }

    /// 320 points: Veil's choice, which leaves a strip of a portrait iPhone's screen (375–440
    /// points wide) visible beside the drawer to tap away from, and keeps the drawer a column
    /// rather than a page on an iPad. A container narrower than that is filled.
    public static let standard = DrawerWidth.points(320)

    /// The width in points in a container `containerWidth` points wide: never negative, never
    /// NaN, never more than the container's width.
    ///
    /// - Parameter containerWidth: The container's width; negative, NaN and infinite widths
    ///   count as 0.
    /// - Returns: The drawer's width in points.
    public func points(in containerWidth: Double) -> Double {
      let available = containerWidth.nonNegativeOr(0)
      switch storage {
      case .points(let points): return Swift.min(points, available)
      case .fraction(let fraction): return fraction * available
      }
    }

    /// The same width as a drag distance along the horizontal axis, over which a drawer's
    /// backdrop fades as it is dragged closed.
    var dragDistance: DragToDismiss.Distance {
      switch storage {
      case .points(let points): .points(points)
      case .fraction(let fraction): .fraction(fraction)
      }
    }

    /// Half this width, as a drag distance: how far a slow drag must take a drawer to close it.
    var halfDragDistance: DragToDismiss.Distance {
      switch storage {
      case .points(let points): .points(points / 2)
      case .fraction(let fraction): .fraction(fraction / 2)
      }
    }
  }

  /// A drawer along the container's leading edge (the left in a left-to-right layout, the right
  /// in a right-to-left one), as tall as the container, with its trailing corners rounded.
  ///
  /// ```swift
  /// let menu = ModalStyle.drawer.placement(.leadingDrawer(width: .fraction(0.85)))
  /// ```
  ///
  /// - Parameter width: The drawer's width; ``DrawerWidth/standard`` (320 points) by default.
  /// - Returns: A leading-drawer placement.
  public static func leadingDrawer(width: DrawerWidth = .standard) -> Placement {
    drawer(.leading, width: width)
  }

  /// A drawer along the container's trailing edge (the right in a left-to-right layout, the left
  /// in a right-to-left one), as tall as the container, with its leading corners rounded.
  ///
  /// - Parameter width: The drawer's width; ``DrawerWidth/standard`` (320 points) by default.
  /// - Returns: A trailing-drawer placement.
  public static func trailingDrawer(width: DrawerWidth = .standard) -> Placement {
    drawer(.trailing, width: width)
  }

  /// A drawer along `edge`, as tall as the container, with its inner corners rounded. The
  /// keyboard does not move it: it stands on the full height of the screen, as a sheet's large
  /// detent does, and its content makes room for the keyboard itself.
  ///
  /// - Parameters:
  ///   - edge: The edge it stands on.
  ///   - width: The drawer's width; ``DrawerWidth/standard`` (320 points) by default.
  /// - Returns: A drawer placement.
  public static func drawer(_ edge: DrawerEdge, width: DrawerWidth = .standard) -> Placement {
    Placement(.drawer(edge, width: width), avoidsKeyboard: false)
  }

  /// The edge of a drawer placement; `nil` for every other placement.
  public var drawerEdge: DrawerEdge? {
    if case .drawer(let edge, _) = kind { return edge }
    return nil
  }

  /// The width of a drawer placement; `nil` for every other placement.
  public var drawerWidth: DrawerWidth? {
    if case .drawer(_, let width) = kind { return width }
    return nil
  }

  /// A drawer's rectangle: the container's whole height, `width` wide, against `edge`.
  static func drawerRect(edge: DrawerEdge, width: DrawerWidth, in container: ModalContainer)
    -> Rect
  {
    let size = container.size
    let drawerWidth = width.points(in: size.width)
    let x =
      switch edge {
      case .leading: 0.0
      case .trailing: Swift.max(size.width - drawerWidth, 0)
      }
    return Rect(x: x, y: 0, width: drawerWidth, height: size.height)
  }
}
