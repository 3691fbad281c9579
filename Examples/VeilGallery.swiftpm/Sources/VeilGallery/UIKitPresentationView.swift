#if os(iOS)
  import SwiftUI
  import UIKit
  import Veil

  /// A UIKit screen that presents with `present(_:style:onEvent:completion:)`.
  struct UIKitPresentationView: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIKitPresenterController {
      UIKitPresenterController()
    }

    func updateUIViewController(_ controller: UIKitPresenterController, context: Context) {}
  }

  /// Presents a UIKit photo in the lightbox style, zoomed out of a thumbnail and as a card,
  /// and hears their events.
  final class UIKitPresenterController: UIViewController {
    /// The thumbnail the photo zooms out of; it keeps its place in the stack while hidden.
    private let thumbnail = UIButton(type: .custom)

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      let lightbox = UIButton(
        type: .system,
        primaryAction: UIAction(title: "Present a lightbox") { [weak self] _ in
          self?.present(UIKitPhotoController(), style: .lightbox, onEvent: Self.log)
        })
      let card = UIButton(
        type: .system,
        primaryAction: UIAction(title: "Present a card") { [weak self] _ in
          self?.present(
            UIKitPhotoController(), style: .card, onEvent: Self.log,
            completion: { print("UIKit card presented") })
        })
      thumbnail.setImage(UIImage(systemName: "leaf.fill"), for: .normal)
      thumbnail.backgroundColor = .systemOrange
      thumbnail.tintColor = .white
      thumbnail.layer.cornerRadius = 12
      thumbnail.accessibilityLabel = "Zoom the photo out of its thumbnail"
      thumbnail.addAction(
        UIAction { [weak self] _ in self?.zoomFromThumbnail() }, for: .primaryActionTriggered)
      NSLayoutConstraint.activate([
        thumbnail.widthAnchor.constraint(equalToConstant: 88),
        thumbnail.heightAnchor.constraint(equalToConstant: 88),
      ])
      let stack = UIStackView(arrangedSubviews: [lightbox, thumbnail, card])
      stack.alignment = .center
      stack.axis = .vertical
      stack.spacing = 16
      stack.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      ])
    }

    /// The provider is asked again when the dismissal starts, as a reused cell needs.
    private func zoomFromThumbnail() {
      present(
        UIKitPhotoController(),
        style: .lightbox.zoom(fromViewProvidedBy: { [weak self] in self?.thumbnail }),
        onEvent: Self.log)
    }

    private static func log(_ event: ModalEvent) {
      print("UIKit modal:", event)
    }
  }

  /// A photo in UIKit, with a close button that dismisses it the UIKit way.
  final class UIKitPhotoController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemOrange
      preferredContentSize = CGSize(width: 300, height: 300)
      let image = UIImageView(image: UIImage(systemName: "leaf.fill"))
      image.tintColor = .white
      image.contentMode = .scaleAspectFit
      image.translatesAutoresizingMaskIntoConstraints = false
      let close = UIButton(
        type: .close,
        primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
      close.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(image)
      view.addSubview(close)
      NSLayoutConstraint.activate([
        image.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        image.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        image.widthAnchor.constraint(equalToConstant: 120),
        image.heightAnchor.constraint(equalToConstant: 120),
        close.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
        close.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      ])
    }
  }
#endif
