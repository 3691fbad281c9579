#if os(iOS)
  import SwiftUI
  import VeilCore

  extension View {
    /// Presents UIKit's own sheet while `isPresented` is `true`: like SwiftUI's
    /// `sheet(isPresented:onDismiss:content:)`, but with detents, a grabber and the largest
    /// undimmed detent on iOS 15 too, and Veil's lifecycle and events.
    ///
    /// A sheet is the one kind of modal UIKit draws and moves itself, so ``/VeilCore/SheetStyle``
    /// offers only the settings UIKit reads. Everything else is as
    /// ``SwiftUI/View/modal(isPresented:style:onDismiss:onEvent:content:)-(_,ModalStyle,_,_,_)``.
    ///
    /// ```swift
    /// Button("Filters") { isPresented = true }
    ///   .modal(isPresented: $isPresented, style: .sheet.detents([.medium, .large])) {
    ///     FiltersView()
    ///   }
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: Whether the sheet is shown; set back to `false` when the user dismisses
    ///     it.
    ///   - style: The sheet: ``/VeilCore/SheetStyle/sheet`` is large, as SwiftUI's.
    ///   - onDismiss: Called once the sheet has left the screen.
    ///   - onEvent: Called with each of the sheet's lifecycle events, in order.
    ///   - content: The sheet's content.
    /// - Returns: A view that presents the sheet.
    @MainActor
    public func modal<Content: View>(
      isPresented: Binding<Bool>,
      style: SheetStyle,
      onDismiss: (() -> Void)? = nil,
      onEvent: ((ModalEvent) -> Void)? = nil,
      @ViewBuilder content: @escaping () -> Content
    ) -> some View {
      modal(
        isPresented: isPresented, style: ModalStyle(sheet: style), onDismiss: onDismiss,
        onEvent: onEvent, content: content)
    }

    /// Presents UIKit's own sheet for `item` while it is not `nil`: like SwiftUI's
    /// `sheet(item:onDismiss:content:)`. Otherwise as
    /// ``SwiftUI/View/modal(item:style:onDismiss:onEvent:content:)-(_,ModalStyle,_,_,_)``.
    ///
    /// - Parameters:
    ///   - item: The item to show; set back to `nil` when the user dismisses the sheet.
    ///   - style: The sheet: ``/VeilCore/SheetStyle/sheet`` is large, as SwiftUI's.
    ///   - onDismiss: Called once a sheet has left the screen.
    ///   - onEvent: Called with each lifecycle event of the sheets this binding presents, in
    ///     order.
    ///   - content: The sheet's content for an item.
    /// - Returns: A view that presents the sheet.
    @MainActor
    public func modal<Item: Identifiable, Content: View>(
      item: Binding<Item?>,
      style: SheetStyle,
      onDismiss: (() -> Void)? = nil,
      onEvent: ((ModalEvent) -> Void)? = nil,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      modal(
        item: item, style: ModalStyle(sheet: style), onDismiss: onDismiss, onEvent: onEvent,
        content: content)
    }
  }
#endif
