#if os(iOS)
  import UIKit
  import VeilCore
  import VeilDecisions

  /// Draws a style's ``Backdrop`` at a strength from 0 (none of it) to 1 (all of it): a blur
  /// under a dimming colour.
  ///
  /// VeilCore's ``BlurStrategy`` decides how: the dim's alpha, and whether the blur is off, set
  /// plainly, or shown part-way by a paused `UIViewPropertyAnimator` whose `fractionComplete`
  /// is the strength (a `UIVisualEffectView` honours no alpha). The paused animator is stopped
  /// before the view leaves its window (UIKit forbids releasing a paused animator). Blur
  /// materials follow this view's `overrideUserInterfaceStyle`, which the presentation
  /// controller copies from the presented content.
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
        dimView.backgroundColor = UIColor(opaque: dim.color)
      } else {
        dimView.backgroundColor = .clear
      }
      dimView.frame = bounds
      applyStrength()
    }

    /// Draws the strength as VeilCore's ``BlurStrategy`` says: the dim's alpha, and the blur
    /// off, on, or part-way through a paused animator.
    private func applyStrength() {
      let strategy = BlurStrategy(backdrop: backdrop, strength: strength, isInWindow: window != nil)
      dimView.alpha = CGFloat(strategy.dimAlpha)
      guard let effectView, let blur = backdrop.blur, let plan = strategy.blur else { return }
      let effect = UIBlurEffect(style: blur.style.uiBlurEffectStyle)
      switch plan {
      case .off:
        stopBlurAnimator()
        effectView.effect = nil
      case .full:
        stopBlurAnimator()
        effectView.effect = effect
      case .partial(let fraction):
        if blurAnimator == nil {
          effectView.effect = nil
          let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            effectView.effect = effect
          }
          animator.pausesOnCompletion = true
          animator.pauseAnimation()
          blurAnimator = animator
        }
        blurAnimator?.fractionComplete = CGFloat(fraction)
      }
    }

    private func stopBlurAnimator() {
      guard let animator = blurAnimator else { return }
      blurAnimator = nil
      if animator.state == .active { animator.stopAnimation(true) }
    }
  }
#endif
