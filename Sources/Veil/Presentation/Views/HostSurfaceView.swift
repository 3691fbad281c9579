#if os(iOS)
  import UIKit
  import VeilDecisions

  /// The blur a host puts behind a modal's content for a material surface
  /// (`HostSurface.material` in VeilDecisions): the host's bottom subview, filling it.
  @MainActor
  final class HostSurfaceView: UIVisualEffectView {
    /// Paints `surface` in `view`: its background colour, and a blur below every other
    /// subview for a material; a blur it put there earlier goes when the surface changes.
    static func apply(_ surface: HostSurface, to view: UIView) {
      let existing = view.subviews.compactMap { $0 as? HostSurfaceView }
      view.isOpaque = surface.isOpaque
      switch surface {
      case .systemBackground: view.backgroundColor = .systemBackground
      case .clear: view.backgroundColor = .clear
      case .color(let color):
        view.backgroundColor = UIColor(
          red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
      case .material(let style):
        view.backgroundColor = .clear
        let effect = UIBlurEffect(style: style.uiBlurEffectStyle)
        if let blur = existing.first {
          blur.effect = effect
          for extra in existing.dropFirst() { extra.removeFromSuperview() }
        } else {
          let blur = HostSurfaceView(effect: effect)
          blur.frame = view.bounds
          blur.autoresizingMask = [.flexibleWidth, .flexibleHeight]
          blur.isUserInteractionEnabled = false
          view.insertSubview(blur, at: 0)
        }
        return
      }
      for blur in existing { blur.removeFromSuperview() }
    }
  }
#endif
