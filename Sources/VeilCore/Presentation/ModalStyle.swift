/// Everything that makes a modal look and move the way it does: where the content sits, what is
/// behind it, how it enters and leaves, how fast, and how its corners are cut.
///
/// A style is a platform-free value. Start from a built-in style (``cover``, ``card``,
/// ``lightbox``, ``fullScreen``, ``overCurrentContext``, ``blur``, ``toast``, each also a
/// factory whose parameters all have defaults) or from
/// ``custom(placement:backdrop:transition:animation:cornerRadius:)``, then adjust it with the
/// copy-and-modify methods, each of which returns a new style:
///
/// ```swift
/// let style = ModalStyle.cover
///   .backdrop(.blur(.systemThinMaterial))
///   .animation(.spring(.snappy))
///   .cornerRadius(20)
/// ```
///
/// **Later wins.** Each modifier replaces the settings it names and keeps every other one, so
/// when two modifiers set the same thing, the later one counts:
/// `.animation(insertion: a, removal: b).animation(c)` animates both phases with `c`, and
/// `.transition(insertion:removal:)` after `.transition(_:)` replaces it. Prefer the targeted
/// modifier for the one setting you mean (``interactiveDismissDisabled(_:)`` rather than a new
/// backdrop and no drag).
///
/// UIKit's own sheet is the other kind of modal, ``SheetStyle``: it has its detents and grabber,
/// and none of the settings here, because UIKit draws and moves it itself.
///
/// Its properties are read-only; the modifiers are the way to change them, which keeps room to
/// add settings without breaking anyone. ``FrameSampler`` turns a style into frames; a style's
/// ``dragToDismiss`` says what a finger does to it (see ``DragToDismiss``).
public struct ModalStyle: Hashable, Sendable {
  /// Where the content sits in the container.
  public private(set) var placement: Placement
  /// What is drawn behind the content, and what a tap on it does.
  public private(set) var backdrop: Backdrop
  /// How the content enters and leaves; an asymmetric transition enters one way and leaves
  /// another.
  public private(set) var transition: ModalTransition
  /// The animation that presents the modal.
  public private(set) var insertionAnimation: ModalAnimation
  /// The animation that dismisses the modal.
  public private(set) var removalAnimation: ModalAnimation
  /// The radius in points the content is clipped to, on the placement's rounded corners.
  public private(set) var cornerRadius: Double
  /// How a drag moves the modal and when letting go dismisses it; `nil` (the default) when a
  /// drag does nothing, and while ``isInteractiveDismissDisabled`` holds.
  public var dragToDismiss: DragToDismiss? {
    isInteractiveDismissDisabled ? nil : configuredDragToDismiss
  }
  /// The drag set by ``dragToDismiss(_:)``, kept while dismissal is disabled.
  var configuredDragToDismiss: DragToDismiss?
  /// Whether the user is kept from dismissing the modal, SwiftUI's
  /// `interactiveDismissDisabled`: no drag dismisses it and a tap on the backdrop does nothing.
  /// The content can still close it (`@Environment(\.modal)`).
  public private(set) var isInteractiveDismissDisabled: Bool
  /// The sheet this style stands for when it was made from a ``SheetStyle`` (UIKit's sheet
  /// route), `nil` for every custom style. Only the iOS layer and the preview read it.
  package internal(set) var sheetStyle: SheetStyle?
  /// Whether a tap on the backdrop is ignored until the presentation is logically complete
  /// (``ModalAnimation/isLogicallyComplete(at:)``), as the see-through cover article ignores taps
  /// until its `withAnimation(_:completionCriteria:_:)` reports `.logicallyComplete`. The lifecycle
  /// reads it; see ``backdropTapBehavior(presentationIsLogicallyComplete:)``.
  public private(set) var backdropTapRequiresCompletedPresentation: Bool
  /// Whether the presenting screen is removed once the modal covers it, as UIKit's
  /// `.fullScreen` presentation removes the presenter's views; the content must then be opaque.
  /// When false, the presenting screen stays visible behind the modal (`.overFullScreen`,
  /// `.overCurrentContext`).
  public private(set) var removesPresentingContent: Bool
  /// The source a zoom opens from (``zoom(from:)``), with its frame once the iOS layer or the
  /// preview resolved it; `nil` for every other style.
  package internal(set) var zoom: Zoom? = nil
  /// The popover this style stands for when it was made from a ``PopoverStyle`` (UIKit's
  /// adaptive route), `nil` for every other style. Only the iOS layer and the preview read it.
  package internal(set) var popoverStyle: PopoverStyle? = nil
  /// Which haptic feedback the modal plays when it presents and when it is dismissed
  /// (``haptics(_:)``); ``ModalHaptics/none``, the default, plays nothing. A style made from a
  /// ``SheetStyle`` takes the sheet's.
  public internal(set) var haptics = ModalHaptics.none

