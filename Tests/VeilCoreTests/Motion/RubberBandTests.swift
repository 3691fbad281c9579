import Testing

@testable import VeilCore

@Suite struct RubberBandTests {
  @Test func followsTheFormulaAndKeepsTheSign() {
    let band = RubberBand(dimension: 844)
    // (1 - 1 / (100 * 0.55 / 844 + 1)) * 844 = 55 * 844 / 899 = 51.635150…, exact fraction;
    // tolerance 1e-9.
    #expect(abs(band.offset(for: 100) - 55.0 * 844 / 899) < 1e-9)
    #expect(band.offset(for: -100) == -band.offset(for: 100))
    #expect(band.offset(for: 0) == 0)
  }
}
