import Testing
import VeilTestSupport

@testable import VeilCore

@Suite struct ModalFrameTests {
  @Test func defaultsDescribeFullyShownContentFillingTheContainer() {
    let frame = ModalFrame(container: Size(width: 390, height: 844))
    #expect(frame.contentRect == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(frame.contentOpacity == 1)
    #expect(frame.contentScale == 1)
    #expect(frame.offset == .zero)
    #expect(frame.rotationY == 0)
    #expect(frame.cornerRadius == 0)
    #expect(frame.roundedCorners == .all)
    #expect(frame.backdropStrength == 1)
  }

  // Each row: the value set, and what the frame keeps, as the doc comments state.
  @Test(arguments: [
    (-0.5, 0.0), (0.25, 0.25), (1.5, 1.0), (Double.nan, 1.0), (-Double.infinity, 0.0),
  ])
  func opacityAndStrengthAreClampedToTheUnitInterval(value: Double, kept: Double) {
    var frame = ModalFrame()
    frame.contentOpacity = value
    frame.backdropStrength = value
    #expect(frame.contentOpacity == kept)
    #expect(frame.backdropStrength == kept)
    let made = ModalFrame(contentOpacity: value, backdropStrength: value)
    #expect(made.contentOpacity == kept)
    #expect(made.backdropStrength == kept)
  }

  @Test(arguments: [
    (-2.0, 0.0), (0.5, 0.5), (Double.nan, 1.0), (Double.infinity, ModalFrame.maximumScale),
    (1e9, ModalFrame.maximumScale),
  ])
  func scaleIsClampedToZeroThroughTheMaximum(value: Double, kept: Double) {
    var frame = ModalFrame()
    frame.contentScale = value
    #expect(frame.contentScale == kept)
    #expect(ModalFrame(contentScale: value).contentScale == kept)
  }

  @Test func rotationRadiusAndOffsetDropNonFiniteValues() {
    var frame = ModalFrame(
      offset: Vector(x: .nan, y: .infinity), rotationY: .nan, cornerRadius: -4)
    #expect(frame.offset == .zero)
    #expect(frame.rotationY == 0)
    #expect(frame.cornerRadius == 0)
    frame.rotationY = -.infinity
    frame.cornerRadius = .nan
    #expect(frame.rotationY == 0)
    #expect(frame.cornerRadius == 0)
    frame.rotationY = 540
    #expect(frame.rotationY == 540)
    FrameExpect.valid(frame)
  }

  @Test func cornersKeepOnlyTheirFourBits() {
    #expect(ModalFrame.Corners(rawValue: 0xFF) == .all)
    #expect(ModalFrame.Corners.top.contains(.topTrailing))
    #expect(!ModalFrame.Corners.top.contains(.bottomLeading))
    #expect(ModalFrame.Corners.all == [.top, .bottom])
  }
}