  /// What VoiceOver says when the modal appears, if it lets touches through
  /// (``announcement(_:)``); the content's labels by default.
  public internal(set) var announcement: ModalAnnouncement = .contentLabels
  /// How long the modal stays once presented before it leaves by itself
  /// (``autoDismiss(after:)``), in seconds; `nil` (the default) when it stays until dismissed.
  public internal(set) var autoDismissDuration: Double? = nil

  init(
    placement: Placement,
    backdrop: Backdrop,
    transition: ModalTransition,
    insertionAnimation: ModalAnimation,
    removalAnimation: ModalAnimation,
    cornerRadius: Double = 0,
    dragToDismiss: DragToDismiss? = nil,
    sheetStyle: SheetStyle? = nil,
    backdropTapRequiresCompletedPresentation: Bool = true,
    removesPresentingContent: Bool = false
  ) {
    self.placement = placement
    self.backdrop = backdrop
    self.transition = transition
    self.insertionAnimation = insertionAnimation
    self.removalAnimation = removalAnimation
    self.cornerRadius = cornerRadius.nonNegativeOr(0)
    self.configuredDragToDismiss = dragToDismiss
    self.isInteractiveDismissDisabled = sheetStyle?.isInteractiveDismissDisabled ?? false
    self.sheetStyle = sheetStyle
    self.backdropTapRequiresCompletedPresentation = backdropTapRequiresCompletedPresentation
    self.removesPresentingContent = removesPresentingContent
  }

  // MARK: - Reading

  /// The animation that runs `phase`: ``insertionAnimation`` to present, ``removalAnimation``
  /// to dismiss.
  ///
  /// - Parameter phase: Presenting or dismissing.
  /// - Returns: The animation of that phase.
  public func animation(for phase: ModalTransition.Phase) -> ModalAnimation {
    phase.isPresenting ? insertionAnimation : removalAnimation
  }

  /// What a tap on the backdrop does right now: the backdrop's ``Backdrop/tapBehavior``, except
  /// that a dismissing tap is swallowed (``Backdrop/TapBehavior/blocks``) while
  /// ``isInteractiveDismissDisabled`` holds, and while
  /// ``backdropTapRequiresCompletedPresentation`` holds and the presentation is not yet
  /// logically complete.
  ///
  /// - Parameter presentationIsLogicallyComplete: Whether the presentation has logically
  ///   completed.
  /// - Returns: What the tap does.
  public func backdropTapBehavior(presentationIsLogicallyComplete: Bool)
    -> Backdrop.TapBehavior
  {
    let behavior = backdropTapBehavior
    if behavior == .dismisses && backdropTapRequiresCompletedPresentation
      && !presentationIsLogicallyComplete
    {
      return .blocks
    }
    return behavior
  }

  /// What a tap on the presented backdrop does: the backdrop's own behaviour, except that a
  /// dismissing tap does nothing while ``isInteractiveDismissDisabled`` holds.
  package var backdropTapBehavior: Backdrop.TapBehavior {
    let behavior = backdrop.tapBehavior
    return behavior == .dismisses && isInteractiveDismissDisabled ? .blocks : behavior
  }

