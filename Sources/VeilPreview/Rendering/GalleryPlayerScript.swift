/// The player: one clock for every inlined animation, which it pauses and sets with
/// `SVGSVGElement.setCurrentTime`, mapping the clock's time in each phase into each style's
/// own loop. The clock reads `performance.now()` whenever it is asked, so its time is right
/// however often the page is painted. Written as raw markup in a CDATA section, so that the
/// page stays well-formed XML and HTML parsers see plain script.
enum GalleryPlayerScript {
  /// The `<script>` element, as raw markup.
  static let markup: StaticString = """
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
