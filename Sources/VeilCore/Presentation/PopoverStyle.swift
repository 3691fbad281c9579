/// UIKit's popover (`UIPopoverPresentationController`): a bubble next to its source with an
/// arrow pointing at it, which stays a popover on iPhone too unless you ask it to adapt.
///
/// A popover is a kind of modal of its own, as ``SheetStyle`` is: UIKit draws it, places it and
/// moves it, so it offers only the settings UIKit reads. Present it with
/// `.modal(isPresented:style:)`, as any style. It points at the view the `.modal` modifier
/// stands on, or at the view marked `.modalTransitionSource(id:in:)` that
/// `.popover.source(id:in:)` names; in UIKit, at the view `.popover.source(view)` names:
///
/// ```swift
/// Button("Filter") { isPresented = true }
///   .modal(isPresented: $isPresented, style: .popover.arrowEdges([.top])) {
///     FilterOptions()
///   }
/// ```
///
/// The defaults are what apps ask for: any arrow edge, a size fitted to the content, a
/// popover on iPhone too (SwiftUI's `presentationCompactAdaptation(.popover)`), dismissed by a
/// tap outside it (reported as `DismissReason.backdropTap`), no dimming behind it.
public struct PopoverStyle: Hashable, Sendable {
  /// The edges of the *popover* its arrow may sit on, pointing at the source, as UIKit's
  /// `permittedArrowDirections`: `.top` is UIKit's `.up`, so the popover sits *below* its
  /// source. This is the opposite of SwiftUI's `popover(arrowEdge:)`, which names the edge of
  /// the *source*: SwiftUI's `arrowEdge: .bottom` is `arrowEdges([.top])` here.
  ///
  /// `.leading` puts the popover after its source in reading order: to its right in a
  /// left-to-right layout (UIKit's `.left`), to its left in a right-to-left one (UIKit's
  /// `.right`). UIKit picks among the edges the one with the most room. Never empty: an empty
  /// set becomes every edge.
  public internal(set) var arrowEdges: Set<ModalEdge> {
    didSet { arrowEdges = Self.cleanEdges(arrowEdges) }
  }
  /// The width in points the popover asks for, as `preferredContentSize`; `nil` (the default)
  /// fits the content. Zero, negative, NaN and infinite widths become `nil`. UIKit keeps the
  /// popover on screen whatever it asks for.
  public internal(set) var preferredWidth: Double? {
    didSet { preferredWidth = preferredWidth.flatMap(Self.cleanLength) }
  }
  /// The height in points the popover asks for; `nil` (the default) fits the content. Zero,
  /// negative, NaN and infinite heights become `nil`.
  public internal(set) var preferredHeight: Double? {
    didSet { preferredHeight = preferredHeight.flatMap(Self.cleanLength) }
  }
  /// Whether the popover becomes UIKit's sheet in a horizontally compact width (an iPhone in
  /// portrait), UIKit's own default; `false` (the default) keeps it a popover there, as
  /// SwiftUI's `presentationCompactAdaptation(.popover)` does from iOS 16.4.
  public internal(set) var adaptsToSheetInCompactWidth: Bool
  /// Whether the user is kept from dismissing the popover (default `false`), SwiftUI's
  /// `interactiveDismissDisabled` and UIKit's `isModalInPresentation`: UIKit then ignores taps
  /// outside the popover. The content and the app can still close it.
  public internal(set) var isInteractiveDismissDisabled: Bool
  /// What the popover points at: the `.modal` modifier's own view, or a named source.
  package internal(set) var source: Source = .anchor

  /// What a popover points at.
  package enum Source: Hashable, Sendable {
    /// The view the `.modal` modifier stands on, or the view of the controller `present` was
    /// called on: the fallback of every other source.
    case anchor
    /// The source marked with this identifier (`.modalTransitionSource(id:in:)`, or a UIKit
    /// view), read when the popover is presented.
    case id(ZoomSourceID)
  }

