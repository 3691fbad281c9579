#if os(iOS)
  import UIKit
  import VeilCore

  /// The sources zoom styles open from, by identifier: one per identifier, the last registered.
  ///
  /// A registry rather than a reference in the style, because a style is a `Sendable` value
  /// that names its source (a SwiftUI identifier in a namespace) and the view is only known to
  /// the SwiftUI tree that declares it.
  @MainActor
  final class ModalTransitionSources {
    /// The registry of the process: sources and presentations meet here.
    static let shared = ModalTransitionSources()

    private var sources: [ZoomSourceID: Entry] = [:]
    /// The identifiers a presentation keeps hidden, with how many presentations hide each.
    private var hiders: [ZoomSourceID: Int] = [:]

    /// A UIKit source stays alive as long as its entry; a SwiftUI source is its modifier's.
    private struct Entry {
      weak var weakSource: ModalTransitionSource?
      var strongSource: ModalTransitionSource?

      var source: ModalTransitionSource? { strongSource ?? weakSource }
    }

    /// Makes `source` the one `id` names. A UIKit source is `retained` by the registry (it only
    /// holds its view weakly); a SwiftUI source belongs to its view.
    func register(_ source: ModalTransitionSource, for id: ZoomSourceID, retained: Bool = false) {
      // The same view named again (a style built twice) keeps its source, which remembers
      // whether the view was hidden before a zoom hid it.
      if retained, let existing = sources[id]?.source, existing.sourceView === source.sourceView {
        return
      }
      // Forget SwiftUI sources whose view went away and UIKit sources whose view did (a
      // SwiftUI source may not have its probe view yet, and is kept).
      sources = sources.filter { _, entry in
        guard let source = entry.source else { return false }
        return entry.strongSource == nil || source.sourceView != nil
      }
      sources[id] = Entry(weakSource: source, strongSource: retained ? source : nil)
      source.setSourceHidden((hiders[id] ?? 0) > 0)
    }

    /// Forgets `source` if it is still the one `id` names (a newer one may have replaced it).
    func unregister(_ source: ModalTransitionSource, for id: ZoomSourceID) {
      guard sources[id]?.source === source else { return }
      sources[id] = nil
    }

    /// The source `id` names, in `containerView`'s coordinates as VeilCore takes them
    /// (mirrored in a right-to-left layout); `nil` when it is gone or not in a window, so that
    /// the zoom falls back to a fade and scale.
    func source(
      for id: ZoomSourceID, in containerView: UIView, isRightToLeft: Bool
    ) -> ZoomSource? {
      guard let entry = sources[id], let source = entry.source, let view = source.sourceView,
        let window = view.window, !view.bounds.isEmpty
      else { return nil }
      // Read in window coordinates, then into the container's (which may be another window's).
      let inWindow = view.convert(view.bounds, to: nil)
      let inContainer = containerView.convert(inWindow, from: window)
      return ZoomSource(
        uikitFrame: Rect(inContainer),
        cornerRadius: source.sourceCornerRadius,
        containerWidth: containerView.bounds.width, isRightToLeft: isRightToLeft)
    }

    /// Hides or shows the source `id` names, as ``ZoomSourceVisibility`` decided for one
    /// presentation; the source is hidden while any presentation hides it.
    func setHidden(_ hidden: Bool, for id: ZoomSourceID) {
      let count = max(0, (hiders[id] ?? 0) + (hidden ? 1 : -1))
      hiders[id] = count == 0 ? nil : count
      sources[id]?.source?.setSourceHidden(count > 0)
    }
  }
#endif
