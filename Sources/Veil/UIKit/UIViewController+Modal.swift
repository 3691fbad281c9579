#if os(iOS)
  import UIKit
  import VeilCore

  extension UIViewController {
    /// Presents `viewController` in a Veil style: the UIKit twin of SwiftUI's `.modal`.
    ///
    /// The presentation goes through the same machinery as SwiftUI's: VeilCore's lifecycle
    /// in the window's presentation stack, the same presentation controller, animator, backdrop,
    /// drags, sheets and accessibility. It is presented from the topmost controller of this
    /// controller's window that is not being dismissed, so it works while something else is
    /// presented; a presentation asked for while another transition runs waits for it.
    ///
    /// Dismiss it as any presented controller, with `dismiss(animated:)`, or let the user do it
    /// (a drag, a tap on a dismissing backdrop, the VoiceOver escape gesture). Events go to the
    /// presented and the presenting controller if they adopt ``ModalEventObserving``.
    ///
    /// ```swift
    /// let photo = PhotoViewController(photo)
    /// present(photo, style: .lightbox)
    /// ```
    ///
    /// This controller must be in a window, as UIKit requires of a presenting controller;
    /// otherwise nothing is presented.
    ///
    /// - Parameters:
    ///   - viewController: The controller to present. Its `modalPresentationStyle` and
    ///     `transitioningDelegate` are set by Veil.
    ///   - style: How it looks and moves.
    ///   - animated: Whether to animate the presentation and the dismissals Veil starts.
    ///   - completion: Called once, when the presentation is logically complete (`didPresent`).
    public func present(
      _ viewController: UIViewController,
      style: ModalStyle,
      animated: Bool = true,
      completion: (() -> Void)? = nil
    ) {
      // UIKit throws when asked to present a controller that is already presented ("Application
      // tried to present modally an active controller"). A second call while the first still
      // waits for its turn is refused when its turn comes: the controller is in the window's
      // presentation chain by then (`willPresent`, then `didDismiss(.parentDismissed)`).
      guard viewController.presentingViewController == nil, !viewController.isBeingPresented
      else { return }
      let driver = ModalDriver(anchor: self, style: style) { _ in viewController }
      driver.animatesTransitions = animated
      driver.existingController = viewController
      var completion = completion
      // One presentation per call: forgotten once it has really gone.
      driver.onGone = { [weak driver] in driver?.invalidate() }
      driver.onEvent = { [weak self, weak viewController] event in
        if let viewController {
          (viewController as? ModalEventObserving)?
            .modalViewController(viewController, didReceive: event)
          (self as? ModalEventObserving)?.modalViewController(viewController, didReceive: event)
        }
        if case .didPresent = event {
          completion?()
          completion = nil
        }
      }
      driver.bindingChanged(.flag)
    }
  }

  /// A controller that wants to hear the lifecycle events of a modal presented with
  /// ``UIKit/UIViewController/present(_:style:animated:completion:)-(_,ModalStyle,_,_)``: adopt it in the presented
  /// controller, the presenting one, or both.
  ///
  /// ```swift
  /// final class PhotoViewController: UIViewController, ModalEventObserving {
  ///   func modalViewController(_ viewController: UIViewController, didReceive event: ModalEvent) {
  ///     if case .didDismiss(.drag) = event { analytics.log("swiped away") }
  ///   }
  /// }
  /// ```
  @MainActor
  public protocol ModalEventObserving: AnyObject {
    /// Called with each event of the modal that shows `viewController`, in order:
    /// `willPresent`, `didPresent`, `willDismiss(reason)`, `didDismiss(reason)`.
    ///
    /// - Parameters:
    ///   - viewController: The presented controller.
    ///   - event: What happened.
    func modalViewController(_ viewController: UIViewController, didReceive event: ModalEvent)
  }
#endif
