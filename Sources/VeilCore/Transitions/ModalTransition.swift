/// How a modal's content enters and leaves: a composable value that turns a progress into a
/// frame.
///
/// Progress 0 is hidden and 1 is shown. Presenting runs the insertion side from 0 to 1,
/// dismissing runs the removal side from 1 to 0, so a symmetric transition leaves the way it
/// came. A transition starts from the frame of the fully shown modal (placed in its container,
/// see ``ModalFrame``) and changes what it needs:
///
/// - ``opacity`` multiplies the content's opacity by the progress (a cross-dissolve);
/// - ``scale(from:)`` scales from a factor to 1;
/// - ``move(edge:)`` slides in from just beyond an edge of the container;
/// - ``offset(x:y:)`` slides in from a fixed offset;
/// - ``flip`` turns the content over about its vertical axis, as UIKit's flip-horizontal;
/// - ``identity`` changes nothing;
/// - ``combined(with:)`` applies one transition, then another;
/// - ``asymmetric(insertion:removal:)`` uses one transition to present and another to dismiss;
/// - ``moveToDismissEdge(fallback:)`` leaves towards the edge a drag went to;
/// - `custom(_:_:)` runs your own function, returning the frame or changing it in place.
///
/// Progress is taken as given between -1 and 2, so a spring's overshoot shows (content scaled
/// from 1.2 dips a little below 1 with a bouncy spring); opacity is always kept within 0…1.
/// Progress beyond that range is clamped, and NaN counts as 1 (shown).
///
/// ```swift
/// let pop = ModalTransition.opacity.combined(with: .scale(from: 1.2))
/// let photo = ModalTransition.asymmetric(insertion: .opacity, removal: .move(edge: .bottom))
/// let frame = pop.frame(progress: 0.5, in: Size(width: 390, height: 844))
/// // frame.contentOpacity == 0.5, frame.contentScale == 1.1
/// ```
public struct ModalTransition: Hashable, Sendable {
  let storage: Storage

  init(_ storage: Storage) {
    self.storage = storage
  }

  /// Changes nothing: the content appears and disappears at once, while the backdrop still
  /// fades with the animation.
  public static let identity = ModalTransition(.identity)

  /// A cross-dissolve: the content's opacity follows the progress.
  public static let opacity = ModalTransition(.opacity)

  /// UIKit's flip-horizontal: the content turns about its vertical axis, from its back (180°)
  /// at progress 0 to its face (0°) at 1, so that presenting flips from right to left and
  /// dismissing from left to right, as `UIModalTransitionStyle.flipHorizontal` is documented
  /// to. While the back faces the viewer (past 90°) the content is hidden, as a layer that is
  /// not double-sided.
  public static let flip = ModalTransition(.flip)

  /// The content scales from `scale` at progress 0 to its natural size at 1, about its centre.
  ///
  /// - Parameter scale: The scale of the hidden content. Negative values become 0, NaN 1 and
  ///   +infinity ``ModalFrame/maximumScale``.
  /// - Returns: A scaling transition.
  public static func scale(from scale: Double = 0) -> ModalTransition {
    ModalTransition(.scale(scale.clamped(to: 0...ModalFrame.maximumScale, nanFallback: 1)))
  }

  /// The content slides in from just beyond `edge` of the container: at progress 0 its
  /// rectangle lies entirely outside, touching that edge. Full-screen content therefore moves
  /// by the container's height or width, as UIKit's cover-vertical moves it; a bottom sheet by
  /// its own height, as UIKit's sheets do.
  ///
  /// - Parameter edge: The edge the content enters from and leaves towards.
  /// - Returns: A moving transition.
  public static func move(edge: ModalEdge) -> ModalTransition {
    ModalTransition(.move(edge))
  }

  /// Like ``move(edge:)``, but the edge is decided when the modal is dismissed: the edge of the
  /// drag that dismissed it (`DismissReason.drag`), otherwise `fallback`. Presenting uses
  /// `fallback`. The pan-to-dismiss article's lightbox leaves this way, towards the top or the
  /// bottom.
  ///
  /// - Parameter fallback: The edge used to present, and to dismiss without a drag.
  /// - Returns: A moving transition whose removal edge follows the dismissal.
  public static func moveToDismissEdge(fallback: ModalEdge = .bottom) -> ModalTransition {
    ModalTransition(.moveToDismissEdge(fallback: fallback))
  }

  /// The content slides in from a fixed offset.
  ///
  /// - Parameters:
  ///   - x: The horizontal offset of the hidden content, in points.
  ///   - y: The vertical offset of the hidden content, in points (positive is downwards).
  /// - Returns: An offset transition. NaN and infinite components become 0.
  public static func offset(x: Double = 0, y: Double = 0) -> ModalTransition {
    ModalTransition(.offset(Vector(x: x, y: y)))
  }

