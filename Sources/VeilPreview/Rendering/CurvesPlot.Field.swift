import VeilCore

extension CurvesPlot {
  /// A frame field: its name in the legend, its unit, its colour, and how to read it.
  struct Field: Sendable {
    /// Where a field is read from: the frame, or the finger.
    enum Source: Sendable {
      /// A property of the frame.
      case frame(@Sendable (ModalFrame) -> Double)
      /// A component of the finger's touch; none while the finger is up.
      case finger(@Sendable (Vector) -> Double)
    }

    /// The name in the legend: "content opacity".
    var name: StaticString
    /// The unit after the axis's numbers ("pt", "°"), empty for none.
    var unit: StaticString
    /// The curve's colour.
    var color: StaticString
    /// Where its value is read.
    var source: Source

    /// A field read from the frame.
    init(
      name: StaticString, unit: StaticString, color: StaticString,
      value: @escaping @Sendable (ModalFrame) -> Double
    ) {
      self.init(name: name, unit: unit, color: color, source: .frame(value))
    }

    /// A field read from `source`.
    init(name: StaticString, unit: StaticString, color: StaticString, source: Source) {
      self.name = name
      self.unit = unit
      self.color = color
      self.source = source
    }

    /// The field's value at `time` of `track`, or nil when the finger is up.
    func value(of frame: ModalFrame, at time: Double, in track: PreviewTrack) -> Double? {
      switch source {
      case .frame(let value): value(frame)
      case .finger(let value): track.finger(at: time).map(value)
      }
    }

    /// Every field, in the order of the rows.
    static let frameFields: [Field] = [
      Field(name: "content opacity", unit: "", color: "#0A84FF") { $0.contentOpacity },
      Field(name: "scale", unit: "×", color: "#BF5AF2") { $0.contentScale },
      Field(name: "offset x", unit: "pt", color: "#FF9F0A") { $0.offset.x },
      Field(name: "offset y", unit: "pt", color: "#FF375F") { $0.offset.y },
      Field(name: "rotation", unit: "°", color: "#30D158") { $0.rotationY },
      Field(name: "corner radius", unit: "pt", color: "#64D2FF") { $0.cornerRadius },
      Field(name: "backdrop", unit: "", color: "#8E8E93") { $0.backdropStrength },
    ]

    /// The rows a drag adds: where the finger touches.
    static let fingerFields: [Field] = [
      Field(name: "finger x", unit: "pt", color: "#5E5CE6", source: .finger { $0.x }),
      Field(name: "finger y", unit: "pt", color: "#AC8E68", source: .finger { $0.y }),
    ]
  }
}
