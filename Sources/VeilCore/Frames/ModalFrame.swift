/// The whole visual state of one modal at one instant: everything a renderer needs to draw it,
/// besides the style's static look (the backdrop's colour or blur, the grabber).
///
/// Renderers (Veil's UIKit layer, the SVG previews) take frames and nothing else. A frame says:
///
/// - where the content sits: ``contentRect`` in a container of ``containerSize``, before any
///   transform, as the style's ``Placement`` resolved it;
/// - how it is transformed: scaled by ``contentScale`` and turned by ``rotationY`` about the
///   centre of ``contentRect``, then translated by ``offset``;
/// - how it is drawn: faded to ``contentOpacity``, cut to ``contentClip`` when one is set, and
///   clipped to ``cornerRadius`` on ``roundedCorners`` (the clip's corners when there is one);
/// - how strong the backdrop is: ``backdropStrength`` of the configured dim or blur (0 shows
///   none of it, 1 all of it). A backdrop attached to the content
///   (``Backdrop/Attachment/content``) is drawn inside the content's transformed layer
///   instead, so it also takes the offset, scale, rotation and opacity.
///
/// A frame can never hold NaN or an infinity: every property clamps what it is given (see each
/// property), so a bad number from a custom transition cannot reach a renderer.
///
/// ```swift
/// let container = ModalContainer(size: Size(width: 390, height: 844))
/// var frame = ModalFrame(container: container.size)
/// frame.contentOpacity = 0.5
/// frame.offset = Vector(x: 0, y: 120)
/// ```
public struct ModalFrame: Hashable, Sendable {

  /// The largest ``contentScale`` a frame holds; larger scales are clamped to it.
  public static let maximumScale = 100.0

  /// The distance in points from the eye to the screen that renderers use for ``rotationY``'s
  /// perspective (a Core Animation `m34` of `-1 / 1000`). Apple does not publish the perspective
  /// of its own flip; this value is Veil's, shared so that every renderer draws the same flip.
  public static let perspectiveDistance = 1_000.0

  /// Creates a frame of fully shown content.
  ///
  /// Every argument is clamped as its property documents.
  ///
  /// - Parameters:
  ///   - container: The size of the container the modal is presented in.
  ///   - contentRect: Where the content sits before transforms; `nil` fills the container.
  ///   - contentOpacity: The content's opacity, 0…1.
  ///   - contentScale: The content's scale about its centre.
  ///   - offset: The translation applied after scaling and rotating.
  ///   - rotationY: The rotation about the vertical axis, in degrees.
  ///   - cornerRadius: The radius the content is clipped to, in points.
  ///   - roundedCorners: Which corners the radius applies to.
  ///   - backdropStrength: How much of the backdrop shows, 0…1.
  ///   - contentClip: The part of the content that shows, in the content's own coordinates;
  ///     `nil` shows all of it.
  public init(
    container: Size = .zero,
    contentRect: Rect? = nil,
    contentOpacity: Double = 1,
    contentScale: Double = 1,
    offset: Vector = .zero,
    rotationY: Double = 0,
    cornerRadius: Double = 0,
    roundedCorners: Corners = .all,
    backdropStrength: Double = 1,
    contentClip: Rect? = nil
  ) {
    self.containerSize = container
    self.contentRect = contentRect ?? Rect(size: container)
    self.contentOpacity = Self.opacity(contentOpacity)
    self.contentScale = Self.scale(contentScale)
    self.offset = offset.magnitudeClamped
    self.rotationY = rotationY.finiteOr(0)
    self.cornerRadius = cornerRadius.nonNegativeOr(0)
    self.roundedCorners = roundedCorners
    self.backdropStrength = Self.strength(backdropStrength)
    self.contentClip = contentClip
  }

  /// The size of the container the modal is presented in (the window, or the presenting
  /// view for a modal over the current context).
  public var containerSize: Size

  /// Where the content sits in the container before any transform, as the placement resolved
  /// it: the frame a renderer gives the content view.
  public var contentRect: Rect

  /// The content's opacity, 0…1. Values outside are clamped; NaN becomes 1 (shown), so a bad
  /// number never hides a modal that should be visible.
  public var contentOpacity: Double {
    didSet { contentOpacity = Self.opacity(contentOpacity) }
  }

