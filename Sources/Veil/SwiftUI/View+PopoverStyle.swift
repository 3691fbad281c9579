#if os(iOS)
  import SwiftUI
  import VeilCore

  extension View {
    /// Presents UIKit's popover while `isPresented` is `true`, pointing at this view: like
    /// SwiftUI's `popover(isPresented:arrowEdge:content:)`, but a popover on iPhone too (from
    /// iOS 15, without `presentationCompactAdaptation`), with the arrow edges you permit, and
    /// Veil's lifecycle and events.
    ///
    /// A tap outside the popover dismisses it (`DismissReason.backdropTap`) and sets
    /// `isPresented` back to `false`; the content closes it with `@Environment(\.modal)`.
    /// Point it at another view with `PopoverStyle.source(id:in:)`. Everything
    /// else is as
    /// ``SwiftUI/View/modal(isPresented:style:onDismiss:onEvent:content:)-(_,ModalStyle,_,_,_)``.
    ///
    /// ```swift
    /// Button("Sort") { isPresented = true }
    ///   .modal(isPresented: $isPresented, style: .popover.arrowEdges([.top])) {
    ///     SortOptions()
    ///   }
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: Whether the popover is shown; set back to `false` when the user
    ///     dismisses it.
    ///   - style: The popover: ``/VeilCore/PopoverStyle/popover`` has every default.
    ///   - onDismiss: Called once the popover has left the screen.
    ///   - onEvent: Called with each of the popover's lifecycle events, in order.
    ///   - content: The popover's content, which it fits unless the style names a size.
    /// - Returns: A view that presents the popover.
    @MainActor
    public func modal<Content: View>(
      isPresented: Binding<Bool>,
      style: PopoverStyle,
      onDismiss: (() -> Void)? = nil,
      onEvent: ((ModalEvent) -> Void)? = nil,
      @ViewBuilder content: @escaping () -> Content
    ) -> some View {
      modal(
        isPresented: isPresented, style: ModalStyle(popover: style), onDismiss: onDismiss,
        onEvent: onEvent, content: content)
    }

    /// Presents UIKit's popover for `item` while it is not `nil`: like SwiftUI's
    /// `popover(item:arrowEdge:content:)`. Otherwise as
    /// ``SwiftUI/View/modal(isPresented:style:onDismiss:onEvent:content:)-(_,PopoverStyle,_,_,_)``
    /// and ``SwiftUI/View/modal(item:style:onDismiss:onEvent:content:)-(_,ModalStyle,_,_,_)``.
    ///
    /// - Parameters:
    ///   - item: The item to show; set back to `nil` when the user dismisses the popover.
    ///   - style: The popover: ``/VeilCore/PopoverStyle/popover`` has every default.
    ///   - onDismiss: Called once a popover has left the screen.
    ///   - onEvent: Called with each lifecycle event of the popovers this binding presents, in
    ///     order.
    ///   - content: The popover's content for an item.
    /// - Returns: A view that presents the popover.
    @MainActor
    public func modal<Item: Identifiable, Content: View>(
      item: Binding<Item?>,
      style: PopoverStyle,
      onDismiss: (() -> Void)? = nil,
      onEvent: ((ModalEvent) -> Void)? = nil,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      modal(
        item: item, style: ModalStyle(popover: style), onDismiss: onDismiss, onEvent: onEvent,
        content: content)
    }
  }

  extension PopoverStyle {
    /// This popover pointing at the view marked `.modalTransitionSource(id:in:)` with the same
    /// identifier and namespace, instead of the view its `.modal` stands on: a toolbar's
    /// button, a row of a list, while the `.modal` stands on the screen.
    ///
    /// The source is looked up when the popover is presented. When none with this identifier
    /// is in a window then, the popover points at the view its `.modal` stands on, and a
    /// warning in the console says so.
    ///
    /// ```swift
    /// Button("Share") { isSharing = true }
    ///   .modalTransitionSource(id: "share", in: namespace)
    /// // …
    /// .modal(isPresented: $isSharing, style: .popover.source(id: "share", in: namespace)) {
    ///   ShareOptions()
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - id: The source's identifier, as given to `.modalTransitionSource(id:in:)`.
    ///   - namespace: The namespace the identifier is unique in.
    /// - Returns: The popover.
    public func source(id: some Hashable & Sendable, in namespace: Namespace.ID) -> PopoverStyle {
      source(ZoomSourceID(id, in: namespace))
    }
  }
#endif
