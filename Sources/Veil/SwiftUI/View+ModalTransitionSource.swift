#if os(iOS)
  import SwiftUI
  import UIKit
  import VeilCore

  extension View {
    /// Marks this view as the source a zoom opens out of and closes back into: the thumbnail
    /// of a `.modal(item:style: .lightbox.zoom(from: id, in: namespace))`.
    ///
    /// Its frame is read in window coordinates when the presentation starts and again when
    /// the dismissal starts, so a grid that scrolled while the photo was up receives it at the
    /// thumbnail's new place. The view is hidden while its content is up, as Photos hides the
    /// thumbnail, and shown again once the dismissal has landed. A source that is gone (scrolled
    /// out of a lazy grid) or off screen makes the zoom fade and scale in place instead.
    ///
    /// ```swift
    /// @Namespace private var photos
    /// @State private var selected: Photo?
    ///
    /// LazyVGrid(columns: columns) {
    ///   ForEach(library) { photo in
    ///     Thumbnail(photo)
    ///       .modalTransitionSource(id: photo.id, in: photos, cornerRadius: 8)
    ///       .onTapGesture { selected = photo }
    ///   }
    /// }
    /// .modal(item: $selected, style: .lightbox.zoom(from: selected?.id, in: photos)) { photo in
    ///   PhotoView(photo)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - id: The source's identifier, unique within `namespace`: the same value the style
    ///     names.
    ///   - namespace: The namespace the identifier is unique in.
    ///   - cornerRadius: The corner radius the view is drawn with, which the content starts
    ///     from and returns to; 0 by default. Negative, NaN and infinite radii become 0.
    /// - Returns: The view, registered as the source.
    @MainActor
    public func modalTransitionSource(
      id: some Hashable & Sendable, in namespace: Namespace.ID, cornerRadius: Double = 0
    ) -> some View {
      modifier(
        ModalTransitionSourceModifier(
          id: ZoomSourceID(id, in: namespace), cornerRadius: cornerRadius))
    }
  }

  extension ModalStyle {
    /// This style opening out of the view marked `.modalTransitionSource(id:in:)` with the
    /// same identifier and namespace, and closing back into it, as Photos opens a photo out of
    /// its thumbnail.
    ///
    /// The content grows out of the source's frame while its corner radius morphs from the
    /// source's to its own; a drag shrinks it towards the finger (to about 0.6 at half the
    /// screen's height), and letting go flies it back into the source, wherever the source is
    /// by then. With no source of that identifier on screen, it fades and scales in place;
    /// Reduce Motion cross-fades. The content keeps its full-screen layout and is scaled: show
    /// the photo aspect-fit on a clear background, and it lands exactly on a thumbnail of the
    /// same aspect ratio.
    ///
    /// ```swift
    /// .modal(item: $selected, style: .lightbox.zoom(from: selected?.id, in: photos)) { photo in
    ///   PhotoView(photo)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - id: The source's identifier, as given to `.modalTransitionSource(id:in:)`.
    ///   - namespace: The namespace the identifier is unique in.
    /// - Returns: The style.
    public func zoom(from id: some Hashable & Sendable, in namespace: Namespace.ID) -> ModalStyle {
      zoom(from: ZoomSourceID(id, in: namespace))
    }
  }

  /// Registers its view as a zoom source and hides it while a zoom from it is up.
  @MainActor
  private struct ModalTransitionSourceModifier: ViewModifier {
    let id: ZoomSourceID
    let cornerRadius: Double
    @StateObject private var source = SwiftUITransitionSource()

    func body(content: Content) -> some View {
      content
        .opacity(source.isHidden ? 0 : 1)
        .background(ModalTransitionSourceProbe(source: source))
        .onAppear {
          source.cornerRadius = cornerRadius
          source.id = id
          ModalTransitionSources.shared.register(source, for: id)
        }
        .onDisappear {
          ModalTransitionSources.shared.unregister(source, for: id)
        }
        .onChange(of: id) { newID in
          if let old = source.id { ModalTransitionSources.shared.unregister(source, for: old) }
          source.id = newID
          ModalTransitionSources.shared.register(source, for: newID)
        }
        .onChange(of: cornerRadius) { source.cornerRadius = $0 }
    }
  }

  /// A SwiftUI view as a zoom's source: its frame is the probe's (a plain view behind it, the
  /// same size), it is hidden by SwiftUI's opacity.
  @MainActor
  private final class SwiftUITransitionSource: ObservableObject, ModalTransitionSource {
    @Published private(set) var isHidden = false
    weak var probe: UIView?
    var id: ZoomSourceID?
    var cornerRadius: Double = 0

    var sourceView: UIView? { probe }
    var sourceCornerRadius: Double { cornerRadius }

    func setSourceHidden(_ hidden: Bool) {
      if isHidden != hidden { isHidden = hidden }
    }
  }

  /// A view that takes no touches and draws nothing, behind the source, so that UIKit can
  /// tell where the source is in its window.
  @MainActor
  private struct ModalTransitionSourceProbe: UIViewRepresentable {
    let source: SwiftUITransitionSource

    func makeUIView(context: Context) -> UIView {
      let view = UIView()
      view.isUserInteractionEnabled = false
      view.backgroundColor = .clear
      view.isAccessibilityElement = false
      source.probe = view
      return view
    }

    func updateUIView(_ view: UIView, context: Context) {
      source.probe = view
    }
  }
#endif
