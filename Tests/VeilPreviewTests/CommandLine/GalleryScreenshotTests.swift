// VeilPreview's tests run the built `veil` binary, which needs processes: iOS, tvOS, watchOS
// and visionOS have none, so there (Xcode builds every test target of the package's scheme for
// an iOS simulator) this target is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Foundation
  import Testing

  /// The gallery in a real browser: headless Chromium plays, pauses, scrubs and changes the
  /// speed of the page's player through `window.veilPlayer` and its controls, opens a card by
  /// clicking it, checks that names wrap only at their `<wbr>`s, and takes a screenshot of
  /// `index.html`.
  ///
  /// Where Chromium is not installed (`apt-get install chromium` on Debian; `.ci/run` installs
  /// it) the suite is disabled, and the test run reports its tests as skipped. Set `VEIL_KEEP_SCREENSHOT=PATH` to keep the PNG
  /// for a look.
  @Suite(.needsChromium) struct GalleryScreenshotTests {
    /// The browser: the first of the usual names found on `PATH`.
    static let chromium: URL? = {
      let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
      let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
      for directory in path.split(separator: ":") {
        for name in names {
          let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
          if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
      }
      return nil
    }()

    /// The browser; the suite runs only where there is one.
    private func installedBrowser() throws -> URL {
      try #require(Self.chromium, "the suite is enabled only where Chromium is installed")
    }

    /// A fresh scratch directory with the gallery rendered into `gallery/`.
    private func renderGallery() throws -> (scratch: URL, gallery: URL) {
      let scratch = FileManager.default.temporaryDirectory
        .appendingPathComponent("veil-browser-\(UUID().uuidString)")
      let gallery = scratch.appendingPathComponent("gallery")
      let render = try VeilProcess.run(["preview", "--all", "--out", gallery.path])
      #expect(render.exitCode == 0, "veil failed: \(render.standardError)")
      return (scratch, gallery)
    }

    /// Runs headless Chromium on `page` with `arguments`, and returns what it printed.
    private func runBrowser(
      _ browser: URL, scratch: URL, page: URL, arguments: [String]
    ) throws -> (status: Int32, output: String) {
      let run = try VeilProcess.capture(
        executable: browser,
        arguments: [
          "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
          "--no-first-run", "--disable-extensions", "--mute-audio",
          "--user-data-dir=\(scratch.appendingPathComponent("profile").path)",
        ] + arguments + [page.absoluteString],
        reported: ["chromium"] + arguments)
      return (run.exitCode, run.outputText)
    }

    /// What the probe script records: the player's state after each thing it did.
    private struct Probe: Decodable {
      var styles: [String]
      var startedPlaying: Bool
      var seek: Double
      var seekStyleTime: Double
      var stillPaused: Double
      var playFrom: Double
      var playedTo: Double
      var playing: Bool
      var speed: Double
      var afterPause: Double
      var afterPauseLater: Double
      var scrubbed: Double
      var scrubbedStyleTime: Double
      var steppedFrame: Int
      var arrowRightFrame: Int
      var arrowLeftFrame: Int
      var keySpeed: Double
      var keyPlaying: Bool
      var keyPaused: Bool
      var clickedInsideCard: Bool
      var cardHeight: Double
      var opened: String?
      var detailShown: Bool
      var detailName: String
      var bigHeight: Double
      var plotWidth: Double
      var plotCurves: Int
      var cardEmptied: Bool
      var closed: Bool
      var enterOpened: String?
      var escapeClosed: Bool
      var names: [Name]
      var cursorX: Double
      var cursorExpectedX: Double
      var dismissStyleTime: Double
      var dismissExpected: Double
      var onceTime: Double
      var onceDuration: Double
      var oncePlaying: Bool
      var loopTime: Double
      var loopPlaying: Bool

      /// A style's name on its card, as laid out.
      struct Name: Decodable {
        var name: String
        var markup: String
        /// The pieces of text between two `<wbr>`s that the browser broke across lines.
        var broken: [String]
        var lines: Int
        /// Whether a piece too long for the card runs out of it (the page lets no word break).
        var overflows: Bool
      }
    }

    /// Driven in the real page: added before `</body>` of a copy of `index.html`, it drives the
    /// player by its API, its slider, its keys and clicks, with timers in the browser's virtual time,
    /// and writes what it saw into the page as JSON.
    private static let probeScript = """
      <script>
      window.setTimeout(function () {
        var p = window.veilPlayer, out = { styles: p.styles, startedPlaying: p.playing };
        p.pause();
        p.setPhase("present");
        p.setSpeed(1);
        p.seek(0.1);
        out.seek = p.time;
        out.seekStyleTime = p.styleTime("lightbox");
        window.setTimeout(function () {
          out.stillPaused = p.time;
          p.setSpeed(0.25);
          p.play();
          out.playFrom = p.time;
          window.setTimeout(function () {
            out.playedTo = p.time;
            out.playing = p.playing;
            out.speed = p.speed;
            p.pause();
            out.afterPause = p.time;
            window.setTimeout(function () {
              out.afterPauseLater = p.time;
              var scrub = document.getElementById("veil-scrub");
              scrub.value = "0.05";
              scrub.dispatchEvent(new Event("input"));
              out.scrubbed = p.time;
              out.scrubbedStyleTime = p.styleTime("lightbox");
              p.step(1);
              out.steppedFrame = p.frame;
              document.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight" }));
              out.arrowRightFrame = p.frame;
              document.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft" }));
              document.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft" }));
              out.arrowLeftFrame = p.frame;
              p.setSpeed(1);
              document.dispatchEvent(new KeyboardEvent("keydown", { key: "3" }));
              out.keySpeed = p.speed;
              document.dispatchEvent(new KeyboardEvent("keydown", { key: " " }));
              out.keyPlaying = p.playing;
              document.dispatchEvent(new KeyboardEvent("keydown", { key: " " }));
              out.keyPaused = !p.playing;
              // Clicked as a user clicks: on whatever is drawn under the pointer in the middle
              // of the card's phone, the event bubbling up to the card.
              var figure = document.getElementById("lightbox");
              figure.scrollIntoView({ block: "center" });
              var phone = figure.querySelector(".phone").getBoundingClientRect();
              var x = phone.left + phone.width / 2, y = phone.top + phone.height / 2;
              var target = document.elementFromPoint(x, y);
              out.clickedInsideCard = !!target && target !== figure && figure.contains(target);
              out.cardHeight = phone.height;
              target.dispatchEvent(new MouseEvent("click", {
                bubbles: true, cancelable: true, view: window, clientX: x, clientY: y, button: 0
              }));
              out.opened = p.opened;
              var detail = document.getElementById("veil-detail");
              out.detailShown = !detail.hidden && detail.getBoundingClientRect().width > 0;
              out.detailName = document.getElementById("veil-detail-name").textContent;
              var big = detail.querySelector(".big svg");
              var plot = detail.querySelector(".plot svg");
              out.bigHeight = big ? big.getBoundingClientRect().height : 0;
              out.plotWidth = plot ? plot.getBoundingClientRect().width : 0;
              out.plotCurves = plot ? plot.querySelectorAll("polyline.curve").length : 0;
              out.cardEmptied = !figure.querySelector(".phone svg");
              // No cursor (the curves did not open) reads as -1, so the test reports it.
              var line = document.querySelector("#veil-detail .cursor[data-phase=present]");
              out.cursorX = line ? Number(line.getAttribute("x1")) : -1;
              out.cursorExpectedX = line ? Number(line.getAttribute("data-left"))
                + Number(line.getAttribute("data-width")) * p.time
                / Number(line.getAttribute("data-span")) : 0;
              document.getElementById("veil-close").dispatchEvent(new MouseEvent("click", {
                bubbles: true, cancelable: true, view: window, button: 0
              }));
              out.closed = p.opened === null && detail.hidden
                && !!figure.querySelector(".phone svg") && !!figure.querySelector(".curves svg");
              // From the keyboard: Enter on the focused card opens it, Esc closes it.
              var cover = document.getElementById("cover");
              cover.focus();
              cover.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
              out.enterOpened = p.opened;
              document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
              out.escapeClosed = p.opened === null && detail.hidden;
              // Every style's name wraps only where the page put a <wbr>: each piece of text
              // between two of them lies on one line.
              out.names = Array.prototype.map.call(
                document.querySelectorAll("figure.card figcaption h2"), function (h2) {
                  var tops = {}, broken = [];
                  Array.prototype.forEach.call(h2.childNodes, function (node) {
                    if (node.nodeType !== 3 || node.textContent.length === 0) { return; }
                    var range = document.createRange();
                    range.selectNodeContents(node);
                    var rects = Array.prototype.filter.call(range.getClientRects(), function (r) {
                      return r.width > 0;
                    });
                    if (rects.length !== 1) { broken.push(node.textContent); }
                    rects.forEach(function (r) { tops[Math.round(r.top)] = true; });
                  });
                  return {
                    name: h2.textContent, markup: h2.innerHTML, broken: broken,
                    lines: Object.keys(tops).length, overflows: h2.scrollWidth > h2.clientWidth
                  };
                });
              p.setPhase("dismiss");
              p.seek(0.1);
              var card = document.getElementById("lightbox").getAttribute("data-phases");
              out.dismissExpected = Number(card.split(" ")[1].split(":")[1]) + 0.1;
              out.dismissStyleTime = p.styleTime("lightbox");
              p.setLoop(false);
              p.setSpeed(1);
              p.seek(p.duration - 0.05);
              p.play();
              window.setTimeout(function () {
                out.onceTime = p.time;
                out.onceDuration = p.duration;
                out.oncePlaying = p.playing;
                p.setLoop(true);
                p.seek(p.duration - 0.05);
                p.play();
                window.setTimeout(function () {
                  out.loopTime = p.time;
                  out.loopPlaying = p.playing;
                  var pre = document.createElement("pre");
                  pre.id = "veil-probe";
                  pre.textContent = JSON.stringify(out);
                  document.body.appendChild(pre);
                }, 200);
              }, 200);
            }, 300);
          }, 400);
        }, 300);
      }, 100);
      </script>
      """

    @Test func thePlayersSharedClockMovesAsAsked() throws {
      let browser = try installedBrowser()
      let (scratch, gallery) = try renderGallery()
      defer { try? FileManager.default.removeItem(at: scratch) }
      let page = try String(
        contentsOf: gallery.appendingPathComponent("index.html"), encoding: .utf8)
      let probe = gallery.appendingPathComponent("probe.html")
      try Data(
        page.replacingOccurrences(of: "</body>", with: Self.probeScript + "</body>").utf8
      ).write(to: probe)
      let run = try runBrowser(
        browser, scratch: scratch, page: probe,
        arguments: ["--virtual-time-budget=5000", "--window-size=1400,1000", "--dump-dom"])
      #expect(run.status == 0)
      let start = try #require(run.output.range(of: "<pre id=\"veil-probe\">"), "no probe")
      let end = try #require(run.output[start.upperBound...].range(of: "</pre>"))
      let json = run.output[start.upperBound..<end.lowerBound]
        .replacingOccurrences(of: "&quot;", with: "\"")
        .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&amp;", with: "&")
      let state = try JSONDecoder().decode(Probe.self, from: Data(json.utf8))

      #expect(state.styles.contains("lightbox") && state.styles.contains("cover"))
      #expect(state.startedPlaying, "without prefers-reduced-motion the player starts playing")
      // Seeking moves the clock and every style's own loop to that time.
      #expect(abs(state.seek - 0.1) < 1e-9)
      #expect(abs(state.seekStyleTime - 0.1) < 1e-3)
      #expect(state.stillPaused == state.seek, "a paused clock must not move")
      // 400 ms at 0.25× moves the clock 0.1 s (timers in virtual time land within a frame).
      #expect(state.playing && state.speed == 0.25)
      #expect(abs(state.playedTo - state.playFrom - 0.1) < 0.02, "played \(state.playedTo)")
      #expect(state.afterPauseLater == state.afterPause)
      // The slider scrubs; a frame step moves one frame of the gallery's 60 fps.
      #expect(abs(state.scrubbed - 0.05) < 1e-9)
      #expect(abs(state.scrubbedStyleTime - 0.05) < 1e-3)
      #expect(state.steppedFrame == 4, "0.05 s is frame 3 at 60 fps; one step makes it 4")
      // → and ← step a frame each.
      #expect(state.arrowRightFrame == 5 && state.arrowLeftFrame == 3)
      // Key 3 is 0.5×; space plays, and pauses again.
      #expect(state.keySpeed == 0.5)
      #expect(state.keyPlaying && state.keyPaused)
      // A click on the card opens it full size with its curves, with the clock's cursor at its
      // time; the close button puts the drawings back on the card.
      #expect(state.clickedInsideCard, "the middle of the card's phone is the card's drawing")
      #expect(state.opened == "lightbox" && state.detailShown && state.detailName == "lightbox")
      #expect(state.cardEmptied, "the open style's drawing moves into the full-size view")
      #expect(
        state.bigHeight > 1.5 * state.cardHeight,
        "full size is \(state.bigHeight) px tall, the card \(state.cardHeight) px")
      #expect(state.plotWidth > 300 && state.plotCurves >= 7, "curves: \(state.plotCurves)")
      #expect(state.closed)
      #expect(state.enterOpened == "cover" && state.escapeClosed)
      #expect(abs(state.cursorX - state.cursorExpectedX) < 0.01)
      // In the dismissal phase the clock maps into the dismissal part of each style's loop.
      #expect(abs(state.dismissStyleTime - state.dismissExpected) < 1e-3)
      // Played once, the clock stops at the end; looping, it starts again (0.2 s after 0.05 s
      // before the end: about 0.15 s in).
      #expect(state.onceTime == state.onceDuration && !state.oncePlaying)
      #expect(state.loopPlaying && abs(state.loopTime - 0.15) < 0.03, "looped to \(state.loopTime)")
      // Names break at dots and camel-case humps only, never run out of their card, and a long
      // one does wrap.
      #expect(state.names.count == state.styles.count)
      for name in state.names {
        #expect(name.broken.isEmpty, "\(name.name) breaks inside \(name.broken)")
        #expect(!name.overflows, "\(name.name) runs out of its card")
      }
      let long = try #require(state.names.first { $0.name == "overCurrentContext.flipHorizontal" })
      #expect(long.markup == "over<wbr>Current<wbr>Context<wbr>.flip<wbr>Horizontal")
      #expect(long.lines > 1, "the long name fits on one line: the test shows nothing")
    }

    @Test func reducedMotionStartsPaused() throws {
      let browser = try installedBrowser()
      let (scratch, gallery) = try renderGallery()
      defer { try? FileManager.default.removeItem(at: scratch) }
      let page = try String(
        contentsOf: gallery.appendingPathComponent("index.html"), encoding: .utf8)
      let script = """
        <script>
        window.setTimeout(function () {
          var pre = document.createElement("pre");
          pre.id = "veil-probe";
          pre.textContent = (window.veilPlayer.playing ? "playing " : "paused ")
            + window.veilPlayer.time;
          document.body.appendChild(pre);
        }, 400);
        </script>
        """
      let probe = gallery.appendingPathComponent("probe.html")
      try Data(page.replacingOccurrences(of: "</body>", with: script + "</body>").utf8)
        .write(to: probe)
      let run = try runBrowser(
        browser, scratch: scratch, page: probe,
        arguments: ["--force-prefers-reduced-motion", "--virtual-time-budget=2000", "--dump-dom"])
      #expect(run.status == 0)
      #expect(run.output.contains("<pre id=\"veil-probe\">paused 0</pre>"))
    }

    @Test func galleryRendersInHeadlessChromium() throws {
      let browser = try installedBrowser()
      let (scratch, gallery) = try renderGallery()
      defer { try? FileManager.default.removeItem(at: scratch) }
      let screenshot = scratch.appendingPathComponent("gallery.png")
      let run = try runBrowser(
        browser, scratch: scratch, page: gallery.appendingPathComponent("index.html"),
        arguments: [
          // Let the player run for half a second of virtual time before the picture.
          "--virtual-time-budget=500", "--window-size=1400,1400",
          "--screenshot=\(screenshot.path)",
        ])
      #expect(run.status == 0)

      let png = try Data(contentsOf: screenshot)
      let image = try PNGImage(png)
      #expect(image.width == 1_400 && image.height == 1_400)
      // Not blank: many colours, and no one colour covers nearly the whole page.
      let histogram = image.colorHistogram()
      let commonest = histogram.values.max() ?? 0
      #expect(histogram.count > 50, "the screenshot has \(histogram.count) colours")
      #expect(
        Double(commonest) < 0.9 * Double(image.width * image.height),
        "one colour covers \(commonest) of \(image.width * image.height) pixels")
      if let keep = ProcessInfo.processInfo.environment["VEIL_KEEP_SCREENSHOT"] {
        try? FileManager.default.removeItem(atPath: keep)
        try FileManager.default.copyItem(at: screenshot, to: URL(fileURLWithPath: keep))
      }
    }
  }
  extension Trait where Self == ConditionTrait {
    /// Runs a test only where headless Chromium is installed; elsewhere the run reports it as
    /// skipped, never as passed.
    static var needsChromium: Self {
      .enabled(
        if: GalleryScreenshotTests.chromium != nil,
        "Chromium is not installed (apt-get install chromium)")
    }
  }
#endif
