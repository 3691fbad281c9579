import VeilCore

extension AnimatedPreview {
  /// The keys of a loop, written as SMIL animations of one element's attributes.
  struct Animation {
    var keys: [AnimatedPreview.Key]
    var duration: Double

    /// Writes a numeric attribute of the element just started: as a plain attribute when it
    /// never changes, otherwise as its first value plus an `<animate>` child.
    func write(
      _ attribute: StaticString, decimals: Int, to xml: inout XMLWriter,
      value: (ModalFrame) -> Double
    ) {
      writeKeyed(attribute, decimals: decimals, to: &xml) { value($0.frame) }
    }

    /// ``write(_:decimals:to:value:)`` of a value read from the whole key, not only its frame.
    func writeKeyed(
      _ attribute: StaticString, decimals: Int, to xml: inout XMLWriter,
      value: (AnimatedPreview.Key) -> Double
    ) {
      xml.attribute(attribute, keys.first.map(value) ?? 0, decimals: decimals)
      writeAnimate(attribute, decimals: decimals, to: &xml, value: value)
    }

    /// Writes several numeric attributes of the element just started: each one's first value
    /// as a plain attribute, then an `<animate>` child for each that changes (an element's
    /// attributes come before its children).
    func write(
      _ attributes: [(name: StaticString, value: (ModalFrame) -> Double)], decimals: Int,
      to xml: inout XMLWriter
    ) {
      for (name, value) in attributes {
        xml.attribute(name, keys.first.map { value($0.frame) } ?? 0, decimals: decimals)
      }
      for (name, value) in attributes {
        writeAnimate(name, decimals: decimals, to: &xml) { value($0.frame) }
      }
    }

    /// Writes an `<animate>` child of `attribute` when its value changes across the keys.
    private func writeAnimate(
      _ attribute: StaticString, decimals: Int, to xml: inout XMLWriter,
      value: (AnimatedPreview.Key) -> Double
    ) {
      let first = keys.first.map(value) ?? 0
      guard keys.contains(where: { !same(value($0), first, decimals: decimals) }) else {
        return
      }
      xml.start("animate")
      xml.attribute("attributeName", literal: attribute)
      xml.attribute("values") { list in
        for (index, key) in keys.enumerated() {
          if index > 0 { list.append(";") }
          list.append(value(key), decimals: decimals)
        }
      }
      writeTiming(to: &xml)
      xml.end()
    }

    /// Writes an `<animateTransform>` of `type` into the element just started, or a plain
    /// `transform` attribute when it never changes.
    func writeTransform(
      _ type: StaticString, decimals: Int = XMLWriter.defaultDecimals, to xml: inout XMLWriter,
      value: (ModalFrame) -> (Double, Double)
    ) {
      let first = keys.first.map { value($0.frame) } ?? (0, 0)
      let changes = keys.contains { key in
        let pair = value(key.frame)
        return !same(pair.0, first.0, decimals: decimals)
          || !same(pair.1, first.1, decimals: decimals)
      }
      guard changes else {
        xml.attribute("transform") {
          $0.append(type)
          $0.append("(")
          $0.append(first.0, decimals: decimals)
          $0.append(",")
          $0.append(first.1, decimals: decimals)
          $0.append(")")
        }
        return
      }
      xml.start("animateTransform")
      xml.attribute("attributeName", literal: "transform")
      xml.attribute("type", literal: type)
      xml.attribute("values") { list in
        for (index, key) in keys.enumerated() {
          if index > 0 { list.append(";") }
          let pair = value(key.frame)
          list.append(pair.0, decimals: decimals)
          list.append(",")
          list.append(pair.1, decimals: decimals)
        }
      }
      writeTiming(to: &xml)
      xml.end()
    }

    /// `dur`, `keyTimes` (each key's time as a fraction of the loop) and endless repetition.
    private func writeTiming(to xml: inout XMLWriter) {
      xml.attribute("dur") {
        $0.append(duration, decimals: 4)
        $0.append("s")
      }
      xml.attribute("keyTimes") { list in
        let count = keys.count
        for (index, key) in keys.enumerated() {
          if index > 0 { list.append(";") }
          // The first and last keys are exactly 0 and 1, as SMIL requires for linear timing.
          let fraction =
            index == 0 ? 0 : index == count - 1 ? 1 : (duration > 0 ? key.time / duration : 0)
          list.append(fraction, decimals: 5)
        }
      }
      xml.attribute("repeatCount", literal: "indefinite")
    }

    /// Whether two values are written the same at `decimals`.
    private func same(_ a: Double, _ b: Double, decimals: Int) -> Bool {
      var scale = 1.0
      for _ in 0..<decimals { scale *= 10 }
      return (a * scale).rounded() == (b * scale).rounded()
    }
  }
}
