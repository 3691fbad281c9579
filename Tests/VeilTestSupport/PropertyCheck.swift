import Foundation
import Testing

/// A small property-based checker for VeilCore's numeric API.
///
/// Each property draws inputs from ``SplitMix64/awkwardDouble()`` (NaN, ±∞, ±0, subnormals,
/// magnitudes up to ±1.8e308, and ordinary values), evaluates a closure that returns a
/// violation (or `nil`), and on the first violation shrinks the inputs to a minimal case before
/// reporting it with the seed.
///
/// - **Seeds.** One seed per test run, drawn afresh, printed once, and named in every failure;
///   `VEIL_FUZZ_SEED=<n>` (decimal or 0x-hexadecimal) replays it. Each property mixes its own
///   name into the seed, so a replay reproduces every property exactly.
/// - **Scale.** `VEIL_FUZZ_SCALE=10` runs ten times as many cases; the default run is sized to
///   stay well under the suite's 10 s budget.
package enum PropertyCheck {
  /// The seed of this run.
  package static let seed: UInt64 = {
    let seed = FuzzSeeds.seeds(default: [UInt64.random(in: .min ... .max)])[0]
    print(
      "numeric fuzz seed: 0x\(String(seed, radix: 16)) (replay: VEIL_FUZZ_SEED=0x\(String(seed, radix: 16)))"
    )
    return seed
  }()

  /// How many times the default number of cases to run: `VEIL_FUZZ_SCALE`, at least 1.
  package static let scale: Int = {
    guard let text = ProcessInfo.processInfo.environment["VEIL_FUZZ_SCALE"], let value = Int(text)
    else { return 1 }
    return max(value, 1)
  }()

  /// Checks `property` on `cases × scale` draws of `arity` awkward doubles.
  ///
  /// - Parameters:
  ///   - name: The property's name, mixed into the seed and shown on failure.
  ///   - arity: How many doubles each case takes.
  ///   - cases: Cases in the default run.
  ///   - sourceLocation: Where a failure is reported.
  ///   - property: The check: a description of the violation, or `nil` when it holds.
  package static func check(
    _ name: String, arity: Int, cases: Int = 3_000,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ property: ([Double]) -> String?
  ) {
    var random = SplitMix64(seed: seed ^ stableHash(name))
    for _ in 0..<(cases * scale) {
      let inputs = (0..<arity).map { _ in random.awkwardDouble() }
      guard let violation = property(inputs) else { continue }
      let (minimal, minimalViolation) = shrink(inputs, violation, property)
      Issue.record(
        """
        \(name): \(minimalViolation)
          minimal input: \(describe(minimal))
          drawn input:   \(describe(inputs)) (\(violation))
          seed 0x\(String(seed, radix: 16)); replay with VEIL_FUZZ_SEED=0x\(String(seed, radix: 16))
        """,
        sourceLocation: sourceLocation)
      return
    }
  }

  // MARK: - Shrinking

  /// Replaces inputs one at a time by simpler values that still violate the property, until
  /// no input can be simplified.
  package static func shrink(
    _ inputs: [Double], _ violation: String, _ property: ([Double]) -> String?
  ) -> ([Double], String) {
    var current = inputs
    var currentViolation = violation
    var budget = 2_000
    var improved = true
    while improved && budget > 0 {
      improved = false
      for index in current.indices {
        for candidate in simpler(than: current[index]) where budget > 0 {
          budget -= 1
          var trial = current
          trial[index] = candidate
          if let found = property(trial) {
            current = trial
            currentViolation = found
            improved = true
            break
          }
        }
      }
    }
    return (current, currentViolation)
  }

  /// Values simpler than `value`, simplest first.
  package static func simpler(than value: Double) -> [Double] {
    var candidates: [Double] = [0, 1, -1, 2, 0.5, 10, 100, 1_000, -1_000, 1e6, .nan, .infinity]
    candidates += [-.infinity, 1e12, -1e12, 1e100, 1e300, 1e308, -1e308]
    candidates += [.greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude]
    if value.isFinite {
      candidates.append(value.rounded())
      candidates.append(value.rounded(.towardZero) / 2)
      candidates.append(-value)
      candidates.append(value / 2)
      candidates.append(value / 10)
      // The same magnitude with fewer significant digits.
      for digits in 0..<3 {
        if let shorter = Double(String(format: "%.\(digits)e", value)) {
          candidates.append(shorter)
        }
      }
    }
    let own = complexity(value)
    return candidates.filter { complexity($0) < own }
  }

  /// How complicated a number is to read: small integers first, then specials, then the rest by
  /// significant digits and size of exponent. Shrinking only ever moves down this order.
  package static func complexity(_ value: Double) -> Double {
    if value == 0 { return value.sign == .minus ? 0.5 : 0 }
    if value.isNaN { return 30 }
    if value.isInfinite { return value > 0 ? 31 : 32 }
    let magnitude = abs(value)
    let sign = value < 0 ? 0.25 : 0
    if value == value.rounded() && magnitude <= 1e6 { return 1 + log10(magnitude) + sign }
    let text = String(format: "%.17g", value)
    let mantissa = text.split(separator: "e").first ?? ""
    let digits = Double(mantissa.filter(\.isNumber).trimmingCharacters(in: ["0"]).count)
    return 40 + digits + abs(log10(magnitude)) / 10 + sign
  }

  package static func describe(_ inputs: [Double]) -> String {
    "[" + inputs.map { "\($0)" }.joined(separator: ", ") + "]"
  }

  /// FNV-1a of the name: stable across runs and platforms, unlike `hashValue`.
  package static func stableHash(_ name: String) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in name.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01B3
    }
    return hash
  }
}

extension Double {
  /// About 1e-310, a subnormal. Written as a product: Swift warns that a literal this small
  /// loses precision.
  package static let subnormal1e310 = Double.leastNormalMagnitude * 4.494_232_837_155_79e-3
  /// About 1e-320, a subnormal a few thousand times the smallest one.
  package static let subnormal1e320 = Double.leastNonzeroMagnitude * 2_024
}

extension SplitMix64 {
  /// The values bad input is made of.
  package static let specials: [Double] = [
    .nan, .infinity, -.infinity, 0, -0.0, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    .leastNormalMagnitude, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 1, -1, 1e308, -1e308,
    1e300, -1e300, 1e12, -1e12, 1e12 - 100, -(1e12 - 100), .subnormal1e310, .ulpOfOne,
    1 - .ulpOfOne / 2, 1 + .ulpOfOne, 0.5,
  ]

  /// A double from a mix meant to break numeric code: a fifth specials, a tenth subnormals, a
  /// third any magnitude from 1e-320 to 1e308 (log-uniform, either sign), the rest ordinary
  /// values of the sizes screens and animations use.
  package mutating func awkwardDouble() -> Double {
    let sign: Double = next() & 1 == 0 ? 1 : -1
    switch below(100) {
    case 0..<20:
      return Self.specials[below(Self.specials.count)]
    case 20..<30:
      return sign * Double(bitPattern: next() & 0x000F_FFFF_FFFF_FFFF)
    case 30..<63:
      return sign * pow(10, unit() * 628 - 320)
    case 63..<80:
      return unit()
    case 80..<90:
      return sign * Double(below(2_000))
    default:
      return sign * unit() * 2_000
    }
  }
}
