#if os(iOS)
  import SwiftUI
  import VeilCore

  extension View {
    /// Presents UIKit's own sheet while `isPresented` is `true`, with a two-way binding to the
    /// detent it rests at: Veil's `presentationDetents(_:selection:)`.
    ///
    /// The sheet opens at the binding's detent (instead of the style's
    /// ``/VeilCore/SheetStyle/selectedDetentIdentifier``). When the user drags it to another
    /// detent, the binding is set and `onDetentChange` is called, once, after the write; when
    /// the app sets the binding, the sheet moves there, animated, and `onDetentChange` is not
    /// called (the app knows), as UIKit's delegate is told of the user's changes only. A detent
    /// that is none of the style's is reported as a misuse in a debug build, and the sheet stays
    /// where it is.
    ///
    /// ```swift
    /// @State private var detent: SheetDetent = .medium
    ///
    /// Map()
    ///   .modal(
    ///     isPresented: $showsPlaces,
    ///     style: .sheet.detents([.medium, .large]).showsGrabber(),
    ///     selectedDetent: $detent
    ///   ) {
    ///     PlacesList(onSearch: { detent = .large })
    ///   }
    /// ```
    ///
    /// Detents are equal when their identifiers are, so `detent == .large` tells where the sheet
    /// rests. Otherwise as
    /// ``SwiftUI/View/modal(isPresented:style:onDismiss:onEvent:content:)-(_,SheetStyle,_,_,_)``.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the sheet is shown; set back to `false` when the user dismisses
    ///     it.
    ///   - style: The sheet and its detents.
    ///   - selectedDetent: The detent the sheet rests at; set when the user drags it to another.
    ///   - onDetentChange: Called with the detent the user moved the sheet to, after the binding
    ///     is set.
    ///   - onDismiss: Called once the sheet has left the screen.
    ///   - onEvent: Called with each of the sheet's lifecycle events, in order.
    ///   - content: The sheet's content.
    /// - Returns: A view that presents the sheet.
    @MainActor
    public func modal<Content: View>(
      isPresented: Binding<Bool>,
      style: SheetStyle,
      selectedDetent: Binding<SheetDetent>,
      onDetentChange: ((SheetDetent) -> Void)? = nil,
      onDismiss: (() -> Void)? = nil,
      onEvent: ((ModalEvent) -> Void)? = nil,
      @ViewBuilder content: @escaping () -> Content
    ) -> some View {
      presentingModal(
        isPresented: isPresented,
        style: ModalStyle(sheet: style.selectedDetent(selectedDetent.wrappedValue.identifier)),
        onDismiss: onDismiss, onEvent: onEvent,
        sheetDetents: style.detentLink(selectedDetent, onDetentChange: onDetentChange),
        askedSheetDetent: selectedDetent.wrappedValue.identifier, content: content)
    }

    /// Presents UIKit's own sheet for `item` while it is not `nil`, with a two-way binding to
    /// the detent it rests at. An item with another `id` presents a new sheet, at the binding's
    /// detent. Otherwise as
    /// ``SwiftUI/View/modal(isPresented:style:selectedDetent:onDetentChange:onDismiss:onEvent:content:)``.
    ///
    /// - Parameters:
    ///   - item: The item to show; set back to `nil` when the user dismisses the sheet.
    ///   - style: The sheet and its detents.
    ///   - selectedDetent: The detent the sheet rests at; set when the user drags it to another.
    ///   - onDetentChange: Called with the detent the user moved the sheet to, after the binding
    ///     is set.
    ///   - onDismiss: Called once a sheet has left the screen.
    ///   - onEvent: Called with each lifecycle event of the sheets this binding presents, in
    ///     order.
    ///   - content: The sheet's content for an item.
    /// - Returns: A view that presents the sheet.
    @MainActor
    public func modal<Item: Identifiable, Content: View>(
      item: Binding<Item?>,
      style: SheetStyle,
      selectedDetent: Binding<SheetDetent>,
      onDetentChange: ((SheetDetent) -> Void)? = nil,
      onDismiss: (() -> Void)? = nil,
      onEvent: ((ModalEvent) -> Void)? = nil,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      presentingModal(
        item: item,
        style: ModalStyle(sheet: style.selectedDetent(selectedDetent.wrappedValue.identifier)),
        onDismiss: onDismiss, onEvent: onEvent,
        sheetDetents: style.detentLink(selectedDetent, onDetentChange: onDetentChange),
        askedSheetDetent: selectedDetent.wrappedValue.identifier, content: content)
    }
  }

  extension SheetStyle {
    /// The link that writes the user's detent to `binding` and tells `onDetentChange`.
    @MainActor
    func detentLink(
      _ binding: Binding<SheetDetent>, onDetentChange: ((SheetDetent) -> Void)?
    ) -> SheetDetentLink {
      let detents = detents
      // UIKit names only detents the sheet was given, or large when it was given none.
      let detent: (SheetDetent.Identifier) -> SheetDetent = { identifier in
        detents.first { $0.identifier == identifier } ?? .large
      }
      return SheetDetentLink(
        write: { binding.wrappedValue = detent($0) },
        onChange: onDetentChange.map { handler in { handler(detent($0)) } })
    }
  }
#endif
