#if os(iOS)
  import SwiftUI
  import UIKit
  import VeilCore
  import VeilDecisions

  /// The zero-size controller a `.modal` modifier puts in the presenting view's background.
  ///
  /// It presents nothing itself: its coordinator owns the modal's ``ModalDriver`` (and through
  /// it the modal's place in the window's `PresentationStack`), feeds it the binding on every
  /// SwiftUI update (equal values change nothing, so a modal is never presented twice), and
  /// refreshes the presented content with the presenting view's latest state and environment.
  /// The anchor's window decides where the modal is presented from (`PresentationChain` in VeilDecisions).
  ///
  /// The content is rebuilt only from the anchor's updates. When UIKit removes the presenting
  /// view (`.fullScreen`), the anchor leaves the window and SwiftUI may defer its updates until
  /// it returns, so content built from captured presenting state can lag; content that observes
  /// its own model does not (see `modal(isPresented:style:onDismiss:onEvent:content:)`). The
  /// binding itself is read once per main run-loop turn meanwhile, so the app's `false` still
  /// reaches the driver (S5; `BindingFeeds` in VeilDecisions decides which reading feeds it).
  @MainActor
  struct ModalAnchor<Item, Content: View>: UIViewControllerRepresentable {
    /// What the binding holds now, and an id that changes when the content must be replaced.
    let item: Item?
    let itemID: AnyHashable?
    let style: ModalStyle
    let onDismiss: (() -> Void)?
    /// The handler passed to `.modal(…, onEvent:)`, called before the `.onModalEvent` ones.
    let onEvent: ((ModalEvent) -> Void)?
    let writeBindingBack: () -> Void
    /// Whether the binding asks for a modal, read while the anchor is out of its window (S5).
    let presence: Binding<Bool>
    let content: (Item) -> Content
    /// A sheet's detent binding and change handler (`.modal(…, selectedDetent:)`), if any.
    var sheetDetents = SheetDetentLink()
    /// The detent the sheet's binding holds now; `nil` without a binding.
    var askedSheetDetent: SheetDetent.Identifier? = nil

    func makeCoordinator() -> ModalAnchorCoordinator<Item, Content> {
      ModalAnchorCoordinator(style: style)
    }

    func makeUIViewController(context: Context) -> AnchorViewController {
      let anchor = AnchorViewController()
      context.coordinator.attach(to: anchor)
      return anchor
    }

    func updateUIViewController(_ anchor: AnchorViewController, context: Context) {
      context.coordinator.update(with: self, environment: context.environment)
    }

    static func dismantleUIViewController(
      _ anchor: AnchorViewController, coordinator: ModalAnchorCoordinator<Item, Content>
    ) {
      coordinator.invalidate()
    }
  }
#endif
