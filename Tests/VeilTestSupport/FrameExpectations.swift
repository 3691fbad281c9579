import Testing
import VeilCore

/// Expectations shared by the frame, transition, placement and style tests.
package enum FrameExpect {
  /// Expects `actual` within `tolerance` of `expected`.
  package static func close(
    _ actual: Double, _ expected: Double, tolerance: Double = 1e-9, _ what: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      abs(actual - expected) <= tolerance,
      "\(what) \(actual) is not within \(tolerance) of \(expected)",
      sourceLocation: sourceLocation)
  }

  /// Expects every number of `frame` to be finite and within its documented range.
  package static func valid(_ frame: ModalFrame, sourceLocation: SourceLocation = #_sourceLocation)
  {
    let numbers = [
      frame.containerSize.width, frame.containerSize.height,
      frame.contentRect.x, frame.contentRect.y, frame.contentRect.width, frame.contentRect.height,
      frame.contentOpacity, frame.contentScale, frame.offset.x, frame.offset.y,
      frame.rotationY, frame.cornerRadius, frame.backdropStrength,
    ]
    let allFinite = numbers.allSatisfy { $0.isFinite }
    #expect(
      allFinite, "\(frame) holds a non-finite number",
      sourceLocation: sourceLocation)
    #expect((0...1).contains(frame.contentOpacity), sourceLocation: sourceLocation)
    #expect((0...1).contains(frame.backdropStrength), sourceLocation: sourceLocation)
    #expect(frame.contentScale >= 0, sourceLocation: sourceLocation)
    #expect(frame.cornerRadius >= 0, sourceLocation: sourceLocation)
    #expect(
      frame.contentRect.width >= 0 && frame.contentRect.height >= 0,
      sourceLocation: sourceLocation)
  }

  /// Expects a rectangle equal to `expected` within `tolerance` on each number.
  package static func rect(
    _ actual: Rect, _ expected: Rect, tolerance: Double = 1e-9,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    close(actual.x, expected.x, tolerance: tolerance, "x", sourceLocation: sourceLocation)
    close(actual.y, expected.y, tolerance: tolerance, "y", sourceLocation: sourceLocation)
    close(
      actual.width, expected.width, tolerance: tolerance, "width",
      sourceLocation: sourceLocation)
    close(
      actual.height, expected.height, tolerance: tolerance, "height",
      sourceLocation: sourceLocation)
  }
}
