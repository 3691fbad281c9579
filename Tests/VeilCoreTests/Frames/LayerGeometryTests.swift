import Foundation
import Testing

@testable import VeilCore

private let phone = Size(width: 390, height: 844)
/// A 300 × 300 card centred in the phone.
private let card = Rect(x: 45, y: 272, width: 300, height: 300)

/// Expects every entry of `transform` to be within 1e-12 of `expected`'s (floating point of a
/// few products).
private func expectTransform(
  _ transform: LayerGeometry.Transform, equals expected: LayerGeometry.Transform,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let pairs: [(Double, Double)] = [
    (transform.m11, expected.m11), (transform.m12, expected.m12), (transform.m13, expected.m13),
    (transform.m14, expected.m14), (transform.m21, expected.m21), (transform.m22, expected.m22),
    (transform.m23, expected.m23), (transform.m24, expected.m24), (transform.m31, expected.m31),
    (transform.m32, expected.m32), (transform.m33, expected.m33), (transform.m34, expected.m34),
    (transform.m41, expected.m41), (transform.m42, expected.m42), (transform.m43, expected.m43),
    (transform.m44, expected.m44),
  ]
  for (index, pair) in pairs.enumerated() {
    #expect(
      abs(pair.0 - pair.1) <= 1e-12, "entry \(index): \(pair.0) vs \(pair.1)",
      sourceLocation: sourceLocation)
  }
}

@Suite struct LayerGeometryTests {
  @Test func aRestingFrameIsPlacedByBoundsAndCentreWithNoTransform() {
    let frame = ModalFrame(container: phone, contentRect: card, cornerRadius: 12)
    let geometry = LayerGeometry(frame: frame, restingRect: card)
    #expect(geometry.boundsSize == Size(width: 300, height: 300))
    #expect(geometry.center == Vector(x: 195, y: 422))
    #expect(geometry.transform == LayerGeometry.Transform())
    #expect(geometry.opacity == 1)
    #expect(geometry.cornerRadius == 12 && geometry.masksToBounds)
    #expect(geometry.maskedCorners == [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY])
    #expect(geometry.attachedBackdropFrame == Rect(x: -45, y: -272, width: 390, height: 844))
  }

  @Test func theOffsetIsTheTranslationAppliedLast() {
    var frame = ModalFrame(container: phone, contentRect: card, offset: Vector(x: 30, y: 120))
    frame.contentScale = 2
    let geometry = LayerGeometry(frame: frame, restingRect: card)
    #expect(geometry.transform.m11 == 2 && geometry.transform.m22 == 2)
    #expect(geometry.transform.m41 == 30, "the on-screen offset, whatever the scale")
    #expect(geometry.transform.m42 == 120)
  }

  @Test func rightToLeftMirrorsPositionOffsetAndRotation() {
    let leading = Rect(x: 0, y: 100, width: 100, height: 50)
    let frame = ModalFrame(
      container: phone, contentRect: leading, offset: Vector(x: 20, y: 5), rotationY: 30,
      roundedCorners: [.topLeading, .bottomTrailing])
    let leftToRight = LayerGeometry(frame: frame, restingRect: leading)
    let rightToLeft = LayerGeometry(frame: frame, restingRect: leading, isRightToLeft: true)
    #expect(leftToRight.center == Vector(x: 50, y: 125))
    #expect(rightToLeft.center == Vector(x: 340, y: 125))
    #expect(leftToRight.transform.m41 == 20 && rightToLeft.transform.m41 == -20)
    #expect(leftToRight.transform.m13 == -rightToLeft.transform.m13, "the turn is mirrored")
    #expect(leftToRight.maskedCorners == [.minXMinY, .maxXMaxY])
    #expect(rightToLeft.maskedCorners == [.maxXMinY, .minXMaxY])
    #expect(rightToLeft.attachedBackdropFrame == Rect(x: -290, y: -100, width: 390, height: 844))
  }

