import VeilCore

/// A preview's frames as a table, one row per frame: CSV, or JSON with the settings.
///
/// Columns: `phase,time,progress,content_opacity,content_scale,offset_x,offset_y,rotation_y,`
/// `corner_radius,backdrop`. Times restart at 0 in each phase; `progress` is how much of the
/// phase's animation has run (0 at its start, 1 at its end; a spring may overshoot);
/// `backdrop` is the backdrop's strength, 0…1. A drag (``PreviewSettings/drag``) adds
/// `finger_x,finger_y`, where the finger touches in the container's points, empty in CSV and
/// `null` in JSON once it has lifted (the release's rows); other previews have no such columns,
/// so their bytes do not change. Every number has exactly
/// ``TimelineTable/decimals`` decimals, written without a locale, so the same style gives
/// the same bytes on every machine.
struct TimelineTable: Sendable {
  /// The preview whose frames are written.
  var preview: StylePreview

  /// The decimals of every number: a ten-thousandth of a point or of a second is below what
  /// any screen shows.
  static let decimals = 4

  /// The column names, in order.
  static let columns: [StaticString] = [
    "phase", "time", "progress", "content_opacity", "content_scale", "offset_x", "offset_y",
    "rotation_y", "corner_radius", "backdrop",
  ]

  /// The columns a drag adds after ``columns``: where the finger touches.
  static let fingerColumns: [StaticString] = ["finger_x", "finger_y"]

  /// The bytes a row takes at most, for reserving capacity: twelve numbers and the phase.
  private static let rowCapacity = 192

  /// Whether the rows carry the finger: only a drag's do.
  private var hasFinger: Bool { preview.settings.drag != nil }

  private var rowCount: Int { preview.tracks.reduce(0) { $0 + $1.count } }

  /// The table as CSV, with a header line.
  func csv() -> [UInt8] {
    var buffer = TextBuffer(capacity: 128 + rowCount * Self.rowCapacity)
    for (index, column) in Self.columns.enumerated() {
      if index > 0 { buffer.append(",") }
      buffer.append(column)
    }
    if hasFinger {
      for column in Self.fingerColumns {
        buffer.append(",")
        buffer.append(column)
      }
    }
    buffer.append("\n")
    for timeline in preview.tracks {
      let phase = timeline.kind.name
      for index in 0..<timeline.count {
        let sample = timeline[index]
        buffer.append(phase)
        forEachValue(of: sample, in: timeline) { value in
          buffer.append(",")
          buffer.append(fixed: value, decimals: Self.decimals)
        }
        if hasFinger {
          // An empty field once the finger has lifted: there is no touch to give.
          let finger = timeline.finger(at: sample.time)
          for value in [finger?.x, finger?.y] {
            buffer.append(",")
            if let value { buffer.append(fixed: value, decimals: Self.decimals) }
          }
        }
        buffer.append("\n")
      }
    }
    return buffer.bytes
  }

  /// The table as JSON: an object with the style, the settings (and the drag, for a drag, and
  /// the thumbnail, for a zoom given `--source`), and
  /// `frames`, an array with one object per frame whose keys are the CSV's columns (a lifted
  /// finger's position is `null`).
  func json() -> [UInt8] {
    var buffer = TextBuffer(capacity: 256 + rowCount * Self.rowCapacity * 2)
    appendJSONSettings(to: &buffer)
    appendJSONFrames(to: &buffer)
    return buffer.bytes
  }

  /// The JSON object's opening and every key before `frames`: the style and its settings.
  private func appendJSONSettings(to buffer: inout TextBuffer) {
    let settings = preview.settings
    buffer.append("{\n  \"style\": ")
    JSONText.appendString(preview.name, to: &buffer)
    buffer.append(",\n  \"frames_per_second\": ")
    buffer.append(compact: settings.framesPerSecond, decimals: Self.decimals)
    buffer.append(",\n  \"size\": { \"width\": ")
    buffer.append(compact: settings.container.width, decimals: Self.decimals)
    buffer.append(", \"height\": ")
    buffer.append(compact: settings.container.height, decimals: Self.decimals)
    buffer.append(" },\n  \"reduce_motion\": ")
    buffer.append(settings.reduceMotion ? "true" : "false")
    if let source = settings.zoomSource, preview.style.isZoom {
      // The thumbnail the zoom opens from and lands on: the rows depend on it.
      buffer.append(",\n  \"source\": { \"x\": ")
      buffer.append(compact: source.x, decimals: Self.decimals)
      buffer.append(", \"y\": ")
      buffer.append(compact: source.y, decimals: Self.decimals)
      buffer.append(", \"width\": ")
      buffer.append(compact: source.width, decimals: Self.decimals)
      buffer.append(", \"height\": ")
      buffer.append(compact: source.height, decimals: Self.decimals)
      buffer.append(" }")
    }
    if let drag = settings.drag {
      // A drag's rows are its own: say which drag they are.
      buffer.append(",\n  \"drag\": { \"translation\": { \"x\": ")
      buffer.append(compact: drag.translation.x, decimals: Self.decimals)
      buffer.append(", \"y\": ")
      buffer.append(compact: drag.translation.y, decimals: Self.decimals)
      buffer.append(" }, \"velocity\": { \"x\": ")
      buffer.append(compact: drag.velocity.x, decimals: Self.decimals)
      buffer.append(", \"y\": ")
      buffer.append(compact: drag.velocity.y, decimals: Self.decimals)
      buffer.append(" } }")
    }
  }

  /// The JSON's `frames` array, one object per frame, and the object's end.
  private func appendJSONFrames(to buffer: inout TextBuffer) {
    buffer.append(",\n  \"frames\": [")
    var isFirstRow = true
    for timeline in preview.tracks {
      let phase = timeline.kind.name
      for index in 0..<timeline.count {
        let sample = timeline[index]
        buffer.append(isFirstRow ? "\n    { \"phase\": \"" : ",\n    { \"phase\": \"")
        isFirstRow = false
        buffer.append(phase)
        buffer.append("\"")
        var column = 1
        forEachValue(of: sample, in: timeline) { value in
          buffer.append(", \"")
          buffer.append(Self.columns[column])
          buffer.append("\": ")
          buffer.append(fixed: value, decimals: Self.decimals)
          column += 1
        }
        if hasFinger {
          let finger = timeline.finger(at: sample.time)
          for (name, value) in zip(Self.fingerColumns, [finger?.x, finger?.y]) {
            buffer.append(", \"")
            buffer.append(name)
            buffer.append("\": ")
            if let value {
              buffer.append(fixed: value, decimals: Self.decimals)
            } else {
              buffer.append("null")
            }
          }
        }
        buffer.append(" }")
      }
    }
    buffer.append(isFirstRow ? "]\n}\n" : "\n  ]\n}\n")
  }

  /// Calls `body` with the numbers of a row, in the order of ``columns`` after `phase`.
  private func forEachValue(
    of sample: PreviewTrack.Sample, in timeline: PreviewTrack, _ body: (Double) -> Void
  ) {
    let frame = sample.frame
    body(sample.time)
    body(timeline.progress(at: sample.time))
    body(frame.contentOpacity)
    body(frame.contentScale)
    body(frame.offset.x)
    body(frame.offset.y)
    body(frame.rotationY)
    body(frame.cornerRadius)
    body(frame.backdropStrength)
  }
}
