import Testing
import VeilTestSupport

@Suite struct SplitMix64Tests {
  @Test func matchesTheReferenceAlgorithm() {
    // The first three outputs for seed 0, computed with the reference algorithm
    // (prng.di.unimi.it/splitmix64.c) in arbitrary-precision arithmetic, reduced mod 2^64.
    var random = SplitMix64(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(random.next() == 0x06C4_5D18_8009_454F)
  }
}
