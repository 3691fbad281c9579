import VeilCore

/// Everything the iOS layer hands `UISheetPresentationController` for one sheet, decided here so
/// that UIKit's preconditions are met by construction and tested on Linux.
///
/// UIKit's `detents` "must contain at least one element" and must be given "in order from
/// smallest to largest height" (Apple, `UISheetPresentationController.detents`); a
/// ``SheetStyle`` allows any order and an empty list. The plan sorts, removes repeated
/// identifiers, substitutes `[.large]` for an empty list, and, on systems without custom
/// detents (iOS 15), keeps only medium and large. The selected and the largest undimmed
/// identifiers are then kept only when they name a detent of the plan, so UIKit never sees an
/// identifier it cannot find.
///
/// ```swift
/// let sheet = SheetStyle().detents([.large, .height(200), .medium])
/// let plan = sheet.uiKitPlan(in: SheetDetent.Context(maximumDetentValue: 800))
/// plan.detents  // [.height(200), .medium, .large]
/// ```
package struct SheetPlan: Hashable, Sendable {
  /// The detents, smallest first, at least one; only ``SheetDetent/medium`` and
  /// ``SheetDetent/large`` when the system has no custom detents.
  package var detents: [SheetDetent]
  /// The detent the sheet rests at, always one of ``detents``; `nil` for the smallest.
  package var selectedDetentIdentifier: SheetDetent.Identifier?
  /// The largest detent without dimming, always one of ``detents``; `nil` to dim at every one.
  package var largestUndimmedDetentIdentifier: SheetDetent.Identifier?
  /// UIKit's `prefersGrabberVisible`.
  package var prefersGrabberVisible: Bool
  /// UIKit's `prefersScrollingExpandsWhenScrolledToEdge`.
  package var prefersScrollingExpandsWhenScrolledToEdge: Bool
  /// UIKit's `isModalInPresentation`: a drag below the smallest detent springs back.
  package var isModalInPresentation: Bool
  /// The radius to set as `preferredCornerRadius`, or `nil` to leave UIKit's own.
  package var preferredCornerRadius: Double?
}

extension SheetStyle {
  /// The plan for `UISheetPresentationController`.
  ///
  /// With custom detents, each detent is ordered by its height in `context`, a reference for
  /// ordering only: UIKit resolves custom detents again in its own context, and a
  /// monotonic resolver keeps the order there. The reference is taken as regular in height, so
  /// that the medium detent, which compact height turns off, still has its place; detents
  /// inactive in the reference go last, in the order listed. Equal heights keep the order
  /// listed. Without custom detents, `systemDetents(in:)` maps every detent to medium or
  /// large in `context` itself (compact height included), and the result is sorted likewise.
  ///
  /// - Parameters:
  ///   - context: The presenting window's detent context (see
  ///     ``ModalContainer/sheetDetentContext``).
  ///   - supportsCustomDetents: Whether the system has `Detent.custom` (iOS 16 and later).
  /// - Returns: The plan.
  package func uiKitPlan(in context: SheetDetent.Context, supportsCustomDetents: Bool = true)
    -> SheetPlan
  {
    let source = supportsCustomDetents ? self : systemDetents(in: context)
    let reference = SheetDetent.Context(
      maximumDetentValue: context.maximumDetentValue, isCompactHeight: false,
      contentHeight: context.contentHeight)
    var unique: [SheetDetent] = []
    for detent in source.detents where !unique.contains(detent) {
      unique.append(detent)
    }
    let ordered =
      unique
      .enumerated()
      .map {
        (index: $0.offset, detent: $0.element, height: $0.element.resolvedHeight(in: reference))
      }
      .sorted { lhs, rhs in
        switch (lhs.height, rhs.height) {
        case (let left?, let right?) where left != right: left < right
        case (.some, .none): true
        case (.none, .some): false
        default: lhs.index < rhs.index
        }
      }
      .map(\.detent)
    let detents = ordered.isEmpty ? [SheetDetent.large] : ordered
    let identifiers = Set(detents.map(\.identifier))
    return SheetPlan(
      detents: detents,
      selectedDetentIdentifier: source.selectedDetentIdentifier.flatMap {
        identifiers.contains($0) ? $0 : nil
      },
      largestUndimmedDetentIdentifier: source.largestUndimmedDetentIdentifier.flatMap {
        identifiers.contains($0) ? $0 : nil
      },
      prefersGrabberVisible: showsGrabber,
      prefersScrollingExpandsWhenScrolledToEdge: prefersScrollingExpandsWhenScrolledToEdge,
      isModalInPresentation: isInteractiveDismissDisabled,
      preferredCornerRadius: preferredCornerRadius)
  }
}

extension SheetPlan {
  /// The height UIKit gets for the detent at `index` in `context`; a custom detent's resolver
  /// asks with UIKit's own context, each time it changes.
  ///
  /// The order of ``detents`` is decided once, in a reference context, and a `.fraction` and a
  /// `.height` detent can change places when the container does (a rotation), while UIKit
  /// requires its detents in ascending order at all times. So each detent resolves to its own
  /// height, raised to the heights of the detents before it and lowered to those of the
  /// system detents after it (medium and large, which UIKit resolves itself): the list stays
  /// ascending in every context, each detent keeps its identifier and its place, and one that
  /// would overtake a neighbour meets it instead.
  ///
  /// - Parameters:
  ///   - index: The detent's place in ``detents``.
  ///   - context: The context UIKit resolves in.
  /// - Returns: The height in points (a system detent's own, as UIKit resolves it), or `nil`
  ///   when the detent is inactive in `context` (or `index` names none).
  package func height(ofDetentAt index: Int, in context: SheetDetent.Context) -> Double? {
    guard detents.indices.contains(index),
      let own = detents[index].resolvedHeight(in: context)
    else { return nil }
    // UIKit resolves its own two itself.
    if Self.isSystem(detents[index]) { return own }
    let floor = detents[..<index].compactMap { $0.resolvedHeight(in: context) }.max() ?? own
    let raised = Swift.max(own, floor)
    let ceiling = detents[(index + 1)...]
      .filter(Self.isSystem)
      .compactMap { $0.resolvedHeight(in: context) }
      .min()
    return ceiling.map { Swift.min(raised, $0) } ?? raised
  }

  private static func isSystem(_ detent: SheetDetent) -> Bool {
    detent == .medium || detent == .large
  }
}
