#if os(iOS)
  import SwiftUI
  import VeilCore
  import VeilDecisions

  /// Shows a view in place, over a backdrop, and lets a drag dismiss it: the pan-to-dismiss
  /// article's lightbox, driven by VeilCore's ``/VeilCore/DragToDismiss``. Apply it with
  /// ``SwiftUI/View/inPlaceLightbox(isPresented:backgroundColor:rule:)``.
  ///
  /// Apply it inside a `ZStack`, to the view shown while the binding is `true`, as the
  /// pan-to-dismiss article does; no UIKit presentation is involved, so the view stays in the
  /// SwiftUI hierarchy of the screen. While the finger moves, a ``/VeilCore/DragToDismissTracker``
  /// places the view (it follows up and down, stays still sideways, and stops following once the
  /// finger strays 50 points sideways) and fades the backdrop as `1 - |dy| / height`; timestamped
  /// positions go to a ``/VeilCore/VelocitySampler``. On release the tracker decides: a flick or a
  /// drag beyond 150 points dismisses towards the edge it went to, with the lightbox's removal
  /// animation started at the finger's speed (`.move(edge:)` towards that edge); anything else
  /// springs back with SwiftUI's interactive spring. With Reduce Motion the view fades out instead
  /// of sliding. The VoiceOver escape gesture dismisses it too.
  ///
  /// The edge is decided before the view goes: SwiftUI removes a view with the transition of
  /// its last render, so the release first draws the exit edge and the next update removes the
  /// view. A drag SwiftUI cancels (a second finger, a system gesture) puts the view back at rest,
  /// and each presentation starts at rest. VeilDecisions' `InPlaceDrag` makes these decisions.
  ///
  /// ```swift
  /// ZStack {
  ///   if isPresented {
  ///     Image("photo")
  ///       .resizable()
  ///       .frame(width: 300, height: 300)
  ///       .inPlaceLightbox(isPresented: $isPresented)
  ///       .zIndex(1)
  ///   }
  ///   Button("Open") { withAnimation { isPresented = true } }
  /// }
  /// ```
  @MainActor
  public struct InPlaceLightboxModifier: ViewModifier {
    @Binding private var showingModal: Bool
    private let backgroundColor: ModalColor
    private let dragToDismiss: DragToDismiss

    /// Offsets, backdrop, release decision and exit edge: VeilCore decides, this view draws.
    @State private var drag: InPlaceDrag
    /// Whether SwiftUI still recognises the drag; it returns to `false` on its own when the
    /// gesture is cancelled, which `onEnded` is not told about.
    @GestureState private var gestureIsActive = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// Creates the modifier.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the view is shown; set to `false` when it is dragged away.
    ///   - backgroundColor: The backdrop's color; black as in the pan-to-dismiss article. A
    ///     SwiftUI or UIKit color converts with `ModalColor(_:)`.
    ///   - rule: How the drag moves the view and when it dismisses;
    ///     ``/VeilCore/DragToDismiss/lightbox`` (the pan-to-dismiss article's rule) by default.
    public init(
      isPresented: Binding<Bool>,
      backgroundColor: ModalColor = .black,
      rule: DragToDismiss = .lightbox
    ) {
      _showingModal = isPresented
      self.backgroundColor = backgroundColor
      self.dragToDismiss = rule
      _drag = State(initialValue: InPlaceDrag(configuration: rule))
    }

    /// The modifier with a drag already under way, as a drag SwiftUI cancelled leaves its state
    /// when no gesture runs any more: the simulator suite's S3 check starts from it, since
    /// public API cannot make touches.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the view is shown.
    ///   - rule: How the drag moves the view and when it dismisses.
    ///   - drag: The drag's state to start from.
    package init(isPresented: Binding<Bool>, rule: DragToDismiss, startingWith drag: InPlaceDrag) {
      self.init(isPresented: isPresented, rule: rule)
      _drag = State(initialValue: drag)
    }

    /// The view over its backdrop, following the finger.
    ///
    /// - Parameter content: The view to show.
    /// - Returns: The lightbox.
    public func body(content: Content) -> some View {
      let shown = drag.presentation(gestureIsActive: gestureIsActive)
      return ZStack {
        // Two conditions, as in the pan-to-dismiss article, so the backdrop and the view leave with
        // their own transitions.
        if showingModal {
          Color(backgroundColor)
            .ignoresSafeArea()
            .opacity(shown.backdropStrength)
            .transition(.opacity)
            .accessibilityHidden(true)
        }
        if showingModal {
          GeometryReader { geometry in
            ZStack {
              Color.clear
                .contentShape(Rectangle())
                .ignoresSafeArea()
              content
                .offset(x: shown.offset.x, y: shown.offset.y)
            }
            .frame(width: geometry.size.width, height: geometry.size.height)
            .simultaneousGesture(dragGesture(in: geometry.size))
          }
          .zIndex(1)
          .transition(
            .asymmetric(
              insertion: .opacity,
              removal: reduceMotion ? .opacity : .move(edge: drag.dismissEdge.swiftUIEdge))
          )
          .accessibilityElement(children: .contain)
          .accessibilityAddTraits(.isModal)
          .accessibilityAction(.escape) {
            drag.dismiss(towards: .bottom, with: ModalStyle.lightbox.removalAnimation)
          }
        }
      }
      .onChange(of: drag.exit) { exit in
        // This update follows the render that gave the view its exit edge, so the view
        // removed now leaves by that edge.
        guard let exit else { return }
        withAnimation(exit.animation.swiftUIAnimation(initialVelocity: exit.relativeSpeed)) {
          showingModal = false
        }
      }
      .onChange(of: showingModal) { isShown in
        // A view that stays in the hierarchy starts each presentation at rest; the insertion
        // fades in from transparent, so the reset is not seen.
        if isShown { drag.reset() }
      }
      .onChange(of: gestureIsActive) { isActive in
        // Ended drags were handled by `onEnded` before this; what is left was cancelled.
        if !isActive { drag.cancel() }
      }
    }

    private func dragGesture(in size: CGSize) -> some Gesture {
      DragGesture()
        .updating($gestureIsActive) { _, isActive, _ in isActive = true }
        .onChanged { value in
          // The state outlives this value: the latest rule applies from the next drag on.
          if drag.configuration != dragToDismiss { drag.configuration = dragToDismiss }
          drag.change(
            translation: Vector(x: value.translation.width, y: value.translation.height),
            location: Vector(x: value.location.x, y: value.location.y),
            time: value.time.timeIntervalSinceReferenceDate,
            container: Size(width: size.width, height: size.height))
        }
        .onEnded { value in
          var next = drag
          let release = next.end(
            at: Vector(x: value.location.x, y: value.location.y),
            time: value.time.timeIntervalSinceReferenceDate)
          guard case .cancel(let motion) = release else {
            // A dismissal: the exit's edge is drawn first, then `onChange(of: drag.exit)`
            // removes the view.
            drag = next
            return
          }
          withAnimation(
            InPlaceDrag.springBackAnimation.swiftUIAnimation(initialVelocity: motion.relativeSpeed)
          ) {
            drag = next
          }
        }
    }
  }
#endif
