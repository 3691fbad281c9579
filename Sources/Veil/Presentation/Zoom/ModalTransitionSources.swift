#if os(iOS)
  import UIKit
  import VeilCore
  import VeilDecisions

  /// The sources zoom styles open from, by identifier: the UIKit side of
  /// ``ZoomSourceRegistry``, which decides which source an identifier names, which ones are
  /// hidden and the alpha each gets back; this class finds the views and sets their alpha.
  ///
  /// A registry rather than a reference in the style, because a style is a `Sendable` value
  /// that names its source (a SwiftUI identifier in a namespace) and the view is only known to
  /// the SwiftUI tree that declares it. A UIKit identifier carries its own
  /// ``ZoomSourceViewProvider``, asked again when each transition starts.
  @MainActor
  final class ModalTransitionSources {
    /// The registry of the process: sources and presentations meet here.
    static let shared = ModalTransitionSources()

    private var registry = ZoomSourceRegistry<ObjectIdentifier>()
    /// The sources the registry tracks, by their keys.
    private var sources: [ObjectIdentifier: Entry] = [:]

    /// A UIKit source stays alive as long as its entry (it holds its view weakly); a SwiftUI
    /// source is its modifier's.
    private struct Entry {
      weak var weakSource: ModalTransitionSource?
      var strongSource: ModalTransitionSource?

      var source: ModalTransitionSource? { strongSource ?? weakSource }
    }

    /// Makes the SwiftUI `source` the one `id` names (the last registered wins).
    func register(_ source: SwiftUITransitionSource, for id: ZoomSourceID) {
      forgetTheGone()
      sources[source.sourceKey] = Entry(weakSource: source)
      perform(registry.register(source.sourceKey, for: id, alpha: alpha))
    }

    /// Forgets `source` if it is still the one `id` names (a newer one may have replaced it),
    /// and shows it again if a zoom hid it.
    func unregister(_ source: SwiftUITransitionSource, for id: ZoomSourceID) {
      forgetTheGone()
      perform(registry.unregister(source.sourceKey, for: id, alpha: alpha))
      forgetTheUntracked()
    }

    /// The source `id` names, in `containerView`'s coordinates as VeilCore takes them
    /// (mirrored in a right-to-left layout); `nil` when it is gone or not in a window, so that
    /// the zoom falls back to a fade and scale.
    ///
    /// A UIKit identifier's provider is asked now: the view it answers becomes the source (a
    /// reused cell's view at the dismissal), hidden in place of the one before if the zoom
    /// hides the identifier.
    func source(
      for id: ZoomSourceID, in containerView: UIView, isRightToLeft: Bool
    ) -> ZoomSource? {
      forgetTheGone()
      if let provider = id.viewProvider { resolve(id, to: provider.view()) }
      guard let key = registry.source(for: id), let source = sources[key]?.source,
        let view = source.sourceView, let window = view.window, !view.bounds.isEmpty
      else { return nil }
      // Read in window coordinates, then into the container's (which may be another window's).
      let inWindow = view.convert(view.bounds, to: nil)
      let inContainer = containerView.convert(inWindow, from: window)
      return ZoomSource(
        uikitFrame: Rect(inContainer),
        cornerRadius: source.sourceCornerRadius,
        containerWidth: containerView.bounds.width, isRightToLeft: isRightToLeft)
    }

    /// The view `id` names now, if it is in a window: what a popover that names a source
    /// points at (`PopoverSourceCheck` in VeilDecisions decides what happens without one). A
    /// UIKit identifier's provider is asked now, as for a zoom.
    func view(for id: ZoomSourceID) -> UIView? {
      forgetTheGone()
      if let provider = id.viewProvider { resolve(id, to: provider.view()) }
      guard let key = registry.source(for: id), let view = sources[key]?.source?.sourceView,
        view.window != nil
      else { return nil }
      return view
    }

    /// Hides or shows the source `id` names, as ``ZoomSourceVisibility`` decided for one
    /// presentation; the source is hidden while any presentation hides it.
    func setHidden(_ hidden: Bool, for id: ZoomSourceID) {
      forgetTheGone()
      perform(registry.setHidden(hidden, for: id, alpha: alpha))
      forgetTheUntracked()
    }

    /// Makes `view` (or none) the source of the UIKit identifier `id`, until `id` is shown.
    private func resolve(_ id: ZoomSourceID, to view: UIView?) {
      let key = view.map(ObjectIdentifier.init)
      if let view, let key, sources[key]?.source?.sourceView !== view {
        sources[key] = Entry(strongSource: ViewTransitionSource(view))
      }
      perform(registry.register(key, for: id, lifetime: .untilShown, alpha: alpha))
      forgetTheUntracked()
    }

    /// The alpha of the source `key` names, as the registry reads it.
    private func alpha(_ key: ObjectIdentifier) -> Double {
      sources[key]?.source?.sourceAlpha ?? 1
    }

    private func perform(_ commands: [ZoomSourceRegistry<ObjectIdentifier>.Command]) {
      for case .setAlpha(let key, let alpha) in commands {
        sources[key]?.source?.sourceAlpha = alpha
      }
    }

    /// Forgets sources that went away, before their identity can be another object's.
    private func forgetTheGone() {
      for (key, entry) in sources where entry.source?.isGone ?? true {
        registry.forget(key)
        sources[key] = nil
      }
    }

    /// Lets go of the UIKit views the registry no longer names or hides.
    private func forgetTheUntracked() {
      for key in sources.keys where !registry.tracks(key) {
        sources[key] = nil
      }
    }
  }
#endif