  /// Creates a popover; every parameter has the default apps ask for.
  ///
  /// - Parameters:
  ///   - arrowEdges: The edges of the popover (not of the source) its arrow may sit on:
  ///     `.top` puts the popover below its source. Every edge by default, and an empty set
  ///     means every edge.
  ///   - preferredWidth: The width to ask for; `nil` to fit the content.
  ///   - preferredHeight: The height to ask for; `nil` to fit the content.
  ///   - adaptsToSheetInCompactWidth: Whether it becomes a sheet in a compact width.
  ///   - isInteractiveDismissDisabled: Whether a tap outside is kept from dismissing it.
  public init(
    arrowEdges: Set<ModalEdge> = Set(ModalEdge.allCases),
    preferredWidth: Double? = nil,
    preferredHeight: Double? = nil,
    adaptsToSheetInCompactWidth: Bool = false,
    isInteractiveDismissDisabled: Bool = false
  ) {
    self.arrowEdges = Self.cleanEdges(arrowEdges)
    self.preferredWidth = preferredWidth.flatMap(Self.cleanLength)
    self.preferredHeight = preferredHeight.flatMap(Self.cleanLength)
    self.adaptsToSheetInCompactWidth = adaptsToSheetInCompactWidth
    self.isInteractiveDismissDisabled = isInteractiveDismissDisabled
  }

  /// A finite, strictly positive length, or `nil`.
  private static func cleanLength(_ length: Double) -> Double? {
    length.isFinite && length > 0 ? length : nil
  }

  /// The edges, or every edge for none.
  private static func cleanEdges(_ edges: Set<ModalEdge>) -> Set<ModalEdge> {
    edges.isEmpty ? Set(ModalEdge.allCases) : edges
  }

  /// A popover with every default: any arrow edge, fitted to its content, a popover on iPhone
  /// too, dismissed by a tap outside.
  public static let popover = PopoverStyle()

  // MARK: Copy and modify

  /// A copy whose arrow may sit on other edges.
  ///
  /// - Parameter edges: The edges of the popover (not of the source, unlike SwiftUI's
  ///   `arrowEdge`) its arrow may sit on: `.top` puts the popover below its source. An empty
  ///   set means every edge.
  /// - Returns: The modified popover.
  public func arrowEdges(_ edges: Set<ModalEdge>) -> Self {
    setting(\.arrowEdges, to: edges)
  }

  /// A copy that asks for a size; a `nil` dimension fits the content.
  ///
  /// - Parameters:
  ///   - width: The width in points, or `nil` to fit; zero, negative, NaN and infinite widths
  ///     become `nil`.
  ///   - height: The height in points, or `nil` to fit; bad heights become `nil` too.
  /// - Returns: The modified popover.
  public func preferredSize(width: Double? = nil, height: Double? = nil) -> Self {
    var copy = self
    copy.preferredWidth = width
    copy.preferredHeight = height
    return copy
  }

  /// A copy that becomes UIKit's sheet in a compact width, or stays a popover there.
  ///
  /// - Parameter adapts: Whether it becomes a sheet in a compact width; `true` by default.
  /// - Returns: The modified popover.
  public func adaptsToSheetInCompactWidth(_ adapts: Bool = true) -> Self {
    setting(\.adaptsToSheetInCompactWidth, to: adapts)
  }

  /// A copy the user can, or cannot, dismiss by tapping outside it, as SwiftUI's
  /// `interactiveDismissDisabled(_:)`.
  ///
  /// - Parameter disabled: Whether a tap outside is ignored; `true` by default.
  /// - Returns: The modified popover.
  public func interactiveDismissDisabled(_ disabled: Bool = true) -> Self {
    setting(\.isInteractiveDismissDisabled, to: disabled)
  }

  /// A copy that points at the source with this identifier, read when it is presented; the
  /// iOS layer spells it `.source(id:in:)` (SwiftUI) and `.source(_:)` (a UIKit view).
  ///
  /// - Parameter id: The source's identifier.
  /// - Returns: The modified popover.
  package func source(_ id: ZoomSourceID) -> Self {
    setting(\.source, to: .id(id))
  }
}

extension PopoverStyle: CopyModifying {}
