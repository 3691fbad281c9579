#if os(iOS)
  import SwiftUI
  import VeilCore

  /// Shows a view in place, over a backdrop, and lets a drag dismiss it: seed 001's lightbox,
  /// driven by VeilCore's ``/VeilCore/DragToDismiss``.
  ///
  /// Apply it inside a `ZStack`, to the view shown while the binding is `true`, as seed 001
  /// does; no UIKit presentation is involved, so the view stays in the SwiftUI hierarchy of
  /// the screen. While the finger moves, a ``/VeilCore/DragToDismissTracker`` places the view (it
  /// follows up and down, stays still sideways, and stops following once the finger strays 50
  /// points sideways) and fades the backdrop as `1 - |dy| / height`; timestamped positions go
  /// to a ``/VeilCore/VelocitySampler``. On release the tracker decides: a flick or a drag beyond 150
  /// points dismisses towards the edge it went to, with the lightbox's removal animation
  /// started at the finger's speed (`.move(edge:)` towards that edge); anything else springs
  /// back with SwiftUI's interactive spring. With Reduce Motion the view fades out instead of
  /// sliding. The VoiceOver escape gesture dismisses it too.
  ///
  /// ```swift
  /// ZStack {
  ///   if showingModal {
  ///     Image("photo")
  ///       .resizable()
  ///       .frame(width: 300, height: 300)
  ///       .modifier(PanAndDismissModifier(showingModal: $showingModal))
  ///       .zIndex(1)
  ///   }
  ///   Button("Open") { withAnimation { showingModal = true } }
  /// }
  /// ```
  @MainActor
  public struct PanAndDismissModifier: ViewModifier {
    @Binding private var showingModal: Bool
    private let backgroundColor: Color
    private let dragToDismiss: DragToDismiss

    @State private var tracker: DragToDismissTracker?
    @State private var velocity = VelocitySampler()
    @State private var offset = CGSize.zero
    @State private var backdropStrength = 1.0
    @State private var dismissEdge = ModalEdge.leading
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// Creates the modifier.
    ///
    /// - Parameters:
    ///   - showingModal: Whether the view is shown; set to `false` when it is dragged away.
    ///   - backgroundColor: The backdrop's colour; black as in seed 001.
    ///   - dragToDismiss: How the drag moves the view and when it dismisses;
    ///     ``/VeilCore/DragToDismiss/lightbox`` (seed 001's rule) by default.
    public init(
      showingModal: Binding<Bool>,
      backgroundColor: Color = .black,
      dragToDismiss: DragToDismiss = .lightbox
    ) {
      _showingModal = showingModal
      self.backgroundColor = backgroundColor
      self.dragToDismiss = dragToDismiss
    }

    /// The view over its backdrop, following the finger.
    ///
    /// - Parameter content: The view to show.
    /// - Returns: The lightbox.
    public func body(content: Content) -> some View {
      ZStack {
        // Two conditions, as in seed 001, so the backdrop and the view leave with their own
        // transitions.
        if showingModal {
          backgroundColor
            .ignoresSafeArea()
            .opacity(backdropStrength)
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
                .offset(offset)
            }
            .frame(width: geometry.size.width, height: geometry.size.height)
            .simultaneousGesture(drag(in: geometry.size))
          }
          .zIndex(1)
          .transition(
            .asymmetric(
              insertion: .opacity,
              removal: reduceMotion ? .opacity : .move(edge: dismissEdge.swiftUIEdge))
          )
          .accessibilityElement(children: .contain)
          .accessibilityAddTraits(.isModal)
          .accessibilityAction(.escape) {
            dismiss(towards: .bottom, with: ModalStyle.lightbox.removalAnimation, velocity: 0)
          }
        }
      }
    }

    private func drag(in size: CGSize) -> some Gesture {
      DragGesture()
        .onChanged { value in
          var current =
            tracker
            ?? DragToDismissTracker(
              dragToDismiss, container: Size(width: size.width, height: size.height))
          if tracker == nil { velocity.removeAll() }
          current.update(
            translation: Vector(x: value.translation.width, y: value.translation.height))
          velocity.add(
            Vector(x: value.location.x, y: value.location.y),
            at: value.time.timeIntervalSinceReferenceDate)
          tracker = current
          offset = CGSize(width: current.contentOffset.x, height: current.contentOffset.y)
          backdropStrength = current.backdropStrength
        }
        .onEnded { value in
          guard let current = tracker else { return }
          tracker = nil
          let time = value.time.timeIntervalSinceReferenceDate
          velocity.add(Vector(x: value.location.x, y: value.location.y), at: time)
          let release = current.release(velocity: velocity.velocity(at: time))
          let animation = FrameSampler(
            style: ModalStyle.lightbox.dragToDismiss(dragToDismiss),
            container: ModalContainer(size: current.container)
          ).releaseAnimation(for: release)
          switch release {
          case .dismiss(let edge, let motion):
            dismiss(towards: edge, with: animation, velocity: motion.relativeSpeed)
          case .cancel(let motion):
            withAnimation(animation.swiftUIAnimation(initialVelocity: motion.relativeSpeed)) {
              offset = .zero
              backdropStrength = 1
            }
          }
        }
    }

    /// Leaves towards `edge` with `animation`, continuing a release at its speed.
    private func dismiss(towards edge: ModalEdge, with animation: ModalAnimation, velocity: Double)
    {
      dismissEdge = edge
      withAnimation(animation.swiftUIAnimation(initialVelocity: velocity)) {
        showingModal = false
      }
    }
  }
#endif
