extension SheetStyle {
  /// This configuration with only the system detents, ``SheetDetent/medium`` and
  /// ``SheetDetent/large``, for systems whose sheets know no others (iOS 15, where
  /// `UISheetPresentationController.Detent.custom` does not exist).
  ///
  /// Each active detent becomes the system detent whose height in `context` is nearer to its
  /// own (medium is half the maximum detent value, large all of it; a tie goes to large, and in
  /// compact height, where medium is inactive, everything becomes large). Duplicates are
  /// dropped, keeping the first; an empty result is `[.large]`, as UIKit's default. The
  /// selected and the largest undimmed identifiers follow their detents; one that names no
  /// active detent is kept as it is, since UIKit ignores it the same way.
  ///
  /// ```swift
  /// let sheet = SheetStyle().detents([.height(120), .fraction(0.9)])
  /// sheet.systemDetents(in: SheetDetent.Context(maximumDetentValue: 800)).detents
  /// // [.medium, .large]: 120 pt is nearer to 400 than to 800, 720 pt nearer to 800
  /// ```
  ///
  /// - Parameter context: The context the detents resolve in.
  /// - Returns: The configuration with system detents only.
  package func systemDetents(in context: SheetDetent.Context) -> SheetStyle {
    var mapped: [SheetDetent] = []
    var replacements: [SheetDetent.Identifier: SheetDetent.Identifier] = [:]
    for detent in detents {
      guard let system = detent.systemDetent(in: context) else { continue }
      replacements[detent.identifier] = system.identifier
      if !mapped.contains(system) { mapped.append(system) }
    }
    var copy = self
    copy.detents = mapped.isEmpty ? [.large] : mapped
    copy.selectedDetentIdentifier = selectedDetentIdentifier.map { replacements[$0] ?? $0 }
    copy.largestUndimmedDetentIdentifier = largestUndimmedDetentIdentifier.map {
      replacements[$0] ?? $0
    }
    return copy
  }
}

extension SheetDetent {
  /// Whether this is one of UIKit's own detents, which every iOS version with sheets has.
  package var isSystemDetent: Bool {
    identifier == .medium || identifier == .large
  }

  /// The system detent nearest to this one's height in `context`, or `nil` when this one is
  /// inactive there.
  package func systemDetent(in context: Context) -> SheetDetent? {
    if isSystemDetent { return resolvedHeight(in: context) == nil ? nil : self }
    guard let height = resolvedHeight(in: context) else { return nil }
    guard let medium = SheetDetent.medium.resolvedHeight(in: context) else { return .large }
    let large = context.maximumDetentValue
    return Swift.abs(height - medium) < Swift.abs(large - height) ? .medium : .large
  }
}
