import Foundation

/// A small deterministic random number generator (SplitMix64, by Sebastiano Vigna, public
/// domain), so that a random test can be replayed from its seed: the standard library has no
/// seeded generator.
package struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  package init(seed: UInt64) {
    state = seed
  }

  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `0..<count` (`count` must be positive).
  package mutating func below(_ count: Int) -> Int {
    Int(next(upperBound: UInt64(count)))
  }

  /// A number in `0..<1` with 53 random bits.
  package mutating func unit() -> Double {
    Double(next() >> 11) * 0x1p-53
  }
}

/// The seeds a random test runs with: `VEIL_FUZZ_SEED` (decimal or 0x-hexadecimal) replays one
/// seed, `VEIL_FUZZ_SEED=random` draws a fresh one; otherwise the pinned defaults run, so the
/// suite is deterministic.
package enum FuzzSeeds {
  package static func seeds(default defaults: [UInt64]) -> [UInt64] {
    guard let text = ProcessInfo.processInfo.environment["VEIL_FUZZ_SEED"] else { return defaults }
    if text == "random" { return [UInt64.random(in: .min ... .max)] }
    if text.hasPrefix("0x"), let seed = UInt64(text.dropFirst(2), radix: 16) { return [seed] }
    if let seed = UInt64(text) { return [seed] }
    return defaults
  }
}
