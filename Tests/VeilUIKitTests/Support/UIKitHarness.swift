#if os(iOS)
  import UIKit
  import Veil

  /// A controller presented with `present(_:style:)` that records its modal's events and asks
  /// for a hidden, light status bar, as a photo viewer does.
  @MainActor
  final class ObservingController: UIViewController, ModalEventObserving {
    /// Receives the events of the modal that shows this controller.
    let recorder: EventRecorder

    init(recorder: EventRecorder) {
      self.recorder = recorder
      super.init(nibName: nil, bundle: nil)
      preferredContentSize = CGSize(width: 240, height: 160)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      nil
    }

    override func loadView() {
      view = UIView()
      view.backgroundColor = .white
      let label = UILabel()
      label.text = "Content"
      label.sizeToFit()
      view.addSubview(label)
    }

    override var prefersStatusBarHidden: Bool { true }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    func modalViewController(_ viewController: UIViewController, didReceive event: ModalEvent) {
      guard viewController === self else { return }
      recorder.record(event)
    }
  }

  /// What the accessibility system and the screen show of a modal, read through public API.
  @MainActor
  enum Inspection {
    /// Performs the VoiceOver escape gesture (a two-finger Z) as VoiceOver dispatches it: from
    /// `element` up through its superviews, asking each view, and the controller whose root
    /// view it is, to `accessibilityPerformEscape()` until one handles it.
    ///
    /// - Parameter element: The view VoiceOver's focus is on.
    /// - Returns: Whether something handled the escape.
    static func performEscape(from element: UIView) -> Bool {
      var view: UIView? = element
      while let current = view {
        if current.accessibilityPerformEscape() { return true }
        if let controller = current.next as? UIViewController, controller.view === current,
          controller.accessibilityPerformEscape()
        {
          return true
        }
        view = current.superview
      }
      return false
    }

    /// Performs the escape gesture on the accessibility elements SwiftUI made in `view`'s
    /// subtree that are marked modal (`.accessibilityAddTraits(.isModal)`), innermost last, and
    /// on their containers, until one handles it: how VoiceOver reaches an
    /// `.accessibilityAction(.escape)` of an in-place modal that has no UIKit view of its own.
    ///
    /// - Parameter view: The hosting view to search.
    /// - Returns: Whether an element handled the escape.
    static func performEscapeOnModalElements(in view: UIView) -> Bool {
      for element in accessibilityElements(in: view).reversed()
      where element.accessibilityViewIsModal {
        if element.accessibilityPerformEscape() { return true }
        var container = (element as? UIAccessibilityElement)?.accessibilityContainer as? NSObject
        while let object = container {
          if object.accessibilityPerformEscape() { return true }
          container = (object as? UIAccessibilityElement)?.accessibilityContainer as? NSObject
        }
      }
      return false
    }

    /// Every accessibility element under `view`: its subviews and the elements containers
    /// expose (`accessibilityElements`, or `accessibilityElementCount()` with
    /// `accessibilityElement(at:)`), depth first.
    static func accessibilityElements(in view: UIView) -> [NSObject] {
      var result: [NSObject] = []
      func visit(_ object: NSObject, depth: Int) {
        guard depth < 64 else { return }
        result.append(object)
        var children: [NSObject] = []
        if let elements = object.accessibilityElements as? [NSObject] {
          children = elements
        } else {
          let count = object.accessibilityElementCount()
          if count != NSNotFound, count > 0 {
            children = (0..<count).compactMap { object.accessibilityElement(at: $0) as? NSObject }
          }
        }
        if let view = object as? UIView {
          children += view.subviews.filter { subview in !children.contains { $0 === subview } }
        }
        for child in children where !result.contains(where: { $0 === child }) {
          visit(child, depth: depth + 1)
        }
      }
      visit(view, depth: 0)
      return result
    }

    /// Whether `color` paints an opaque surface in `traits` (dynamic colours resolved).
    static func isOpaque(_ color: UIColor?, in traits: UITraitCollection) -> Bool {
      guard let color else { return false }
      return color.resolvedColor(with: traits).cgColor.alpha >= 0.999
    }

    /// Whether VoiceOver, by UIKit's rule for `accessibilityViewIsModal` ("VoiceOver ignores
    /// the elements within views that are siblings of the receiver"), hides `behind` while
    /// `modal` is on screen: some view that contains `modal` and is marked modal has a sibling
    /// that contains `behind`.
    static func voiceOverHides(_ behind: UIView, whileShowing modal: UIView) -> Bool {
      var candidate: UIView? = modal
      while let view = candidate, let parent = view.superview {
        if view.accessibilityViewIsModal, behind.isDescendant(of: parent),
          !behind.isDescendant(of: view)
        {
          return true
        }
        candidate = parent
      }
      return false
    }

    /// The views from `view` up to its window that are marked `accessibilityViewIsModal`.
    static func modalAncestors(of view: UIView) -> [UIView] {
      var result: [UIView] = []
      var candidate: UIView? = view
      while let current = candidate {
        if current.accessibilityViewIsModal { result.append(current) }
        candidate = current.superview
      }
      return result
    }

    /// The first view of type `T` in `view`'s subtree, depth first.
    static func firstSubview<T: UIView>(of type: T.Type, in view: UIView) -> T? {
      if let match = view as? T { return match }
      for subview in view.subviews {
        if let match = firstSubview(of: type, in: subview) { return match }
      }
      return nil
    }

    /// `view`'s frame in window coordinates as Core Animation shows it now: from the
    /// presentation layers when animations run, else from the model.
    static func onScreenFrame(of view: UIView) -> CGRect? {
      guard let window = view.window else { return nil }
      let layer = view.layer.presentation() ?? view.layer
      let windowLayer = window.layer.presentation() ?? window.layer
      return layer.convert(layer.bounds, to: windowLayer)
    }
  }
#endif
