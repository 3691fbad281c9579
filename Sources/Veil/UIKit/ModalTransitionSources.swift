#if os(iOS)
  import UIKit
  import VeilCore
  import VeilDecisions

  /// A view a zoom opens out of: where it is, how round its corners are, and how to hide it.
  ///
  /// SwiftUI's `.modalTransitionSource(id:in:)` and UIKit's `.lightbox.zoom(from: view)` each
  /// provide one; the presentation controller reads it when a transition starts.
  @MainActor
  protocol ModalTransitionSource: AnyObject {
    /// The view whose frame is the source's, or `nil` once it is gone.
    var sourceView: UIView? { get }
    /// The source's corner radius in points, as it is now.
    var sourceCornerRadius: Double { get }
    /// Hides the source while its content is up, or shows it again.
    func setSourceHidden(_ hidden: Bool)
  }

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
        uikitFrame: Rect(
          x: inContainer.minX, y: inContainer.minY, width: inContainer.width,
          height: inContainer.height),
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

  /// A UIKit view as a zoom's source: its frame and `layer.cornerRadius`, hidden with
  /// `isHidden`. The view is held weakly; once it is gone the zoom falls back.
  @MainActor
  final class ViewTransitionSource: ModalTransitionSource {
    private(set) weak var sourceView: UIView?
    /// Whether the view was hidden before the zoom hid it, to leave it so afterwards.
    private var wasHidden: Bool?

    init(_ view: UIView) {
      sourceView = view
    }

    var sourceCornerRadius: Double {
      Double(sourceView?.layer.cornerRadius ?? 0)
    }

    func setSourceHidden(_ hidden: Bool) {
      guard let view = sourceView else { return }
      if hidden {
        if wasHidden == nil { wasHidden = view.isHidden }
        view.isHidden = true
      } else if let wasHidden {
        view.isHidden = wasHidden
        self.wasHidden = nil
      }
    }
  }

  extension ZoomSourceID {
    /// The identifier of a UIKit view: the view itself.
    @MainActor
    init(view: UIView) {
      self.init(ObjectIdentifier(view), in: "UIView")
    }
  }

  extension ModalStyle {
    /// This style opening out of `view` and closing back into it, as Photos opens a photo
    /// out of its thumbnail: the UIKit spelling of the zoom.
    ///
    /// The view's frame and `layer.cornerRadius` are read when the presentation starts and
    /// again when the dismissal starts (the view may have moved); the view is hidden while the
    /// content is up and shown again once the dismissal has landed. The view is held weakly:
    /// once it is gone, or out of the screen, the content fades and scales in place instead.
    /// Reduce Motion cross-fades.
    ///
    /// ```swift
    /// present(PhotoViewController(photo), style: .lightbox.zoom(from: cell.imageView))
    /// ```
    ///
    /// - Parameter view: The thumbnail.
    /// - Returns: The style.
    @MainActor
    public func zoom(from view: UIView) -> ModalStyle {
      let id = ZoomSourceID(view: view)
      ModalTransitionSources.shared.register(ViewTransitionSource(view), for: id, retained: true)
      return zoom(from: id)
    }
  }
#endif
