import VeilCore
import VeilDecisions

extension ScriptedUIKit {
  /// The user taps outside a presented popover, as UIKit answers it.
  ///
  /// Apple documents a popover's tap outside through the adaptive presentation delegate, as a
  /// sheet's tap on its dimming: `presentationControllerShouldDismiss(_:)` (not asked while
  /// `isModalInPresentation` holds, "UIKit ignores events outside the view controller's
  /// bounds"), then `presentationControllerWillDismiss(_:)`, a dismissal UIKit drives without
  /// an interaction (the controller's view will disappear, then has disappeared), and
  /// `presentationControllerDidDismiss(_:)` once it is over ("not called when the popover is
  /// dismissed programmatically", `UIPopoverPresentationControllerDelegate`). That is the
  /// order ``tapSheetDimming(_:)`` plays.
  package func tapOutsidePopover(_ key: Int) {
    tapSheetDimming(key)
  }
}
