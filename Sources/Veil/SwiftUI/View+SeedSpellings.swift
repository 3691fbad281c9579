#if os(iOS)
  import SwiftUI
  import VeilCore

  /// The spellings of the articles Veil grew from, so that their sample code compiles as it is.
  /// Each is a thin wrapper over ``SwiftUI/View/modal(isPresented:style:onDismiss:content:)``
  /// with the style the article built by hand.
  extension View {
    /// A see-through full-screen modal that fades and scales in over a dimmed screen and
    /// cross-dissolves out (the see-through cover article): ``/VeilCore/ModalStyle/cover``.
    ///
    /// ```swift
    /// Button("Open") { isPresented = true }
    ///   .fullScreenModal(isPresented: $isPresented) {
    ///     Text("Modal")
    ///       .frame(width: 300, height: 300)
    ///       .background(Color.white)
    ///       .clipShape(RoundedRectangle(cornerRadius: 16))
    ///   }
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: Whether the modal is shown; a tap on the dimmed backdrop sets it to
    ///     `false` once the modal has appeared.
    ///   - content: The modal's content, centred at the size it asks for.
    /// - Returns: A view that presents the modal.
    @MainActor
    public func fullScreenModal<Content: View>(
      isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
      modal(isPresented: isPresented, style: .cover, content: content)
    }

    /// UIKit's full-screen modal, presented from SwiftUI (the UIKit full-screen article):
    /// ``/VeilCore/ModalStyle/fullScreen``. The content closes it with `@Environment(\.modal)`'s
    /// ``ModalContext/dismiss()``, and `.onModalEvent` reports when it has appeared and gone.
    ///
    /// ```swift
    /// VStack { Button("Show") { isPresented = true } }
    ///   .present(isPresented: $isPresented) { ModalContent() }
    ///   .onModalEvent { event in print(event) }
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: Whether the modal is shown.
    ///   - content: The modal's content, which fills the screen.
    /// - Returns: A view that presents the modal.
    @MainActor
    public func present<Content: View>(
      isPresented: Binding<Bool>, content: @escaping () -> Content
    ) -> some View {
      modal(isPresented: isPresented, style: .fullScreen, content: content)
    }

    /// A half-height sheet with a grabber, on iOS 15 too (the half-sheet article):
    /// ``/VeilCore/ModalStyle/sheet``, presented with `UISheetPresentationController`.
    ///
    /// ```swift
    /// Button("show half modal") { isShowHalfModal.toggle() }
    ///   .halfModal(isShow: $isShowHalfModal) {
    ///     Text("Shown half modal!")
    ///   } onEnd: {
    ///     print("Dismiss half modal")
    ///   }
    /// ```
    ///
    /// - Parameters:
    ///   - isShow: Whether the sheet is shown; set to `false` when the user drags it away.
    ///   - sheet: The sheet's content.
    ///   - onEnd: Called once the sheet has left the screen.
    /// - Returns: A view that presents the sheet.
    @MainActor
    public func halfModal<Sheet: View>(
      isShow: Binding<Bool>,
      @ViewBuilder sheet: @escaping () -> Sheet,
      onEnd: @escaping () -> Void
    ) -> some View {
      modal(isPresented: isShow, style: .sheet, onDismiss: onEnd, content: sheet)
    }

    /// Shows this view in place as a lightbox over a black backdrop that fades as it is
    /// dragged, and dismisses it when dragged up or down far or fast enough (the pan-to-dismiss
    /// article): ``PanAndDismissModifier``.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the view is shown; set to `false` when it is dragged away.
    ///   - backgroundColor: The backdrop's colour; black by default.
    /// - Returns: The view, shown as a lightbox while `isPresented` is `true`.
    @MainActor
    public func panToDismiss(isPresented: Binding<Bool>, backgroundColor: Color = .black)
      -> some View
    {
      modifier(PanAndDismissModifier(showingModal: isPresented, backgroundColor: backgroundColor))
    }
  }
#endif
