#if os(iOS)
  import UIKit
  import VeilCore
  import VeilDecisions

  extension UIViewController {
    /// Presents `viewController` in a Veil style: like UIKit's
    /// `present(_:animated:completion:)`, but in any ``/VeilCore/ModalStyle``, with Veil's
    /// lifecycle; the UIKit twin of SwiftUI's `.modal`.
    ///
    /// The presentation goes through the same machinery as SwiftUI's: VeilCore's lifecycle
    /// in the window's presentation stack, the same presentation controller, animator, backdrop,
    /// drags, sheets and accessibility. It is presented from the topmost controller of this
    /// controller's window that is not being dismissed, so it works while something else is
    /// presented; a presentation asked for while another transition runs waits for it.
    ///
    /// Dismiss it as any presented controller, with `dismiss(animated:)`, or let the user do it
    /// (a drag, a tap on a dismissing backdrop, the VoiceOver escape gesture). Events go to the
    /// presented and the presenting controller if they adopt ``ModalEventObserving``; to hear
    /// them with a closure, pass `onEvent:`
    /// (``UIKit/UIViewController/present(_:style:animated:onEvent:completion:)-(_,ModalStyle,_,_,_)``).
    ///
    /// ```swift
    /// let photo = PhotoViewController(photo)
    /// present(photo, style: .lightbox)
    /// ```
    ///
    /// In a sheet style, `viewController` is shown inside a container controller of Veil's (its
    /// `parent` while the sheet is up), whose view answers VoiceOver's escape gesture; dismiss
    /// it and reach its `sheetPresentationController` through `viewController` as usual. UIKit
    /// sets `isBeingPresented` and `isBeingDismissed` on the container then: read them on
    /// `viewController.parent`, or listen to Veil's `willPresent` and `willDismiss`.
    ///
    /// This controller must be in a window, as UIKit requires of a presenting controller, and
    /// `viewController` must not be presented already (UIKit would throw): otherwise nothing is
    /// presented, the completion does not run, and a debug build says why in the console.
    ///
    /// **When the completion runs.** UIKit calls its own completion "after the presentation
    /// finishes", once the animation has ended and the presented controller's `viewDidAppear(_:)`
    /// has run. Veil calls it when the presentation is *logically* complete (`didPresent`): the
    /// content is in place and takes taps, while a spring may still settle for a few frames.
    /// With a timing curve the animation has ended by then too, and with `animated: false`
    /// nothing moves at all.
    ///
    /// - Parameters:
    ///   - viewController: The controller to present. Its `modalPresentationStyle` and
    ///     `transitioningDelegate` are set by Veil.
    ///   - style: How it looks and moves.
    ///   - animated: Whether to animate the presentation and the dismissals Veil starts.
    ///   - completion: Called once, when the presentation is logically complete (`didPresent`);
    ///     not for a presentation that is refused or taken away before it completes.
    public func present(
      _ viewController: UIViewController,
      style: ModalStyle,
      animated: Bool = true,
      completion: (() -> Void)? = nil
    ) {
      presentModal(
        viewController, style: style, animated: animated, onEvent: nil, completion: completion)
    }

    /// Presents `viewController` in a Veil style and calls `onEvent` with each of its lifecycle
    /// events. Otherwise as
    /// ``UIKit/UIViewController/present(_:style:animated:completion:)-(_,ModalStyle,_,_)``,
    /// whose completion runs at `didPresent`, before UIKit's own would.
    ///
    /// `onEvent` hears `willPresent`, `didPresent`, `willDismiss(reason)` and
    /// `didDismiss(reason)`, each once, in order, before any ``ModalEventObserving`` controller
    /// does; a dismissal's reason tells a drag or a tap from the app's own `dismiss`.
    ///
    /// ```swift
    /// present(PhotoViewController(photo), style: .lightbox, onEvent: log)
    ///
    /// func log(_ event: ModalEvent) {
    ///   if case .didDismiss(.drag) = event { analytics.log("swiped away") }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - viewController: The controller to present. Its `modalPresentationStyle` and
    ///     `transitioningDelegate` are set by Veil.
    ///   - style: How it looks and moves.
    ///   - animated: Whether to animate the presentation and the dismissals Veil starts.
    ///   - onEvent: Called on the main actor with each lifecycle event.
    ///   - completion: Called once, when the presentation is logically complete (`didPresent`).
    public func present(
      _ viewController: UIViewController,
      style: ModalStyle,
      animated: Bool = true,
      onEvent: @escaping (ModalEvent) -> Void,
      completion: (() -> Void)? = nil
    ) {
      presentModal(
        viewController, style: style, animated: animated, onEvent: onEvent,
        completion: completion)
    }

    /// The one implementation of the UIKit API.
    ///
    /// `configure` sees the driver before it asks for the presentation.
    ///
    /// - Returns: The modal's driver, which the window's stack keeps until the modal has gone;
    ///   `nil` when nothing is presented.
    @discardableResult
    func presentModal(
      _ viewController: UIViewController,
      style: ModalStyle,
      animated: Bool,
      onEvent: ((ModalEvent) -> Void)?,
      completion: (() -> Void)?,
      onDismissAttempt: ((ModalDismissAttempt) -> Void)? = nil,
      sheetDetents: SheetDetentLink = SheetDetentLink(),
      configure: (ModalDriver) -> Void = { _ in }
    ) -> ModalDriver? {
      // UIKit throws when asked to present a controller that is already presented ("Application
      // tried to present modally an active controller"), and cannot present from a controller
      // outside a window: VeilCore refuses both, and the refusal is reported. A second call
      // while the first still waits for its turn is refused when its turn comes: the
      // controller is in the window's presentation chain by then (`willPresent`, then
      // `didDismiss(.parentDismissed)`).
      let request = UIKitPresentRequest(
        presenter: String(describing: type(of: self)),
        presenterIsInWindow: viewIfLoaded?.window != nil,
        presented: String(describing: type(of: viewController)),
        presentedIsAlreadyPresented: viewController.presentingViewController != nil
          || viewController.isBeingPresented)
      if let warning = request.warning {
        warning.report()
        return nil
      }
      let driver = ModalDriver(anchor: self, style: style) { _ in viewController }
      driver.animatesTransitions = animated
      driver.existingController = viewController
      driver.sheetDetents = sheetDetents
      var completion = completion
      // One presentation per call: forgotten once it has really gone, or called off.
      driver.onGone = { [weak driver] in driver?.invalidate() }
      driver.writeBindingBack = { [weak driver] in driver?.forgetIfCalledOff() }
      driver.onEvent = { [weak self, weak viewController] event in
        onEvent?(event)
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
      driver.onDismissAttempt = { [weak self, weak viewController] attempt in
        onDismissAttempt?(attempt)
        if let viewController {
          (viewController as? ModalEventObserving)?
            .modalViewController(viewController, didAttemptToDismiss: attempt)
          (self as? ModalEventObserving)?
            .modalViewController(viewController, didAttemptToDismiss: attempt)
        }
      }
      configure(driver)
      driver.bindingChanged(.flag)
      return driver
    }
  }
#endif
