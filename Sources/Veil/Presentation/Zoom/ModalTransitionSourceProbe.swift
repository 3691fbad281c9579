#if os(iOS)
  import SwiftUI
  import UIKit

  /// A view that takes no touches and draws nothing, behind the source, so that UIKit can
  /// tell where the source is in its window.
  @MainActor
  struct ModalTransitionSourceProbe: UIViewRepresentable {
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
