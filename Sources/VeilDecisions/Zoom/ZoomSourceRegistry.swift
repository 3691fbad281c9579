import VeilCore

/// Which source each zoom identifier names, which sources are hidden, and the alpha each one
/// gets back: the bookkeeping the iOS layer's registry of sources obeys.
///
/// `Source` is what tells one source from another (on iOS, the identity of the view or of
/// the SwiftUI source). A source is hidden by setting its alpha to ``hiddenAlpha`` — never by
/// `isHidden`, which collapses a `UIStackView`'s arranged subview and reflows its row — and
/// shown by giving it back the alpha it had when it was hidden. The rules:
///
/// - An identifier is hidden while any presentation hides it (``setHidden(_:for:alpha:)``
///   counts them); the source it names *now* is the one hidden.
/// - Naming another source for a hidden identifier (a SwiftUI source registered again, a
///   UIKit provider that answers another view at the dismissal because its cell was reused)
///   shows the old source again and hides the new one. Naming the same source again changes
///   nothing: its saved alpha is kept (saving again would save the zero the zoom set).
/// - A source that went away while hidden is forgotten (``forget(_:)``): nothing is restored,
///   and a source named later for the same identifier is hidden in its turn.
/// - Shown again, a source gets its saved alpha back only if it still has the zoom's zero: an
///   app that set another alpha meanwhile keeps its own. (An app that sets zero itself while
///   the zoom hides the source cannot be told from the zoom, and gets the saved alpha.)
///
/// ```swift
/// var registry = ZoomSourceRegistry<Int>()
/// registry.register(7, for: id, alpha: { _ in 0.8 })        // []
/// registry.setHidden(true, for: id, alpha: { _ in 0.8 })    // [.setAlpha(7, 0)]
/// registry.setHidden(false, for: id, alpha: { _ in 0 })     // [.setAlpha(7, 0.8)]
/// ```
package struct ZoomSourceRegistry<Source: Hashable & Sendable>: Sendable {
  /// What the iOS layer does to a source.
  package enum Command: Hashable, Sendable {
    /// Set the source's alpha (`UIView.alpha`, or the SwiftUI source's opacity).
    case setAlpha(Source, Double)
  }

  /// How long an identifier's source is remembered.
  package enum Lifetime: Hashable, Sendable {
    /// Until it is unregistered or goes away (a SwiftUI source, registered by its view).
    case untilUnregistered
    /// Until its identifier is next shown (a UIKit source, asked for again at each
    /// transition): the registry then lets go of the identifier, and of its provider with it.
    case untilShown
  }

  /// The alpha of a hidden source.
  package static var hiddenAlpha: Double { 0 }

  /// The source each identifier names now, and how long it is remembered.
  private var named: [ZoomSourceID: (source: Source, lifetime: Lifetime)] = [:]
  /// How many presentations hide each identifier.
  private var hiders: [ZoomSourceID: Int] = [:]
  /// The sources hidden now, with the alpha each one had before.
  private var saved: [Source: Double] = [:]

  /// Creates a registry that names no source.
  package init() {}

  /// The source `id` names now, if any.
  package func source(for id: ZoomSourceID) -> Source? {
    named[id]?.source
  }

  /// Whether a presentation hides `id`.
  package func isHidden(_ id: ZoomSourceID) -> Bool {
    hiders[id] != nil
  }

  /// The alpha `source` gets back when it is shown; `nil` while it is not hidden.
  package func savedAlpha(of source: Source) -> Double? {
    saved[source]
  }

  /// Whether the registry needs `source` still: an identifier names it, or it is hidden.
  package func tracks(_ source: Source) -> Bool {
    saved[source] != nil || named.values.contains { $0.source == source }
  }

  /// Makes `source` the one `id` names (`nil`: none), and hides or shows sources to match.
  ///
  /// - Parameters:
  ///   - source: The source, or `nil` when the identifier names none now (a provider that
  ///     answered `nil`).
  ///   - id: The identifier.
  ///   - lifetime: How long the registry remembers it.
  ///   - alpha: The alpha a source has now.
  /// - Returns: What to do to the sources.
  @discardableResult
  package mutating func register(
    _ source: Source?, for id: ZoomSourceID, lifetime: Lifetime = .untilUnregistered,
    alpha: (Source) -> Double
  ) -> [Command] {
    if let source {
      named[id] = (source, lifetime)
    } else {
      named[id] = nil
    }
    return reconcile(alpha: alpha)
  }

  /// Forgets `source` for `id` if it is still the one `id` names (a newer one may have
  /// replaced it), and shows it again if the zoom hid it.
  @discardableResult
  package mutating func unregister(
    _ source: Source, for id: ZoomSourceID, alpha: (Source) -> Double
  ) -> [Command] {
    guard named[id]?.source == source else { return [] }
    named[id] = nil
    return reconcile(alpha: alpha)
  }

  /// Forgets a source that went away: no identifier names it and nothing is restored.
  package mutating func forget(_ source: Source) {
    saved[source] = nil
    named = named.filter { $0.value.source != source }
  }

  /// One more (or one fewer) presentation hides `id`, as ``ZoomSourceVisibility`` decided
  /// for it; the source `id` names is hidden while any does.
  @discardableResult
  package mutating func setHidden(
    _ hidden: Bool, for id: ZoomSourceID, alpha: (Source) -> Double
  ) -> [Command] {
    let count = max(0, (hiders[id] ?? 0) + (hidden ? 1 : -1))
    hiders[id] = count == 0 ? nil : count
    if count == 0, named[id]?.lifetime == .untilShown { named[id] = nil }
    return reconcile(alpha: alpha)
  }

  /// Hides the sources hidden identifiers name and shows the others that the zoom hid.
  private mutating func reconcile(alpha: (Source) -> Double) -> [Command] {
    let wanted = Set(hiders.keys.compactMap { named[$0]?.source })
    var commands: [Command] = []
    for (source, restore) in saved where !wanted.contains(source) {
      saved[source] = nil
      // The app's own alpha, set while the source was hidden, wins over the saved one.
      if alpha(source) == Self.hiddenAlpha { commands.append(.setAlpha(source, restore)) }
    }
    for source in wanted where saved[source] == nil {
      saved[source] = alpha(source)
      commands.append(.setAlpha(source, Self.hiddenAlpha))
    }
    return commands
  }
}
