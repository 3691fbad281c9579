/// Where a modal's content sits in its container: full screen, a centred card, a bottom sheet,
/// a banner along the top or bottom edge, or a drawer along the leading or trailing edge.
///
/// A placement resolves a ``ModalContainer`` into the content's rectangle, honouring the safe
/// area and, where it says so, the keyboard. Full-screen content takes the whole container and
/// receives the safe area as its own insets, as a full-screen view controller does; every other
/// placement keeps its content inside the safe area.
///
/// ```swift
/// let container = ModalContainer(
///   size: Size(width: 390, height: 844), safeArea: Insets(top: 47, bottom: 34))
/// Placement.centered(.fixed(width: 300, height: 300)).contentRect(in: container)
/// // Rect(x: 45, y: 278.5, width: 300, height: 300)
/// Placement.bottomSheet(fraction: 0.5).contentRect(in: container)
/// // Rect(x: 0, y: 422, width: 390, height: 422)
/// ```
public struct Placement: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case fullScreen
    case centered(Sizing, margins: Insets)
    case bottomSheet(SheetHeight)
    case topBanner(height: Double?, margins: Insets)
    case bottomBanner(height: Double?, margins: Insets)
    case drawer(DrawerEdge, width: DrawerWidth)
  }

  enum SheetHeight: Hashable, Sendable {
    case points(Double)
    case fraction(Double)
  }

  let kind: Kind

  /// Whether the content fills the whole container.
  package var isFullScreen: Bool {
    if case .fullScreen = kind { return true }
    return false
  }

  /// Whether the content moves up out of the keyboard's way. Full-screen content never moves:
  /// it receives the keyboard as its own concern, as a full-screen view controller does.
  public let avoidsKeyboard: Bool

  /// The height of a banner whose content has not been measured, in points.
  static let unmeasuredBannerHeight = 80.0

  init(_ kind: Kind, avoidsKeyboard: Bool) {
    self.kind = kind
    self.avoidsKeyboard = avoidsKeyboard
  }

  /// The content fills the whole container, safe areas included (its content lays itself out
  /// inside the safe area, as a full-screen view controller's view does).
  public static let fullScreen = Placement(.fullScreen, avoidsKeyboard: false)

  /// The content is centred in the safe area, inside `margins`.
  ///
  /// - Parameters:
  ///   - sizing: Whether the content has a fixed size or the size it asks for; either way it is
  ///     clamped to the available area.
  ///   - margins: The least distance between the content and the safe area's edges.
  ///   - avoidsKeyboard: Whether the content re-centres above the keyboard.
  /// - Returns: A centred placement.
  public static func centered(
    _ sizing: Sizing = .fitting,
    margins: Insets = .zero,
    avoidsKeyboard: Bool = true
  ) -> Placement {
    Placement(.centered(sizing, margins: margins), avoidsKeyboard: avoidsKeyboard)
  }

  /// A sheet of a fixed height, attached to the container's bottom edge and as wide as the
  /// container; its top corners are rounded.
  ///
  /// The height is measured from the container's bottom edge, so it includes the bottom safe
  /// area as a UIKit sheet's frame does; it is clamped so that the sheet never rises above the
  /// top safe area. A negative or NaN height becomes 0, +infinity the tallest possible sheet.
  /// Detents (medium, large, custom) come with dragging and build on this placement.
  ///
  /// - Parameters:
  ///   - height: The sheet's height in points.
  ///   - avoidsKeyboard: Whether the sheet rides up on top of the keyboard.
  /// - Returns: A bottom-sheet placement.
  public static func bottomSheet(height: Double, avoidsKeyboard: Bool = true) -> Placement {
    let points = height.clamped(to: 0...Double.greatestFiniteMagnitude, nanFallback: 0)
    return Placement(.bottomSheet(.points(points)), avoidsKeyboard: avoidsKeyboard)
  }

  /// A sheet whose height is a fraction of the container's height, attached to the bottom edge.
  ///
  /// The default, one half, is UIKit's medium detent, which Apple documents as "approximately
  /// half the height of the screen" (`UISheetPresentationController.Detent.medium()`). The
  /// fraction is clamped to 0…1; NaN becomes 0.5. Otherwise as ``bottomSheet(height:avoidsKeyboard:)``.
  ///
  /// - Parameters:
  ///   - fraction: The sheet's height as a fraction of the container's height.
  ///   - avoidsKeyboard: Whether the sheet rides up on top of the keyboard.
  /// - Returns: A bottom-sheet placement.
  public static func bottomSheet(fraction: Double = 0.5, avoidsKeyboard: Bool = true)
    -> Placement
  {
    let unit = fraction.clamped(to: 0...1, nanFallback: 0.5)
    return Placement(.bottomSheet(.fraction(unit)), avoidsKeyboard: avoidsKeyboard)
  }

  /// A banner along the top of the safe area, as wide as the safe area inside `margins`.
  ///
  /// - Parameters:
  ///   - height: The banner's height in points; `nil` takes the height the content asks for
  ///     (``ModalContainer/fittingSize``), or 80 points when it has not been measured. Clamped to
  ///     the available height; negative or NaN becomes 0.
  ///   - margins: The distance from the safe area's edges.
  /// - Returns: A top-banner placement.
  public static func topBanner(height: Double? = nil, margins: Insets = Insets(all: 8))
    -> Placement
  {
    Placement(
      .topBanner(height: height.map(Self.bannerHeight), margins: margins), avoidsKeyboard: false)
  }

  /// A banner along the bottom of the safe area, as wide as the safe area inside `margins`.
  ///
  /// - Parameters:
  ///   - height: The banner's height in points; `nil` takes the height the content asks for
  ///     (``ModalContainer/fittingSize``), or 80 points when it has not been measured. Clamped to
  ///     the available height; negative or NaN becomes 0.
  ///   - margins: The distance from the safe area's edges (and from the keyboard).
  ///   - avoidsKeyboard: Whether the banner rides up on top of the keyboard.
  /// - Returns: A bottom-banner placement.
  public static func bottomBanner(
    height: Double? = nil,
    margins: Insets = Insets(all: 8),
    avoidsKeyboard: Bool = true
  ) -> Placement {
    Placement(
      .bottomBanner(height: height.map(Self.bannerHeight), margins: margins),
      avoidsKeyboard: avoidsKeyboard)
  }

  private static func bannerHeight(_ height: Double) -> Double {
    height.clamped(to: 0...Double.greatestFiniteMagnitude, nanFallback: 0)
  }

  /// Whether the content is a sheet standing on the bottom edge, whose height its detents decide
  /// when the style is a sheet (a ``SheetStyle``).
  var isBottomSheet: Bool {
    if case .bottomSheet = kind { return true }
    return false
  }

  /// The corners a renderer rounds: the top ones for a bottom sheet, whose bottom edge meets
  /// the screen's, the inner ones for a drawer (the trailing corners of a leading drawer), all
  /// four otherwise.
  public var roundedCorners: ModalFrame.Corners {
    switch kind {
    case .bottomSheet: return .top
    case .drawer(let edge, _): return edge.innerCorners
    default: return .all
    }
  }

  /// The content's rectangle in `container`, before any transition moves it.
  ///
  /// Never negative and never NaN: an empty container, or insets larger than the container,
  /// give an empty rectangle inside it.
  ///
  /// - Parameter container: The container the modal is presented in.
  /// - Returns: The content's rectangle in container coordinates.
  public func contentRect(in container: ModalContainer) -> Rect {
    switch kind {
    case .fullScreen:
      return container.bounds

    case .centered(let sizing, let margins):
      let area = container.availableRect(avoidingKeyboard: avoidsKeyboard).inset(by: margins)
      let wanted = sizing.fixedSize ?? container.fittingSize ?? area.size
      let width = Swift.min(wanted.width, area.width)
      let height = Swift.min(wanted.height, area.height)
      return Rect(
        x: area.midX - width / 2, y: area.midY - height / 2, width: width, height: height)

    case .bottomSheet(let sheetHeight):
      let size = container.size
      let keyboard = avoidsKeyboard ? container.keyboardHeight : 0
      let bottom = Swift.max(size.height - keyboard, 0)
      let tallest = Swift.max(bottom - container.safeArea.top, 0)
      let wanted: Double
      switch sheetHeight {
      case .points(let points): wanted = points
      case .fraction(let fraction): wanted = size.height * fraction
      }
      let height = Swift.min(wanted, tallest)
      return Rect(x: 0, y: bottom - height, width: size.width, height: height)

    case .topBanner(let fixedHeight, let margins):
      let area = container.availableRect(avoidingKeyboard: false).inset(by: margins)
      let height = Swift.min(bannerHeight(fixedHeight, in: container), area.height)
      return Rect(x: area.minX, y: area.minY, width: area.width, height: height)

    case .bottomBanner(let fixedHeight, let margins):
      let area = container.availableRect(avoidingKeyboard: avoidsKeyboard).inset(by: margins)
      let height = Swift.min(bannerHeight(fixedHeight, in: container), area.height)
      return Rect(x: area.minX, y: area.maxY - height, width: area.width, height: height)

    case .drawer(let edge, let width):
      return Self.drawerRect(edge: edge, width: width, in: container)
    }
  }

  private func bannerHeight(_ fixedHeight: Double?, in container: ModalContainer) -> Double {
    fixedHeight ?? container.fittingSize?.height ?? Self.unmeasuredBannerHeight
  }
}

extension Placement {
  /// How a centred placement sizes its content: a fixed size, or the size the content asks for.
  ///
  /// ```swift
  /// let photo = Placement.centered(.fixed(width: 300, height: 300))
  /// let alert = Placement.centered(.fitting, margins: Insets(all: 20))
  /// ```
  public struct Sizing: Hashable, Sendable {
    let fixedSize: Size?

    /// The size the content asks for (``ModalContainer/fittingSize``); content that has not been
    /// measured fills the available area.
    public static let fitting = Sizing(fixedSize: nil)

    /// A fixed size, clamped to the available area. Negative and NaN dimensions become 0.
    ///
    /// - Parameters:
    ///   - width: The content's width in points.
    ///   - height: The content's height in points.
    /// - Returns: A fixed sizing.
    public static func fixed(width: Double, height: Double) -> Sizing {
      Sizing(fixedSize: Size(width: width, height: height))
    }
  }
}
