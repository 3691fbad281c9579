/// Turns a style, a container and a time into the frame a renderer draws.
///
/// Make one sampler per presentation (and again when the container changes: rotation, the
/// keyboard); it places the content once, then each frame is a few arithmetic operations.
/// Sampling allocates nothing on the heap, so it can run on every display refresh (a custom
/// transition's own function is the only code it calls that it does not control).
///
/// - Presenting, the insertion side of the style's transition runs from hidden to shown under
///   ``ModalStyle/insertionAnimation``; dismissing, the removal side runs from shown to hidden
///   under ``ModalStyle/removalAnimation``.
/// - The backdrop's strength follows the same progress, kept within 0…1 when a spring
///   overshoots; a backdrop attached to the content (``Backdrop/Attachment/content``) stays at
///   strength 1 and moves with the content instead.
/// - With `reduceMotion`, the transition becomes ``ModalTransition/reducingMotion``: a
///   cross-dissolve run by the same animation.
///
/// ```swift
/// let sampler = FrameSampler(
///   style: .cover, container: ModalContainer(size: Size(width: 390, height: 844)))
/// let frame = sampler.frame(.presenting, at: 0.1)
/// // frame.contentOpacity == 0.5, frame.contentScale == 1.1, frame.backdropStrength == 0.5
/// ```
public struct FrameSampler: Sendable {
  /// The style being sampled.
  public let style: ModalStyle
  /// The container the modal is presented in.
  public let container: ModalContainer
  /// Whether Reduce Motion turns the transition into a cross-dissolve.
  public let reduceMotion: Bool
  /// The frame of the fully presented modal: placed, shown, at full backdrop strength.
  public let restingFrame: ModalFrame

  private let transition: ModalTransition

  /// Creates a sampler and places the content.
  ///
  /// - Parameters:
  ///   - style: The style to sample.
  ///   - container: The container the modal is presented in.
  ///   - reduceMotion: Whether Reduce Motion is on; false by default.
  public init(style: ModalStyle, container: ModalContainer, reduceMotion: Bool = false) {
    self.style = style
    self.container = container
    self.reduceMotion = reduceMotion
    self.transition = reduceMotion ? style.transition.reducingMotion : style.transition
    self.restingFrame = ModalFrame(
      container: container.size,
      contentRect: Self.contentRect(of: style, in: container),
      cornerRadius: style.cornerRadius,
      roundedCorners: Self.roundedCorners(of: style, in: container),
      backdropStrength: 1)
  }

  /// Creates a sampler of UIKit's sheet, as `veil preview` draws it: at its selected detent,
  /// sliding up with UIKit's modal spring (see ``SheetStyle``).
  ///
  /// - Parameters:
  ///   - style: The sheet to sample.
  ///   - container: The container the sheet is presented in.
  ///   - reduceMotion: Whether Reduce Motion is on; false by default.
  public init(style: SheetStyle, container: ModalContainer, reduceMotion: Bool = false) {
    self.init(style: ModalStyle(sheet: style), container: container, reduceMotion: reduceMotion)
  }

  /// Where the style puts its content at rest. A bottom sheet with detents stands at its
  /// selected detent's height (as `UISheetPresentationController` does), so that changing the
  /// detents moves the rendered sheet too; at an iPad's size or in landscape a sheet rests
  /// where `SheetStyle.restingRect(in:sizeClasses:detentHeight:)` says (centred, full
  /// screen or edge-attached).
  static func contentRect(of style: ModalStyle, in container: ModalContainer) -> Rect {
    guard let sheet = style.sheetStyle, style.placement.isBottomSheet else {
      return style.placement.contentRect(in: container)
    }
    let height = sheet.resolvedSelectedDetent(in: container.sheetDetentContext).height
    let sizeClasses = SheetSizeClasses(estimatingFrom: container)
    guard case .bottom(width: nil) = sheet.layout(in: sizeClasses), !sizeClasses.isCompactHeight
    else {
      // An iPad's centred sheet, or compact height's full-screen or edge-attached one.
      return sheet.restingRect(in: container, sizeClasses: sizeClasses, detentHeight: height)
    }
    return Placement.bottomSheet(height: height, avoidsKeyboard: style.placement.avoidsKeyboard)
      .contentRect(in: container)
  }

