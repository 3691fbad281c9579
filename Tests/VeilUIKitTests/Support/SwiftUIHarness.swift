#if os(iOS)
  import SwiftUI
  import UIKit
  import Veil

  /// The state a test drives and reads: the bindings of the modals in a SwiftUI harness.
  ///
  /// Veil writes user dismissals back through these bindings, so a test sees the write-back
  /// here. ``writes`` logs every write with whether it happened during a SwiftUI update of the
  /// presenting view (see ``UpdateProbe``), for the S1 checks.
  @MainActor
  final class PresentationModel: ObservableObject {
    /// The first modal's flag.
    @Published var isPresented = false {
      didSet { log("isPresented", isPresented) }
    }
    /// The item of a `.modal(item:)`.
    @Published var item: ModalItem? {
      didSet { log("item", item != nil) }
    }
    /// A modal presented from inside the first one's content.
    @Published var child = false {
      didSet { log("child", child) }
    }
    /// A modal presented from inside the child's content.
    @Published var grandchild = false {
      didSet { log("grandchild", grandchild) }
    }
    /// A second, independent modal of the same screen.
    @Published var other = false {
      didSet { log("other", other) }
    }

    /// One write of a binding.
    struct Write: Equatable {
      /// The binding's name.
      var name: String
      /// Whether it became `true` (or non-`nil`).
      var value: Bool
      /// Whether the write happened inside a SwiftUI update of the presenting view.
      var duringUpdate: Bool
    }

    /// Every write so far, oldest first.
    private(set) var writes: [Write] = []
    /// Tells whether a SwiftUI update runs now; set by ``UpdateProbe``.
    let updates = UpdateTracker()

    private func log(_ name: String, _ value: Bool) {
      writes.append(Write(name: name, value: value, duringUpdate: updates.isUpdating))
    }
  }

  /// An item for `.modal(item:)`.
  struct ModalItem: Identifiable, Equatable {
    /// The item's identity.
    var id: Int
  }

  /// Whether SwiftUI is updating the harness's views right now.
  ///
  /// SwiftUI publishes no "update in progress" state, so ``UpdateProbe`` approximates it: its
  /// `updateUIViewController` runs in the same update as the `.modal` anchors it sits before,
  /// and marks the update as begun. The update ends where the main run loop's turn does: an
  /// observer of the main run loop, ordered after every other (SwiftUI's and Core Animation's
  /// included), marks it as ended before the run loop waits, and at the next turn's start in
  /// case it did not wait. Veil's deferred deliveries are main-queue blocks, which run after
  /// either, so they count as after the update whichever of the probe and the anchors SwiftUI
  /// updated first (TS6); a write or event delivered synchronously from inside the update counts
  /// as during it.
  @MainActor
  final class UpdateTracker {
    /// Whether an update is running.
    private(set) var isUpdating = false
    /// Ends the update; made at the first update, invalidated with the tracker.
    nonisolated(unsafe) private var endOfTurn: CFRunLoopObserver?

    deinit {
      endOfTurn.map(CFRunLoopObserverInvalidate)
    }

    /// Called by the probe when SwiftUI updates it.
    func updateBegan() {
      isUpdating = true
      guard endOfTurn == nil else { return }
      let activities: CFRunLoopActivity = [.beforeWaiting, .beforeTimers, .exit]
      let observer = CFRunLoopObserverCreateWithHandler(
        nil, activities.rawValue, true, CFIndex.max
      ) { [weak self] _, _ in
        MainActor.assumeIsolated { self?.isUpdating = false }
      }
      CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
      endOfTurn = observer
    }
  }

  /// A zero-size representable whose updates mark SwiftUI's update passes (``UpdateTracker``).
  struct UpdateProbe: UIViewControllerRepresentable {
    /// Values the probe depends on, so that SwiftUI updates it whenever they change.
    let dependencies: [Bool]
    let tracker: UpdateTracker

    func makeUIViewController(context: Context) -> UIViewController {
      let controller = UIViewController()
      controller.view.isUserInteractionEnabled = false
      controller.view.isAccessibilityElement = false
      return controller
    }

    func updateUIViewController(_ controller: UIViewController, context: Context) {
      tracker.updateBegan()
    }
  }

  /// Reaches into a modal's content: the UIKit view at its centre and the content's
  /// `@Environment(\.modal)`.
  @MainActor
  final class ContentProbe {
    /// A UIKit view inside the content, once it is shown.
    weak var view: UIView?
    /// Dismisses the modal the content is shown in, through its `ModalContext`.
    var dismiss: (() -> Void)?
  }

  /// A UIKit view placed in SwiftUI content so that tests can find the content on screen.
  final class ProbeUIView: UIView {
    override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = .white
      isAccessibilityElement = true
      accessibilityLabel = "Probe"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      nil
    }
  }

  /// The UIKit view of a ``ContentProbe``.
  struct ProbeViewRepresentable: UIViewRepresentable {
    let probe: ContentProbe

    func makeUIView(context: Context) -> ProbeUIView {
      let view = ProbeUIView()
      probe.view = view
      return view
    }

    func updateUIView(_ view: ProbeUIView, context: Context) {
      probe.view = view
    }
  }

  /// A modal's content: a white 240 × 160 card with a probe in it, which hands its
  /// `ModalContext.dismiss` to the probe.
  struct ProbeContent: View {
    let probe: ContentProbe
    @Environment(\.modal) private var modal

    var body: some View {
      ProbeViewRepresentable(probe: probe)
        .frame(width: 240, height: 160)
        .background(Color.white)
        .onAppear {
          let modal = modal
          probe.dismiss = { modal.dismiss() }
        }
    }
  }

  /// One `.modal(isPresented:)` in `style` over a white screen, its events recorded.
  struct FlagHarness: View {
    @ObservedObject var model: PresentationModel
    let style: ModalStyle
    let recorder: EventRecorder
    let probe: ContentProbe

    var body: some View {
      Color.white
        .ignoresSafeArea()
        .modal(isPresented: $model.isPresented, style: style) {
          ProbeContent(probe: probe)
        }
        .onModalEvent { recorder.record($0) }
    }
  }

  /// One `.modal(item:)` in `style` over a white screen, its events recorded.
  struct ItemHarness: View {
    @ObservedObject var model: PresentationModel
    let style: ModalStyle
    let recorder: EventRecorder
    let probe: ContentProbe

    var body: some View {
      Color.white
        .ignoresSafeArea()
        .modal(item: $model.item, style: style) { _ in
          ProbeContent(probe: probe)
        }
        .onModalEvent { recorder.record($0) }
    }
  }

  /// A hosting controller for a harness view, as the window's root.
  @MainActor
  func hostingRoot<Root: View>(_ view: Root) -> UIHostingController<Root> {
    let host = UIHostingController(rootView: view)
    host.view.backgroundColor = .white
    return host
  }
#endif
