#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import VeilCore

  /// Draws a style's ``Backdrop`` at a strength from 0 (none of it) to 1 (all of it): a blur
  /// under a dimming colour.
  ///
  /// The dim's strength is its alpha (``Backdrop/dimAlpha(atStrength:)``). A blur has no alpha
  /// that UIKit honours (a `UIVisualEffectView` below opacity 1 draws wrongly), so between 0 and
  /// 1 the effect is set through a paused `UIViewPropertyAnimator` whose `fractionComplete` is
  /// the strength: UIKit then renders the blur part-way, the radius itself growing, exactly as it
  /// does while animating an effect in. At exactly 0 and 1 no animator is kept (the effect is
  /// set plainly), so none lingers while a modal rests, and the paused animator is stopped
  /// before the view leaves its window (UIKit forbids releasing a paused animator).
  @MainActor
  final class BackdropView: UIView {
    /// The backdrop to draw.
    var backdrop: Backdrop {
      didSet {
        guard backdrop != oldValue else { return }
        rebuild()
      }
    }

    /// How much of the backdrop shows, 0…1.
    var strength: Double = 1 {
      didSet {
        guard strength != oldValue else { return }
        applyStrength()
      }
    }

    private let dimView = UIView()
    private var effectView: UIVisualEffectView?
    private var blurAnimator: UIViewPropertyAnimator?

    init(backdrop: Backdrop) {
      self.backdrop = backdrop
      super.init(frame: .zero)
      isAccessibilityElement = false
      dimView.isUserInteractionEnabled = false
      dimView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(dimView)
      rebuild()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      nil
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      // A paused animator must not outlive the view's time on screen; a new one is made when
      // the view is back.
      stopBlurAnimator()
      applyStrength()
    }

    /// Rebuilds the blur after the app returns from the background, when UIKit may have reset
    /// a paused effect animator.
    func refreshAfterForeground() {
      stopBlurAnimator()
      applyStrength()
    }

    private func rebuild() {
      stopBlurAnimator()
      effectView?.removeFromSuperview()
      effectView = nil
      if backdrop.blur != nil {
        let view = UIVisualEffectView(effect: nil)
        view.isUserInteractionEnabled = false
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, belowSubview: dimView)
        effectView = view
      }
      if let dim = backdrop.dim {
        dimView.backgroundColor = UIColor(
          red: dim.color.red, green: dim.color.green, blue: dim.color.blue, alpha: 1)
      } else {
        dimView.backgroundColor = .clear
      }
      dimView.frame = bounds
      applyStrength()
    }

    private func applyStrength() {
      let strength = strength.isNaN ? 1 : min(max(strength, 0), 1)
      dimView.alpha = CGFloat(backdrop.dimAlpha(atStrength: strength))
      guard let effectView, let blur = backdrop.blur else { return }
      let effect = UIBlurEffect(style: blur.style.uiBlurEffectStyle)
      if strength >= 1 || window == nil {
        stopBlurAnimator()
        effectView.effect = strength > 0 ? effect : nil
      } else if strength <= 0 {
        stopBlurAnimator()
        effectView.effect = nil
      } else {
        if blurAnimator == nil {
          effectView.effect = nil
          let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            effectView.effect = effect
          }
          animator.pausesOnCompletion = true
          animator.pauseAnimation()
          blurAnimator = animator
        }
        blurAnimator?.fractionComplete = CGFloat(strength)
      }
    }

    private func stopBlurAnimator() {
      guard let animator = blurAnimator else { return }
      blurAnimator = nil
      if animator.state == .active { animator.stopAnimation(true) }
    }
  }

  extension Backdrop.BlurStyle {
    /// UIKit's blur style of the same name.
    var uiBlurEffectStyle: UIBlurEffect.Style {
      switch self {
      case .extraLight: .extraLight
      case .light: .light
      case .dark: .dark
      case .regular: .regular
      case .prominent: .prominent
      case .systemUltraThinMaterial: .systemUltraThinMaterial
      case .systemThinMaterial: .systemThinMaterial
      case .systemMaterial: .systemMaterial
      case .systemThickMaterial: .systemThickMaterial
      case .systemChromeMaterial: .systemChromeMaterial
      case .systemUltraThinMaterialLight: .systemUltraThinMaterialLight
      case .systemThinMaterialLight: .systemThinMaterialLight
      case .systemMaterialLight: .systemMaterialLight
      case .systemThickMaterialLight: .systemThickMaterialLight
      case .systemChromeMaterialLight: .systemChromeMaterialLight
      case .systemUltraThinMaterialDark: .systemUltraThinMaterialDark
      case .systemThinMaterialDark: .systemThinMaterialDark
      case .systemMaterialDark: .systemMaterialDark
      case .systemThickMaterialDark: .systemThickMaterialDark
      case .systemChromeMaterialDark: .systemChromeMaterialDark
      }
    }
  }
#endif
