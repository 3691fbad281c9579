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
  ///   ``ProgressAnimation``, which plays them with Core Animation on the views of
  ///   ``motionStage()``; drags and the resting frame go through ``apply(_:)``. The sampler
  ///   is rebuilt whenever the container changes (size, safe area, keyboard, the content's
  ///   fitting size).
  /// - **Backdrop.** A ``BackdropView`` behind the content for a backdrop that stays in place,
  ///   or one inside the ``ModalContentView`` for a backdrop attached to the content; both take
  ///   the frame's ``ModalFrame/backdropStrength``, during drags too.
  /// - **Taps.** A tap outside the content goes to the driver as `backdropTapped`; the
  ///   presentation machine decides, from the style's options, whether it dismisses.
  /// - **Drags.** With a style's ``ModalStyle/dragToDismiss``, a pan on the content feeds a
  ///   VeilCore `DragSession`, tells the machine (`dragBegan`, `dragChanged`, `dragEnded`), and
  ///   on release either hands the release to the dismissal animator or springs back, starting
  ///   at the finger's speed. The pan recognizes together with a scroll view in the content and
  ///   holds it still while the modal is off rest, so a scrolled list hands the finger over at
  ///   its edge.
  /// - **Decisions** (layout, Reduce Motion per transition, accessibility) come from
  ///   `PresentationLayout`; the content's geometry from `LayerGeometry`.
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

    /// The layout decisions of this presentation.
    private var layout: PresentationLayout
    private let contentView = ModalContentView()
    private let backdropView: BackdropView
    private var keyboardHeight: Double = 0
    private var drag: DragSession?
    private var releaseAnimation: ProgressAnimation?
    /// What an interrupted spring-back left on screen, for the transition that starts next.
    private var motionInFlight: [MotionField: MotionState]?
    /// A released drag that dismisses, waiting for the dismissal animator to continue it.
    private var pendingRelease: DragSession.Released?
    /// The scroll view in the content the pan shares the finger with, while a pan runs.
    private weak var scrollView: UIScrollView?
    private var scrollObservation: NSKeyValueObservation?
    /// Where the scroll view is held while the modal is off rest.
    private var heldScrollOffset: CGPoint?
    /// The scroll view as the last pan event left it, for the next event's decision.
    private var scrollEdgesBeforeMovement: DragSession.ScrollEdges?
    /// Whether this presentation keeps a zoom's source hidden.
    private var zoomSourceVisibility = ZoomSourceVisibility()

    init(style: ModalStyle, presented: UIViewController, presenting: UIViewController?) {
      self.style = style
      layout = PresentationLayout(
        style: style, reduceMotion: UIAccessibility.isReduceMotionEnabled)
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

    /// The frames of the current container.
    var sampler: FrameSampler { layout.sampler }

    /// How VoiceOver hears of this modal's arrival.
    var accessibilityArrival: PresentationLayout.AccessibilityArrival { layout.arrival }

    override var presentedView: UIView? { contentView }

    override var shouldRemovePresentersView: Bool { style.removesPresentingContent }

    override var frameOfPresentedViewInContainerView: CGRect {
      CGRect(layout.restingRect(isRightToLeft: isRightToLeft))
    }

    private var isRightToLeft: Bool {
      traitCollection.layoutDirection == .rightToLeft
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

    /// The frame of `phase` at `progress`, or of the released drag the dismissal continues.
    func transitionFrame(presenting: Bool, progress: Double) -> ModalFrame {
      layout.transitionFrame(
        presenting: presenting, reason: dismissReason, release: pendingRelease,
        progress: progress)
    }

    /// The frames of a transition and the progress through them, for Core Animation to play
    /// (``ModalMotionPlan``): the layout, the dismissal's reason and a continued release are
    /// taken as they are now.
    func transitionPath(presenting: Bool) -> MotionPath {
      layout.transitionPath(presenting: presenting, reason: dismissReason, release: pendingRelease)
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
      defer { motionInFlight = nil }
      return motionInFlight
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
        zoomSourceLifecycle(.presentationRefused)
      }
      driver?.transitionDidEnd(presenting: true, completed: completed)
    }

    override func dismissalTransitionWillBegin() {
      super.dismissalTransitionWillBegin()
      layout.transitionWillBegin(reduceMotion: UIAccessibility.isReduceMotionEnabled)
      resolveZoomSource()
      cancelDrag()
      driver?.dismissalWillBegin()
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
      super.dismissalTransitionDidEnd(completed)
      pendingRelease = nil
      if completed {
        backdropView.removeFromSuperview()
        NotificationCenter.default.removeObserver(self)
        zoomSourceLifecycle(.event(.didDismiss(dismissReason)))
      } else {
        apply(sampler.restingFrame)
      }
      driver?.transitionDidEnd(presenting: false, completed: completed)
    }

    deinit {
      // A presentation torn down without its dismissal landing (its presenter went away)
      // shows the zoom's source again, as ``ZoomSourceVisibility`` does on `torndown`.
      guard zoomSourceVisibility.isSourceHidden, let id = style.zoom?.id else { return }
      Task { @MainActor in ModalTransitionSources.shared.setHidden(false, for: id) }
    }

    /// A zoom's source as it is now (the grid may have scrolled since the presentation), in
    /// the container; a style that does not zoom ignores it.
    private func resolveZoomSource() {
      guard let id = style.zoom?.id, let containerView else { return }
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
    /// siblings are the presenting screen; a pass-through modal is not modal at all.
    private func applyAccessibility() {
      containerView?.accessibilityViewIsModal = layout.isAccessibilityModal
      presentedViewController.view.accessibilityViewIsModal = false
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
        isRightToLeft: isRightToLeft, keyboardHeight: keyboardHeight)
      container.fittingSize = fittingSize(in: container)
      guard layout.update(container, force: force) else { return }
      drag?.container = container.size
      if PresentationLayout.mayApplyRestingFrame(
        isAnimatingTransition: isAnimatingTransition, isDragging: drag?.isClaimed == true,
        isSpringingBack: releaseAnimation != nil,
        isBeingPresented: presentedViewController.isBeingPresented)
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
      return PresentationLayout.fittingSize(width: size.width, height: size.height)
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
      var keyboardTop: Double?
      if notification.name != UIResponder.keyboardWillHideNotification,
        let screenFrame = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
      {
        keyboardTop =
          containerView.convert(
            window.convert(screenFrame, from: window.screen.coordinateSpace), from: window
          ).minY
      }
      let height = PresentationLayout.keyboardHeight(
        keyboardTop: keyboardTop, containerBottom: containerView.bounds.maxY)
      guard height != keyboardHeight else { return }
      keyboardHeight = height
      let animation = PresentationLayout.keyboardAnimation(
        duration: info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
        curve: info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt)
      UIView.animate(
        withDuration: animation.duration, delay: 0,
        options: [UIView.AnimationOptions(rawValue: animation.curve << 16), .beginFromCurrentState]
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
      let translation = Vector(recognizer.translation(in: containerView))
      switch recognizer.state {
      case .began:
        guard !isAnimatingTransition else { return reset(recognizer) }
        track(scrollViewUnder: recognizer)
        var session = DragSession(
          configuration, container: sampler.container.size, isRightToLeft: isRightToLeft)
        // A spring-back still running is caught where it is.
        let caught = releaseAnimation.map { _ in onScreenOffset }
        let step = session.begin(
          translation: translation, caughtOffset: caught, scroll: scrollEdges)
        drag = session
        show(step, recognizer)
      case .changed:
        guard var session = drag else { return }
        let step = session.change(translation: translation, scroll: scrollEdgesBeforeMovement)
        drag = session
        show(step, recognizer)
      case .ended:
        guard var session = drag else { return }
        let released = session.end(
          translation: translation, velocity: Vector(recognizer.velocity(in: containerView)),
          scroll: scrollEdgesBeforeMovement)
        finishDrag(released)
      case .cancelled, .failed:
        finishDrag(drag?.cancel())
      default:
        break
      }
    }

    /// Shows a step of the drag; the first step that moves the modal asks the machine first.
    private func show(_ step: DragSession.Step, _ recognizer: UIPanGestureRecognizer) {
      if step.claims {
        guard driver?.dragShouldBegin() == true else {
          // The machine refused the drag (a transition runs, another modal is on top): this
          // pan does nothing, and a scroll view under it scrolls freely.
          stopTrackingScrollView()
          drag = nil
          return reset(recognizer)
        }
        releaseAnimation?.cancel()
        releaseAnimation = nil
        drag?.markClaimed()
      }
      if drag?.isClaimed == true {
        holdScrollView(step.holdsScroll)
        // Read through `layout`, as `apply(_:)` does: this runs for every move of the finger.
        apply(
          layout.sampler.dragFrame(offset: step.offset, backdropStrength: step.backdropStrength))
        driver?.dragChanged(progress: step.progress)
      }
      scrollEdgesBeforeMovement = scrollEdges
    }

    /// Tells the machine how a drag ended and carries the outcome out.
    private func finishDrag(_ released: DragSession.Released?) {
      drag = nil
      stopTrackingScrollView()
      guard let released else { return }
      // Set before the machine answers: its answer may start the dismissal at once, and the
      // dismissal reads the release.
      pendingRelease = released.release.edge == nil ? nil : released
      let dismisses = driver?.dragEnded(dismissingTowards: released.release.edge) ?? false
      switch DragSession.resolve(released, dismisses: dismisses) {
      case .dismissal(let release):
        pendingRelease = release
      case .springBack(let back):
        pendingRelease = nil
        springBack(back)
      case .styleDismissal:
        pendingRelease = nil
      }
    }

    /// Ends the recognizer's current pan without ending the recognizer.
    private func reset(_ recognizer: UIPanGestureRecognizer) {
      recognizer.isEnabled = false
      recognizer.isEnabled = true
    }

    /// The content's offset on screen, in UIKit's coordinates.
    private var onScreenOffset: Vector {
      let transform = contentView.layer.presentation()?.transform ?? contentView.layer.transform
      return Vector(x: transform.m41, y: transform.m42)
    }

    /// Springs the content back to rest from a release that does not dismiss, at the finger's
    /// speed.
    private func springBack(_ back: DragSession.Released) {
      guard let containerView else { return }
      // A zoom springs back through its own flight (`MotionPath.release` follows it).
      let animation = ProgressAnimation(
        path: MotionPath.release(
          back.release, backdropStrength: back.backdropStrength, in: sampler),
        stage: motionStage(), in: containerView)
      animation.onEnd = { [weak self] _ in
        self?.releaseAnimation = nil
      }
      releaseAnimation = animation
      animation.start()
    }

    private func cancelDrag() {
      drag = nil
      stopTrackingScrollView()
      motionInFlight = releaseAnimation?.cancel()
      releaseAnimation = nil
    }

    // MARK: - Scroll views in the content

    /// The scroll view the pan shares the finger with, as VeilCore measures it.
    private var scrollEdges: DragSession.ScrollEdges? {
      scrollView.map { DragSession.ScrollEdges($0, isRightToLeft: isRightToLeft) }
    }

    /// Finds the innermost scroll view under the pan's first touch that scrolls along a
    /// dismissing axis; one the recognizer delegate was told of stays if the touch is inside it.
    private func track(scrollViewUnder recognizer: UIPanGestureRecognizer) {
      var view = contentView.hitTest(recognizer.location(in: contentView), with: nil)
      while let current = view, current !== contentView {
        if let scrollView = current as? UIScrollView, handsOver(with: scrollView) {
          return track(scrollView)
        }
        view = current.superview
      }
      if let scrollView, scrollView.bounds.contains(recognizer.location(in: scrollView)) {
        return
      }
      stopTrackingScrollView()
    }

    /// Whether the drag hands the finger to and from `scrollView`: it scrolls along an axis the
    /// drag dismisses on.
    private func handsOver(with scrollView: UIScrollView) -> Bool {
      guard scrollView.isScrollEnabled, let directions = style.dragToDismiss?.directions else {
        return false
      }
      return DragSession.ScrollEdges(scrollView, isRightToLeft: isRightToLeft)
        .scrolls(alongAxesOf: directions)
    }

    private func track(_ scrollView: UIScrollView) {
      guard scrollView !== self.scrollView else { return }
      stopTrackingScrollView()
      self.scrollView = scrollView
      scrollEdgesBeforeMovement = scrollEdges
      scrollObservation = scrollView.observe(\.contentOffset) { [weak self] _, _ in
        MainActor.assumeIsolated { self?.keepScrollViewHeld() }
      }
    }

    private func stopTrackingScrollView() {
      scrollObservation?.invalidate()
      scrollObservation = nil
      scrollView = nil
      heldScrollOffset = nil
      scrollEdgesBeforeMovement = nil
    }

    /// Holds the scroll view at its edge while the modal is off rest, or lets it go.
    private func holdScrollView(_ holds: Bool) {
      guard holds, let scrollView else {
        heldScrollOffset = nil
        return
      }
      if heldScrollOffset == nil {
        heldScrollOffset = CGPoint(
          DragSession.ScrollEdges.heldOffset(
            contentOffset: Vector(scrollView.contentOffset),
            contentSize: Size(scrollView.contentSize), viewport: Size(scrollView.bounds.size),
            inset: Insets(scrollView.adjustedContentInset)))
      }
      keepScrollViewHeld()
    }

    /// Puts a held scroll view back where it is held: the scroll view moves with the finger
    /// too, and its movement is undone as soon as it happens.
    private func keepScrollViewHeld() {
      guard let scrollView, let held = heldScrollOffset, scrollView.contentOffset != held else {
        return
      }
      scrollView.contentOffset = held
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
        return DragSession.shouldBegin(
          velocity: Vector(pan.velocity(in: containerView)), directions: directions)
      }
    }

    /// The pan shares the finger with a scroll view in the content, which the drag session
    /// hands the finger to and from at the scroll view's edges.
    nonisolated func gestureRecognizer(
      _ recognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool {
      MainActor.assumeIsolated {
        guard let scrollView = other.view as? UIScrollView,
          other === scrollView.panGestureRecognizer, scrollView.isDescendant(of: contentView)
        else { return false }
        if self.scrollView == nil, handsOver(with: scrollView) { track(scrollView) }
        return true
      }
    }
  }

  extension CGRect {
    /// A `CGRect` with VeilCore's numbers.
    fileprivate init(_ rect: Rect) {
      self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
  }

  extension CGPoint {
    /// A `CGPoint` with VeilCore's numbers.
    fileprivate init(_ vector: Vector) {
      self.init(x: vector.x, y: vector.y)
    }
  }

  extension Vector {
    /// VeilCore's vector with UIKit's numbers.
    fileprivate init(_ point: CGPoint) {
      self.init(x: point.x, y: point.y)
    }
  }

  extension DragSession.ScrollEdges {
    /// VeilCore's measure of a UIKit scroll view.
    @MainActor
    fileprivate init(_ scrollView: UIScrollView, isRightToLeft: Bool) {
      self.init(
        contentOffset: Vector(scrollView.contentOffset), contentSize: Size(scrollView.contentSize),
        viewport: Size(scrollView.bounds.size), inset: Insets(scrollView.adjustedContentInset),
        isRightToLeft: isRightToLeft)
    }
  }

  extension Insets {
    /// UIKit's insets as they are measured, left as leading and right as trailing.
    fileprivate init(_ insets: UIEdgeInsets) {
      self.init(
        top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }
  }

  extension Size {
    /// VeilCore's size with UIKit's numbers.
    fileprivate init(_ size: CGSize) {
      self.init(width: size.width, height: size.height)
    }
  }

  /// A presented controller that can say how big its content wants to be.
  @MainActor
  protocol ModalContentMeasuring: AnyObject {
    /// The content's size when offered `available`.
    func fittingSize(in available: CGSize) -> CGSize
  }
#endif
