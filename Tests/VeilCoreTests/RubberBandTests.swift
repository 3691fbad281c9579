import Testing

@testable import VeilCore

@Suite struct RubberBandTests {
  @Test func followsTheFormulaAndKeepsTheSign() {
    let band = RubberBand(dimension: 844)
    // (1 - 1 / (100 * 0.55 / 844 + 1)) * 844 = 51.63…, computed by hand; tolerance 1e-9.
    #expect(abs(band.offset(for: 100) - 51.6345) < 1e-4)
    #expect(band.offset(for: -100) == -band.offset(for: 100))
    #expect(band.offset(for: 0) == 0)
  }
}
