import VeilCore

/// `veil preview STYLE`: one style rendered in one format.
///
/// ```swift
/// let request = PreviewRequest(styleName: "cover", format: .csv)
/// ```
public struct PreviewRequest: Hashable, Sendable {
  /// The built-in style's name.
  public var styleName: String
  /// What to render to.
  public var format: PreviewFormat
  /// The SVG or PNG to draw in place of the stand-in content (`--content`), read when the
  /// command runs; nil for the stand-in.
  public var contentPath: String?
  /// How to sample the style.
  public var settings: PreviewSettings
  /// The file to write, or nil for standard output.
  public var output: String?

  /// Creates a request; every parameter but the style has a default.
  ///
  /// - Parameters:
  ///   - styleName: The built-in style's name.
  ///   - format: What to render to.
  ///   - settings: How to sample the style.
  ///   - output: The file to write, or nil for standard output.
  public init(
    styleName: String, format: PreviewFormat = .filmstrip,
    settings: PreviewSettings = PreviewSettings(), output: String? = nil
  ) {
    self.styleName = styleName
    self.format = format
    self.settings = settings
    self.output = output
  }
}

/// `veil preview --all --out DIR`: every built-in style in every format, and a gallery page.
///
/// ```swift
/// let request = GalleryRequest(directory: "gallery")
/// ```
public struct GalleryRequest: Hashable, Sendable {
  /// The directory to write into; created if missing.
  public var directory: String
  /// The SVG or PNG to draw in place of the stand-in content (`--content`), read when the
  /// command runs; nil for the stand-in.
  public var contentPath: String?
  /// How to sample the styles.
  public var settings: PreviewSettings

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - directory: The directory to write into.
  ///   - settings: How to sample the styles.
  public init(directory: String, settings: PreviewSettings = PreviewSettings()) {
    self.directory = directory
    self.settings = settings
  }
}

/// `veil drag STYLE`: a drag released with a translation and a velocity.
///
/// ```swift
/// let request = DragRequest(
///   styleName: "lightbox", translation: Vector(x: 0, y: 160), velocity: Vector(x: 0, y: 50))
/// ```
public struct DragRequest: Hashable, Sendable {
  /// The built-in style's name.
  public var styleName: String
  /// How far the finger moved, in points.
  public var translation: Vector
  /// The finger's velocity at release, in points per second.
  public var velocity: Vector
  /// The container, in points.
  public var container: Size
  /// For sheets, the name of the detent the drag started from; nil for the smallest.
  public var startingDetent: String?

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - styleName: The built-in style's name.
  ///   - translation: How far the finger moved, in points.
  ///   - velocity: The finger's velocity at release, in points per second.
  ///   - container: The container, in points.
  ///   - startingDetent: For sheets, the detent the drag started from.
  public init(
    styleName: String, translation: Vector, velocity: Vector,
    container: Size = PreviewSettings.defaultContainer, startingDetent: String? = nil
  ) {
    self.styleName = styleName
    self.translation = translation
    self.velocity = velocity
    self.container = container
    self.startingDetent = startingDetent
  }
}

/// `veil compare STYLE_A STYLE_B`: two styles, each a built-in name with optional changes (see
/// the command's help), rendered on one clock.
///
/// ```swift
/// let request = CompareRequest(first: "cover", second: "cover --animation spring:0.5,0.8")
/// ```
public struct CompareRequest: Hashable, Sendable {
  /// The first style, as typed.
  public var first: String
  /// The second style, as typed.
  public var second: String
  /// What to render to: animated, curves or filmstrip.
  public var format: PreviewFormat
  /// The SVG or PNG to draw in place of the stand-in content (`--content`), read when the
  /// command runs; nil for the stand-in.
  public var contentPath: String?
  /// How to sample the styles.
  public var settings: PreviewSettings
  /// The file to write, or nil for standard output.
  public var output: String?

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - first: The first style, as typed.
  ///   - second: The second style, as typed.
  ///   - format: What to render to.
  ///   - settings: How to sample the styles.
  ///   - output: The file to write, or nil for standard output.
  public init(
    first: String, second: String, format: PreviewFormat = .animated,
    settings: PreviewSettings = PreviewSettings(), output: String? = nil
  ) {
    self.first = first
    self.second = second
    self.format = format
    self.settings = settings
    self.output = output
  }
}
