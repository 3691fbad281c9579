import VeilCore

/// A style's motion, sampled for a preview: one ``/VeilCore/ModalTimeline`` per phase, rendered
/// as a filmstrip, an animated SVG, CSV or JSON.
///
/// The frames are exactly the ones the engine gives the device: the renderers draw
/// ``/VeilCore/ModalFrame``s and add nothing to the motion.
///
/// ```swift
/// let preview = StylePreview(name: "cover", style: .cover)
/// let csv = preview.render(.csv)
/// ```
public struct StylePreview: Sendable {
  /// The style's name, written into the renderings.
  public let name: String
  /// The style.
  public let style: ModalStyle
  /// How the style is sampled.
  public let settings: PreviewSettings
  /// The timelines of the phases sampled, in order: presenting, then dismissing. Empty for a
  /// drag (``PreviewSettings/drag``), which has no phase.
  public let timelines: [ModalTimeline]
  /// What the renderings draw: the phases' timelines, or a drag and its release.
  let tracks: [PreviewTrack]
  /// The frame of the fully presented modal.
  let restingFrame: ModalFrame

  /// Samples `style`.
  ///
  /// Each phase runs until its animation has settled. The container has the settings' size
  /// and no safe area (the canvas is the whole container), and content that fits its size
  /// measures 300 × 300 points, the size of the example views of the see-through
  /// cover and pan-to-dismiss articles.
  ///
  /// - Parameters:
  ///   - name: The style's name.
  ///   - style: The style.
  ///   - settings: How to sample it.
  public init(name: String, style: ModalStyle, settings: PreviewSettings = PreviewSettings()) {
    let style = settings.resolvingZoomSource(of: style)
    self.name = name
    self.style = style
    self.settings = settings
    let container = ModalContainer(
      size: settings.container, keyboardHeight: settings.coveredKeyboardHeight,
      fittingSize: StandIn.contentSize)
    let phases: [ModalTransition.Phase] =
      switch settings.phases {
      case .present: [.presenting]
      case .dismiss: [.dismissing]
      case .both: [.presenting, .dismissing]
      }
    let sampler = FrameSampler(
      style: style, container: container, reduceMotion: settings.reduceMotion)
    restingFrame = sampler.restingFrame
    if let drag = settings.drag {
      timelines = []
      tracks =
        DragMotion.tracks(drag, sampler: sampler, frameRate: settings.framesPerSecond) ?? []
      return
    }
    timelines = phases.map {
      ModalTimeline(
        style: style, phase: $0, container: container, frameRate: settings.framesPerSecond,
        reduceMotion: settings.reduceMotion)
    }
    tracks = timelines.map(PreviewTrack.init)
  }

  /// The preview of a built-in style.
  ///
  /// - Parameters:
  ///   - builtIn: The built-in style.
  ///   - settings: How to sample it.
  public init(_ builtIn: ModalStyle.BuiltIn, settings: PreviewSettings = PreviewSettings()) {
    self.init(name: builtIn.name, style: builtIn.style, settings: settings)
  }

  /// The rendering in `format`, as UTF-8.
  ///
  /// - Parameter format: What to render to.
  /// - Returns: The file's contents.
  public func render(_ format: PreviewFormat) -> [UInt8] {
    switch format {
    case .filmstrip: Filmstrip(preview: self).render()
    case .animated: AnimatedPreview(preview: self).render()
    case .curves: CurvesPlot(previews: [self]).render()
    case .csv: TimelineTable(preview: self).csv()
    case .json: TimelineTable(preview: self).json()
    }
  }

  /// The artist that draws this style's frames.
  var artist: FrameArtist {
    let resting = restingFrame
    return FrameArtist(
      backdrop: style.backdrop, showsGrabber: style.showsGrabber, container: settings.container,
      content: FrameArtist.layout(
        resting: resting, removesPresentingContent: style.removesPresentingContent),
      picture: settings.content,
      pictureSize: resting.contentRect.size,
      keyboardHeight: settings.coveredKeyboardHeight,
      surface: style.sheetStyle?.surface,
      isRightToLeft: settings.isRightToLeft)
  }
}
