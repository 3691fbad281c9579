/// What is drawn between the presenting screen and a modal's content, and what a tap on it does.
///
/// A backdrop is a dim (a colour at an opacity), a blur, both (the dim drawn over the blur), or
/// nothing. Frames scale it by ``ModalFrame/backdropStrength``: 0 shows none of it, 1 all of it.
///
/// ```swift
/// let cover = Backdrop.dim(.black, opacity: 0.2)
/// let frosted = Backdrop.blur(.systemThinMaterial).dimmed(.black, opacity: 0.1)
/// let passive = Backdrop.dim(opacity: 0.3).onTap(.passesThrough)
/// ```
public struct Backdrop: Hashable, Sendable {
  /// The dimming colour drawn over the blur, if any.
  public private(set) var dim: Dim?
  /// The blur, if any.
  public private(set) var blur: Blur?
  /// What a tap on the backdrop does.
  public private(set) var tapBehavior: TapBehavior
  /// Whether the backdrop stays in place or belongs to the presented content.
  public private(set) var attachment: Attachment

  private init(dim: Dim?, blur: Blur?, tapBehavior: TapBehavior, attachment: Attachment) {
    self.dim = dim
    self.blur = blur
    self.tapBehavior = tapBehavior
    self.attachment = attachment
  }

  /// No backdrop: the presenting screen shows as it is. Taps outside the content are blocked
  /// (change it with ``onTap(_:)``).
  public static let clear = Backdrop(
    dim: nil, blur: nil, tapBehavior: .blocks, attachment: .container)

  /// No backdrop; the old name of ``clear``. Where the expected type is optional, `.none` means
  /// `nil`, not this backdrop.
  @available(*, deprecated, renamed: "clear")
  public static var none: Backdrop { clear }

  /// A dimming colour at an opacity; a tap dismisses (change it with ``onTap(_:)``).
  ///
  /// - Parameters:
  ///   - color: The dimming colour; its own alpha multiplies `opacity`.
  ///   - opacity: The opacity at full strength, clamped to 0…1; NaN becomes 0.
  /// - Returns: A dimming backdrop.
  public static func dim(_ color: ModalColor = .black, opacity: Double = 0.2) -> Backdrop {
    Backdrop(
      dim: Dim(color: color, opacity: opacity), blur: nil, tapBehavior: .dismisses,
      attachment: .container)
  }

  /// A blur of the presenting screen; a tap dismisses (change it with ``onTap(_:)``).
  ///
  /// - Parameters:
  ///   - style: The blur style, as `UIBlurEffect.Style` names it.
  ///   - radius: The blur radius in points at full strength, for renderers that draw their own
  ///     blur (UIKit's effect views choose their own). Negative, NaN and infinite radii become
  ///     ``Blur/defaultRadius``.
  /// - Returns: A blurring backdrop.
  public static func blur(_ style: BlurStyle = .regular, radius: Double = Blur.defaultRadius)
    -> Backdrop
  {
    Backdrop(
      dim: nil, blur: Blur(style: style, radius: radius), tapBehavior: .dismisses,
      attachment: .container)
  }

  /// This backdrop with a dimming colour drawn over it (over its blur, if it has one).
  ///
  /// - Parameters:
  ///   - color: The dimming colour; its own alpha multiplies `opacity`.
  ///   - opacity: The opacity at full strength, clamped to 0…1; NaN becomes 0.
  /// - Returns: A copy with the dim replaced.
  public func dimmed(_ color: ModalColor = .black, opacity: Double) -> Backdrop {
    setting(\.dim, to: Dim(color: color, opacity: opacity))
  }

  /// This backdrop with another tap behaviour.
  ///
  /// - Parameter behavior: What a tap on the backdrop does.
  /// - Returns: A copy with the tap behaviour replaced.
  public func onTap(_ behavior: TapBehavior) -> Backdrop {
    setting(\.tapBehavior, to: behavior)
  }

  /// This backdrop attached to the container or to the content.
  ///
  /// - Parameter attachment: Where the backdrop belongs.
  /// - Returns: A copy with the attachment replaced.
  public func attached(to attachment: Attachment) -> Backdrop {
    setting(\.attachment, to: attachment)
  }

  /// Whether anything is drawn at full strength: a blur, or a dim with some opacity.
  public var isVisible: Bool {
    blur != nil || (dim.map { $0.opacity * $0.color.alpha > 0 } ?? false)
  }

  /// The alpha of the dimming colour at a strength: the colour's alpha times the dim's opacity
  /// times the strength; 0 without a dim.
  ///
  /// - Parameter strength: The frame's ``ModalFrame/backdropStrength``, clamped to 0…1 (NaN 0).
  /// - Returns: The alpha to draw the dimming colour with.
  public func dimAlpha(atStrength strength: Double) -> Double {
    guard let dim else { return 0 }
    return dim.color.alpha * dim.opacity * strength.unitClamped
  }

  /// The blur radius at a strength, for renderers that draw their own blur; 0 without a blur.
  ///
  /// - Parameter strength: The frame's ``ModalFrame/backdropStrength``, clamped to 0…1 (NaN 0).
  /// - Returns: The radius in points.
  public func blurRadius(atStrength strength: Double) -> Double {
    guard let blur else { return 0 }
    return blur.radius * strength.unitClamped
  }
}

