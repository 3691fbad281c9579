import VeilCore

/// The measured height of a fitted sheet's content (``SheetDetent/contentHeight``), and when UIKit
/// must resolve the sheet's detents again.
///
/// UIKit resolves a custom detent when its sheet lays out, and again only when told: "if the
/// block depends on any external inputs, call `invalidateDetents` on the sheet when the external
/// inputs change", and "call within an `animateChanges:` block to animate custom detents to
/// their new heights" (`UISheetPresentationController.h`, iOS 16). The content's height is such
/// an input. The iOS layer measures it before presenting and whenever the content says its
/// size changed (`preferredContentSize`); this decides whether a measurement is a change:
/// one that moves the height by at least ``tolerance``, or the first.
///
/// ```swift
/// var content = FittedSheetContent(isFitted: true)
/// content.measured(240)    // true: the first
/// content.measured(240.2)  // false: within the tolerance
/// content.measured(300)    // true: invalidate the detents, animated
/// ```
package struct FittedSheetContent: Hashable, Sendable {
  /// Changes smaller than this, in points, do not re-resolve: half a point, below what a
  /// sheet's edge shows on a 2× screen, and above a layout's rounding noise.
  package static let tolerance = 0.5

  /// Whether the sheet has a fitted detent at all; without one no measurement matters.
  package let isFitted: Bool
  /// The content's height, as ``SheetDetent/Context/contentHeight`` takes it; `nil` before the
  /// first measurement.
  package private(set) var height: Double?

  /// A sheet's content, not measured yet.
  ///
  /// - Parameter isFitted: Whether the sheet has a fitted detent.
  package init(isFitted: Bool) {
    self.isFitted = isFitted
  }

  /// The content of a sheet presented by `plan`.
  ///
  /// - Parameter plan: The plan handed to UIKit.
  package init(plan: SheetPlan) {
    self.init(isFitted: plan.detents.contains(.contentHeight))
  }

  /// Takes a measurement.
  ///
  /// - Parameter raw: The content's fitting height in points; cleaned as the context cleans it
  ///   (NaN and infinite are no measurement, negative is 0).
  /// - Returns: Whether UIKit must resolve the detents again.
  package mutating func measured(_ raw: Double) -> Bool {
    guard isFitted else { return false }
    let cleaned = SheetDetent.Context(maximumDetentValue: 0, contentHeight: raw).contentHeight
    guard let cleaned else { return false }
    if let height, Swift.abs(height - cleaned) < Self.tolerance { return false }
    height = cleaned
    return true
  }
}
