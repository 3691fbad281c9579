import Foundation
import VeilCore

// veil-bench: what the engine costs per frame, against the integrator approach.
// Run it in release: `swift run -c release veil-bench [--json] [--quick]`.
// `--alloc-probe N` samples N frames of every built-in style and prints a checksum, for a heap
// profiler (Tests/BenchmarkTests/FrameAllocationTests runs it under valgrind).

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("veil-bench: \(message)\n".utf8))
  exit(2)
}

var wantsJSON = false
var quick = false
var probeFrames: Int?
var remaining = Array(CommandLine.arguments.dropFirst())[...]
while let argument = remaining.popFirst() {
  switch argument {
  case "--json": wantsJSON = true
  case "--quick": quick = true
  case "--alloc-probe":
    guard let value = remaining.popFirst(), let frames = Int(value), frames > 0 else {
      fail("--alloc-probe expects a positive whole number of frames")
    }
    probeFrames = frames
  case "--help", "-h":
    print("usage: veil-bench [--json] [--quick] | --alloc-probe FRAMES")
    exit(0)
  default: fail("unknown argument '\(argument)'; see --help")
  }
}

if let probeFrames {
  print("checksum", AllocationProbe.run(framesPerStyle: probeFrames))
  exit(0)
}

let scale = quick ? 0.01 : 1.0
let runs = quick ? 3 : 7
let report = BenchmarkReport.run(
  iterations: { Swift.max(Int(Double($0) * scale), 100) }, runs: runs)
print(wantsJSON ? report.json : report.text)
