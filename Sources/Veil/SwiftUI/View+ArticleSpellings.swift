#if os(iOS)
  import SwiftUI
  import VeilCore

  /// The spellings of the articles Veil grew from, so that their sample code compiles as it is.
  /// Each is a thin wrapper over ``SwiftUI/View/modal(isPresented:style:onDismiss:onEvent:content:)-(_,ModalStyle,_,_,_)``
  /// with the style the article built by hand; each says which spelling to prefer.
  extension View {
    /// Prefer `.modal(isPresented:style: .cover)`. A see-through full-screen modal that fades and
    /// scales in over a dimmed screen and cross-dissolves out (the see-through cover article):
    /// ``/VeilCore/ModalStyle/cover``.
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

    /// Prefer `.modal(isPresented:style: .fullScreen)`. UIKit's full-screen modal, presented
    /// from SwiftUI (the UIKit full-screen article): ``/VeilCore/ModalStyle/fullScreen``. The content closes it with `@Environment(\.modal)`'s
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
      isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
      modal(isPresented: isPresented, style: .fullScreen, content: content)
    }

    /// Prefer `.modal(isPresented:style: .halfSheet, onDismiss:)`. A half-height sheet with a
    /// grabber, on iOS 15 too (the half-sheet article): ``/VeilCore/SheetStyle/halfSheet``,
    /// presented with `UISheetPresentationController`.
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
      modal(isPresented: isShow, style: .halfSheet, onDismiss: onEnd, content: sheet)
    }
  }
#endif
