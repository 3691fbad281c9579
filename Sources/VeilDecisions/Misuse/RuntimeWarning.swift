import VeilCore

/// A misuse of Veil's API that Veil reports rather than swallows: the call does what it can
/// (often nothing) and says why in a debug build, each time it happens (a misplaced modifier:
/// when the `.modal` around it appears, and again when what it reaches changes).
///
/// The cases and their words live here, in VeilDecisions, so tests on Linux can check both when a
/// call is a misuse and what the developer reads. Veil shows them as an `os_log` fault on Apple
/// platforms (Xcode highlights faults in its console); anywhere else they are a line on
/// standard error. Release builds say nothing.
package enum RuntimeWarning: Hashable, Sendable {
  /// `modal.dismiss()` was called where neither a Veil modal nor a SwiftUI presentation
  /// (a sheet, a full-screen cover, a popover, a pushed view) is around: nothing can close.
  case dismissOutsideAnyPresentation
  /// UIKit's `present(_:style:)` was called on a controller whose view is not in a window.
  /// UIKit cannot present from it, so nothing is presented and the completion is not called.
  case presentFromControllerWithoutWindow(presenter: String)
  /// UIKit's `present(_:style:)` was asked to present a controller that is already presented
  /// (UIKit would throw "Application tried to present modally an active controller").
  case presentAlreadyPresentedController(presented: String)
  /// UIKit refused to present a Veil modal's controller (UIKit's own message says why): the
  /// modal ends with `didDismiss(.parentDismissed)` without having appeared.
  case presentationRefusedByUIKit(presented: String)
  /// A modal whose backdrop lets taps through needs a window of its own, made in the anchor's
  /// window scene, and the anchor's window has none: it is presented in the anchor's window,
  /// where its backdrop takes the taps.
  case passThroughWindowUnavailable
  /// `.onModalEvent` or `.modalEnvironment` stands inside the view a `.modal` modifies, with
  /// no `.modal` inside itself: it was placed before the `.modal` it means, and reaches none.
  case misplacedModalModifier(ModalModifierPlacement)
  /// The app asked a presented sheet for a detent (its binding or a call) that is none of the
  /// sheet's: the sheet stays where it is. The raw value of the identifier asked for.
  case unknownSheetDetent(String)
  /// A popover names a source that is not in a window when it is presented: it points at its
  /// anchor instead (``PopoverSourceCheck``).
  case popoverSourceNotOnScreen
  /// `ModalPresenter.present` found no window: the app has no foreground scene, or the
  /// presenter's window has gone. Nothing is presented.
  case presenterWithoutWindow

  /// What the developer reads: what happened, why, and what to write instead.
  package var message: String {
    switch self {
    case .dismissOutsideAnyPresentation:
      "Veil: modal.dismiss() was called outside any Veil modal or SwiftUI presentation, so "
        + "nothing was dismissed. Call it from the content of .modal, .sheet or "
        + ".fullScreenCover, or hide the button where ModalContext.canDismiss is false."
    case .presentFromControllerWithoutWindow(let presenter):
      "Veil: present(_:style:) was called on \(presenter), whose view is not in a window, so "
        + "nothing was presented and the completion will not run. Present from a controller "
        + "that is on screen (from viewDidAppear on, not viewDidLoad)."
    case .presentAlreadyPresentedController(let presented):
      "Veil: present(_:style:) was asked to present \(presented), which is already "
        + "presented, so the call was ignored. Dismiss it first, or present a new controller."
    case .presentationRefusedByUIKit(let presented):
      "Veil: UIKit refused to present \(presented) (its message above says why), so the modal "
        + "was not shown and ends with didDismiss(.parentDismissed). Present it once the "
        + "presenting controller is on screen and not already presenting through UIKit."
    case .passThroughWindowUnavailable:
      "Veil: a modal whose backdrop lets taps through is shown in a window of its own, made in "
        + "the window scene of the window it is presented from, and that window has no scene, "
        + "so it was presented in that window, where its backdrop does not let taps through. "
        + "Present it from a window made with UIWindow(windowScene:)."
    case .misplacedModalModifier(.onModalEvent):
      "Veil: .onModalEvent stands before .modal, on the view that .modal modifies, so it hears "
        + "nothing: it hears the modals presented inside the view it modifies. Put it after "
        + ".modal, or pass the handler as .modal(…, onEvent:)."
    case .misplacedModalModifier(.modalEnvironment):
      "Veil: .modalEnvironment stands before .modal, on the view that .modal modifies, so it "
        + "changes nothing: it configures the modals presented inside the view it modifies. "
        + "Put it after .modal."
    case .unknownSheetDetent(let identifier):
      "Veil: the sheet was asked to rest at the detent \"\(identifier)\", which is not one of "
        + "its detents, so it stays where it is. Ask for one of the detents of its SheetStyle, "
        + "or add this one to them."
    case .popoverSourceNotOnScreen:
      "Veil: a popover names a source that is not on screen (no .modalTransitionSource(id:in:) "
        + "with that identifier is in a window, or the source view has gone), so it points at "
        + "the view its .modal stands on (in UIKit, the presenting controller's view). Mark the "
        + "source, or present the popover while the source is visible."
    case .presenterWithoutWindow:
      "Veil: ModalPresenter.present found no window (the app has no foreground scene, or the "
        + "presenter's window has gone), so nothing was presented. Present once a scene is in "
        + "the foreground, or use the presenter of a window that is on screen "
        + "(UIViewController.modalPresenter, ModalPresenter(window:))."
    }
  }
}
