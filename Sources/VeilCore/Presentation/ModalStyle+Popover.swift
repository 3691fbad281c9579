extension ModalStyle {
  /// The style a ``PopoverStyle`` is presented and previewed with: UIKit's adaptive route,
  /// carrying the popover itself.
  ///
  /// UIKit draws, places and moves a popover by itself; the settings here are for the preview
  /// and the lifecycle only: no dimming (a popover does not dim behind it), a tap outside
  /// dismisses (the lifecycle reports it as `DismissReason.backdropTap`) unless the popover
  /// disables it, a cross-dissolve (UIKit fades a popover in and out), and a 13-point corner
  /// radius. Apple publishes neither the popover's radius nor its fade's timing: 13 points is an
  /// estimate from screenshots of iOS 15 to 17 (± 2 points), and the fade is the
  /// cross-dissolve's.
  ///
  /// - Parameter popover: The popover.
  package init(popover: PopoverStyle) {
    let animation = SystemTransition.crossDissolve.animation
    self.init(
      placement: .centered(),
      backdrop: Backdrop.clear.onTap(.dismisses),
      transition: .opacity,
      insertionAnimation: animation,
      removalAnimation: animation,
      cornerRadius: 13)
    self = interactiveDismissDisabled(popover.isInteractiveDismissDisabled)
    popoverStyle = popover
  }
}
