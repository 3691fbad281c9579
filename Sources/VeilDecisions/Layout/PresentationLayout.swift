import VeilCore

/// The layout decisions of a custom (non-sheet) presentation: the container built from UIKit's
/// numbers, the keyboard, the frames and animation of each transition, when the resting frame
/// may be shown, and how the presentation behaves for VoiceOver.
///
/// The iOS layer's presentation controller keeps one per presentation, tells it what UIKit
/// reports (the container view's bounds and safe area, the keyboard, a transition starting) and
/// applies the frames it answers.
///
/// - **Reduce Motion** is read when each transition starts
///   (``transitionWillBegin(reduceMotion:)``), not once per presentation: switching it on while
///   a modal is up makes its dismissal a cross-dissolve. A transition keeps the setting it
///   started with, even if the container changes while it runs.
/// - **A released drag** that dismisses is continued by the dismissal: its frames and its
///   animation, starting at the finger's speed, instead of the style's removal.
///
/// ```swift
/// var layout = PresentationLayout(style: .cover, reduceMotion: false)
/// layout.update(ModalContainer(size: Size(width: 390, height: 844)), force: true)
/// layout.transitionWillBegin(reduceMotion: true)
/// layout.transitionFrame(presenting: false, reason: .programmatic, release: nil, progress: 0.5)
/// ```
package struct PresentationLayout: Sendable {
  /// The style being presented, the sampler's; a zoom style's source is read anew at each
  /// transition (``resolveZoomSource(_:)``).
  package var style: ModalStyle { sampler.style }
  /// The frames of the current container, with the Reduce Motion setting of the running (or
  /// last) transition.
  package private(set) var sampler: FrameSampler
  /// The container the sampler was last built for; `nil` before the first layout.
  package private(set) var container: ModalContainer?
  /// Whether a container change came while something else drove the frames, and its resting
  /// frame waits for that motion to end.
  package private(set) var holdsRestingFrame = false

  /// Starts the layout of a presentation, before UIKit has a container.
  ///
  /// - Parameters:
  ///   - style: The style being presented.
  ///   - reduceMotion: Whether Reduce Motion is on now.
  package init(style: ModalStyle, reduceMotion: Bool) {
    self.sampler = FrameSampler(
      style: style, container: ModalContainer(size: .zero), reduceMotion: reduceMotion)
    self.container = nil
  }

  /// Whether the frames are built for Reduce Motion.
  package var reduceMotion: Bool { sampler.reduceMotion }

  // MARK: Container

  /// A container from UIKit's numbers: the container view's size, its safe-area insets as UIKit
  /// measures them (left and right, not leading and trailing), the layout direction and the
  /// keyboard's height.
  ///
  /// In a right-to-left layout the right inset is the leading one. Bad numbers are clamped as
  /// ``Size``, ``Insets`` and ``ModalContainer`` clamp them.
  ///
  /// - Parameters:
  ///   - size: The container view's bounds size.
  ///   - safeAreaTop: The top safe-area inset.
  ///   - safeAreaLeft: The left safe-area inset.
  ///   - safeAreaBottom: The bottom safe-area inset.
  ///   - safeAreaRight: The right safe-area inset.
  ///   - isRightToLeft: Whether the layout runs right to left.
  ///   - keyboardHeight: How far the keyboard reaches up from the container's bottom edge.
  /// - Returns: The container, not yet measured (no fitting size).
  package static func container(
    size: Size, safeAreaTop: Double, safeAreaLeft: Double, safeAreaBottom: Double,
    safeAreaRight: Double, isRightToLeft: Bool, keyboardHeight: Double
  ) -> ModalContainer {
    ModalContainer(
      size: size,
      safeArea: Insets(
        top: safeAreaTop,
        leading: isRightToLeft ? safeAreaRight : safeAreaLeft,
        bottom: safeAreaBottom,
        trailing: isRightToLeft ? safeAreaLeft : safeAreaRight),
      keyboardHeight: keyboardHeight)
  }

  /// The fitting size a measured content reports, or `nil` when it is not a usable size (NaN
  /// or infinite, as `sizeThatFits` can answer for content that takes any space): fitting
  /// content then fills the available area.
  ///
  /// - Parameters:
  ///   - width: The measured width.
  ///   - height: The measured height.
  /// - Returns: The size, or `nil`.
  package static func fittingSize(width: Double, height: Double) -> Size? {
    guard width.isFinite, height.isFinite else { return nil }
    return Size(width: width, height: height)
  }

  /// The size the content asks for: what a measurable content (a SwiftUI host) measures, else
  /// the controller's `preferredContentSize` if it set one (not zero), else none (fitting
  /// content fills the available area). A measured size that is not usable
  /// (``fittingSize(width:height:)``) is none too.
  ///
  /// - Parameters:
  ///   - measured: What the content measured, if it can measure itself.
  ///   - preferred: The controller's `preferredContentSize`; zero when it set none.
  /// - Returns: The size, or `nil`.
  package static func fittingSize(
    measured: (width: Double, height: Double)?, preferred: (width: Double, height: Double)
  ) -> Size? {
    if let measured { return fittingSize(width: measured.width, height: measured.height) }
    guard preferred.width != 0 || preferred.height != 0 else { return nil }
    return fittingSize(width: preferred.width, height: preferred.height)
  }

  /// Rebuilds the frames for `container` if it differs from the last one, or when `force`d.
  ///
  /// - Parameters:
  ///   - container: The container as it is now.
  ///   - force: Whether to rebuild even when nothing changed (a transition is about to start).
  /// - Returns: Whether the frames were rebuilt.
  @discardableResult
  package mutating func update(_ container: ModalContainer, force: Bool) -> Bool {
    guard force || container != self.container else { return false }
    self.container = container
    sampler = FrameSampler(style: style, container: container, reduceMotion: reduceMotion)
    return true
  }

  /// A transition is about to start: Reduce Motion is taken as it is now, for this transition.
  ///
  /// - Parameter reduceMotion: Whether Reduce Motion is on now.
  package mutating func transitionWillBegin(reduceMotion: Bool) {
    guard reduceMotion != sampler.reduceMotion else { return }
    sampler = FrameSampler(
      style: style, container: container ?? ModalContainer(size: .zero),
      reduceMotion: reduceMotion)
  }

  /// A zoom style's source as it is now, read when a transition starts (at presentation, and
  /// again at dismissal, since the grid may have scrolled); the frames are rebuilt from it. A
  /// style that does not zoom ignores it.
  ///
  /// - Parameter source: The source in the container, or `nil` when it is gone.
  package mutating func resolveZoomSource(_ source: ZoomSource?) {
    guard style.zoom != nil else { return }
    sampler = FrameSampler(
      style: style.resolvingZoomSource(source), container: container ?? ModalContainer(size: .zero),
      reduceMotion: reduceMotion)
  }

  // MARK: Keyboard

  /// How far the keyboard reaches into the container from its bottom edge.
  ///
  /// - Parameters:
  ///   - keyboardTop: The keyboard's top edge in the container's coordinates, from the end frame
  ///     of `keyboardWillChangeFrameNotification`; `nil` when the keyboard hides. NaN counts as
  ///     hidden.
  ///   - containerBottom: The container's bottom edge in its own coordinates (`bounds.maxY`).
  /// - Returns: The height, never negative: 0 for a keyboard below the container (a hardware
  ///   keyboard's bar off screen, an undocked iPad keyboard).
  package static func keyboardHeight(keyboardTop: Double?, containerBottom: Double) -> Double {
    guard let keyboardTop, !keyboardTop.isNaN else { return 0 }
    return (containerBottom.finiteOr(0) - keyboardTop).nonNegativeOr(0)
  }

  /// The keyboard notification's animation, with UIKit's values when the notification has none.
  ///
  /// - Parameters:
  ///   - duration: `keyboardAnimationDurationUserInfoKey`, if present. NaN, infinite and
  ///     negative durations become the default.
  ///   - curve: `keyboardAnimationCurveUserInfoKey`, if present.
  /// - Returns: The duration (0.25 s by default, the keyboard's usual duration) and the curve's
  ///   raw value (7 by default: the private curve the keyboard itself reports on iOS 7 and
  ///   later; UIKit accepts it shifted into `UIView.AnimationOptions`).
  package static func keyboardAnimation(
    duration: Double?, curve: UInt?
  ) -> (duration: Double, curve: UInt) {
    (duration?.nonNegativeOr(0.25) ?? 0.25, curve ?? 7)
  }

  // MARK: Frames

  /// Whether the resting frame may be shown after the container changed: only when nothing
  /// else drives the frames (a transition's animator, a drag, a spring-back) and UIKit is not
  /// presenting the controller (its first frames come from the presentation).
  ///
  /// - Parameters:
  ///   - isAnimatingTransition: Whether a transition animator drives the frames.
  ///   - isDragging: Whether a drag holds the content.
  ///   - isSpringingBack: Whether a released drag springs the content back.
  ///   - isBeingPresented: Whether UIKit is presenting the controller.
  /// - Returns: Whether to apply the resting frame.
  package static func mayApplyRestingFrame(
    isAnimatingTransition: Bool, isDragging: Bool, isSpringingBack: Bool, isBeingPresented: Bool
  ) -> Bool {
    !isAnimatingTransition && !isDragging && !isSpringingBack && !isBeingPresented
  }

  /// The container changed (``update(_:force:)`` rebuilt the frames): whether to show its
  /// resting frame now. When something else drives the frames it is held, and shown when that
  /// motion ends (``motionDidEnd(mayApplyRestingFrame:)``), so a rotation, the keyboard or the
  /// content's own size change during a spring-back is not lost.
  ///
  /// - Parameter mayApplyRestingFrame: ``mayApplyRestingFrame(isAnimatingTransition:isDragging:isSpringingBack:isBeingPresented:)``
  ///   now.
  /// - Returns: Whether to apply the resting frame.
  package mutating func containerDidChange(mayApplyRestingFrame: Bool) -> Bool {
    holdsRestingFrame = !mayApplyRestingFrame
    return mayApplyRestingFrame
  }

  /// A motion that drove the frames (a spring-back, a drag) ended: whether to show the resting
  /// frame of a container change it held back, once nothing else drives the frames.
  ///
  /// - Parameter mayApplyRestingFrame: ``mayApplyRestingFrame(isAnimatingTransition:isDragging:isSpringingBack:isBeingPresented:)``
  ///   now that the motion has ended.
  /// - Returns: Whether to apply the resting frame.
  package mutating func motionDidEnd(mayApplyRestingFrame: Bool) -> Bool {
    guard holdsRestingFrame, mayApplyRestingFrame else { return false }
    holdsRestingFrame = false
    return true
  }

  /// A transition ended and its modal stays (``TransitionEnd/showRestingFrame``): whether the
  /// resting frame it shows moves from the one the transition landed on into a container
  /// change held back while the transition drove the frames (a keyboard that rose for a field
  /// focused on appear, a rotation), which is then animated (``heldChangeAnimation``) instead
  /// of a jump on the transition's last frame. The hold is over either way.
  ///
  /// - Returns: Whether a held change is shown.
  package mutating func transitionDidEndShowingRest() -> Bool {
    defer { holdsRestingFrame = false }
    return holdsRestingFrame
  }

  /// How a held container change is shown once the motion that held it has ended: the
  /// keyboard's own animation when it has none to give (0.25 s on its curve,
  /// ``keyboardAnimation(duration:curve:)``), the move UIKit makes for the keyboard, which
  /// causes most of them.
  package static let heldChangeAnimation = keyboardAnimation(duration: nil, curve: nil)

  /// The content's resting rectangle in UIKit's left-to-right coordinates, for
  /// `frameOfPresentedViewInContainerView`: mirrored across the container in a right-to-left
  /// layout.
  ///
  /// - Parameter isRightToLeft: Whether the layout runs right to left.
  /// - Returns: The rectangle.
  package func restingRect(isRightToLeft: Bool) -> Rect {
    let rect = sampler.restingFrame.contentRect
    let x = isRightToLeft ? sampler.container.size.width - rect.maxX : rect.minX
    return Rect(x: x, y: rect.y, width: rect.width, height: rect.height)
  }

  /// The frame of a transition at `progress`: ``transitionPath(presenting:reason:release:)``'s
  /// frames, so that the frames UIKit is shown at the start and the end are the ones Core
  /// Animation plays.
  ///
  /// - Parameters:
  ///   - presenting: Whether the transition presents.
  ///   - reason: Why a dismissal happens (ignored when presenting).
  ///   - release: The released drag a dismissal continues, if one does (ignored when
  ///     presenting).
  ///   - progress: How much of the transition's animation has run; see
  ///     ``FrameSampler/frame(_:fractionComplete:)``.
  /// - Returns: The frame.
  package func transitionFrame(
    presenting: Bool, reason: DismissReason, release: DragSession.Released?, progress: Double
  ) -> ModalFrame {
    transitionPath(presenting: presenting, reason: reason, release: release).frame(progress)
  }

  /// The frames of a transition and the progress through them, for Core Animation to play
  /// (``ModalMotionPlan/build(_:)``). A dismissal that continues a released drag is the
  /// release's motion (``MotionPath/release(_:backdropStrength:in:)``, which also flies a zoom
  /// into its source with the finger's whole velocity); any other transition is the phase's
  /// frames under the phase's animation.
  ///
  /// - Parameters:
  ///   - presenting: Whether the transition presents.
  ///   - reason: Why a dismissal happens (ignored when presenting).
  ///   - release: The released drag a dismissal continues, if one does.
  /// - Returns: The path, taken from the layout as it is now.
  package func transitionPath(
    presenting: Bool, reason: DismissReason, release: DragSession.Released?
  ) -> MotionPath {
    if !presenting, let release {
      return MotionPath.release(
        release.release, backdropStrength: release.backdropStrength, in: sampler)
    }
    let phase = phase(presenting: presenting, reason: reason)
    let sampler = sampler
    return MotionPath(
      frame: { sampler.frame(phase, fractionComplete: $0) },
      progress: ProgressMotion(
        from: 0, to: 1, animation: sampler.animation(for: phase), initialVelocity: 0))
  }

  private func phase(presenting: Bool, reason: DismissReason) -> ModalTransition.Phase {
    presenting ? .presenting : .dismissing(reason)
  }

  // MARK: Accessibility

  /// Whether VoiceOver is kept inside the modal: true for every style whose
  /// backdrop blocks or dismisses on a tap, since the screen behind cannot be used; false for a
  /// pass-through backdrop (a toast), where the screen behind stays in use.
  ///
  /// The iOS layer marks the presentation's container view (whose siblings are the presenting
  /// screen) `accessibilityViewIsModal`, not the content, whose only sibling is the backdrop.
  package var isAccessibilityModal: Bool {
    Self.arrival(of: style) == .screenChanged
  }

  /// The `accessibilityViewIsModal` Veil gives the content's own view, or `nil` to leave it as
  /// its owner set it.
  ///
  /// - A sheet: `nil`. UIKit manages a sheet's accessibility; the flag on the content would
  ///   hide UIKit's chrome beside it in the sheet (the grabber VoiceOver users change detents
  ///   with), and cannot keep VoiceOver from the screen behind, which is no sibling of it.
  /// - A custom presentation of Veil's own SwiftUI host: `false`. The container is the modal
  ///   view (``isAccessibilityModal``); the content's only sibling is the backdrop.
  /// - The app's own controller (the UIKit API): `nil`, whatever the route: what the app set
  ///   on its own view is kept.
  ///
  /// - Parameters:
  ///   - style: The presented style.
  ///   - contentIsVeils: Whether the presented controller is Veil's SwiftUI host.
  /// - Returns: The flag to set, or `nil`.
  package static func contentIsAccessibilityModal(
    style: ModalStyle, contentIsVeils: Bool
  ) -> Bool? {
    guard style.sheetStyle == nil, contentIsVeils else { return nil }
    return false
  }

  /// How VoiceOver hears of the modal's arrival: as a new screen for a modal one, as a change
  /// of layout (focus moves, no new-screen sound) for a pass-through one.
  package var arrival: AccessibilityArrival {
    Self.arrival(of: style)
  }

  /// How VoiceOver hears of `style`'s arrival (and departure): ``arrival``, for a style.
  ///
  /// - Parameter style: The style.
  /// - Returns: `.screenChanged` for a modal style, `.layoutChanged` for a pass-through one.
  package static func arrival(of style: ModalStyle) -> AccessibilityArrival {
    style.backdrop.tapBehavior != .passesThrough ? .screenChanged : .layoutChanged
  }

  /// The notification that tells VoiceOver a modal arrived, as `UIAccessibility.Notification`
  /// names them.
  package enum AccessibilityArrival: Hashable, Sendable {
    /// A new screen: focus moves into it.
    case screenChanged
    /// Part of the screen changed: focus moves to the element, the screen behind stays.
    case layoutChanged
  }
}
