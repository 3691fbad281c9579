/// The values a ``CurvesPlot`` draws: each field of each preview's frames, read at evenly
/// spaced times, and the range each row's axis spans.
enum CurveSampling {
  /// Each series' values, by field, then phase column, then point: the fields of the frames at
  /// ``CurvesPlot/pointsPerPhase`` evenly spaced times, computed once. A finger's row is empty
  /// in a column where the finger is up.
  static func values(of previews: [StylePreview], fields: [CurvesPlot.Field]) -> [[[[Double]]]] {
    let last = CurvesPlot.pointsPerPhase - 1
    return previews.map { preview in
      var byField = [[[Double]]](
        repeating: [[Double]](repeating: [], count: preview.tracks.count),
        count: fields.count)
      for (column, timeline) in preview.tracks.enumerated() {
        for field in byField.indices { byField[field][column].reserveCapacity(last + 1) }
        for index in 0...last {
          let time =
            index == last ? timeline.duration : timeline.duration * Double(index) / Double(last)
          let frame = timeline.frame(at: time)
          for field in 0..<fields.count {
            guard let value = fields[field].value(of: frame, at: time, in: timeline) else {
              continue
            }
            byField[field][column].append(value.isFinite ? value : 0)
          }
        }
        // A finger that is up for part of a track draws nothing there rather than a curve
        // squeezed into the rest.
        for field in byField.indices where byField[field][column].count != last + 1 {
          byField[field][column] = []
        }
      }
      return byField
    }
  }

  /// The smallest and largest value of a row over every series and phase.
  static func range(_ series: [[[Double]]]) -> ClosedRange<Double> {
    var low = Double.infinity
    var high = -Double.infinity
    for columns in series {
      for values in columns {
        for value in values {
          low = min(low, value)
          high = max(high, value)
        }
      }
    }
    return low <= high ? low...high : 0...0
  }
}
