#if os(iOS)
  import SwiftUI
  import VeilCore

  extension View {
    /// Presents a modal in `style` while `isPresented` is `true`: like SwiftUI's
    /// `sheet(isPresented:onDismiss:content:)` and `fullScreenCover(isPresented:onDismiss:content:)`,
    /// but in any ``/VeilCore/ModalStyle``, from anywhere.
    ///
    /// `style:` has no default: the style is the most consequential choice of a modal (opaque or
    /// see-through, dismissed by a tap or not), so the call names it, and reads as what it
    /// shows. ``/VeilCore/ModalStyle/fullScreen`` is SwiftUI's `fullScreenCover`;
    /// ``/VeilCore/SheetStyle/sheet`` is SwiftUI's `sheet`, large as SwiftUI's
    /// (``SwiftUI/View/modal(isPresented:style:onDismiss:onEvent:content:)-(_,SheetStyle,_,_,_)``).
    ///
    /// The modal is presented by UIKit over everything in the window, from the topmost
    /// controller that is not on its way out, so it opens from inside sheets, popovers and other
    /// Veil modals. Its lifecycle is decided by VeilCore: setting the binding again while the
    /// modal animates turns the animation around instead of presenting twice; a drag, a tap on
    /// a dismissing backdrop or the VoiceOver escape gesture sets the binding back to `false`.
    ///
    /// The content receives the presenting view's environment (see
    /// ``ModalEnvironmentForwarding``) and `@Environment(\.modal)`, whose
    /// ``ModalContext/dismiss()`` closes the modal from anywhere inside. It is rebuilt whenever
    /// the presenting view updates, so it shows the presenting view's current state.
    ///
    /// A style that removes the presenting screen (``/VeilCore/ModalStyle/fullScreen``) takes the
    /// presenting view out of its window while the modal is up, and SwiftUI may not update a view
    /// outside a window until it returns. Setting the binding to `false` still closes the modal
    /// then: Veil reads the binding after each turn of the main run loop meanwhile. But content that must change while it is up
    /// should hold that state itself (`@State` in the content) or observe it (`@ObservedObject`
    /// of a model passed in), rather than show values the presenting view captured.
    ///
    /// ```swift
    /// struct ContentView: View {
    ///   @State private var isPresented = false
    ///
    ///   var body: some View {
    ///     Button("Show") { isPresented = true }
    ///       .modal(isPresented: $isPresented, style: .card, onEvent: log) {
    ///         Text("Hello")
    ///           .frame(width: 300, height: 200)
    ///           .background(Color.white)
    ///       }
    ///   }
    ///
    ///   private func log(_ event: ModalEvent) { print(event) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: Whether the modal is shown; set back to `false` when the user dismisses it.
    ///   - style: How the modal looks and moves.
    ///   - onDismiss: Called once the modal has left the screen.
    ///   - onEvent: Called with each of the modal's lifecycle events, in order (see
    ///     ``SwiftUI/View/onModalEvent(perform:)``); unlike `.onModalEvent`, it hears this modal
    ///     wherever the modifier stands.
    ///   - content: The modal's content.
    /// - Returns: A view that presents the modal.
    @MainActor
    public func modal<Content: View>(
      isPresented: Binding<Bool>,
      style: ModalStyle,
      onDismiss: (() -> Void)? = nil,
      onEvent: ((ModalEvent) -> Void)? = nil,
      @ViewBuilder content: @escaping () -> Content
    ) -> some View {
      presentingModal(
        isPresented: isPresented, style: style, onDismiss: onDismiss, onEvent: onEvent,
        content: content)
    }

    /// Presents a modal in `style` for `item` while it is not `nil`.
    ///
    /// An item with another `id` replaces the content: the old content is dismissed (reason
    /// `DismissReason.replaced`) and the new one presented once it has gone. An item with the
    /// same `id` updates the content in place. Otherwise as
    /// ``SwiftUI/View/modal(isPresented:style:onDismiss:onEvent:content:)-(_,ModalStyle,_,_,_)``.
    ///
    /// ```swift
    /// struct Gallery: View {
    ///   @State private var selected: Photo?
    ///
    ///   var body: some View {
    ///     PhotoGrid(selection: $selected)
    ///       .modal(item: $selected, style: .lightbox) { photo in
    ///         PhotoView(photo)
    ///       }
    ///   }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - item: The item to show; set back to `nil` when the user dismisses the modal.
    ///   - style: How the modal looks and moves.
    ///   - onDismiss: Called once a modal has left the screen.
    ///   - onEvent: Called with each lifecycle event of the modals this binding presents, in
    ///     order.
    ///   - content: The modal's content for an item.
    /// - Returns: A view that presents the modal.
    @MainActor
    public func modal<Item: Identifiable, Content: View>(
      item: Binding<Item?>,
      style: ModalStyle,
      onDismiss: (() -> Void)? = nil,
      onEvent: ((ModalEvent) -> Void)? = nil,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      presentingModal(
        item: item, style: style, onDismiss: onDismiss, onEvent: onEvent, content: content)
    }

    /// The anchor of `.modal(isPresented:…)`, with a sheet's detent binding when it has one.
    @MainActor
    func presentingModal<Content: View>(
      isPresented: Binding<Bool>, style: ModalStyle, onDismiss: (() -> Void)?,
      onEvent: ((ModalEvent) -> Void)?, sheetDetents: SheetDetentLink = SheetDetentLink(),
      askedSheetDetent: SheetDetent.Identifier? = nil,
      content: @escaping () -> Content
    ) -> some View {
      var anchor = ModalAnchor<Bool, Content>(
        item: isPresented.wrappedValue ? true : nil,
        itemID: isPresented.wrappedValue ? AnyHashable(true) : nil,
        style: style,
        onDismiss: onDismiss,
        onEvent: onEvent,
        writeBindingBack: { isPresented.wrappedValue = false },
        presence: isPresented,
        content: { _ in content() })
      anchor.sheetDetents = sheetDetents
      anchor.askedSheetDetent = askedSheetDetent
      return background(anchor)
        .reportingMisplacedModalModifiers(isPresenting: isPresented.wrappedValue)
    }

    /// The anchor of `.modal(item:…)`, with a sheet's detent binding when it has one.
    @MainActor
    func presentingModal<Item: Identifiable, Content: View>(
      item: Binding<Item?>, style: ModalStyle, onDismiss: (() -> Void)?,
      onEvent: ((ModalEvent) -> Void)?, sheetDetents: SheetDetentLink = SheetDetentLink(),
      askedSheetDetent: SheetDetent.Identifier? = nil,
      content: @escaping (Item) -> Content
    ) -> some View {
      var anchor = ModalAnchor<Item, Content>(
        item: item.wrappedValue,
        itemID: item.wrappedValue.map { AnyHashable($0.id) },
        style: style,
        onDismiss: onDismiss,
        onEvent: onEvent,
        writeBindingBack: { item.wrappedValue = nil },
        presence: item.holdsModalItem,
        content: content)
      anchor.sheetDetents = sheetDetents
      anchor.askedSheetDetent = askedSheetDetent
      return background(anchor)
        .reportingMisplacedModalModifiers(isPresenting: item.wrappedValue != nil)
    }
  }

  extension Optional {
    /// Whether a `.modal(item:)` binding asks for a modal; `false` empties it. Projected from
    /// the app's binding, so reading it reads the binding's own location.
    var holdsModalItem: Bool {
      get { self != nil }
      set { if !newValue { self = nil } }
    }
  }
#endif
