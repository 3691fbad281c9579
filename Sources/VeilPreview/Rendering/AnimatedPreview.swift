import VeilCore

/// One SVG that replays a preview's frames in real time, looping, in any browser: SMIL
/// `<animate>` and `<animateTransform>` elements whose `values` are the frames' numbers and
/// whose `keyTimes` are the frames' times.
///
/// A loop is the presentation, a pause on the presented modal, the dismissal, and a pause on
/// the presenting screen. Between two frames the browser interpolates linearly, which at the
/// sampled frame rate is indistinguishable from the engine's curve. Attributes that never
/// change (a rotation of 0, a fixed corner radius) are written once instead of animated.
struct AnimatedPreview: Sendable {
  /// The preview replayed.
  var preview: StylePreview
  /// The time each track's slot in the loop lasts, when it must be longer than the track (to
  /// keep another preview's clock: `veil compare`); nil for the tracks' own durations.
  var spans: [Double]? = nil

  /// The pause on the presented modal between presentation and dismissal, in seconds.
  static let presentedPause = 0.8
  /// The pause on the presenting screen before the loop starts again, in seconds.
  static let dismissedPause = 0.6

  /// One key of the loop: a time since the loop began and the frame then.
  struct Key: Sendable {
    var time: Double
    var frame: ModalFrame
    /// Where the finger touches, or nil when none is down.
    var finger: Vector? = nil
  }

  /// The SVG.
  func render() -> [UInt8] {
    let keys = loopKeys()
    let container = preview.settings.container
    let artist = preview.artist
    let duration = keys.last?.time ?? 0
    var xml = XMLWriter(capacity: 8_192 + keys.count * 200)
    xml.declaration()
    SVGDocument.start(
      width: container.width, height: container.height, displayScale: 0.5,
      title: "\(preview.name): animated, \(GalleryPage.settingsLine(preview.settings))",
      to: &xml)
    artist.writeDefinitions(to: &xml)
    let animation = Animation(keys: keys, duration: duration)
    xml.start("g")
    xml.attribute("clip-path", literal: "url(#screen)")
    artist.startMirroring(to: &xml)
    artist.writePresentingScreen(to: &xml)
    let resting = preview.restingFrame
    if preview.style.backdrop.attachment == .container {
      writeBackdrop(animation, origin: .zero, to: &xml)
    }
    writeContent(animation, resting: resting, to: &xml)
    writeFinger(animation, to: &xml)
    artist.endMirroring(to: &xml)
    artist.writeKeyboard(to: &xml)
    xml.end()
    artist.writeScreenOutline(to: &xml)
    xml.finish()
    return xml.buffer.bytes
  }

  /// When each track runs in the loop: its start, in seconds since the loop began, and its
  /// duration.
  ///
  /// A loop that does not start with the presentation (a dismissal or a drag on its own)
  /// starts after ``presentedPause`` on the presented modal; each track is followed by its
  /// pause (none between a drag and its release).
  ///
  /// - Parameters:
  ///   - tracks: The preview's tracks, in order.
  ///   - spans: How long each track's slot lasts, when longer than the track (it holds its
  ///     last frame until the slot ends); nil for the tracks' own durations.
  /// - Returns: One window per track, in the same order.
  static func phaseWindows(of tracks: [PreviewTrack], spans: [Double]? = nil)
    -> [(start: Double, duration: Double)]
  {
    var windows: [(start: Double, duration: Double)] = []
    var start = 0.0
    for (index, track) in tracks.enumerated() {
      if index == 0 && track.kind != .presenting { start = presentedPause }
      windows.append((start, track.duration))
      if let spans, index < spans.count, spans[index] > track.duration {
        start += spans[index]
      } else {
        start += track.duration
      }
      start += pause(after: track.kind)
    }
    return windows
  }