  /// A transition that uses `insertion` to present and `removal` to dismiss.
  ///
  /// - Parameters:
  ///   - insertion: The transition run while presenting.
  ///   - removal: The transition run while dismissing.
  /// - Returns: An asymmetric transition.
  public static func asymmetric(insertion: ModalTransition, removal: ModalTransition)
    -> ModalTransition
  {
    ModalTransition(.asymmetric(insertion: insertion.storage, removal: removal.storage))
  }

  /// Your own transition: a function from the progress and the fully shown frame to the frame
  /// at that progress.
  ///
  /// The function receives the progress (as described on ``ModalTransition``) and the frame so
  /// far: the placed, fully shown frame, or what earlier transitions of a ``combined(with:)``
  /// made of it. Its ``ModalFrame/containerSize`` and ``ModalFrame/contentRect`` give the
  /// geometry. Whatever it returns is clamped as ``ModalFrame`` clamps, so it cannot produce
  /// NaN. It is called once per sampled frame and must not block.
  ///
  /// **Where it plays.** On iOS a transition starts by sampling the function on a 1/240 s grid
  /// into layer animations that Core Animation's render server plays without the app, so a
  /// busy main thread drops none of its frames. That holds when the function changes only
  /// ``ModalFrame/contentOpacity``, ``ModalFrame/contentScale``, ``ModalFrame/offset``,
  /// ``ModalFrame/rotationY``, ``ModalFrame/cornerRadius`` and
  /// ``ModalFrame/backdropStrength``, and also when it moves ``ModalFrame/contentRect``
  /// without resizing it: the move plays as offset (the same picture in either layout direction). A
  /// function that changes the rectangle's size, the ``ModalFrame/containerSize`` or the
  /// ``ModalFrame/roundedCorners`` at any progress the animation reaches (a spring's overshoot
  /// included) runs on the main thread instead, once per display refresh: a resized content
  /// view must be laid out again by UIKit and SwiftUI on every frame, which no layer animation
  /// can do, and a main thread that is busy then drops frames. To grow or shrink content
  /// without that, scale it (``ModalFrame/contentScale``).
  ///
  /// Two custom transitions are equal, and hash alike, when their identifiers are equal: give
  /// each distinct function its own identifier.
  ///
  /// ```swift
  /// let rise = ModalTransition.custom("rise") { progress, frame in
  ///   var frame = frame
  ///   frame.contentOpacity *= progress
  ///   frame.offset.y += (1 - progress) * 40
  ///   return frame
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - id: The identifier that makes two custom transitions equal.
  ///   - body: The function from progress and frame to frame.
  /// - Returns: A custom transition.
  public static func custom(
    _ id: String,
    _ body: @escaping @Sendable (_ progress: Double, _ frame: ModalFrame) -> ModalFrame
  ) -> ModalTransition {
    ModalTransition(.custom(id: id, body: body))
  }

  /// A transition of your own that changes the frame in place: as the `custom(_:_:)` that returns
  /// the frame, without the copy and the `return`. It plays where that one does: on the render
  /// server unless it resizes the content's rectangle or changes its container or rounded
  /// corners.
  ///
  /// ```swift
  /// let rise = ModalTransition.custom("rise") { progress, frame in
  ///   frame.contentOpacity *= progress
  ///   frame.offset.y += (1 - progress) * 40
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - id: The identifier that makes two custom transitions equal.
  ///   - body: The function that changes the frame for a progress.
  /// - Returns: A custom transition.
  public static func custom(
    _ id: String,
    _ body: @escaping @Sendable (_ progress: Double, _ frame: inout ModalFrame) -> Void
  ) -> ModalTransition {
    custom(id) { (progress: Double, frame: ModalFrame) -> ModalFrame in
      var changed = frame
      body(progress, &changed)
      return changed
    }
  }

  /// This transition followed by `other`: both apply, so opacities and scales multiply and
  /// offsets and rotations add.
  ///
  /// - Parameter other: The transition applied after this one.
  /// - Returns: The combined transition.
  public func combined(with other: ModalTransition) -> ModalTransition {
    ModalTransition(.combined(storage, other.storage))
  }

  /// The transition for people who turn on Reduce Motion: a cross-dissolve (``opacity``) in
  /// place of any movement, scaling, flipping or custom function, run by the same animation so
  /// it lasts as long.
  ///
  /// Each side (insertion, removal) reduces on its own: to ``identity`` when nothing on that
  /// side changes the content, otherwise to a single ``opacity``, so a combination such as
  /// `.opacity.combined(with: .scale(from: 1.2))` dissolves once, not twice.
  public var reducingMotion: ModalTransition {
    ModalTransition(Self.reduced(storage))
  }

