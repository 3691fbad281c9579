import Dispatch

/// One benchmark's result: the median cost of one operation over several runs.
struct Measurement {
  let name: String
  let nanosecondsPerOperation: Double
  let runs: [Double]
}

/// Keeps a value alive so that the optimiser cannot delete the work that produced it.
@inline(never)
func blackHole(_ value: Double) {
  if value == .greatestFiniteMagnitude { print("unreachable", value) }
}

/// Times `operation` over `iterations` calls, `runs` times, after a warm-up, and keeps the
/// median per-operation cost. The operation gets the iteration index so that inputs vary and
/// nothing can be hoisted out of the loop; its result is folded into a sink.
@inline(__always)
func measure(
  _ name: String, iterations: Int, runs: Int, _ operation: (Int) -> Double
) -> Measurement {
  var sink = 0.0
  for index in 0..<Swift.max(iterations / 10, 1) {
    sink += operation(index)
  }
  var perOperation: [Double] = []
  perOperation.reserveCapacity(runs)
  for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    for index in 0..<iterations {
      sink += operation(index)
    }
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    perOperation.append(Double(elapsed) / Double(iterations))
  }
  blackHole(sink)
  return Measurement(name: name, nanosecondsPerOperation: median(perOperation), runs: perOperation)
}

/// The median of a non-empty list (the mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return 0 }
  let middle = sorted.count / 2
  return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}
