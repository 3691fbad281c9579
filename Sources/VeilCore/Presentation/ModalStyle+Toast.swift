extension ModalStyle {
  // MARK: - toast

  /// A toast: a rounded banner along the top of the safe area, as tall as its content, that
  /// slides in from the top edge while the screen under it stays in use, and that a drag
  /// upwards (or a flick) sends back off the top. ``bottom`` puts it at the bottom edge:
  ///
  /// ```swift
  /// .modal(isPresented: $saved, style: .toast) { Label("Saved", systemImage: "checkmark") }
  /// .modal(isPresented: $undo, style: .toast.bottom) { UndoBar() }
  /// ```
  ///
  /// Its backdrop is clear and lets every touch through (``Backdrop/TapBehavior/passesThrough``),
  /// so the app goes on taking taps and scrolls around it; on iOS it is shown in a window of its
  /// own above the app's, presented sheets included, and it is not modal to VoiceOver (it is
  /// announced instead). It stays until it is dismissed: add ``autoDismiss(after:)`` for a toast
  /// that leaves by itself.
  public static let toast = toast()

  /// A toast, tuned.
  ///
  /// - Parameters:
  ///   - cornerRadius: The radius in points of its four rounded corners; 16 by default.
  ///     Negative, NaN and infinite radii become 0.
  ///   - margins: The distance from the safe area's edges; 16 points at the sides and 8 above
  ///     and below by default.
  ///   - animation: The animation of both phases; the snappy spring by default.
  /// - Returns: The style, at the top edge.
  public static func toast(
    cornerRadius: Double = 16,
    margins: Insets = Insets(top: 8, leading: 16, bottom: 8, trailing: 16),
    animation: ModalAnimation = .spring(.snappy)
  ) -> ModalStyle {
    ModalStyle(
      placement: .topBanner(margins: margins),
      backdrop: Backdrop.clear.onTap(.passesThrough),
      transition: .move(edge: .top),
      insertionAnimation: animation,
      removalAnimation: animation,
      cornerRadius: cornerRadius,
      dragToDismiss: .toast)
  }

  /// This style at the bottom edge: a top banner becomes a bottom banner (keeping its height,
  /// with its margins turned upside down), and its transition and drag turn with it, so that
  /// it slides in from the bottom and a drag downwards dismisses it.
  ///
  /// Only a style placed as a top banner (``Placement/topBanner(height:margins:)``) changes:
  /// every other style, a bottom banner included, is returned unchanged. A custom transition
  /// function (`ModalTransition.custom`) is kept as it is; the built-in transitions turn
  /// (`move(edge: .top)` becomes `move(edge: .bottom)`, a vertical offset changes its sign),
  /// and so do the drag's directions, up becoming down. The bottom banner rides up on top of
  /// the keyboard.
  ///
  /// ```swift
  /// let undo = ModalStyle.toast.bottom
  /// ```
  public var bottom: ModalStyle {
    guard case .topBanner(let height, let margins) = placement.kind else { return self }
    return
      self
      .placement(.bottomBanner(height: height, margins: margins.flippedVertically))
      .transition(ModalTransition(transition.storage.flippedVertically))
      .setting(\.configuredDragToDismiss, to: configuredDragToDismiss?.flippedVertically)
  }
}

extension DragToDismiss {
  /// A toast's drag: up, beyond 40 points (half the 80 points a banner is given before its
  /// content is measured) or with a flick projecting 20 points, it leaves off the top edge;
  /// downwards it rubber-bands and springs back; sideways it stays still.
  static let toast = DragToDismiss(
    directions: .up,
    distanceThreshold: .points(40),
    flickThreshold: 20,
    resistance: .rubberBand,
    crossAxisResistance: .locked)

  /// This drag upside down: up becomes down and down up.
  var flippedVertically: DragToDismiss {
    var flipped: Directions = directions.subtracting(.vertical)
    if directions.contains(.up) { flipped.insert(.down) }
    if directions.contains(.down) { flipped.insert(.up) }
    return setting(\.directions, to: flipped)
  }
}

extension Insets {
  /// These insets upside down: top and bottom exchanged.
  var flippedVertically: Insets {
    Insets(top: bottom, leading: leading, bottom: top, trailing: trailing)
  }
}

extension ModalEdge {
  /// The edge upside down: top and bottom exchanged, the sides kept.
  var flippedVertically: ModalEdge {
    switch self {
    case .top, .bottom: opposite
    case .leading, .trailing: self
    }
  }
}

extension ModalTransition.Storage {
  /// This transition upside down: its moves towards the other vertical edge, its vertical
  /// offsets negated; custom bodies and zooms kept.
  var flippedVertically: Self {
    switch self {
    case .identity, .opacity, .scale, .flip, .zoom, .custom:
      return self
    case .move(let edge):
      return .move(edge.flippedVertically)
    case .moveToDismissEdge(let fallback):
      return .moveToDismissEdge(fallback: fallback.flippedVertically)
    case .offset(let offset):
      return .offset(Vector(x: offset.x, y: -offset.y))
    case .combined(let first, let second):
      return .combined(first.flippedVertically, second.flippedVertically)
    case .asymmetric(let insertion, let removal):
      return .asymmetric(insertion: insertion.flippedVertically, removal: removal.flippedVertically)
    }
  }
}
