#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import VeilCore

  /// The view a custom presentation hands UIKit as its `presentedView`: it carries the presented
  /// controller's view and takes a ``ModalFrame``'s transform, opacity and corners.
  ///
  /// ```
  /// ModalContentView            transform (scale, y-rotation, offset), alpha
  /// ├── attached backdrop       only for a backdrop attached to the content; covers the container
  /// └── clipView                corner radius on the frame's rounded corners
  ///     └── presented controller's view
  /// ```
  ///
  /// It is the accessibility container of the modal: `accessibilityViewIsModal` keeps
  /// VoiceOver inside it, and the escape gesture (a two-finger Z) on anything inside reaches it
  /// when the content does not handle it itself.
  @MainActor
  final class ModalContentView: UIView {
    /// Clips the presented view to the frame's corner radius.
    let clipView = UIView()
    /// The backdrop drawn inside the content, for ``Backdrop/Attachment/content``.
    private(set) var attachedBackdrop: BackdropView?

    /// Called for the VoiceOver escape gesture; returns whether it was handled.
    /// Read from UIKit's escape callback, which the 17.4 SDK leaves nonisolated; it is only
    /// ever set and called on the main thread.
    nonisolated(unsafe) var onAccessibilityEscape: (@MainActor () -> Bool)?

    override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = .clear
      accessibilityViewIsModal = true
      clipView.backgroundColor = .clear
      clipView.layer.cornerCurve = .continuous
      addSubview(clipView)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      nil
    }

    /// Puts the presented controller's view inside, filling the clip view.
    func embed(_ view: UIView) {
      view.frame = clipView.bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      clipView.addSubview(view)
    }

    /// Adds, replaces or removes the backdrop drawn inside the content.
    func setAttachedBackdrop(_ backdrop: Backdrop?) {
      guard let backdrop else {
        attachedBackdrop?.removeFromSuperview()
        attachedBackdrop = nil
        return
      }
      if let attachedBackdrop {
        attachedBackdrop.backdrop = backdrop
      } else {
        let view = BackdropView(backdrop: backdrop)
        insertSubview(view, belowSubview: clipView)
        attachedBackdrop = view
      }
    }

    /// Applies everything of `frame` that belongs to the content.
    ///
    /// VeilCore's x axis grows towards the trailing edge; in a right-to-left layout the frame is
    /// mirrored into UIKit's left-to-right coordinates (positions, offsets and rotations).
    ///
    /// - Parameters:
    ///   - frame: The frame to show.
    ///   - layoutDirection: Which way leading and trailing face.
    func apply(_ frame: ModalFrame, layoutDirection: UIUserInterfaceLayoutDirection) {
      let mirrored = layoutDirection == .rightToLeft
      let rect = frame.contentRect
      let containerWidth = frame.containerSize.width
      let minX = mirrored ? containerWidth - rect.maxX : rect.minX
      // The transform turns about the centre, so size and place through bounds and centre: a
      // frame is undefined under a transform.
      let size = CGSize(width: rect.width, height: rect.height)
      if bounds.size != size { bounds = CGRect(origin: .zero, size: size) }
      center = CGPoint(x: minX + rect.width / 2, y: rect.midY)
      layer.transform = Self.transform(for: frame, mirrored: mirrored)
      alpha = CGFloat(frame.contentOpacity)

      clipView.frame = CGRect(origin: .zero, size: size)
      clipView.layer.cornerRadius = CGFloat(frame.cornerRadius)
      clipView.layer.maskedCorners = Self.maskedCorners(frame.roundedCorners, mirrored: mirrored)
      clipView.layer.masksToBounds = frame.cornerRadius > 0

      if let attachedBackdrop {
        // The backdrop covers the container, drawn in the content's own (transformed) space.
        attachedBackdrop.frame = CGRect(
          x: -minX, y: -rect.y, width: containerWidth, height: frame.containerSize.height)
        attachedBackdrop.strength = frame.backdropStrength
      }
    }

    /// Scale and y-rotation about the content's centre, seen with the frame's perspective, then
    /// the offset in container points.
    static func transform(for frame: ModalFrame, mirrored: Bool) -> CATransform3D {
      let scale = CGFloat(frame.contentScale)
      var transform = CATransform3DMakeScale(scale, scale, 1)
      if frame.rotationY != 0 {
        let degrees = mirrored ? -frame.rotationY : frame.rotationY
        let radians = CGFloat(degrees * .pi / 180)
        transform = CATransform3DConcat(transform, CATransform3DMakeRotation(radians, 0, 1, 0))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / CGFloat(ModalFrame.perspectiveDistance)
        transform = CATransform3DConcat(transform, perspective)
      }
      let offsetX = mirrored ? -frame.offset.x : frame.offset.x
      let translation = CATransform3DMakeTranslation(CGFloat(offsetX), CGFloat(frame.offset.y), 0)
      return CATransform3DConcat(transform, translation)
    }

    /// Core Animation's corners for the frame's leading/trailing corners.
    static func maskedCorners(_ corners: ModalFrame.Corners, mirrored: Bool) -> CACornerMask {
      let leftToRight = !mirrored
      var mask: CACornerMask = []
      if corners.contains(.topLeading) {
        mask.insert(leftToRight ? .layerMinXMinYCorner : .layerMaxXMinYCorner)
      }
      if corners.contains(.topTrailing) {
        mask.insert(leftToRight ? .layerMaxXMinYCorner : .layerMinXMinYCorner)
      }
      if corners.contains(.bottomLeading) {
        mask.insert(leftToRight ? .layerMinXMaxYCorner : .layerMaxXMaxYCorner)
      }
      if corners.contains(.bottomTrailing) {
        mask.insert(leftToRight ? .layerMaxXMaxYCorner : .layerMinXMaxYCorner)
      }
      return mask
    }

    override func accessibilityPerformEscape() -> Bool {
      // The 17.4 SDK declares this override point nonisolated; UIKit calls it on the main
      // thread.
      let handler = onAccessibilityEscape
      return MainActor.assumeIsolated { handler?() ?? false }
    }
  }
#endif
