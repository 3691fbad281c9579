#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import VeilCore

  /// The presentation of every Veil style that is not a sheet: it owns the backdrop, places
  /// the content, follows the keyboard and the safe area, takes backdrop taps and drags, and
  /// applies the engine's frames.
  ///
  /// - **Frames.** Everything on screen comes from VeilCore's ``FrameSampler``: the animator
  ///   asks for the frame at a progress and hands it to ``apply(_:)``; at rest the sampler's
  ///   resting frame is shown. The sampler is rebuilt whenever the container changes (size,
  ///   safe area, keyboard, the content's fitting size).
  /// - **Backdrop.** A ``BackdropView`` behind the content for a backdrop that stays in place,
  ///   or one inside the ``ModalContentView`` for a backdrop attached to the content; both take
  ///   the frame's ``ModalFrame/backdropStrength``, during drags too.
  /// - **Taps.** A tap outside the content goes to the driver as `backdropTapped`; the
  ///   presentation machine decides, from the style's options, whether it dismisses.
  /// - **Drags.** With a style's ``ModalStyle/dragToDismiss``, a pan on the content feeds a
  ///   `DragToDismissTracker` and a `VelocitySampler`, tells the machine (`dragBegan`,
  ///   `dragChanged`, `dragEnded`), and on release either hands the release to the dismissal
  ///   animator or springs back, starting at the finger's speed.
  /// - **Keyboard.** Where the placement avoids the keyboard, the keyboard's height enters the
  ///   container and the content moves with the keyboard's own animation.
  @MainActor
  final class ModalPresentationController: UIPresentationController {
    /// The style being presented.
    let style: ModalStyle
    /// Receives taps, drags, escapes and transition ends; it owns this presentation's lifecycle.
    weak var driver: ModalDriver?
    /// Why the modal is being dismissed, for transitions that depend on it.
    var dismissReason: DismissReason = .programmatic
    /// Whether a transition animator is driving the frames now.
    var isAnimatingTransition = false

    /// The frames of the current container.
    private(set) var sampler: FrameSampler
    private let contentView = ModalContentView()
    private let backdropView: BackdropView
    private var keyboardHeight: Double = 0
    private var lastContainer: ModalContainer?
    private var drag: Drag?
    private var releaseAnimation: ProgressAnimation?
    /// A released drag that dismisses, waiting for the dismissal animator to continue it.
    private var pendingRelease: (release: DragToDismiss.Release, strength: Double)?

    private struct Drag {
      var tracker: DragToDismissTracker
      var velocity = VelocitySampler()
    }

    init(style: ModalStyle, presented: UIViewController, presenting: UIViewController?) {
      self.style = style
      sampler = FrameSampler(
        style: style,
        container: ModalContainer(size: Size(width: 0, height: 0)),
        reduceMotion: UIAccessibility.isReduceMotionEnabled)
      backdropView = BackdropView(backdrop: style.backdrop)
      super.init(presentedViewController: presented, presenting: presenting)
      backdropView.isHidden = style.backdrop.attachment == .content
      contentView.setAttachedBackdrop(
        style.backdrop.attachment == .content ? style.backdrop : nil)
      contentView.onAccessibilityEscape = { [weak self] in
        self?.driver?.accessibilityEscape() ?? false
      }
      let tap = UITapGestureRecognizer(target: self, action: #selector(backdropTapped))
      backdropView.addGestureRecognizer(tap)
      if let attached = contentView.attachedBackdrop {
        attached.addGestureRecognizer(
          UITapGestureRecognizer(target: self, action: #selector(backdropTapped)))
      }
      if style.dragToDismiss != nil {
        let pan = UIPanGestureRecognizer(target: self, action: #selector(panned(_:)))
        pan.maximumNumberOfTouches = 1
        pan.delegate = self
        contentView.addGestureRecognizer(pan)
      }
    }

    override var presentedView: UIView? { contentView }

    override var shouldRemovePresentersView: Bool { style.removesPresentingContent }

    override var frameOfPresentedViewInContainerView: CGRect {
      let rect = sampler.restingFrame.contentRect
      let x =
        layoutDirection == .rightToLeft ? sampler.container.size.width - rect.maxX : rect.minX
      return CGRect(x: x, y: rect.y, width: rect.width, height: rect.height)
    }

    private var layoutDirection: UIUserInterfaceLayoutDirection {
      traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    // MARK: - Frames

    /// Shows `frame`: the content's geometry, transform, opacity and corners, and the backdrop.
    func apply(_ frame: ModalFrame) {
      contentView.apply(frame, layoutDirection: layoutDirection)
      backdropView.strength = frame.backdropStrength
    }

    /// The frame of `phase` at `progress`, or of the released drag the dismissal continues.
    func transitionFrame(presenting: Bool, progress: Double) -> ModalFrame {
      if !presenting, let pendingRelease {
        return sampler.releaseFrame(
          pendingRelease.release, backdropStrengthAtRelease: pendingRelease.strength,
          fractionComplete: progress)
      }
      let phase: ModalTransition.Phase = presenting ? .presenting : .dismissing(dismissReason)
      return sampler.frame(phase, fractionComplete: progress)
    }

    /// The animation and starting velocity of a transition: a dismissal that continues a
    /// released drag runs the release's animation at its speed.
    func transitionAnimation(presenting: Bool) -> (animation: ModalAnimation, velocity: Double) {
      if !presenting, let pendingRelease {
        return (
          sampler.releaseAnimation(for: pendingRelease.release),
          pendingRelease.release.motion.relativeSpeed
        )
      }
      let phase: ModalTransition.Phase = presenting ? .presenting : .dismissing(dismissReason)
      return (sampler.animation(for: phase), 0)
    }

    /// Makes the content's view hierarchy ready and lays out the container.
    func prepareForTransition() {
      guard let containerView else { return }
      if backdropView.superview == nil {
        backdropView.frame = containerView.bounds
        backdropView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.insertSubview(backdropView, at: 0)
      }
      if contentView.superview == nil {
        containerView.addSubview(contentView)
      }
      updateContainer(force: true)
    }

    // MARK: - Presentation

    override func presentationTransitionWillBegin() {
      super.presentationTransitionWillBegin()
      contentView.embed(presentedViewController.view)
      prepareForTransition()
      apply(transitionFrame(presenting: true, progress: 0))
      observeKeyboard()
      NotificationCenter.default.addObserver(
        self, selector: #selector(willEnterForeground),
        name: UIApplication.willEnterForegroundNotification, object: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
      super.presentationTransitionDidEnd(completed)
      if completed {
        apply(sampler.restingFrame)
      } else {
        contentView.removeFromSuperview()
        backdropView.removeFromSuperview()
        NotificationCenter.default.removeObserver(self)
      }
      driver?.transitionDidEnd(presenting: true, completed: completed)
    }

    override func dismissalTransitionWillBegin() {
      super.dismissalTransitionWillBegin()
      cancelDrag()
      driver?.dismissalWillBegin()
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
      super.dismissalTransitionDidEnd(completed)
      pendingRelease = nil
      if completed {
        backdropView.removeFromSuperview()
        NotificationCenter.default.removeObserver(self)
      } else {
        apply(sampler.restingFrame)
      }
      driver?.transitionDidEnd(presenting: false, completed: completed)
    }

    // MARK: - Layout

    override func containerViewWillLayoutSubviews() {
      super.containerViewWillLayoutSubviews()
      updateContainer(force: false)
    }

    override func preferredContentSizeDidChange(
      forChildContentContainer container: any UIContentContainer
    ) {
      super.preferredContentSizeDidChange(forChildContentContainer: container)
      contentDidChange()
    }

    /// Measures the content again (its SwiftUI state changed) and moves it if its size did.
    func contentDidChange() {
      updateContainer(force: false)
    }

    /// Rebuilds the sampler for the container as it is now; shows the new resting frame when
    /// nothing else drives the frames.
    private func updateContainer(force: Bool) {
      guard let containerView else { return }
      let bounds = containerView.bounds
      let insets = containerView.safeAreaInsets
      let rightToLeft = layoutDirection == .rightToLeft
      var container = ModalContainer(
        size: Size(width: bounds.width, height: bounds.height),
        safeArea: Insets(
          top: insets.top,
          leading: rightToLeft ? insets.right : insets.left,
          bottom: insets.bottom,
          trailing: rightToLeft ? insets.left : insets.right),
        keyboardHeight: keyboardHeight)
      container.fittingSize = fittingSize(in: container)
      guard force || container != lastContainer else { return }
      lastContainer = container
      sampler = FrameSampler(
        style: style, container: container, reduceMotion: sampler.reduceMotion)
      drag?.tracker.container = container.size
      if !isAnimatingTransition && drag == nil && releaseAnimation == nil
        && presentedViewController.isBeingPresented == false
      {
        apply(sampler.restingFrame)
      }
    }

    /// The size the content asks for within the safe area: a SwiftUI host measures its view,
    /// any other controller answers with its `preferredContentSize` if it set one.
    private func fittingSize(in container: ModalContainer) -> Size? {
      let area = container.availableRect(avoidingKeyboard: style.placement.avoidsKeyboard)
      let available = CGSize(width: area.width, height: area.height)
      let size: CGSize
      if let measurable = presentedViewController as? ModalContentMeasuring {
        size = measurable.fittingSize(in: available)
      } else if presentedViewController.preferredContentSize != .zero {
        size = presentedViewController.preferredContentSize
      } else {
        return nil
      }
      guard size.width.isFinite, size.height.isFinite else { return nil }
      return Size(width: size.width, height: size.height)
    }

    // MARK: - Keyboard

    private func observeKeyboard() {
      guard style.placement.avoidsKeyboard else { return }
      let center = NotificationCenter.default
      center.addObserver(
        self, selector: #selector(keyboardWillChange(_:)),
        name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
      center.addObserver(
        self, selector: #selector(keyboardWillChange(_:)),
        name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillChange(_ notification: Notification) {
      guard let containerView, let window = containerView.window else { return }
      let info = notification.userInfo ?? [:]
      var height = 0.0
      if notification.name != UIResponder.keyboardWillHideNotification,
        let screenFrame = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
      {
        let frame = containerView.convert(
          window.convert(screenFrame, from: window.screen.coordinateSpace), from: window)
        height = max(containerView.bounds.maxY - frame.minY, 0)
      }
      guard height != keyboardHeight else { return }
      keyboardHeight = height
      let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
      let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 7
      UIView.animate(
        withDuration: duration, delay: 0,
        options: [UIView.AnimationOptions(rawValue: curve << 16), .beginFromCurrentState]
      ) {
        self.updateContainer(force: false)
      }
    }

    @objc private func willEnterForeground() {
      backdropView.refreshAfterForeground()
      contentView.attachedBackdrop?.refreshAfterForeground()
    }

    // MARK: - Taps

    @objc private func backdropTapped() {
      driver?.backdropTapped()
    }

    // MARK: - Drags

    @objc private func panned(_ recognizer: UIPanGestureRecognizer) {
      guard let containerView, let configuration = style.dragToDismiss else { return }
      let translation = recognizer.translation(in: containerView)
      let now = CACurrentMediaTime()
      switch recognizer.state {
      case .began:
        guard !isAnimatingTransition, driver?.dragShouldBegin() == true else {
          // The machine refused the drag (a transition runs, another modal is on top): this
          // pan does nothing.
          recognizer.isEnabled = false
          recognizer.isEnabled = true
          return
        }
        // A spring-back still running is caught where it is.
        let caught = releaseAnimation.map { _ in currentOffset } ?? .zero
        releaseAnimation?.cancel()
        releaseAnimation = nil
        var tracker = DragToDismissTracker(configuration, container: sampler.container.size)
        tracker.update(translation: caught)
        drag = Drag(tracker: tracker)
        drag?.velocity.add(Vector(x: translation.x, y: translation.y), at: now)
        let start = mirrored(Vector(x: translation.x, y: translation.y))
        dragBase = Vector(x: caught.x - start.x, y: caught.y - start.y)
      case .changed:
        guard var current = drag else { return }
        let finger = mirrored(Vector(x: translation.x, y: translation.y))
        current.tracker.update(
          translation: Vector(x: finger.x + dragBase.x, y: finger.y + dragBase.y))
        current.velocity.add(Vector(x: translation.x, y: translation.y), at: now)
        drag = current
        apply(
          sampler.dragFrame(
            offset: current.tracker.contentOffset,
            backdropStrength: current.tracker.backdropStrength))
        driver?.dragChanged(progress: current.tracker.progress)
      case .ended, .cancelled, .failed:
        guard var current = drag else { return }
        drag = nil
        current.velocity.add(Vector(x: translation.x, y: translation.y), at: now)
        let fingerVelocity =
          recognizer.state == .ended ? mirrored(current.velocity.velocity(at: now)) : .zero
        let release = current.tracker.release(velocity: fingerVelocity)
        let strength = current.tracker.backdropStrength
        if release.edge != nil {
          pendingRelease = (release, strength)
        }
        let dismisses = driver?.dragEnded(dismissingTowards: release.edge) ?? false
        if !dismisses {
          pendingRelease = nil
          springBack(from: release, strength: strength)
        }
      default:
        break
      }
    }

    /// What the finger's translation is shifted by so that a caught spring-back continues from
    /// where the content was, in VeilCore's coordinates.
    private var dragBase = Vector.zero

    /// The content's offset on screen, in VeilCore's coordinates.
    private var currentOffset: Vector {
      let offset = contentView.layer.presentation()?.transform ?? contentView.layer.transform
      return mirrored(Vector(x: offset.m41, y: offset.m42))
    }

    /// A vector in UIKit's left-to-right coordinates in VeilCore's leading-to-trailing ones,
    /// and back: in a right-to-left layout the x axis turns round.
    fileprivate func mirrored(_ vector: Vector) -> Vector {
      layoutDirection == .rightToLeft ? Vector(x: -vector.x, y: vector.y) : vector
    }

    /// Springs the content back to rest from a release that does not dismiss, at the finger's
    /// speed.
    private func springBack(from release: DragToDismiss.Release, strength: Double) {
      guard let containerView else { return }
      let motion = release.motion
      let back = DragToDismiss.Release.cancel(
        motion: ReleaseMotion(from: motion.from, to: .zero, velocity: motion.velocity))
      let animation = ProgressAnimation(
        animation: sampler.releaseAnimation(for: back),
        initialVelocity: back.motion.relativeSpeed, in: containerView
      ) { [weak self] fraction in
        guard let self else { return }
        apply(
          sampler.releaseFrame(
            back, backdropStrengthAtRelease: strength, fractionComplete: fraction))
      }
      animation.onEnd = { [weak self] _ in
        self?.releaseAnimation = nil
      }
      releaseAnimation = animation
      animation.start()
    }

    private func cancelDrag() {
      drag = nil
      releaseAnimation?.cancel()
      releaseAnimation = nil
    }
  }

  extension ModalPresentationController: UIGestureRecognizerDelegate {
    /// A pan starts only along an axis the style's drag may dismiss on, so that a scroll view
    /// in the content keeps the other axis.
    nonisolated func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
      MainActor.assumeIsolated {
        guard let pan = recognizer as? UIPanGestureRecognizer,
          let directions = style.dragToDismiss?.directions
        else { return true }
        let velocity = pan.velocity(in: containerView)
        let finger = mirrored(Vector(x: velocity.x, y: velocity.y))
        if abs(finger.y) >= abs(finger.x) {
          return directions.allows(.top) || directions.allows(.bottom)
        }
        return directions.allows(.leading) || directions.allows(.trailing)
      }
    }
  }

  /// A presented controller that can say how big its content wants to be.
  @MainActor
  protocol ModalContentMeasuring: AnyObject {
    /// The content's size when offered `available`.
    func fittingSize(in available: CGSize) -> CGSize
  }
#endif
