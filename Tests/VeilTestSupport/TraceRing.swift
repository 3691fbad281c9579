/// The last lines of a long random run, kept in a ring and formatted only when the run fails
/// (formatting every step would cost most of the run's time).
///
/// ```swift
/// var recent = TraceRing<String>()
/// recent.append("present 1")
/// print(recent)  // the last 24 lines, oldest first
/// ```
package struct TraceRing<Line: CustomStringConvertible>: CustomStringConvertible {
  /// How many lines the ring keeps.
  package let capacity: Int
  private var lines: [Line] = []
  private var next = 0

  /// An empty ring keeping the last `capacity` lines (at least one).
  ///
  /// - Parameter capacity: How many lines to keep; 24 by default.
  package init(capacity: Int = 24) {
    self.capacity = Swift.max(capacity, 1)
  }

  /// Keeps `line`, forgetting the oldest once the ring is full.
  ///
  /// - Parameter line: The line to keep.
  package mutating func append(_ line: Line) {
    if lines.count < capacity {
      lines.append(line)
    } else {
      lines[next] = line
    }
    next = (next + 1) % capacity
  }

  /// The lines kept, oldest first.
  package var ordered: [Line] {
    lines.count < capacity ? lines : Array(lines[next...] + lines[..<next])
  }

  /// The lines kept, oldest first, one per line.
  package var description: String {
    ordered.map(\.description).joined(separator: "\n  ")
  }
}
