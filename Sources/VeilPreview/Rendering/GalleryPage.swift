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

  /// The page for `entries`, as UTF-8.
  ///
  /// Entries with a ``Entry/Drawing`` are inlined and played by the page's player: one clock
  /// for every style, with play and pause, a scrub slider, speeds of 0.1×, 0.25×, 0.5× and 1×,
  /// frame steps, loop or once, the phase, and the time in ms and in frames; a style opens full
  /// size with its curves. The page is one file with no network access, and its state is
  /// `window.veilPlayer` for scripts and tests.
  ///
  /// - Parameters:
  ///   - entries: The styles, in display order.
  ///   - settings: The settings they were rendered with, told at the top of the page.
  /// - Returns: The HTML.
  public static func render(entries: [Entry], settings: PreviewSettings) -> [UInt8] {
    let inlined = entries.reduce(0) {
      $0 + ($1.drawing.map { $0.animated.count + $0.curves.count } ?? 0)
    }
    var html = XMLWriter(capacity: 24_576 + entries.count * 2_048 + inlined)
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
    html.text(literal: GalleryStyleSheet.text)
    html.end()
    html.end()  // head
    html.start("body")
    html.attribute("data-fps", settings.framesPerSecond, decimals: 4)
    html.start("header")
    html.start("h1")
    html.text(literal: "Veil gallery")
    html.end()
    html.start("p")
    html.text(
      "Every built-in modal style, rendered by veil preview --all: "
        + settingsLine(settings)
        + ". One clock drives every style, so their motion compares frame by frame; the grey "
        + "screen behind is a stand-in for the presenting screen, so see-through backdrops "
        + "show what they cover. Click a style to open it full size with its curves.")
    html.end()
    html.start("p")
    html.attribute("class", literal: "keys")
    html.text(
      "Keys: space plays and pauses, ← and → step one frame, 1 to 4 set the speed "
        + "(0.1×, 0.25×, 0.5×, 1×), Esc closes.")
    html.end()
    html.end()  // header
    if entries.contains(where: { $0.drawing != nil }) {
      GalleryPlayer.writeControls(entries, to: &html)
    }
    html.start("main")
    for (index, entry) in entries.enumerated() {
      write(entry, number: index, settings: settings, to: &html)
    }
    html.end()  // main
    if entries.contains(where: { $0.drawing != nil }) {
      GalleryPlayer.writeDetail(to: &html)
      html.raw(GalleryPlayerScript.markup)
    }
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
      + (settings.keyboardHeight > 0
        ? ", keyboard " + ArgumentValue.display(settings.coveredKeyboardHeight) + " pt" : "")
      + (settings.isRightToLeft ? ", right to left" : "")
  }

  private static func write(
    _ entry: Entry, number: Int, settings: PreviewSettings, to html: inout XMLWriter
  ) {
    html.start("figure")
    html.attribute("id", entry.name)
    if let drawing = entry.drawing {
      writeCard(entry, drawing: drawing, number: number, to: &html)
    } else {
      // Half the canvas in CSS pixels keeps several phones side by side on a laptop screen.
      let width = settings.container.width / 2
      let height = settings.container.height / 2
      html.empty("img") {
        $0.attribute("src", entry.animation)
        $0.attribute("width", width, decimals: 0)
        $0.attribute("height", height, decimals: 0)
        $0.attribute("alt", "\(entry.name), animated")
      }
    }
    writeCaption(entry, to: &html)
    if let drawing = entry.drawing {
      html.start("div")
      html.attribute("class", literal: "curves")
      html.attribute("hidden", literal: "hidden")
      html.embed(svg: drawing.curves, idPrefix: "c\(number)-")
      html.end()
    }
    html.end()  // figure
  }

  /// The attributes that make the open `<figure>` a card the player drives, and its phone with
  /// the inlined animation.
  private static func writeCard(
    _ entry: Entry, drawing: Entry.Drawing, number: Int, to html: inout XMLWriter
  ) {
    html.attribute("class", literal: "card")
    html.attribute("data-style", entry.name)
    html.attribute("data-phases") { value in
      for (index, phase) in drawing.phases.enumerated() {
        if index > 0 { value.append(" ") }
        value.append(escaping: phase.name)
        value.append(":")
        value.append(phase.start, decimals: 4)
        value.append(":")
        value.append(phase.duration, decimals: 4)
      }
    }
    html.attribute("tabindex", literal: "0")
    html.attribute("aria-label", "\(entry.name): open full size with its curves")
    html.start("div")
    html.attribute("class", literal: "phone")
    html.embed(svg: drawing.animated, idPrefix: "s\(number)-")
    html.end()
  }

  /// The style's name, summary, parameters and links.
  private static func writeCaption(_ entry: Entry, to html: inout XMLWriter) {
    html.start("figcaption")
    html.start("h2")
    html.breakableName(entry.name)
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
  }
}
