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
    html.text(literal: stylesheet)
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
    if entries.contains(where: { $0.drawing != nil }) { writeControls(entries, to: &html) }
    html.start("main")
    for (index, entry) in entries.enumerated() {
      write(entry, number: index, settings: settings, to: &html)
    }
    html.end()  // main
    if entries.contains(where: { $0.drawing != nil }) {
      writeDetail(to: &html)
      html.raw(playerScript)
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
  }

  /// The speeds the player offers, in the order of the keys 1 to 4.
  static let speeds: [(value: StaticString, label: StaticString)] = [
    ("0.1", "0.1×"), ("0.25", "0.25×"), ("0.5", "0.5×"), ("1", "1×"),
  ]

  private static func writeControls(_ entries: [Entry], to html: inout XMLWriter) {
    html.start("div")
    html.attribute("class", literal: "player")
    html.attribute("role", literal: "toolbar")
    html.attribute("aria-label", literal: "Player")
    button("veil-play", "Play", label: "Play or pause (space)", to: &html)
    button("veil-back", "◀︎ frame", label: "One frame back (←)", to: &html)
    button("veil-forward", "frame ▶︎", label: "One frame forward (→)", to: &html)
    html.empty("input") {
      $0.attribute("id", literal: "veil-scrub")
      $0.attribute("type", literal: "range")
      $0.attribute("min", literal: "0")
      $0.attribute("max", literal: "1")
      $0.attribute("step", literal: "any")
      $0.attribute("value", literal: "0")
      $0.attribute("aria-label", literal: "Time")
    }
    html.start("output")
    html.attribute("id", literal: "veil-time")
    html.text(literal: "0 ms · frame 0")
    html.end()
    html.start("span")
    html.attribute("class", literal: "speeds")
    html.attribute("role", literal: "group")
    html.attribute("aria-label", literal: "Speed")
    for (index, speed) in speeds.enumerated() {
      html.start("button")
      html.attribute("type", literal: "button")
      html.attribute("data-speed", literal: speed.value)
      html.attribute("title", "Speed \(speed.label) (\(index + 1))")
      html.attribute("aria-pressed", literal: index == speeds.count - 1 ? "true" : "false")
      html.text(literal: speed.label)
      html.end()
    }
    html.end()
    html.start("select")
    html.attribute("id", literal: "veil-phase")
    html.attribute("aria-label", literal: "Phase")
    // The phases some drawing moves in (a drag plays in the dismissal even in a gallery of
    // presentations), both first when there are two.
    let names = Set(
      entries.flatMap { $0.drawing?.phases.filter { $0.duration > 0 }.map(\.name) ?? [] })
    var phases: [(StaticString, StaticString)] = []
    if names.contains("present") && names.contains("dismiss") {
      phases.append(("both", "both phases"))
    }
    if names.contains("present") { phases.append(("present", "presentation")) }
    if names.contains("dismiss") { phases.append(("dismiss", "dismissal")) }
    for (value, label) in phases {
      html.start("option")
      html.attribute("value", literal: value)
      html.text(literal: label)
      html.end()
    }
    html.end()
    html.start("label")
    html.empty("input") {
      $0.attribute("id", literal: "veil-loop")
      $0.attribute("type", literal: "checkbox")
      $0.attribute("checked", literal: "checked")
    }
    html.text(literal: " loop")
    html.end()
    html.end()  // div.player
  }

  private static func button(
    _ id: StaticString, _ text: StaticString, label: StaticString, to html: inout XMLWriter
  ) {
    html.start("button")
    html.attribute("id", literal: id)
    html.attribute("type", literal: "button")
    html.attribute("title", literal: label)
    html.text(literal: text)
    html.end()
  }

  private static func writeDetail(to html: inout XMLWriter) {
    html.start("div")
    html.attribute("id", literal: "veil-detail")
    html.attribute("role", literal: "dialog")
    html.attribute("aria-modal", literal: "true")
    html.attribute("aria-labelledby", literal: "veil-detail-name")
    html.attribute("hidden", literal: "hidden")
    html.start("div")
    html.attribute("class", literal: "sheet")
    html.start("h2")
    html.attribute("id", literal: "veil-detail-name")
    html.text(literal: "")
    html.end()
    button("veil-close", "Close", label: "Close (Esc)", to: &html)
    html.start("div")
    html.attribute("class", literal: "big")
    html.text(literal: "")
    html.end()
    html.start("div")
    html.attribute("class", literal: "plot")
    html.text(literal: "")
    html.end()
    html.end()
    html.end()
  }

  private static func write(
    _ entry: Entry, number: Int, settings: PreviewSettings, to html: inout XMLWriter
  ) {
    // Half the canvas in CSS pixels keeps several phones side by side on a laptop screen.
    let width = settings.container.width / 2
    let height = settings.container.height / 2
    html.start("figure")
    html.attribute("id", entry.name)
    if let drawing = entry.drawing {
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
    } else {
      html.empty("img") {
        $0.attribute("src", entry.animation)
        $0.attribute("width", width, decimals: 0)
        $0.attribute("height", height, decimals: 0)
        $0.attribute("alt", "\(entry.name), animated")
      }
    }
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
    if let drawing = entry.drawing {
      html.start("div")
      html.attribute("class", literal: "curves")
      html.attribute("hidden", literal: "hidden")
      html.embed(svg: drawing.curves, idPrefix: "c\(number)-")
      html.end()
    }
    html.end()  // figure
  }

  // No `<`, `>` or `&` here: a style element's text is not unescaped by HTML parsers.
  private static let stylesheet: StaticString = """
    body { margin: 0; padding: 24px; background: #f5f5f7; color: #1d1d1f;
      font: 15px/1.4 -apple-system, system-ui, sans-serif; }
    header { max-width: 60em; }
    h1 { margin: 0 0 4px; font-size: 28px; }
    header p { margin: 0 0 6px; }
    .keys { color: #6e6e73; font-size: 13px; }
    .player { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap;
      align-items: center; gap: 8px; margin: 12px 0 0; padding: 10px 12px;
      background: rgba(255, 255, 255, 0.94); border-radius: 12px;
      box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
    .player button, .player select { font: inherit; font-size: 14px; padding: 4px 10px;
      border: 1px solid #d2d2d7; border-radius: 8px; background: #fff; color: inherit; }
    .player button[aria-pressed=true] { background: #0a84ff; border-color: #0a84ff;
      color: #fff; }
    #veil-play { min-width: 5em; font-weight: 600; }
    #veil-scrub { flex: 1 1 220px; min-width: 160px; }
    #veil-time { min-width: 15em; font: 13px ui-monospace, monospace; }
    .speeds { display: inline-flex; gap: 4px; }
    main { display: flex; flex-wrap: wrap; gap: 24px; margin-top: 16px; }
    figure { margin: 0; width: 380px; display: flex; gap: 12px; align-items: flex-start;
      background: #fff; border-radius: 14px; padding: 12px;
      box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
    figure.card { cursor: zoom-in; }
    figure.card:focus-visible { outline: 3px solid #0a84ff; }
    img, .phone svg { flex: none; display: block; border-radius: 20px; }
    img { border: 1px solid #d2d2d7; }
    figcaption { min-width: 0; overflow-wrap: normal; word-break: normal; hyphens: none; }
    h2 { margin: 0 0 4px; font: 600 17px ui-monospace, monospace; }
    figcaption p { margin: 0 0 8px; }
    dl { margin: 0 0 8px; font-size: 12px; }
    dt { color: #6e6e73; }
    dd { margin: 0 0 4px; }
    .files a { margin-right: 8px; font-size: 13px; }
    #veil-detail { position: fixed; inset: 0; z-index: 3; overflow: auto; padding: 24px;
      background: rgba(0, 0, 0, 0.55); }
    #veil-detail[hidden] { display: none; }
    #veil-detail .sheet { position: relative; max-width: 1400px; margin: 0 auto; padding: 16px;
      background: #fff; border-radius: 16px; display: flex; flex-wrap: wrap; gap: 16px; }
    #veil-detail h2 { flex: 1 0 100%; margin: 0; font-size: 22px; }
    #veil-close { position: absolute; top: 12px; right: 12px; font: inherit;
      padding: 4px 12px; border-radius: 8px; border: 1px solid #d2d2d7; background: #fff; }
    #veil-detail .big svg { width: auto; height: min(78vh, 844px); }
    #veil-detail .plot { flex: 1 1 600px; min-width: 0; }
    #veil-detail .plot svg { width: 100%; height: auto; }
    """

  /// The player: one clock for every inlined animation, which it pauses and sets with
  /// `SVGSVGElement.setCurrentTime`, mapping the clock's time in each phase into each style's
  /// own loop. The clock reads `performance.now()` whenever it is asked, so its time is right
  /// however often the page is painted. Written as raw markup in a CDATA section, so that the
  /// page stays well-formed XML and HTML parsers see plain script.
  private static let playerScript: StaticString = """
    <script>//<![CDATA[
    (function () {
      "use strict";
      var body = document.body;
      var fps = Number(body.getAttribute("data-fps")) || 60;
      var hold = 0.5;
      var speeds = [0.1, 0.25, 0.5, 1];
      var cards = Array.prototype.map.call(document.querySelectorAll("figure.card"), function (figure) {
        var phases = {};
        (figure.getAttribute("data-phases") || "").split(" ").forEach(function (entry) {
          var parts = entry.split(":");
          if (parts.length === 3) {
            phases[parts[0]] = { start: Number(parts[1]), duration: Number(parts[2]) };
          }
        });
        return {
          name: figure.getAttribute("data-style"), figure: figure, phases: phases,
          svg: figure.querySelector(".phone svg"), curves: figure.querySelector(".curves svg")
        };
      });
      function freeze(card) {
        if (card.svg && card.svg.pauseAnimations) { card.svg.pauseAnimations(); }
      }
      cards.forEach(freeze);
      function longest(name) {
        return cards.reduce(function (most, card) {
          return card.phases[name] ? Math.max(most, card.phases[name].duration) : most;
        }, 0);
      }
      var spans = { present: longest("present"), dismiss: longest("dismiss") };
      var available = ["present", "dismiss"].filter(function (name) { return spans[name] > 0; });
      var state = {
        playing: false, speed: 1, loop: true, open: null, anchorTime: 0, anchorNow: 0,
        phase: available.length > 1 ? "both" : (available[0] || "present")
      };
      var play = document.getElementById("veil-play");
      var scrub = document.getElementById("veil-scrub");
      var label = document.getElementById("veil-time");
      var phaseMenu = document.getElementById("veil-phase");
      var loopBox = document.getElementById("veil-loop");
      var detail = document.getElementById("veil-detail");
      var speedButtons = Array.prototype.slice.call(document.querySelectorAll("[data-speed]"));
      function now() { return performance.now() / 1000; }
      function duration() {
        if (state.phase === "both") { return spans.present + hold + spans.dismiss; }
        return spans[state.phase] || 0;
      }
      function currentTime() {
        var length = duration();
        var time = state.anchorTime;
        if (state.playing) { time += (now() - state.anchorNow) * state.speed; }
        if (length <= 0) { return 0; }
        if (time >= length) {
          if (state.loop) { return time % length; }
          state.playing = false;
          state.anchorTime = length;
          return length;
        }
        return Math.max(time, 0);
      }
      function setTime(time) {
        state.anchorTime = Math.min(Math.max(Number(time) || 0, 0), duration());
        state.anchorNow = now();
      }
      function segment(time) {
        if (state.phase !== "both") { return { phase: state.phase, time: time }; }
        if (time < spans.present + hold) {
          return { phase: "present", time: Math.min(time, spans.present) };
        }
        return { phase: "dismiss", time: time - spans.present - hold };
      }
      function frames(time) { return Math.floor(time * fps + 1e-6); }
      // Whether the last render ran with the clock playing.
      var drawnPlaying = false;
      function render() {
        var time = currentTime();
        var part = segment(time);
        cards.forEach(function (card) {
          if (!card.svg || !card.svg.setCurrentTime) { return; }
          var window = card.phases[part.phase];
          if (window) {
            card.svg.setCurrentTime(window.start + Math.min(part.time, window.duration));
          } else {
            // A style without this phase (a gallery of one phase, beside its drags) holds the
            // presented modal: the end of its presentation, or the start of its dismissal.
            var shown = card.phases.present;
            var held = card.phases.dismiss;
            if (shown) { card.svg.setCurrentTime(shown.start + shown.duration); }
            else if (held) { card.svg.setCurrentTime(held.start); }
          }
        });
        scrub.max = String(duration());
        scrub.value = String(time);
        label.textContent = Math.round(time * 1000) + " ms · frame " + frames(time) + " of "
          + frames(duration()) + " at " + fps + " fps";
        play.textContent = state.playing ? "Pause" : "Play";
        speedButtons.forEach(function (button) {
          var pressed = Number(button.getAttribute("data-speed")) === state.speed;
          button.setAttribute("aria-pressed", pressed ? "true" : "false");
        });
        phaseMenu.value = state.phase;
        loopBox.checked = state.loop;
        if (state.open && state.open.curves) {
          Array.prototype.forEach.call(state.open.curves.querySelectorAll(".cursor"), function (line) {
            var shown = line.getAttribute("data-phase") === part.phase;
            var left = Number(line.getAttribute("data-left"));
            var width = Number(line.getAttribute("data-width"));
            var span = Number(line.getAttribute("data-span")) || 1;
            var x = left + width * Math.min(Math.max(part.time / span, 0), 1);
            line.setAttribute("x1", String(x));
            line.setAttribute("x2", String(x));
            line.setAttribute("opacity", shown ? "1" : "0");
          });
        }
        drawnPlaying = state.playing;
      }
      function start() {
        var time = currentTime();
        setTime(!state.loop && time >= duration() ? 0 : time);
        state.playing = true;
        render();
      }
      function pause() { setTime(currentTime()); state.playing = false; render(); }
      function toggle() { if (state.playing) { pause(); } else { start(); } }
      function seek(time) { setTime(time); render(); }
      function step(count) {
        pause();
        seek((Math.round(currentTime() * fps) + count) / fps);
      }
      function setSpeed(speed) {
        if (speeds.indexOf(Number(speed)) < 0) { return; }
        setTime(currentTime());
        state.speed = Number(speed);
        render();
      }
      function setPhase(phase) {
        var allowed = phase === "both" ? available.length > 1 : available.indexOf(phase) >= 0;
        if (!allowed) { return; }
        state.phase = phase;
        setTime(0);
        render();
      }
      function setLoop(loop) { setTime(currentTime()); state.loop = !!loop; render(); }
      function find(name) {
        return cards.filter(function (card) { return card.name === name; })[0] || null;
      }
      function open(name) {
        var card = find(name);
        if (!card) { return; }
        close();
        state.open = card;
        document.getElementById("veil-detail-name").textContent = name;
        detail.querySelector(".big").appendChild(card.svg);
        if (card.curves) { detail.querySelector(".plot").appendChild(card.curves); }
        freeze(card);
        detail.hidden = false;
        document.getElementById("veil-close").focus();
        render();
      }
      function close() {
        var card = state.open;
        if (!card) { return; }
        card.figure.querySelector(".phone").appendChild(card.svg);
        if (card.curves) { card.figure.querySelector(".curves").appendChild(card.curves); }
        freeze(card);
        state.open = null;
        detail.hidden = true;
        card.figure.focus();
        render();
      }
      play.addEventListener("click", toggle);
      document.getElementById("veil-back").addEventListener("click", function () { step(-1); });
      document.getElementById("veil-forward").addEventListener("click", function () { step(1); });
      document.getElementById("veil-close").addEventListener("click", close);
      scrub.addEventListener("input", function () {
        var time = Number(scrub.value);
        state.playing = false;
        seek(time);
      });
      phaseMenu.addEventListener("change", function () { setPhase(phaseMenu.value); });
      loopBox.addEventListener("change", function () { setLoop(loopBox.checked); });
      speedButtons.forEach(function (button) {
        button.addEventListener("click", function () { setSpeed(button.getAttribute("data-speed")); });
      });
      detail.addEventListener("click", function (event) { if (event.target === detail) { close(); } });
      cards.forEach(function (card) {
        card.figure.addEventListener("click", function (event) {
          if (event.target.closest && event.target.closest("a")) { return; }
          open(card.name);
        });
      });
      document.addEventListener("keydown", function (event) {
        if (event.altKey || event.ctrlKey || event.metaKey) { return; }
        var tag = event.target && event.target.tagName;
        if (tag === "SELECT") { return; }
        var key = event.key;
        if (key === " ") { event.preventDefault(); toggle(); }
        else if (key === "ArrowLeft") { event.preventDefault(); step(-1); }
        else if (key === "ArrowRight") { event.preventDefault(); step(1); }
        else if (key.length === 1 && "1234".indexOf(key) >= 0) { setSpeed(speeds[Number(key) - 1]); }
        else if (key === "Escape") { close(); }
        else if (key === "Enter" && event.target.classList && event.target.classList.contains("card")) {
          open(event.target.getAttribute("data-style"));
        }
      });
      window.veilPlayer = {
        get time() { return currentTime(); },
        get frame() { return frames(currentTime()); },
        get duration() { return duration(); },
        get playing() { currentTime(); return state.playing; },
        get speed() { return state.speed; },
        get phase() { return state.phase; },
        get loop() { return state.loop; },
        get opened() { return state.open ? state.open.name : null; },
        fps: fps,
        phases: available.slice(),
        styles: cards.map(function (card) { return card.name; }),
        styleTime: function (name) {
          var card = find(name);
          return card && card.svg && card.svg.getCurrentTime ? card.svg.getCurrentTime() : NaN;
        },
        play: start, pause: pause, toggle: toggle, seek: seek, step: step,
        setSpeed: setSpeed, setPhase: setPhase, setLoop: setLoop, open: open, close: close
      };
      // Paused, nothing moves between paints: every control that changes the state renders,
      // so a tick renders only while the clock runs, and once more after it stopped on its own
      // (a single play reaching its end, even when a script read the time first).
      function tick() {
        if (state.playing || drawnPlaying) { render(); }
        window.requestAnimationFrame(tick);
      }
      var reduce = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      if (reduce) { render(); } else { start(); }
      window.requestAnimationFrame(tick);
    })();
    //]]></script>
    """
}