  /// The pause after a track, in seconds.
  static func pause(after kind: PreviewTrack.Kind) -> Double {
    switch kind {
    case .presenting: presentedPause
    case .dismissing, .releasing: dismissedPause
    case .dragging: 0
    }
  }

  /// The keys of one loop: every frame of each phase at its time in the loop, and the pauses
  /// as a repeat of the frame they hold.
  func loopKeys() -> [Key] {
    var keys: [Key] = []
    keys.reserveCapacity(preview.tracks.reduce(4) { $0 + $1.count + 2 })
    let windows = Self.phaseWindows(of: preview.tracks, spans: spans)
    for (trackIndex, (timeline, window)) in zip(preview.tracks, windows).enumerated() {
      if keys.isEmpty && window.start > 0 {
        // A dismissal on its own starts with the presented modal on screen for a while.
        keys.append(Key(time: 0, frame: timeline[0].frame))
      }
      for index in 0..<timeline.count {
        let sample = timeline[index]
        keys.append(
          Key(
            time: window.start + sample.time, frame: sample.frame,
            finger: timeline.finger(at: sample.time)))
      }
      let slot = max(spans.map { trackIndex < $0.count ? $0[trackIndex] : 0 } ?? 0, window.duration)
      let pause = Self.pause(after: timeline.kind) + (slot - window.duration)
      guard let last = keys.last, pause > 0 else { continue }
      keys.append(
        Key(time: window.start + slot + Self.pause(after: timeline.kind), frame: last.frame))
    }
    return keys
  }

  /// The finger of a drag: a disc that follows the touch while the finger is down and fades
  /// out when it lifts (where it lifted). Nothing when no key has a finger.
  private func writeFinger(_ animation: Animation, to xml: inout XMLWriter) {
    guard let firstTouch = animation.keys.lazy.compactMap(\.finger).first else { return }
    // A copy whose every key has a finger, for the position: the touch, or the last one (the
    // first before any). The original says when the disc shows.
    var carried = animation
    var last = firstTouch
    for index in carried.keys.indices {
      if let finger = carried.keys[index].finger { last = finger }
      carried.keys[index].finger = last
    }
    xml.start("circle")
    xml.attribute("class", literal: "finger")
    xml.attribute("r", literal: "22")
    xml.attribute("fill", literal: "#1D1D1F")
    xml.attribute("stroke", literal: "#FFFFFF")
    xml.attribute("stroke-width", literal: "3")
    carried.writeKeyed("cx", decimals: 2, to: &xml) { $0.finger?.x ?? 0 }
    carried.writeKeyed("cy", decimals: 2, to: &xml) { $0.finger?.y ?? 0 }
    animation.writeKeyed("fill-opacity", decimals: 2, to: &xml) { $0.finger == nil ? 0 : 0.35 }
    animation.writeKeyed("stroke-opacity", decimals: 2, to: &xml) { $0.finger == nil ? 0 : 1 }
    xml.end()
  }

  private func writeBackdrop(_ animation: Animation, origin: Vector, to xml: inout XMLWriter) {
    let backdrop = preview.style.backdrop
    let container = preview.settings.container
    if let blur = backdrop.blur {
      xml.start("filter")
      xml.attribute("id", literal: "blur-0")
      xml.attribute("x", literal: "0")
      xml.attribute("y", literal: "0")
      xml.attribute("width", literal: "1")
      xml.attribute("height", literal: "1")
      xml.start("feGaussianBlur")
      xml.attribute("edgeMode", literal: "duplicate")
      animation.write("stdDeviation", decimals: 2, to: &xml) {
        backdrop.blurRadius(atStrength: $0.backdropStrength)
      }
      xml.end()
      xml.end()
      xml.start("g")
      if origin != .zero {
        xml.attribute("transform") { FrameArtist.writeTranslation(origin, to: &$0) }
      }
      xml.start("use")
      xml.attribute("xlink:href", literal: "#presenting-screen")
      xml.attribute("filter", literal: "url(#blur-0)")
      animation.write("opacity", decimals: 3, to: &xml) { $0.backdropStrength }
      xml.end()
      let tint = BlurTint(blur.style)
      writeCover(fill: tint.color, container: container, to: &xml)
      animation.write("fill-opacity", decimals: 3, to: &xml) {
        tint.alpha * $0.backdropStrength
      }
      xml.end()
      xml.end()
    }
    if let dim = backdrop.dim {
      xml.start("g")
      if origin != .zero {
        xml.attribute("transform") { FrameArtist.writeTranslation(origin, to: &$0) }
      }
      writeCover(fill: Color(dim.color), container: container, to: &xml)
      animation.write("fill-opacity", decimals: 3, to: &xml) {
        backdrop.dimAlpha(atStrength: $0.backdropStrength)
      }
      xml.end()
      xml.end()
    }
  }

