extension ModalStyle {
  // MARK: - drawer

  /// A side drawer: a full-height panel that slides in from the leading edge over a dimmed
  /// screen, and closes with a tap on the dim or a drag back towards its edge.
  ///
  /// Leading follows the layout direction: in a right-to-left layout the drawer stands on the
  /// right, slides in from the right and is dragged closed to the right. The dim fades as the
  /// drawer is dragged, reaching none when it has moved by its own width; a slow release past
  /// half its width, or a flick towards its edge, closes it, and anything less springs back.
  ///
  /// ```swift
  /// .modal(isPresented: $showsMenu, style: .drawer) {
  ///   MenuView()
  /// }
  /// ```
  public static let drawer = drawer()

  /// A side drawer, tuned.
  ///
  /// ```swift
  /// let filters = ModalStyle.drawer(.trailing, width: .fraction(0.85))
  /// ```
  ///
  /// - Parameters:
  ///   - edge: The edge it stands on; leading by default.
  ///   - width: Its width; ``Placement/DrawerWidth/standard`` (320 points, at most the
  ///     container's width) by default.
  ///   - dimming: The opacity of the black backdrop at rest; 0.2, as ``custom(placement:backdrop:transition:animation:cornerRadius:)``'s
  ///     default backdrop, by default.
  ///   - cornerRadius: The radius of its inner corners in points; 16 by default, as ``card``.
  ///     Negative, NaN and infinite radii become 0.
  ///   - animation: The animation of both phases; a smooth spring settling in about 0.35 s
  ///     (``ModalAnimation/defaultDuration``) by default.
  /// - Returns: The style.
  public static func drawer(
    _ edge: Placement.DrawerEdge = .leading,
    width: Placement.DrawerWidth = .standard,
    dimming: Double = 0.2,
    cornerRadius: Double = 16,
    animation: ModalAnimation = .spring(.smooth(duration: ModalAnimation.defaultDuration))
  ) -> ModalStyle {
    ModalStyle(
      placement: .drawer(edge, width: width),
      backdrop: .dim(.black, opacity: dimming),
      transition: .move(edge: edge.edge),
      insertionAnimation: animation,
      removalAnimation: animation,
      cornerRadius: cornerRadius,
      dragToDismiss: .drawer(edge, width: width))
  }
}

extension DragToDismiss {
  /// The drag of a drawer on `edge`, `width` wide: towards its edge, a slow release past half
  /// its width or a flick (the lightbox's 20 projected points) closes it; away from its edge it
  /// rubber-bands, and it never moves vertically. The backdrop fades over the drawer's width,
  /// so that it is gone when the drawer has left.
  ///
  /// - Parameters:
  ///   - edge: The edge the drawer stands on.
  ///   - width: The drawer's width.
  /// - Returns: The drag.
  public static func drawer(
    _ edge: Placement.DrawerEdge, width: Placement.DrawerWidth = .standard
  ) -> DragToDismiss {
    DragToDismiss(
      directions: edge.dismissDirections,
      distanceThreshold: width.halfDragDistance,
      flickThreshold: 20,
      decelerationRate: .normal,
      resistance: .rubberBand,
      crossAxisResistance: .locked,
      crossAxisLimit: nil,
      backdropFadeDistance: width.dragDistance)
  }
}