extension Backdrop {
  /// What a tap on the backdrop does.
  ///
  /// ```swift
  /// let backdrop = Backdrop.dim(opacity: 0.5).onTap(.blocks)
  /// ```
  public enum TapBehavior: String, Hashable, Sendable, CaseIterable {
    /// The tap dismisses the modal (with reason `DismissReason.backdropTap`).
    case dismisses
    /// The tap goes through to the presenting screen, which stays interactive.
    case passesThrough
    /// The tap is swallowed: nothing happens.
    case blocks
  }

  /// Whether a backdrop stays in place or belongs to the presented content.
  ///
  /// UIKit's own modal transitions animate the presented view controller's whole view; when
  /// that view's background is a translucent colour or a visual-effect view (the
  /// over-current-context article's `view.backgroundColor = UIColor(red: 0, green: 0, blue: 0,
  /// alpha: 0.5)`), the dim slides, flips and fades together with the content. ``content``
  /// reproduces that.
  ///
  /// ```swift
  /// let asUIKitDoesIt = Backdrop.dim(.black, opacity: 0.5).attached(to: .content)
  /// ```
  public enum Attachment: String, Hashable, Sendable, CaseIterable {
    /// The backdrop covers the container and stays in place; it fades in and out with the
    /// presentation (``ModalFrame/backdropStrength`` follows the animation's progress).
    case container
    /// The backdrop covers the container but is drawn inside the content's layer: it takes the
    /// frame's offset, scale (about the content's centre), rotation and content opacity, and
    /// ``ModalFrame/backdropStrength`` stays at 1 while the modal is shown.
    case content
  }

  /// A dimming colour at an opacity.
  ///
  /// ```swift
  /// let dim = Backdrop.Dim(color: .black, opacity: 0.2)
  /// ```
  public struct Dim: Hashable, Sendable {
    /// The dimming colour.
    public let color: ModalColor
    /// The opacity at full strength, 0…1; the colour's alpha multiplies it.
    public let opacity: Double

    /// Creates a dim. The opacity is clamped to 0…1; NaN becomes 0.
    ///
    /// - Parameters:
    ///   - color: The dimming colour.
    ///   - opacity: The opacity at full strength.
    public init(color: ModalColor, opacity: Double) {
      self.color = color
      self.opacity = opacity.unitClamped
    }
  }

  /// A blur style and, for renderers that draw their own blur, a radius.
  ///
  /// ```swift
  /// let blur = Backdrop.Blur(style: .dark, radius: 30)
  /// ```
  public struct Blur: Hashable, Sendable {
    /// The radius renderers that draw their own blur use unless told otherwise: 20 points.
    /// Apple publishes no radius for `UIBlurEffect`; this is Veil's choice, not a measurement.
    public static let defaultRadius = 20.0

    /// The blur style.
    public let style: BlurStyle
    /// The blur radius in points at full strength.
    public let radius: Double

    /// Creates a blur. A negative, NaN or infinite radius becomes ``defaultRadius``.
    ///
    /// - Parameters:
    ///   - style: The blur style.
    ///   - radius: The blur radius in points at full strength.
    public init(style: BlurStyle, radius: Double = defaultRadius) {
      self.style = style
      self.radius = radius.nonNegativeOr(Self.defaultRadius)
    }
  }

  /// A blur style, named and ordered as UIKit's `UIBlurEffect.Style` (iOS 15).
  ///
  /// The raw value is UIKit's case name, so the iOS layer maps it one to one and the CLI can
  /// parse it.
  ///
  /// ```swift
  /// let style = Backdrop.BlurStyle(rawValue: "extraLight")   // .extraLight
  /// ```
  public enum BlurStyle: String, Hashable, Sendable, CaseIterable {
    /// A very light blur, brighter than ``light``.
    case extraLight
    /// A light blur.
    case light
    /// A dark blur.
    case dark
    /// A blur that adapts to the interface style.
    case regular
    /// A more opaque blur that adapts to the interface style.
    case prominent
    /// The thinnest adaptive material.
    case systemUltraThinMaterial
    /// A thin adaptive material.
    case systemThinMaterial
    /// The default adaptive material.
    case systemMaterial
    /// A thick adaptive material.
    case systemThickMaterial
    /// The adaptive material of system chrome (bars).
    case systemChromeMaterial
    /// The thinnest material, always light.
    case systemUltraThinMaterialLight
    /// A thin material, always light.
    case systemThinMaterialLight
    /// The default material, always light.
    case systemMaterialLight
    /// A thick material, always light.
    case systemThickMaterialLight
    /// The chrome material, always light.
    case systemChromeMaterialLight
    /// The thinnest material, always dark.
    case systemUltraThinMaterialDark
    /// A thin material, always dark.
    case systemThinMaterialDark
    /// The default material, always dark.
    case systemMaterialDark
    /// A thick material, always dark.
    case systemThickMaterialDark
    /// The chrome material, always dark.
    case systemChromeMaterialDark

    /// Whether this is one of the system materials (iOS 13) rather than a classic blur.
    public var isMaterial: Bool { rawValue.hasPrefix("system") }
  }
}

extension Backdrop: CopyModifying {}
