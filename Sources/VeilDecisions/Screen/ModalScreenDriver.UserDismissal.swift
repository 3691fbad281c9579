import VeilCore

extension ModalScreenDriver {
  /// How the user dismisses a modal UIKit drives, and so what its dismissal is reported as.
  ///
  /// UIKit tells the adaptive presentation delegate of a sheet's and of a popover's dismissal
  /// by the user alike (`presentationControllerWillDismiss(_:)`, then
  /// `presentationControllerDidDismiss(_:)`, and nothing for a programmatic one): which gesture
  /// it was is known from the style, and from how UIKit adapted a popover.
  package enum UserDismissal: Hashable, Sendable {
    /// A sheet's drag down (or a tap on its dimming): `DismissReason.drag(.bottom)`.
    case dragDown
    /// A popover's tap outside it: `DismissReason.backdropTap`.
    case tapOutside
    /// A popover UIKit shows as a sheet in a compact width, because the style lets it adapt:
    /// the sheet's drag down, `DismissReason.drag(.bottom)`.
    case popoverShownAsSheet

    /// The gesture of `style`: a tap outside a popover, a drag down anything else.
    ///
    /// - Parameter style: The modal's style.
    package init(style: ModalStyle) {
      self = style.popoverStyle == nil ? .dragDown : .tapOutside
    }

    /// What the window's stack is told once UIKit has dismissed the modal for the user.
    package var action: PresentationMachine<ModalIdentity>.Input {
      switch self {
      case .dragDown, .popoverShownAsSheet: .dragEnded(dismissingTowards: .bottom)
      case .tapOutside: .backdropTapped
      }
    }

    /// Whether a drag moves the modal before UIKit dismisses it (a tap outside a popover is
    /// over before UIKit says so).
    package var isDrag: Bool { self != .tapOutside }
  }

  /// A popover became UIKit's sheet in a compact width, or stayed (or became again) a
  /// popover. Nothing changes for a sheet.
  mutating func popoverAdapted(toSheet: Bool) {
    guard userDismissal != .dragDown else { return }
    userDismissal = toSheet ? .popoverShownAsSheet : .tapOutside
  }
}