  /// The corners a renderer rounds: the placement's, or where a sheet rests
  /// (``SheetLayout/roundedCorners``).
  static func roundedCorners(of style: ModalStyle, in container: ModalContainer)
    -> ModalFrame
    .Corners
  {
    guard let sheet = style.sheetStyle, style.placement.isBottomSheet else {
      return style.placement.roundedCorners
    }
    return sheet.layout(in: SheetSizeClasses(estimatingFrom: container)).roundedCorners
  }

  /// The animation that runs `phase`.
  ///
  /// - Parameter phase: Presenting or dismissing.
  /// - Returns: The style's animation for that phase.
  public func animation(for phase: ModalTransition.Phase) -> ModalAnimation {
    style.animation(for: phase)
  }

  /// The frame `time` seconds into `phase`.
  ///
  /// Before the phase starts (negative or NaN time) the frame is the phase's first; from the
  /// animation's settling on it is the last.
  ///
  /// - Parameters:
  ///   - phase: Presenting or dismissing (with the dismissal's reason).
  ///   - time: Seconds since the phase began.
  ///   - initialVelocity: The animation's starting velocity in progress per second, as a
  ///     released drag hands it over (clamped as ``ModalAnimation`` clamps it); 0 by default.
  /// - Returns: The frame.
  public func frame(
    _ phase: ModalTransition.Phase, at time: Double, initialVelocity: Double = 0
  ) -> ModalFrame {
    let progress = animation(for: phase).progress(at: time, initialVelocity: initialVelocity)
    return frame(phase, fractionComplete: progress)
  }

  /// The frame when `fractionComplete` of `phase`'s animation has run: 0 is the phase's start
  /// (hidden when presenting, shown when dismissing), 1 its end.
  ///
  /// Use it when something else drives the progress, such as an interruptible animator. A
  /// spring's overshoot (below 0 or above 1) is passed on to the transition; NaN counts as 1,
  /// the end of the phase.
  ///
  /// - Parameters:
  ///   - phase: Presenting or dismissing.
  ///   - fractionComplete: How much of the phase's animation has run.
  /// - Returns: The frame.
  public func frame(_ phase: ModalTransition.Phase, fractionComplete: Double) -> ModalFrame {
    let fraction = fractionComplete.isNaN ? 1 : fractionComplete
    let visibility = phase.isPresenting ? fraction : 1 - fraction
    var frame = transition.apply(progress: visibility, to: restingFrame, phase: phase)
    switch style.backdrop.attachment {
    case .container: frame.backdropStrength = phase.transitionProgress(fractionComplete: fraction)
    case .content: frame.backdropStrength = 1
    }
    return frame
  }

  /// Whether `phase` is logically complete `time` seconds after it began: for a presentation,
  /// the moment from which ``ModalStyle/backdropTapRequiresCompletedPresentation`` lets a tap
  /// dismiss.
  ///
  /// - Parameters:
  ///   - phase: Presenting or dismissing.
  ///   - time: Seconds since the phase began.
  /// - Returns: Whether the change has, to the eye, happened.
  public func isLogicallyComplete(_ phase: ModalTransition.Phase, at time: Double) -> Bool {
    animation(for: phase).isLogicallyComplete(at: time)
  }

  /// Whether `phase` is over `time` seconds after it began: nothing moves any more.
  ///
  /// - Parameters:
  ///   - phase: Presenting or dismissing.
  ///   - time: Seconds since the phase began.
  /// - Returns: Whether the animation has finished.
  public func isFinished(_ phase: ModalTransition.Phase, at time: Double) -> Bool {
    animation(for: phase).isFinished(at: time)
  }
}