  /// Starts a rectangle over the container; the caller adds its opacity and ends it.
  private func writeCover(fill: Color, container: Size, to xml: inout XMLWriter) {
    xml.start("rect")
    xml.attribute("width", container.width)
    xml.attribute("height", container.height)
    xml.attribute("fill") { fill.write(to: &$0) }
  }

  /// Starts a group cut to the frames' ``ModalFrame/contentClip`` (a zoom's thumbnail shape
  /// growing into the content), its rectangle and corner radius animated; the caller ends it.
  private func writeClip(_ animation: Animation, to xml: inout XMLWriter) {
    func clip(_ frame: ModalFrame) -> Rect {
      frame.contentClip ?? Rect(size: frame.contentRect.size)
    }
    xml.start("clipPath")
    xml.attribute("id", literal: "content-clip")
    xml.start("rect")
    animation.write(
      [
        ("x", { clip($0).x }), ("y", { clip($0).y }), ("width", { clip($0).width }),
        ("height", { clip($0).height }), ("rx", { $0.cornerRadius }),
      ], decimals: 2, to: &xml)
    xml.end()
    xml.end()
    xml.start("g")
    xml.attribute("clip-path", literal: "url(#content-clip)")
  }

  private func writeContent(_ animation: Animation, resting: ModalFrame, to xml: inout XMLWriter) {
    let base = resting.contentRect
    // Opacity, then translation to the content's centre, then scale (with the y-rotation's
    // cosine across, and any change of the content's size), then back by half the size.
    xml.start("g")
    animation.write("opacity", decimals: 3, to: &xml) { $0.contentOpacity }
    xml.start("g")
    animation.writeTransform("translate", to: &xml) {
      ($0.contentRect.midX + $0.offset.x, $0.contentRect.midY + $0.offset.y)
    }
    xml.start("g")
    animation.writeTransform("scale", decimals: 4, to: &xml) { frame in
      let scale = frame.contentScale
      let widthRatio = base.width > 0 ? frame.contentRect.width / base.width : 1
      let heightRatio = base.height > 0 ? frame.contentRect.height / base.height : 1
      return (
        scale * FrameArtist.cosine(degrees: frame.rotationY) * widthRatio, scale * heightRatio
      )
    }
    xml.start("g")
    xml.attribute("transform") {
      FrameArtist.writeTranslation(Vector(x: -base.width / 2, y: -base.height / 2), to: &$0)
    }
    if preview.style.backdrop.attachment == .content {
      writeBackdrop(animation, origin: Vector(x: -base.x, y: -base.y), to: &xml)
    }
    let clips = animation.keys.contains { $0.frame.contentClip != nil }
    if clips { writeClip(animation, to: &xml) }
    preview.artist.writeCard(size: base.size, to: &xml) { path in
      FrameArtist.writeCardPath(
        size: base.size, radius: clips ? 0 : resting.cornerRadius,
        corners: resting.roundedCorners, to: &path)
    }
    if clips { xml.end() }
    xml.end()
    xml.end()
    xml.end()
    xml.end()
  }
}
