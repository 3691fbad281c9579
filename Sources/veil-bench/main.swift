import Foundation
import VeilCore

// veil-bench: what the engine costs per frame, against the integrator approach.
// Run it in release: `swift run -c release veil-bench [--json] [--quick]`.

let arguments = Array(CommandLine.arguments.dropFirst())
let wantsJSON = arguments.contains("--json")
let quick = arguments.contains("--quick")
if let unknown = arguments.first(where: { !["--json", "--quick"].contains($0) }) {
  FileHandle.standardError.write(Data("veil-bench: unknown argument '\(unknown)'\n".utf8))
  exit(2)
}

let scale = quick ? 0.01 : 1.0
let runs = quick ? 3 : 7
func iterations(_ full: Int) -> Int { Swift.max(Int(Double(full) * scale), 100) }

let report = BenchmarkReport.run(iterations: iterations, runs: runs)
print(wantsJSON ? report.json : report.text)
