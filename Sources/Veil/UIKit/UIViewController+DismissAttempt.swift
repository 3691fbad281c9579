#if os(iOS)
  import UIKit
  import VeilCore

  extension UIViewController {
    /// Presents `viewController` in a Veil style and calls `onDismissAttempt` each time the
    /// user tries to dismiss it while a lock refuses: the style's
    /// ``/VeilCore/ModalStyle/interactiveDismissDisabled(_:)``, or the `isModalInPresentation`
    /// of `viewController` in a sheet style. Otherwise as
    /// ``UIKit/UIViewController/present(_:style:animated:onEvent:completion:)-(_,ModalStyle,_,_,_)``.
    ///
    /// UIKit tells its own sheet's delegate of such an attempt
    /// (`presentationControllerDidAttemptToDismiss(_:)`); Veil tells it for every style, once
    /// per gesture that would have dismissed the modal (``/VeilCore/ModalDismissAttempt``), on
    /// the main actor, in order with the events. The modal stays: dismiss it from the handler
    /// once the user confirms.
    ///
    /// ```swift
    /// let editor = EditorViewController()
    /// present(editor, style: .card.interactiveDismissDisabled(), onDismissAttempt: { _ in
    ///   editor.confirmDiscard { editor.dismiss(animated: true) }
    /// })
    /// ```
    ///
    /// - Parameters:
    ///   - viewController: The controller to present.
    ///   - style: How it looks and moves.
    ///   - animated: Whether to animate the presentation and the dismissals Veil starts.
    ///   - onDismissAttempt: Called on the main actor with each refused attempt.
    ///   - onEvent: Called on the main actor with each lifecycle event.
    ///   - completion: Called once, when the presentation is logically complete (`didPresent`).
    public func present(
      _ viewController: UIViewController,
      style: ModalStyle,
      animated: Bool = true,
      onDismissAttempt: @escaping (ModalDismissAttempt) -> Void,
      onEvent: ((ModalEvent) -> Void)? = nil,
      completion: (() -> Void)? = nil
    ) {
      presentModal(
        viewController, style: style, animated: animated, onEvent: onEvent,
        completion: completion, onDismissAttempt: onDismissAttempt)
    }

    /// Presents `viewController` as a sheet and calls `onDismissAttempt` each time the user
    /// pulls it down, taps its dimming or makes VoiceOver's escape gesture while a lock
    /// refuses (the style's ``/VeilCore/SheetStyle/interactiveDismissDisabled(_:)``, or the
    /// `isModalInPresentation` of `viewController`). Otherwise as
    /// ``UIKit/UIViewController/present(_:style:animated:onDismissAttempt:onEvent:completion:)-(_,ModalStyle,_,_,_,_)``.
    ///
    /// ```swift
    /// editor.isModalInPresentation = editor.hasChanges
    /// present(editor, style: .sheet, onDismissAttempt: { _ in
    ///   editor.confirmDiscard { editor.dismiss(animated: true) }
    /// })
    /// ```
    ///
    /// - Parameters:
    ///   - viewController: The controller to present.
    ///   - style: The sheet's detents and options.
    ///   - animated: Whether to animate the presentation and the dismissals Veil starts.
    ///   - onDismissAttempt: Called on the main actor with each refused attempt.
    ///   - onEvent: Called on the main actor with each lifecycle event.
    ///   - completion: Called once, when the presentation is logically complete (`didPresent`).
    public func present(
      _ viewController: UIViewController,
      style: SheetStyle,
      animated: Bool = true,
      onDismissAttempt: @escaping (ModalDismissAttempt) -> Void,
      onEvent: ((ModalEvent) -> Void)? = nil,
      completion: (() -> Void)? = nil
    ) {
      presentModal(
        viewController, style: ModalStyle(sheet: style), animated: animated, onEvent: onEvent,
        completion: completion, onDismissAttempt: onDismissAttempt)
    }
  }
#endif
