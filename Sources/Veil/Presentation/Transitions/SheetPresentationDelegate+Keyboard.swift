#if os(iOS)
  import UIKit
  import VeilCore
  import VeilDecisions

  extension SheetPresentationDelegate {
    /// Keeps `presentation` at its detent while the software keyboard is up, as `sheet` asks
    /// (``/VeilCore/SheetStyle/keepsDetentForKeyboard(_:)``), from the plan just applied to it.
    /// Called from ``configure(_:sheet:in:)``; configuring again hands the new plan over.
    func followKeyboard(
      _ presentation: UISheetPresentationController, plan: SheetPlan, sheet: SheetStyle
    ) {
      if let observer = keyboardDetents, observer.presentation === presentation {
        observer.planChanged(plan, keepsDetent: sheet.keepsDetentForKeyboard)
      } else {
        keyboardDetents = SheetKeyboardDetentsObserver(
          presentation: presentation, plan: plan, keepsDetent: sheet.keepsDetentForKeyboard
        ) { [weak self] in self?.fittedContent?.height }
      }
    }
  }

  /// Hands a UIKit sheet, while the keyboard is up, only its detents up to the one it rests at,
  /// and its full list when the keyboard hides (B10): UIKit raises a sheet below its largest
  /// detent to its largest when the keyboard appears, and this leaves it no larger one.
  ///
  /// VeilDecisions' `SheetKeyboardDetents` decides what to hand over from
  /// `UIResponder.keyboardWillShowNotification` and `keyboardWillHideNotification`, each with
  /// the sheet's `selectedDetentIdentifier` as it reads then; each change is applied inside
  /// `animateChanges`, UIKit's way to animate a change of detents and selection
  /// ("Call this method to animate changes to the sheet presentation controller's detents,
  /// selectedDetentIdentifier, …", `UISheetPresentationController.animateChanges(_:)`).
  /// The detents handed over are the first ones of the plan's own UIKit detents, whose custom
  /// resolvers keep resolving as in the full list (a fitted one with the delegate's measured
  /// content height). The notification center drops the
  /// observation when this is released with the sheet's delegate.
  @MainActor
  final class SheetKeyboardDetentsObserver: NSObject {
    private(set) weak var presentation: UISheetPresentationController?
    private var decision: SheetKeyboardDetents
    /// A fitted detent's content height, as the delegate measures it.
    private let contentHeight: @MainActor () -> Double?

    init(
      presentation: UISheetPresentationController, plan: SheetPlan, keepsDetent: Bool,
      contentHeight: @escaping @MainActor () -> Double?
    ) {
      self.presentation = presentation
      self.contentHeight = contentHeight
      decision = SheetKeyboardDetents(plan: plan, keepsDetent: keepsDetent)
      super.init()
      let center = NotificationCenter.default
      center.addObserver(
        self, selector: #selector(keyboardWillShow(_:)),
        name: UIResponder.keyboardWillShowNotification, object: nil)
      center.addObserver(
        self, selector: #selector(keyboardWillHide(_:)),
        name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    /// The sheet was configured again: UIKit now holds `plan` in full.
    func planChanged(_ plan: SheetPlan, keepsDetent: Bool) {
      apply(decision.handle(.planChanged(plan, keepsDetent: keepsDetent, selected: selected)))
    }

    /// The app asks for `identifier`: while the keyboard is up, the sheet gets the detents up
    /// to it with it selected. Returns whether this carried the request out.
    func appSelects(_ identifier: SheetDetent.Identifier) -> Bool {
      guard let change = decision.handle(.appSelects(identifier)) else { return false }
      apply(change)
      return true
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
      // Only while the sheet is on screen: not before its presentation, nor in its dismissal.
      guard let presentation, presentation.presentedViewController.viewIfLoaded?.window != nil,
        !presentation.presentedViewController.isBeingDismissed
      else { return }
      apply(decision.handle(.keyboardWillShow(selected: selected)))
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
      apply(decision.handle(.keyboardWillHide(selected: selected)))
    }

    private var selected: SheetDetent.Identifier? {
      presentation?.selectedDetentIdentifier.map { SheetDetent.Identifier($0.rawValue) }
    }

    private func apply(_ change: SheetKeyboardDetents.Change?) {
      guard let change, let presentation else { return }
      let detents = Array(
        decision.plan.uiDetents(contentHeight: contentHeight).prefix(change.detents.count))
      presentation.animateChanges {
        presentation.detents = detents
        presentation.selectedDetentIdentifier = change.selectedDetentIdentifier?.uiIdentifier
      }
    }
  }
#endif
