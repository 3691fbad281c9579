import VeilCore

/// The identifiers UIKit knows a sheet's detents by, where they differ from the app's.
///
/// Without custom detents (iOS 15), a plan hands UIKit only medium and large:
/// `SheetStyle.systemDetents(in:)` replaces each of the style's detents with the nearer of the
/// two. The app still speaks of its own detents (`veil.contentHeight`, a `.height`, …) in its
/// binding and in `selectSheetDetent(_:)`, and UIKit speaks of its own in
/// `selectedDetentIdentifier`. This map translates both ways:
/// - app to UIKit (a request): the system detent that replaced the app's detent; an
///   identifier the map does not know is passed as it is (custom detents: the identity);
/// - UIKit to app (the user's drag, before the binding is written or a change reported): the
///   style's own system detent when it has it, otherwise the first of the style's detents, in
///   the style's order, that the system detent replaced; otherwise the identifier as it is.
///
/// ```swift
/// let map = SheetDetentReplacements([
///   .init(app: .contentHeight, uiKit: .medium), .init(app: "tall", uiKit: .large),
/// ])
/// map.uiKitIdentifier(for: .contentHeight)  // .medium
/// map.appIdentifier(for: .medium)    // .contentHeight
/// map.appIdentifier(for: .large)     // "tall"
/// ```
package struct SheetDetentReplacements: Hashable, Sendable {
  /// One of the style's detents and the identifier UIKit knows it by.
  package struct Replacement: Hashable, Sendable {
    /// The style's detent, as the app names it.
    package var app: SheetDetent.Identifier
    /// The detent UIKit was given in its place.
    package var uiKit: SheetDetent.Identifier

    /// A replacement.
    ///
    /// - Parameters:
    ///   - app: The style's detent, as the app names it.
    ///   - uiKit: The detent UIKit was given in its place.
    package init(app: SheetDetent.Identifier, uiKit: SheetDetent.Identifier) {
      self.app = app
      self.uiKit = uiKit
    }
  }

  /// The replacements, in the order of the style's detents; empty when UIKit has every detent
  /// under the app's own identifier.
  package var replacements: [Replacement]

  /// A map.
  ///
  /// - Parameter replacements: The replacements, in the order of the style's detents.
  package init(_ replacements: [Replacement] = []) {
    self.replacements = replacements
  }

  /// Whether the app's `identifier` names one of the style's detents that was replaced.
  ///
  /// - Parameter identifier: The app's identifier.
  /// - Returns: `true` when the map knows it.
  package func knows(_ identifier: SheetDetent.Identifier) -> Bool {
    replacements.contains { $0.app == identifier }
  }

  /// The identifier UIKit knows the app's detent by.
  ///
  /// - Parameter identifier: The app's identifier, from its binding or a call.
  /// - Returns: The system detent that replaced it, or `identifier` itself when none did.
  package func uiKitIdentifier(for identifier: SheetDetent.Identifier) -> SheetDetent.Identifier {
    replacements.first { $0.app == identifier }?.uiKit ?? identifier
  }

  /// The app's identifier for the detent UIKit names.
  ///
  /// - Parameter identifier: UIKit's `selectedDetentIdentifier`.
  /// - Returns: `identifier` when the style has that detent itself; otherwise the first of the
  ///   style's detents it replaced; otherwise `identifier`.
  package func appIdentifier(for identifier: SheetDetent.Identifier) -> SheetDetent.Identifier {
    let replaced = replacements.filter { $0.uiKit == identifier }
    if replaced.contains(where: { $0.app == identifier }) { return identifier }
    return replaced.first?.app ?? identifier
  }
}

extension SheetStyle {
  /// What `systemDetents(in:)` replaces each of this style's detents with in `context`, in the
  /// style's order; a detent inactive there has none.
  ///
  /// - Parameter context: The context the detents resolve in.
  /// - Returns: The map.
  package func systemDetentReplacements(in context: SheetDetent.Context)
    -> SheetDetentReplacements
  {
    var replacements: [SheetDetentReplacements.Replacement] = []
    for detent in detents {
      guard let system = detent.systemDetent(in: context),
        !replacements.contains(where: { $0.app == detent.identifier })
      else { continue }
      replacements.append(.init(app: detent.identifier, uiKit: system.identifier))
    }
    return SheetDetentReplacements(replacements)
  }
}
