#if os(iOS)
  import UIKit
  import VeilCore
  import VeilDecisions

  /// The presentation of every Veil style that is not a sheet: it owns the backdrop, places
  /// the content, follows the keyboard and the safe area, takes backdrop taps and drags, and
  /// applies the engine's frames.
  ///
  /// - **Frames.** Everything on screen comes from VeilCore's ``FrameSampler``: a transition
  ///   or a spring-back hands its frames (``transitionPath(presenting:)``) to a
  ///   ``MotionPlayer``, which plays them with Core Animation on the views of
  ///   ``motionStage()``; drags and the resting frame go through ``apply(_:)``. The sampler
  ///   is rebuilt whenever the container changes (size, safe area, keyboard, the content's
  ///   fitting size).
  /// - **Backdrop.** A ``BackdropView`` behind the content for a backdrop that stays in place,
  ///   or one inside the ``ModalContentView`` for a backdrop attached to the content; both take
  ///   the frame's ``ModalFrame/backdropStrength``, during drags too.
  /// - **Taps.** A tap outside the content goes to the driver as `backdropTapped`; the
  ///   presentation machine decides, from the style's options, whether it dismisses.
  /// - **Drags.** With a style's ``ModalStyle/dragToDismiss``, a ``ModalDragInteraction``
  ///   moves the content with the finger (``applyDrag(offset:backdropStrength:)``) and hands a
  ///   release that dismisses to the dismissal's frames.
  /// - **Decisions** (layout, Reduce Motion per transition, accessibility) come from
  ///   `PresentationLayout`; the content's geometry from `LayerGeometry`.
  /// - **Keyboard.** Where the placement avoids the keyboard, the ``KeyboardObserver``'s height
  ///   enters the container and the content moves with the keyboard's own animation.
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
    /// Room added to the safe area: a stacked toast's distance from its edge (`ToastCenter`).
    var stackInsets = Insets.zero {
      didSet { if stackInsets != oldValue { updateContainer(force: false) } }
    }
    /// Called after the container's size or the content's fitted size changed (a rotation,
    /// content that grew), not after a change of ``stackInsets``: a stack of toasts places its
    /// others again.
    var onLayoutChange: (() -> Void)?

    /// The layout decisions of this presentation.
    private var layout: PresentationLayout
    private let contentView = ModalContentView()
    private let backdropView: BackdropView
    private let keyboard = KeyboardObserver()
    /// The style's drag to dismiss; `nil` for a style without one.
    let dragInteraction: ModalDragInteraction?
    /// Whether this presentation keeps a zoom's source hidden.
    private var zoomSourceVisibility = ZoomSourceVisibility()

    init(style: ModalStyle, presented: UIViewController, presenting: UIViewController?) {
      self.style = style
      layout = PresentationLayout(
        style: style, reduceMotion: UIAccessibility.isReduceMotionEnabled)
      backdropView = BackdropView(backdrop: style.backdrop)
      if let dragToDismiss = style.dragToDismiss {
        dragInteraction = ModalDragInteraction(dragToDismiss, on: contentView)
      } else {
        dragInteraction = nil
      }
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
      dragInteraction?.presentation = self
      keyboard.onChange = { [weak self] in self?.updateContainer(force: false) }
    }

    /// The frames of the current container.
    var sampler: FrameSampler { layout.sampler }

    override var presentedView: UIView? { contentView }

    override var shouldRemovePresentersView: Bool { style.removesPresentingContent }

    override var frameOfPresentedViewInContainerView: CGRect {
      CGRect(layout.restingRect(isRightToLeft: isRightToLeft))
    }

    /// Whether the layout runs right to left: the presenting view's effective direction, which
    /// also follows an app that forces one with `semanticContentAttribute` (UIKit: "consult the
    /// effectiveUserInterfaceLayoutDirection"), else the traits'.
    var isRightToLeft: Bool {
      guard let presenting = presentingViewController.viewIfLoaded else {
        return traitCollection.layoutDirection == .rightToLeft
      }
      return presenting.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    // MARK: - Frames

    /// Shows `frame`: the content's geometry, transform, opacity and corners, and the backdrop.
    func apply(_ frame: ModalFrame) {
      contentView.apply(
        LayerGeometry(
          // Read through `layout`, not the `sampler` accessor: this runs on every display
          // refresh, and the accessor copies the whole sampler.
          frame: frame, restingRect: layout.sampler.restingFrame.contentRect,
          isRightToLeft: isRightToLeft),
        backdropStrength: frame.backdropStrength)
      backdropView.strength = frame.backdropStrength
    }

    /// Shows the content moved `offset` by a drag, over a backdrop at `backdropStrength`.
    func applyDrag(offset: Vector, backdropStrength: Double) {
      // Read through `layout`, as `apply(_:)` does: this runs for every move of the finger.
      apply(layout.sampler.dragFrame(offset: offset, backdropStrength: backdropStrength))
      if driver?.readsTransitionProgress == true {
        driver?.transitionProgressChanged(backdropStrength)
      }
    }

    /// The frame of `phase` at `progress`, or of the released drag the dismissal continues.
    func transitionFrame(presenting: Bool, progress: Double) -> ModalFrame {
      layout.transitionFrame(
        presenting: presenting, reason: dismissReason, release: dragInteraction?.pendingRelease,
        progress: progress)
    }

    /// The frames of a transition and the progress through them, for Core Animation to play
    /// (``ModalMotionPlan``): the layout, the dismissal's reason and a continued release are
    /// taken as they are now.
    func transitionPath(presenting: Bool) -> MotionPath {
      layout.transitionPath(
        presenting: presenting, reason: dismissReason, release: dragInteraction?.pendingRelease)
    }

    /// The views a motion plays on.
    func motionStage() -> MotionStage {
      MotionStage(
        content: contentView,
        backdrop: style.backdrop.attachment == .container ? backdropView : nil,
        template: layout.sampler.restingFrame, isRightToLeft: isRightToLeft,
        apply: { [weak self] in self?.apply($0) })
    }

    /// Takes what an interrupted spring-back left on screen, once.
    func takeMotionInFlight() -> [MotionField: MotionState]? {
      dragInteraction?.takeMotionInFlight()
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
      layout.transitionWillBegin(reduceMotion: UIAccessibility.isReduceMotionEnabled)
      applyAccessibility()
      applyAppearance()
      prepareForTransition()
      resolveZoomSource()
      zoomSourceLifecycle(.event(.willPresent))
      // The content is laid out once where it rests, so that its safe area is its resting
      // place's; the transition then moves it through the transform only.
      apply(sampler.restingFrame)
      contentView.layoutIfNeeded()
      apply(transitionFrame(presenting: true, progress: 0))
      if style.placement.avoidsKeyboard, let containerView { keyboard.start(in: containerView) }
      NotificationCenter.default.addObserver(
        self, selector: #selector(willEnterForeground),
        name: UIApplication.willEnterForegroundNotification, object: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
      super.presentationTransitionDidEnd(completed)
      transitionDidEnd(presenting: true, completed: completed)
    }

    override func dismissalTransitionWillBegin() {
      super.dismissalTransitionWillBegin()
      layout.transitionWillBegin(reduceMotion: UIAccessibility.isReduceMotionEnabled)
      resolveZoomSource()
      dragInteraction?.cancel()
      driver?.dismissalWillBegin()
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
      super.dismissalTransitionDidEnd(completed)
      dragInteraction?.forgetRelease()
      transitionDidEnd(presenting: false, completed: completed)
    }

    /// Shows the resting frame, or takes the presentation down, as
    /// `PresentationLayout.transitionEnd(presenting:completed:reason:)` decides; then tells the
    /// driver.
    private func transitionDidEnd(presenting: Bool, completed: Bool) {
      let end = PresentationLayout.transitionEnd(
        presenting: presenting, completed: completed, reason: dismissReason)
      switch end {
      case .showRestingFrame:
        if layout.transitionDidEndShowingRest() {
          animateToRestingFrame()
        } else {
          apply(sampler.restingFrame)
        }
      case .tearDown(let removesContent, let zoomSource):
        if removesContent { contentView.removeFromSuperview() }
        backdropView.removeFromSuperview()
        NotificationCenter.default.removeObserver(self)
        keyboard.stop()
        zoomSourceLifecycle(zoomSource)
      }
      driver?.transitionDidEnd(presenting: presenting, completed: completed)
    }

    deinit {
      // A presentation torn down without its dismissal landing (its presenter went away)
      // shows the zoom's source again, as ``ZoomSourceVisibility`` does on `torndown`.
      guard zoomSourceVisibility.isSourceHidden, let id = style.zoom?.id else { return }
      Task { @MainActor in ModalTransitionSources.shared.setHidden(false, for: id) }
    }

    /// A zoom's source as it is now (the grid may have scrolled since the presentation), in
    /// the container; a style that does not zoom ignores it (and a UIKit provider is not
    /// asked for it).
    private func resolveZoomSource() {
      guard style.isZoom, let id = style.zoom?.id, let containerView else { return }
      layout.resolveZoomSource(
        ModalTransitionSources.shared.source(
          for: id, in: containerView, isRightToLeft: isRightToLeft))
    }

    /// Hides or shows a zoom's source as ``ZoomSourceVisibility`` decides from the lifecycle.
    private func zoomSourceLifecycle(_ callback: ZoomSourceVisibility.Callback) {
      guard style.isZoom, let id = style.zoom?.id else { return }
      let wasHidden = zoomSourceVisibility.isSourceHidden
      let isHidden = zoomSourceVisibility.handle(callback)
      if isHidden != wasHidden { ModalTransitionSources.shared.setHidden(isHidden, for: id) }
    }

    /// VoiceOver stays inside a blocking modal: the container view is marked modal, since its
    /// siblings are the presenting screen; a pass-through modal is not modal at all. The
    /// content's own view is Veil's to mark only when it is Veil's host
    /// (`PresentationLayout.contentIsAccessibilityModal`).
    private func applyAccessibility() {
      containerView?.accessibilityViewIsModal = layout.isAccessibilityModal
      if let isModal = PresentationLayout.contentIsAccessibilityModal(
        style: style, contentIsVeils: presentedViewController is ModalContentMeasuring)
      {
        presentedViewController.view.accessibilityViewIsModal = isModal
      }
    }

    /// Blur materials follow the content's colour scheme: the backdrops take the presented
    /// controller's interface style, which the SwiftUI layer sets from the content's
    /// environment.
    private func applyAppearance() {
      let interfaceStyle = presentedViewController.overrideUserInterfaceStyle
      backdropView.overrideUserInterfaceStyle = interfaceStyle
      contentView.attachedBackdrop?.overrideUserInterfaceStyle = interfaceStyle
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

    /// Measures the content again (its SwiftUI state changed) and moves it if its size did;
    /// the backdrops take the content's interface style again.
    func contentDidChange() {
      applyAppearance()
      updateContainer(force: false)
    }

    /// Rebuilds the frames for the container as it is now; shows the new resting frame when
    /// nothing else drives the frames.
    private func updateContainer(force: Bool) {
      guard let containerView else { return }
      let insets = containerView.safeAreaInsets
      var container = PresentationLayout.container(
        size: Size(containerView.bounds.size), safeAreaTop: insets.top,
        safeAreaLeft: insets.left, safeAreaBottom: insets.bottom, safeAreaRight: insets.right,
        isRightToLeft: isRightToLeft, keyboardHeight: keyboard.height)
      container.stackInsets = stackInsets
      container.fittingSize = fittingSize(in: container)
      let previous = layout.container
      guard layout.update(container, force: force) else { return }
      // Not for a change of the stack's own room, which the stack made.
      if previous?.size != container.size || previous?.fittingSize != container.fittingSize {
        onLayoutChange?()
      }
      dragInteraction?.containerDidChange(to: container.size)
      if layout.containerDidChange(mayApplyRestingFrame: mayApplyRestingFrame) {
        apply(sampler.restingFrame)
      }
    }

    /// A motion that drove the frames (a spring-back) ended: a container change it held back
    /// is shown now.
    func motionDidEnd() {
      if layout.motionDidEnd(mayApplyRestingFrame: mayApplyRestingFrame) {
        animateToRestingFrame()
      }
    }

    /// Moves the content from where a motion left it into the resting frame of a container
    /// change held back meanwhile, with `PresentationLayout.heldChangeAnimation` (N8).
    private func animateToRestingFrame() {
      let animation = PresentationLayout.heldChangeAnimation
      UIView.animate(
        withDuration: animation.duration, delay: 0,
        options: [UIView.AnimationOptions(rawValue: animation.curve << 16), .beginFromCurrentState]
      ) { self.apply(self.sampler.restingFrame) }
    }

    /// Whether nothing but the layout drives the frames now.
    private var mayApplyRestingFrame: Bool {
      PresentationLayout.mayApplyRestingFrame(
        isAnimatingTransition: isAnimatingTransition,
        isDragging: dragInteraction?.isDragging == true,
        isSpringingBack: dragInteraction?.isSpringingBack == true,
        isBeingPresented: presentedViewController.isBeingPresented)
    }

    /// The size the content asks for within the safe area: a SwiftUI host measures its view,
    /// any other controller answers with its `preferredContentSize` if it set one
    /// (`PresentationLayout.fittingSize(measured:preferred:)`).
    private func fittingSize(in container: ModalContainer) -> Size? {
      let area = container.availableRect(avoidingKeyboard: style.placement.avoidsKeyboard)
      let measured = (presentedViewController as? ModalContentMeasuring)?.fittingSize(
        in: CGSize(width: area.width, height: area.height))
      let preferred = presentedViewController.preferredContentSize
      return PresentationLayout.fittingSize(
        measured: measured.map { (Double($0.width), Double($0.height)) },
        preferred: (Double(preferred.width), Double(preferred.height)))
    }

    // MARK: - Backdrops

    @objc private func willEnterForeground() {
      backdropView.refreshAfterForeground()
      contentView.attachedBackdrop?.refreshAfterForeground()
    }

    // MARK: - Taps

    @objc private func backdropTapped() {
      driver?.backdropTapped()
    }
  }
#endif
