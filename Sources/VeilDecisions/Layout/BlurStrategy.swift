import VeilCore

/// How a backdrop view draws a ``Backdrop`` at a strength: the dim's alpha, and whether the
/// blur is off, fully on, or shown part-way by scrubbing a paused animator.
///
/// UIKit honours no alpha on a `UIVisualEffectView` (below opacity 1 it draws wrongly), so a
/// blur in between is shown by a paused `UIViewPropertyAnimator` that animates the effect in,
/// its `fractionComplete` set to the strength: UIKit renders the effect part-way, the radius
/// growing, as it does while animating an effect in. The mapping is linear: Apple does not
/// document the curve the effect follows over the animator's fraction, and a linear fraction
/// keeps the backdrop continuous with the frames' linear strength.
///
/// The animator is kept only while it is needed:
/// - at strength 0 there is no effect and at 1 the effect is set plainly, so none lingers while
///   a modal rests;
/// - off a window the effect is set plainly too (fully on for any strength above 0): a paused
///   animator must not outlive the view's time on screen (UIKit forbids releasing a paused
///   animator), and nothing is seen there anyway.
///
/// ```swift
/// let strategy = BlurStrategy(backdrop: .blur(.systemThinMaterial), strength: 0.4,
///                             isInWindow: true)
/// strategy.blur   // .partial(fraction: 0.4): scrub the paused animator to 0.4
/// ```
package struct BlurStrategy: Hashable, Sendable {
  /// What the backdrop view must do with its blur.
  package enum Command: Hashable, Sendable {
    /// No effect; no animator.
    case off
    /// The whole effect, set plainly; no animator.
    case full
    /// The effect part-way: a paused animator's `fractionComplete`, in the open interval
    /// 0…1.
    case partial(fraction: Double)
  }

  /// The strength drawn, in 0…1.
  package let strength: Double
  /// The dim's alpha (``Backdrop/dimAlpha(atStrength:)``); 0 without a dim.
  package let dimAlpha: Double
  /// How the blur is shown; `nil` for a backdrop without a blur.
  package let blur: Command?

  /// The way to draw `backdrop` at `strength`.
  ///
  /// - Parameters:
  ///   - backdrop: The backdrop.
  ///   - strength: How much of it shows, clamped to 0…1; NaN counts as 1, so that a bad
  ///     number leaves the backdrop as the style has it rather than hiding it.
  ///   - isInWindow: Whether the backdrop view is in a window.
  package init(backdrop: Backdrop, strength: Double, isInWindow: Bool) {
    let strength = strength.clamped(to: 0...1, nanFallback: 1)
    self.strength = strength
    dimAlpha = backdrop.dimAlpha(atStrength: strength)
    guard backdrop.blur != nil else {
      blur = nil
      return
    }
    if strength <= 0 {
      blur = .off
    } else if strength >= 1 || !isInWindow {
      blur = .full
    } else {
      blur = .partial(fraction: strength)
    }
  }

  /// Whether a paused animator must be kept (and scrubbed): only for a blur shown part-way.
  package var needsAnimator: Bool {
    if case .partial = blur { return true }
    return false
  }
}