  /// `CATransform3DConcat(CATransform3DMakeRotation(a, 0, 1, 0), perspective)` with
  /// `perspective.m34 = -1 / 1000`, written out by hand: rotation m11 = m33 = cos a,
  /// m13 = -sin a, m31 = sin a; then the perspective puts m13 · m34 into m14 and m33 · m34 into
  /// m34.
  @Test func aTurnIsSeenWithThePerspective() {
    let frame = ModalFrame(container: phone, contentRect: card, rotationY: 30)
    let geometry = LayerGeometry(frame: frame, restingRect: card)
    let angle = 30 * Double.pi / 180
    let eye = -1 / ModalFrame.perspectiveDistance
    var expected = LayerGeometry.Transform()
    expected.m11 = cos(angle)
    expected.m13 = -sin(angle)
    expected.m14 = -sin(angle) * eye
    expected.m31 = sin(angle)
    expected.m33 = cos(angle)
    expected.m34 = cos(angle) * eye
    expectTransform(geometry.transform, equals: expected)
  }

  @Test func noTurnKeepsTheTransformAffine() {
    let frame = ModalFrame(container: phone, contentRect: card, contentScale: 0.8)
    #expect(LayerGeometry(frame: frame, restingRect: card).transform.m34 == 0)
  }

  /// V3: a frame whose rectangle moves (a custom transition) keeps the layout at rest and
  /// moves by the transform, so the content's safe area is that of its resting place.
  @Test func aMovedRectangleIsLaidOutAtRestAndMovedByTheTransform() {
    var moved = card
    moved.y += 400
    moved.x -= 10
    let frame = ModalFrame(container: phone, contentRect: moved, offset: Vector(x: 0, y: 5))
    let geometry = LayerGeometry(frame: frame, restingRect: card)
    #expect(geometry.center == Vector(x: 195, y: 422), "the resting centre")
    #expect(geometry.transform.m41 == -10)
    #expect(geometry.transform.m42 == 405)
    #expect(geometry.attachedBackdropFrame == Rect(x: -45, y: -272, width: 390, height: 844))
    let mirrored = LayerGeometry(frame: frame, restingRect: card, isRightToLeft: true)
    #expect(mirrored.transform.m41 == 10)
  }

  @Test func aResizedRectangleIsLaidOutAtItsOwnSize() {
    let grown = Rect(x: 0, y: 0, width: 390, height: 844)
    let frame = ModalFrame(container: phone, contentRect: grown)
    let geometry = LayerGeometry(frame: frame, restingRect: card)
    #expect(geometry.boundsSize == phone)
    #expect(geometry.center == Vector(x: 195, y: 422))
    #expect(geometry.transform == LayerGeometry.Transform())
    #expect(LayerGeometry(frame: frame).boundsSize == phone, "no resting rectangle given")
  }

  @Test func concatenationIsTheMatrixProductInCoreAnimationsOrder() {
    let scale = LayerGeometry.Transform(scale: 2)
    let move = LayerGeometry.Transform(translation: Vector(x: 10, y: 20))
    let scaleThenMove = scale.concatenating(move)
    #expect(scaleThenMove.m41 == 10 && scaleThenMove.m42 == 20)
    let moveThenScale = move.concatenating(scale)
    #expect(moveThenScale.m41 == 20 && moveThenScale.m42 == 40, "the move is scaled too")
    #expect(scale.concatenating(LayerGeometry.Transform()) == scale)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func badNumbersGiveTheIdentity(_ bad: Double) {
    let identity = LayerGeometry.Transform()
    #expect(LayerGeometry.Transform(scale: bad) == identity)
    #expect(LayerGeometry.Transform(rotationY: bad) == identity)
    #expect(LayerGeometry.Transform(perspectiveDistance: bad) == identity)
    #expect(LayerGeometry.Transform(translation: Vector(x: bad, y: bad)) == identity)
    #expect(LayerGeometry.Transform(perspectiveDistance: 0) == identity)
    #expect(LayerGeometry.Transform(perspectiveDistance: -5) == identity)
  }

  @Test func noCornerRadiusDoesNotClip() {
    let geometry = LayerGeometry(frame: ModalFrame(container: phone))
    #expect(!geometry.masksToBounds)
  }
}
