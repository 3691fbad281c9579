/// The gallery's `index.html`: each style's animated SVG with its name, what it is, its
/// parameters, and links to its other renderings.
///
/// The page is HTML5 written as well-formed XML (every element closed, every value escaped),
/// so the same checks that parse the SVGs parse the page, and it needs no script.
///
/// ```swift
/// let entry = GalleryPage.Entry(
///   name: "cover", summary: "A see-through cover.", parameters: [("Backdrop", "black at 0.2")],
///   animation: "cover.animated.svg", links: [("filmstrip", "cover.filmstrip.svg")])
/// let html = GalleryPage.render(entries: [entry], settings: PreviewSettings())
/// ```
public enum GalleryPage {
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
    public init(
      name: String, summary: String, parameters: [(String, String)], animation: String,
      links: [(String, String)]
    ) {
      self.name = name
      self.summary = summary
      self.parameters = parameters.map { Parameter($0.0, $0.1) }
      self.animation = animation
      self.links = links.map { Link($0.0, $0.1) }
    }
  }

  /// The page for `entries`, as UTF-8.
  ///
  /// - Parameters:
  ///   - entries: The styles, in display order.
  ///   - settings: The settings they were rendered with, told at the top of the page.
  /// - Returns: The HTML.
  public static func render(entries: [Entry], settings: PreviewSettings) -> [UInt8] {
    var html = XMLWriter(capacity: 4_096 + entries.count * 1_024)
    html.raw("<!DOCTYPE html>")
    html.start("html")
    html.attribute("lang", literal: "en")
    html.start("head")
    html.empty("meta") { $0.attribute("charset", literal: "utf-8") }
    html.empty("meta") {
      $0.attribute("name", literal: "viewport")
      $0.attribute("content", literal: "width=device-width, initial-scale=1")
    }
    html.start("title")
    html.text(literal: "Veil gallery")
    html.end()
    html.start("style")
    html.text(literal: stylesheet)
    html.end()
    html.end()  // head
    html.start("body")
    html.start("header")
    html.start("h1")
    html.text(literal: "Veil gallery")
    html.end()
    html.start("p")
    html.text(
      "Every built-in modal style, rendered by veil preview --all: "
        + settingsLine(settings)
        + ". Each animation loops in real time; the grey screen behind is a stand-in for the "
        + "presenting screen, so see-through backdrops show what they cover.")
    html.end()
    html.end()  // header
    html.start("main")
    for entry in entries { write(entry, settings: settings, to: &html) }
    html.end()  // main
    html.finish()
    return html.buffer.bytes
  }

  /// "60 fps, 390 × 844 pt, presentation and dismissal", and ", Reduce Motion" when on.
  static func settingsLine(_ settings: PreviewSettings) -> String {
    let phases =
      switch settings.phases {
      case .present: "presentation"
      case .dismiss: "dismissal"
      case .both: "presentation and dismissal"
      }
    return ArgumentValue.display(settings.framesPerSecond) + " fps, "
      + ArgumentValue.display(settings.container.width) + " × "
      + ArgumentValue.display(settings.container.height) + " pt, " + phases
      + (settings.reduceMotion ? ", Reduce Motion" : "")
  }

  private static func write(_ entry: Entry, settings: PreviewSettings, to html: inout XMLWriter) {
    // Half the canvas in CSS pixels keeps several phones side by side on a laptop screen.
    let width = settings.container.width / 2
    let height = settings.container.height / 2
    html.start("figure")
    html.attribute("id", entry.name)
    html.empty("img") {
      $0.attribute("src", entry.animation)
      $0.attribute("width", width, decimals: 0)
      $0.attribute("height", height, decimals: 0)
      $0.attribute("alt", "\(entry.name), animated")
    }
    html.start("figcaption")
    html.start("h2")
    html.text(entry.name)
    html.end()
    html.start("p")
    html.text(entry.summary)
    html.end()
    html.start("dl")
    for parameter in entry.parameters {
      html.start("dt")
      html.text(parameter.label)
      html.end()
      html.start("dd")
      html.text(parameter.value)
      html.end()
    }
    html.end()  // dl
    html.start("p")
    html.attribute("class", literal: "files")
    for link in entry.links {
      html.start("a")
      html.attribute("href", link.file)
      html.text(link.label)
      html.end()
    }
    html.end()  // p
    html.end()  // figcaption
    html.end()  // figure
  }

  // No `<`, `>` or `&` here: a style element's text is not unescaped by HTML parsers.
  private static let stylesheet: StaticString = """
    body { margin: 0; padding: 24px; background: #f5f5f7; color: #1d1d1f;
      font: 15px/1.4 -apple-system, system-ui, sans-serif; }
    header { max-width: 60em; }
    h1 { margin: 0 0 4px; font-size: 28px; }
    main { display: flex; flex-wrap: wrap; gap: 24px; margin-top: 16px; }
    figure { margin: 0; width: 380px; display: flex; gap: 12px; align-items: flex-start;
      background: #fff; border-radius: 14px; padding: 12px;
      box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
    img { flex: none; border-radius: 20px; border: 1px solid #d2d2d7; }
    figcaption { min-width: 0; overflow-wrap: anywhere; }
    h2 { margin: 0 0 4px; font: 600 17px ui-monospace, monospace; }
    figcaption p { margin: 0 0 8px; }
    dl { margin: 0 0 8px; font-size: 12px; }
    dt { color: #6e6e73; }
    dd { margin: 0 0 4px; }
    .files a { margin-right: 8px; font-size: 13px; }
    """
}
