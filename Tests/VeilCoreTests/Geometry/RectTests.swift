import Testing

@testable import VeilCore

@Suite struct RectTests {
  @Test func edgesAndCentres() {
    let rect = Rect(x: 45, y: 272, width: 300, height: 300)
    #expect(rect.minX == 45 && rect.midX == 195 && rect.maxX == 345)
    #expect(rect.minY == 272 && rect.midY == 422 && rect.maxY == 572)
    #expect(rect.size == Size(width: 300, height: 300))
    #expect(!rect.isEmpty)
    #expect(Rect.zero.isEmpty)
  }

  @Test func badInputBecomesZero() {
    let rect = Rect(x: .nan, y: -.infinity, width: -3, height: .infinity)
    #expect(rect == .zero)
  }

  @Test func insettingNeverGoesNegative() {
    let rect = Rect(x: 0, y: 0, width: 100, height: 50).inset(by: Insets(top: 40, bottom: 40))
    #expect(rect.height == 0)
    #expect(rect.y == 40)
    let inset = Rect(x: 10, y: 10, width: 100, height: 100).inset(by: Insets(all: 10))
    #expect(inset == Rect(x: 20, y: 20, width: 80, height: 80))
  }
}