  /// The content's scale about the centre of ``contentRect``; 1 is its natural size.
  ///
  /// Clamped to 0 through ``maximumScale``: negative values become 0, NaN becomes 1 and +infinity
  /// the maximum.
  public var contentScale: Double {
    didSet { contentScale = Self.scale(contentScale) }
  }

  /// The translation in points, applied after scaling and rotating (y grows downwards).
  /// NaN and infinite components become 0 and larger magnitudes are clamped to 10¹² points,
  /// however the offset or one of its components is set.
  public var offset: Vector {
    didSet { offset = offset.magnitudeClamped }
  }

  /// The rotation about the content's vertical axis, in degrees, drawn with the perspective of
  /// ``perspectiveDistance``. Positive angles turn the trailing edge away from the viewer, as a
  /// positive angle does in Core Animation's `CATransform3DMakeRotation(angle, 0, 1, 0)`. NaN
  /// and infinities become 0.
  public var rotationY: Double {
    didSet { rotationY = rotationY.finiteOr(0) }
  }

  /// The radius in points the content is clipped to, on ``roundedCorners``. Negative, NaN and
  /// infinite radii become 0.
  public var cornerRadius: Double {
    didSet { cornerRadius = cornerRadius.nonNegativeOr(0) }
  }

  /// Which corners ``cornerRadius`` rounds: all of them for a card, the top ones for a bottom
  /// sheet (its bottom edge meets the screen's).
  public var roundedCorners: Corners

  /// The part of the content that shows, in the content's own coordinates (origin at the
  /// top-leading corner of ``contentRect``, before any transform), or `nil` for all of it.
  ///
  /// The clip moves, scales and turns with the content; ``cornerRadius`` rounds its corners.
  /// A zoom out of a thumbnail sets it: the content is scaled to cover the thumbnail and cut to
  /// the thumbnail's shape, which grows into the whole content as the zoom ends, as UIKit's
  /// own zoom does. A rectangle holds no NaN or infinity (``Rect`` clamps); a clip that reaches
  /// outside the content shows only the content inside it.
  public var contentClip: Rect?

  /// How much of the configured backdrop shows, 0…1: 0 none, 1 the dim or blur at full
  /// strength. Values outside are clamped; NaN becomes 1.
  public var backdropStrength: Double {
    didSet { backdropStrength = Self.strength(backdropStrength) }
  }

  private static func opacity(_ value: Double) -> Double {
    value.clamped(to: 0...1, nanFallback: 1)
  }

  private static func scale(_ value: Double) -> Double {
    value.clamped(to: 0...maximumScale, nanFallback: 1)
  }

  private static func strength(_ value: Double) -> Double {
    value.clamped(to: 0...1, nanFallback: 1)
  }
}

extension ModalFrame {
  /// A set of corners of the content, named by edge so that they follow the layout direction.
  ///
  /// ```swift
  /// let sheetCorners: ModalFrame.Corners = .top
  /// sheetCorners.contains(.topLeading)   // true
  /// ```
  public struct Corners: OptionSet, Hashable, Sendable {
    /// The corners as bits: top-leading 1, top-trailing 2, bottom-leading 4, bottom-trailing 8.
    public let rawValue: UInt8

    /// Creates a set from its bits; bits above the four corners are ignored.
    ///
    /// - Parameter rawValue: The corners as bits.
    public init(rawValue: UInt8) {
      self.rawValue = rawValue & 0b1111
    }

    /// The top-leading corner.
    public static let topLeading = Corners(rawValue: 1)
    /// The top-trailing corner.
    public static let topTrailing = Corners(rawValue: 2)
    /// The bottom-leading corner.
    public static let bottomLeading = Corners(rawValue: 4)
    /// The bottom-trailing corner.
    public static let bottomTrailing = Corners(rawValue: 8)
    /// Both top corners.
    public static let top: Corners = [.topLeading, .topTrailing]
    /// Both bottom corners.
    public static let bottom: Corners = [.bottomLeading, .bottomTrailing]
    /// All four corners.
    public static let all: Corners = [.top, .bottom]
  }
}
