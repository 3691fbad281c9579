import Testing

@testable import VeilCore

@Suite struct SpringTests {
  @Test func appleDocumentedExamples() {
    // Apple, SwiftUI `Spring` overview: Spring(mass: 1, stiffness: 100, damping: 10) → (0.63, 0.5).
    let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(abs(spring.duration - 0.63) < 0.005)
    #expect(abs(spring.bounce - 0.5) < 1e-12)
    // Same page: Spring(duration: 0.5, bounce: 0.3) → (mass, stiffness, damping) = (1.0, 157.9, 17.6).
    let other = Spring(duration: 0.5, bounce: 0.3)
    #expect(other.mass == 1)
    #expect(abs(other.stiffness - 157.9) < 0.05)
    #expect(abs(other.damping - 17.6) < 0.05)
  }
}