  /// The frame of a modal filling `container` at `progress`: the convenience for a transition
  /// on its own. Styles place their content first and call ``apply(progress:to:phase:)``.
  ///
  /// - Parameters:
  ///   - progress: 0 hidden, 1 shown; see ``ModalTransition`` for the clamp.
  ///   - container: The container's size.
  ///   - phase: Whether the modal is presenting or dismissing (asymmetric transitions differ).
  /// - Returns: The frame at that progress.
  public func frame(
    progress: Double, in container: Size, phase: ModalTransition.Phase = .presenting
  ) -> ModalFrame {
    apply(progress: progress, to: ModalFrame(container: container), phase: phase)
  }

  /// Applies this transition at `progress` to the frame of the fully shown modal.
  ///
  /// Allocates nothing on the heap (a `custom(_:_:)` function may, on its own account).
  ///
  /// - Parameters:
  ///   - progress: 0 hidden, 1 shown; see ``ModalTransition`` for the clamp.
  ///   - shown: The frame of the fully shown, placed modal.
  ///   - phase: Whether the modal is presenting or dismissing.
  /// - Returns: The frame at that progress.
  public func apply(progress: Double, to shown: ModalFrame, phase: ModalTransition.Phase)
    -> ModalFrame
  {
    let clamped = progress.clamped(to: -1...2, nanFallback: 1)
    return Self.apply(storage, progress: clamped, to: shown, phase: phase)
  }

  private static func apply(
    _ storage: Storage, progress: Double, to frame: ModalFrame, phase: ModalTransition.Phase
  ) -> ModalFrame {
    var frame = frame
    switch storage {
    case .identity:
      break
    case .opacity:
      frame.contentOpacity *= progress.unitClamped
    case .scale(let scale):
      frame.contentScale *= scale + (1 - scale) * progress
    case .move(let edge):
      frame.offset = moved(
        frame.offset, along: edge.direction, by: exitDistance(frame, edge) * (1 - progress))
    case .moveToDismissEdge(let fallback):
      let edge = phase.dismissEdge ?? fallback
      frame.offset = moved(
        frame.offset, along: edge.direction, by: exitDistance(frame, edge) * (1 - progress))
    case .offset(let hidden):
      frame.offset = moved(frame.offset, along: hidden, by: 1 - progress)
    case .flip:
      frame.rotationY += 180 * (1 - progress)
      if progress < 0.5 { frame.contentOpacity = 0 }
    case .combined(let first, let second):
      let afterFirst = apply(first, progress: progress, to: frame, phase: phase)
      frame = apply(second, progress: progress, to: afterFirst, phase: phase)
    case .asymmetric(let insertion, let removal):
      frame = apply(
        phase.isPresenting ? insertion : removal, progress: progress, to: frame, phase: phase)
    case .zoom(let source):
      frame = ZoomTransition(source: source, shown: frame).frame(progress: progress, over: frame)
    case .custom(_, let body):
      frame = body(progress, frame)
    }
    return frame
  }

  /// `offset` moved `distance` times along `direction`.
  private static func moved(_ offset: Vector, along direction: Vector, by distance: Double)
    -> Vector
  {
    Vector(x: offset.x + direction.x * distance, y: offset.y + direction.y * distance)
  }

  /// How far the content must travel towards `edge` for its rectangle to leave the container
  /// entirely; never negative.
  private static func exitDistance(_ frame: ModalFrame, _ edge: ModalEdge) -> Double {
    let rect = frame.contentRect
    let container = frame.containerSize
    let distance: Double
    switch edge {
    case .top: distance = rect.maxY
    case .bottom: distance = container.height - rect.minY
    case .leading: distance = rect.maxX
    case .trailing: distance = container.width - rect.minX
    }
    return Swift.max(distance, 0)
  }

  private static func reduced(_ storage: Storage) -> Storage {
    let insertion = reducedSide(storage, presenting: true)
    let removal = reducedSide(storage, presenting: false)
    return insertion == removal ? insertion : .asymmetric(insertion: insertion, removal: removal)
  }

  /// One side of a reduced transition: `.identity` when nothing on that side changes the
  /// content, `.opacity` otherwise, so that a combination never dissolves twice.
  private static func reducedSide(_ storage: Storage, presenting: Bool) -> Storage {
    switch storage {
    case .identity:
      return .identity
    case .asymmetric(let insertion, let removal):
      return reducedSide(presenting ? insertion : removal, presenting: presenting)
    case .combined(let first, let second):
      let first = reducedSide(first, presenting: presenting)
      let second = reducedSide(second, presenting: presenting)
      if case .identity = first, case .identity = second { return .identity }
      return .opacity
    case .opacity, .scale, .move, .moveToDismissEdge, .offset, .flip, .zoom, .custom:
      return .opacity
    }
  }
}
