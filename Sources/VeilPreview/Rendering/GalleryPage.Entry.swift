extension GalleryPage {
  /// One style on the page.
  ///
  /// ```swift
  /// let entry = GalleryPage.Entry(
  ///   name: "sheet", summary: "A half sheet.", parameters: [], animation: "sheet.animated.svg",
  ///   links: [])
  /// ```
  public struct Entry: Hashable, Sendable {
    /// The style's name, as `veil preview` takes it.
    public var name: String
    /// What the style is, in a sentence.
    public var summary: String
    /// The style's parameters, label and value, in display order.
    public var parameters: [Parameter]
    /// The animated SVG's file name, relative to the page.
    public var animation: String
    /// The other renderings: label and file name relative to the page.
    public var links: [Link]
    /// The drawings the page inlines and plays, or nil to show ``animation`` as an image that
    /// loops on its own clock.
    public var drawing: Drawing?

    /// What a player page inlines for one style: its animated SVG, its curves, and when each
    /// phase runs in the animation's loop, so that one clock can drive every style.
    ///
    /// ```swift
    /// let preview = StylePreview(name: "cover", style: .cover)
    /// let drawing = GalleryPage.Entry.Drawing(preview)
    /// ```
    public struct Drawing: Hashable, Sendable {
      /// The animated SVG.
      public var animated: [UInt8]
      /// The curves SVG.
      public var curves: [UInt8]
      /// Each phase in the animated SVG's loop, in order.
      public var phases: [Phase]

      /// One phase in the loop of the animated SVG.
      ///
      /// ```swift
      /// let drawing = GalleryPage.Entry.Drawing(StylePreview(name: "cover", style: .cover))
      /// let dismissal = drawing.phases.last  // "dismiss", after the presentation and a pause
      /// ```
      public struct Phase: Hashable, Sendable {
        /// `present` or `dismiss`.
        public var name: String
        /// When it starts in the loop, in seconds.
        public var start: Double
        /// How long it runs until it settles, in seconds.
        public var duration: Double
      }

      /// Renders the drawings of `preview`.
      ///
      /// - Parameters:
      ///   - preview: The style's preview.
      ///   - animated: Its animated SVG when rendered already (the gallery writes it as a file
      ///     too); nil renders it.
      ///   - curves: Its curves SVG when rendered already; nil renders it.
      public init(_ preview: StylePreview, animated: [UInt8]? = nil, curves: [UInt8]? = nil) {
        self.animated = animated ?? preview.render(.animated)
        self.curves = curves ?? preview.render(.curves)
        let windows = AnimatedPreview.phaseWindows(of: preview.tracks)
        if preview.tracks.first?.kind == .dragging, let start = windows.first?.start {
          // The player has two phases: a drag and its release play as one gesture in its
          // dismissal, after the presented modal holds still in its presentation.
          let gesture = preview.tracks.reduce(0) { $0 + $1.duration }
          phases = [
            Phase(name: "present", start: 0, duration: 0),
            Phase(name: "dismiss", start: start, duration: gesture),
          ]
        } else {
          phases = zip(preview.tracks, windows).map { track, window in
            Phase(name: "\(track.kind.name)", start: window.start, duration: window.duration)
          }
        }
      }
    }

    /// A label and a value.
    ///
    /// ```swift
    /// let parameter = GalleryPage.Entry.Parameter("Backdrop", "black at 0.2")
    /// ```
    public struct Parameter: Hashable, Sendable {
      /// What the value is: "Backdrop".
      public var label: String
      /// The value: "black at 0.2".
      public var value: String

      /// Creates a parameter.
      ///
      /// - Parameters:
      ///   - label: What the value is.
      ///   - value: The value.
      public init(_ label: String, _ value: String) {
        self.label = label
        self.value = value
      }
    }

    /// A link to a file next to the page.
    ///
    /// ```swift
    /// let link = GalleryPage.Entry.Link("csv", "sheet.csv")
    /// ```
    public struct Link: Hashable, Sendable {
      /// The link's text: "filmstrip".
      public var label: String
      /// The file name, relative to the page.
      public var file: String

      /// Creates a link.
      ///
      /// - Parameters:
      ///   - label: The link's text.
      ///   - file: The file name, relative to the page.
      public init(_ label: String, _ file: String) {
        self.label = label
        self.file = file
      }
    }

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - name: The style's name.
    ///   - summary: What the style is, in a sentence.
    ///   - parameters: The style's parameters, label and value.
    ///   - animation: The animated SVG's file name.
    ///   - links: The other renderings, label and file name.
    ///   - drawing: The drawings to inline and play, or nil for an image of `animation`.
    public init(
      name: String, summary: String, parameters: [(String, String)], animation: String,
      links: [(String, String)], drawing: Drawing? = nil
    ) {
      self.name = name
      self.summary = summary
      self.parameters = parameters.map { Parameter($0.0, $0.1) }
      self.animation = animation
      self.links = links.map { Link($0.0, $0.1) }
      self.drawing = drawing
    }
  }
}
