#if os(iOS)
  import SwiftUI
  import Veil

  // Veil's and SwiftUI's spellings side by side, in a file that imports both, as an app writes
  // them: nothing is qualified. The build of this app checks that none is ambiguous. Both
  // functions are iOS 17 code on purpose: SwiftUI's `Spring` is iOS 17 API, and in code that
  // may run on an earlier iOS the compiler prefers the name that is available there, which would
  // hide a clash.

  /// Veil's spring is `ModalSpring` and SwiftUI's is `Spring`; Veil's animations take both.
  @available(iOS 17, *)
  @MainActor
  func springSpellings() -> [ModalAnimation] {
    withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) {}
    withAnimation(.spring(Spring(ModalSpring.snappy))) {}
    let swiftUISpring: Spring = .snappy
    let veilSpring = ModalSpring(Spring(duration: 0.4, bounce: 0.2))
    _ = Animation.spring(duration: 0.4, bounce: 0.2)
    return [
      .spring(response: 0.3, dampingRatio: 0.8), .spring(duration: 0.4, bounce: 0.2),
      .spring(.init(response: 0.3, dampingRatio: 0.8)), .spring(.snappy),
      .spring(ModalSpring(response: 0.3, dampingRatio: 0.8)), .spring(ModalSpring.bouncy),
      .spring(Spring(response: 0.3, dampingRatio: 0.8)), .spring(swiftUISpring),
      .spring(veilSpring), .timingCurve(.easeInOut, duration: 0.3),
    ]
  }

  /// Every public top-level type of VeilCore, which `import Veil` re-exports, named in a type
  /// position, where a clash with SwiftUI, UIKit, Foundation or CoreGraphics would be an error.
  /// Add a new one here.
  @available(iOS 17, *)
  func veilCoreTypeNames(
    _: Backdrop, _: DecelerationRate, _: DismissReason, _: DragToDismiss,
    _: DragToDismissTracker, _: FrameSampler, _: Insets, _: InterruptibleAnimator,
    _: ModalAnimation, _: ModalColor, _: ModalContainer, _: ModalEdge, _: ModalEvent,
    _: ModalFrame, _: ModalIdentity, _: ModalSpring, _: ModalStyle, _: ModalTimeline,
    _: ModalTransition, _: Placement, _: PresentationMachine<Int>, _: PresentationOptions,
    _: PresentationPhase, _: PresentationStack<Int, Int>, _: Rect, _: ReleaseMotion,
    _: RubberBand, _: SheetDetent, _: SheetDrag, _: SheetStyle, _: Size, _: TimingCurve,
    _: TransitionID, _: Vector, _: VelocitySampler
  ) {}
#endif