  // MARK: - Copy and modify

  /// This style with another placement.
  ///
  /// - Parameter placement: Where the content sits.
  /// - Returns: A copy with the placement replaced.
  public func placement(_ placement: Placement) -> ModalStyle {
    setting(\.placement, to: placement)
  }

  /// This style with another backdrop.
  ///
  /// - Parameter backdrop: What is drawn behind the content.
  /// - Returns: A copy with the backdrop replaced.
  public func backdrop(_ backdrop: Backdrop) -> ModalStyle {
    setting(\.backdrop, to: backdrop)
  }

  /// This style with another transition, used both to present and to dismiss (unless it is
  /// itself asymmetric).
  ///
  /// - Parameter transition: How the content enters and leaves.
  /// - Returns: A copy with the transition replaced.
  public func transition(_ transition: ModalTransition) -> ModalStyle {
    setting(\.transition, to: transition)
  }

  /// This style with one transition to present and another to dismiss.
  ///
  /// - Parameters:
  ///   - insertion: How the content enters.
  ///   - removal: How the content leaves.
  /// - Returns: A copy with the transition replaced by `.asymmetric(insertion:removal:)`.
  public func transition(insertion: ModalTransition, removal: ModalTransition) -> ModalStyle {
    transition(.asymmetric(insertion: insertion, removal: removal))
  }

  /// This style with one animation to present and to dismiss.
  ///
  /// - Parameter animation: The animation of both phases.
  /// - Returns: A copy with both animations replaced.
  public func animation(_ animation: ModalAnimation) -> ModalStyle {
    self.animation(insertion: animation, removal: animation)
  }

  /// This style with one animation to present and another to dismiss.
  ///
  /// - Parameters:
  ///   - insertion: The animation that presents.
  ///   - removal: The animation that dismisses.
  /// - Returns: A copy with both animations replaced.
  public func animation(insertion: ModalAnimation, removal: ModalAnimation) -> ModalStyle {
    var copy = self
    copy.insertionAnimation = insertion
    copy.removalAnimation = removal
    return copy
  }

  /// This style with another corner radius.
  ///
  /// - Parameter radius: The radius in points; negative, NaN and infinite radii become 0.
  /// - Returns: A copy with the corner radius replaced.
  public func cornerRadius(_ radius: Double) -> ModalStyle {
    setting(\.cornerRadius, to: radius.nonNegativeOr(0))
  }

  /// This style with the user kept from dismissing it, or allowed to again, as SwiftUI's
  /// `interactiveDismissDisabled(_:)`: no drag dismisses it and a tap on the backdrop does
  /// nothing; the drag and the backdrop set before are kept for when it is allowed again.
  ///
  /// ```swift
  /// let form = ModalStyle.card.dragToDismiss(DragToDismiss(directions: .down))
  ///   .interactiveDismissDisabled()
  /// ```
  ///
  /// - Parameter disabled: Whether the user is kept from dismissing; `true` by default.
  /// - Returns: A copy with the setting replaced.
  public func interactiveDismissDisabled(_ disabled: Bool = true) -> ModalStyle {
    setting(\.isInteractiveDismissDisabled, to: disabled)
  }

  /// This style with backdrop taps accepted or ignored while the presentation runs.
  ///
  /// - Parameter required: Whether a tap on the backdrop is ignored until the presentation is
  ///   logically complete.
  /// - Returns: A copy with the rule replaced.
  public func backdropTapRequiresCompletedPresentation(_ required: Bool) -> ModalStyle {
    setting(\.backdropTapRequiresCompletedPresentation, to: required)
  }

  /// This style keeping or removing the presenting screen once the modal covers it.
  ///
  /// - Parameter removes: Whether the presenting screen is removed behind opaque content.
  /// - Returns: A copy with the setting replaced.
  public func removesPresentingContent(_ removes: Bool) -> ModalStyle {
    setting(\.removesPresentingContent, to: removes)
  }
}

extension ModalStyle: CopyModifying {}
