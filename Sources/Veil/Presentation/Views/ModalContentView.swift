#if os(iOS)
  import UIKit
  import VeilCore

  /// The view a custom presentation hands UIKit as its `presentedView`: it carries the presented
  /// controller's view and takes a ``ModalFrame``'s transform, opacity and corners.
  ///
  /// ```
  /// ModalContentView            transform (scale, y-rotation, offset), alpha
  /// ├── attached backdrop       only for a backdrop attached to the content; covers the container
  /// └── clipView                the frame's clip (a zoom's thumbnail shape), corner radius
  ///     └── presented controller's view   the whole content, wherever the clip is
  /// ```
  ///
  /// The escape gesture (a two-finger Z) on anything inside reaches it when the content does
  /// not handle it itself. It is not where VoiceOver is kept in: its only sibling is the
  /// backdrop, so the presentation controller marks the container view (whose siblings are the
  /// presenting screen) instead.
  @MainActor
  final class ModalContentView: UIView {
    /// Clips the presented view to the frame's clip and corner radius.
    let clipView = UIView()
    /// The presented controller's view.
    private weak var embedded: UIView?
    /// The backdrop drawn inside the content, for ``Backdrop/Attachment/content``.
    private(set) var attachedBackdrop: BackdropView?

    /// Called for the VoiceOver escape gesture; returns whether it was handled.
    /// Read from UIKit's escape callback, which the 17.4 SDK leaves nonisolated; it is only
    /// ever set and called on the main thread.
    nonisolated(unsafe) var onAccessibilityEscape: (@MainActor () -> Bool)?

    override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = .clear
      clipView.backgroundColor = .clear
      clipView.layer.cornerCurve = .continuous
      addSubview(clipView)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      nil
    }

    /// Puts the presented controller's view inside the clip view, covering the content; each
    /// ``apply(_:backdropStrength:)`` sizes it (not autoresizing: the clip view's size is the
    /// clip's, not the content's).
    func embed(_ view: UIView) {
      view.frame = CGRect(origin: .zero, size: bounds.size)
      view.autoresizingMask = []
      clipView.addSubview(view)
      embedded = view
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

    /// Applies a frame's geometry, worked out by VeilCore's ``LayerGeometry`` (positions,
    /// transform, corners, already mirrored for right-to-left layouts), and the strength of an
    /// attached backdrop.
    ///
    /// The transform turns about the centre, so size and place go through bounds and centre: a
    /// frame is undefined under a transform.
    ///
    /// - Parameters:
    ///   - geometry: The content's geometry.
    ///   - backdropStrength: The strength of a backdrop attached to the content.
    func apply(_ geometry: LayerGeometry, backdropStrength: Double) {
      let size = CGSize(geometry.boundsSize)
      if bounds.size != size { bounds = CGRect(origin: .zero, size: size) }
      center = CGPoint(geometry.center)
      layer.transform = CATransform3D(geometry.transform)
      alpha = CGFloat(geometry.opacity)

      // The clip view's frame is the clip, and its bounds start at the clip's origin, so the
      // presented view at the origin of those bounds stays where the content is.
      let clip = CGRect(geometry.clipRect)
      clipView.frame = clip
      clipView.bounds.origin = clip.origin
      let whole = CGRect(origin: .zero, size: size)
      if let embedded, embedded.frame != whole { embedded.frame = whole }
      clipView.layer.cornerRadius = CGFloat(geometry.cornerRadius)
      clipView.layer.maskedCorners = CACornerMask(geometry.maskedCorners)
      clipView.layer.masksToBounds = geometry.masksToBounds

      if let attachedBackdrop {
        attachedBackdrop.frame = CGRect(geometry.attachedBackdropFrame)
        attachedBackdrop.strength = backdropStrength
      }
    }

    override func accessibilityPerformEscape() -> Bool {
      // The 17.4 SDK declares this override point nonisolated; UIKit calls it on the main
      // thread.
      let handler = onAccessibilityEscape
      return MainActor.assumeIsolated { handler?() ?? false }
    }
  }
#endif
