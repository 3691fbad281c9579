import VeilCore

/// How a preview samples a style: frame rate, canvas, phases and Reduce Motion.
///
/// ```swift
/// let settings = PreviewSettings(framesPerSecond: 30, phases: .present)
/// ```
public struct PreviewSettings: Hashable, Sendable {
  /// Frames per second; positive, no more than ``maximumFramesPerSecond``. A rate that is not
  /// a finite positive number (NaN, ±infinity, 0, negative) becomes 60; one above the maximum
  /// becomes the maximum.
  public var framesPerSecond: Double {
    didSet { framesPerSecond = Self.sanitizedRate(framesPerSecond) }
  }
  /// The container, in points: the phone's screen. An empty size becomes
  /// ``defaultContainer``.
  public var container: Size {
    didSet { container = Self.sanitizedContainer(container) }
  }
  /// Which phases to sample.
  public var phases: PreviewPhases
  /// Whether Reduce Motion is on, which turns every transition into a cross-dissolve.
  public var reduceMotion: Bool
  /// A drag to show instead of the transition's phases: the finger's path, then the release.
  /// Nil (the default) shows the phases.
  public var drag: PreviewDrag?
  /// A picture drawn in place of the stand-in content, or nil (the default) for the stand-in.
  public var content: PreviewContent?
  /// The frame in the container a zoom style (`lightbox.zoom`) opens from and returns into,
  /// in points; `nil` (the default) keeps the style's own preview source. Styles that do not
  /// zoom ignore it.
  public var zoomSource: Rect? = nil
  /// How far a software keyboard reaches up from the container's bottom edge, in points; 0
  /// (the default) shows none. A placement that avoids the keyboard keeps its content above it,
  /// as on a device. NaN and negative heights become 0; a height above the container's covers
  /// the whole container.
  public var keyboardHeight: Double = 0 {
    didSet { keyboardHeight = keyboardHeight >= 0 ? keyboardHeight : 0 }
  }

  /// Whether the layout runs right to left, as in Arabic or Hebrew; `false` (the default) draws
  /// left to right. The drawings are mirrored across the container, as the iOS layer mirrors a
  /// modal: a leading drawer stands on the right and slides in from the right. A drag's
  /// translation and the CSV and JSON numbers stay in layout terms (x grows towards the
  /// trailing edge), as VeilCore's.
  public var isRightToLeft = false

  /// How many toasts are on screen, the one previewed included: the others stand at rest
  /// behind it, stacked from its edge (``/VeilCore/ToastStackLayout``), and move aside as it
  /// arrives and back as it leaves. 1 (the default) draws it alone; values outside
  /// 1…``maximumStack`` are clamped.
  public var stack = 1 {
    didSet { stack = min(max(stack, 1), Self.maximumStack) }
  }

  /// The most toasts ``stack`` draws.
  public static let maximumStack = 10

  /// The part of the container the keyboard covers: ``keyboardHeight``, at most the container's
  /// height.
  var coveredKeyboardHeight: Double { min(keyboardHeight, container.height) }

  /// The most frames per second a preview samples: enough for any display, few enough that a
  /// timeline stays small.
  public static let maximumFramesPerSecond = 1_000.0

  /// An iPhone 14's screen in points (390 × 844), the default canvas.
  public static let defaultContainer = Size(width: 390, height: 844)

  /// Creates settings; every parameter has a default.
  ///
  /// A frame rate that is not a finite positive number becomes 60; one above
  /// ``maximumFramesPerSecond`` becomes that maximum. An empty container becomes
  /// ``defaultContainer``.
  ///
  /// - Parameters:
  ///   - framesPerSecond: Frames per second.
  ///   - container: The container, in points.
  ///   - phases: Which phases to sample.
  ///   - reduceMotion: Whether Reduce Motion is on.
  ///   - drag: A drag to show instead of the phases, or nil.
  ///   - content: A picture in place of the stand-in content, or nil.
  public init(
    framesPerSecond: Double = 60,
    container: Size = PreviewSettings.defaultContainer,
    phases: PreviewPhases = .both,
    reduceMotion: Bool = false,
    drag: PreviewDrag? = nil,
    content: PreviewContent? = nil
  ) {
    self.framesPerSecond = Self.sanitizedRate(framesPerSecond)
    self.container = Self.sanitizedContainer(container)
    self.phases = phases
    self.reduceMotion = reduceMotion
    self.drag = drag
    self.content = content
  }

  /// `style` opening from ``zoomSource`` when one is set and the style zooms, keeping the
  /// source's corner radius.
  func resolvingZoomSource(of style: ModalStyle) -> ModalStyle {
    guard let zoomSource, style.isZoom else { return style }
    let radius = style.zoom?.source?.cornerRadius ?? 0
    return style.resolvingZoomSource(ZoomSource(frame: zoomSource, cornerRadius: radius))
  }

  private static func sanitizedRate(_ rate: Double) -> Double {
    min(rate.isFinite && rate > 0 ? rate : 60, maximumFramesPerSecond)
  }

  private static func sanitizedContainer(_ container: Size) -> Size {
    container.isEmpty ? defaultContainer : container
  }
}

/// Which phases of a modal's motion a preview shows.
///
/// ```swift
/// let settings = PreviewSettings(phases: .dismiss)
/// ```
public enum PreviewPhases: String, Hashable, Sendable, CaseIterable {
  /// The presentation only.
  case present
  /// The dismissal only.
  case dismiss
  /// The presentation, then the dismissal.
  case both
}

/// What a preview renders to.
///
/// ```swift
/// let csv = StylePreview(name: "cover", style: .cover).render(.csv)
/// ```
public enum PreviewFormat: String, Hashable, Sendable, CaseIterable {
  /// One SVG with evenly spaced frames side by side, each frame's time under it.
  case filmstrip
  /// One SVG whose SMIL animations replay the frames in real time, looping.
  case animated
  /// One SVG plot of every frame field over time, one row per field on its own axis, marked
  /// with the logical-completion and settled times.
  case curves
  /// One row per frame, comma-separated.
  case csv
  /// One object per frame, in an object that also records the settings.
  case json

  /// The file name extension for this format, with the kind of preview before it
  /// (`filmstrip.svg`), so every format of one style can share a directory.
  public var fileSuffix: String {
    switch self {
    case .filmstrip: "filmstrip.svg"
    case .animated: "animated.svg"
    case .curves: "curves.svg"
    case .csv: "csv"
    case .json: "json"
    }
  }
}
