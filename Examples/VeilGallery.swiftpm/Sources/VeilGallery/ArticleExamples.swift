// swift-format-ignore-file
// The SwiftUI and UIKit examples of the DocC articles (Sources/*/*.docc), each between
// `// ARTICLE: <article>: <n>` (the article's file name, and the block's number among its swift
// blocks) and `// END ARTICLE`, kept exactly as the article shows them (so this file is not
// reformatted); Scripts/check-examples checks that they stay equal. Each article's examples share
// an enum, which keeps its names apart from the other articles'; the enum also holds, outside
// the markers, the few types an article names without showing (its photo grid, say). Two examples
// begin with their imports, which only a file's top level can hold: they stand outside any enum.
#if os(iOS)
import SwiftUI
import Veil
// ARTICLE: Veil: 1
import SwiftUI
import Veil

struct HomeView: View {
  @State private var isPresented = false

  var body: some View {
    Button("Show") { isPresented = true }
      .modal(isPresented: $isPresented, style: .card) {
        Details()
      }
      .onModalEvent { event in print(event) }
  }
}

struct Details: View {
  @Environment(\.modal) private var modal

  var body: some View {
    Button("Close") { modal.dismiss() }
      .frame(width: 300, height: 200)
      .background(Color.white)
  }
}
// END ARTICLE
// ARTICLE: GettingStarted: 2
import SwiftUI
import Veil

struct ContentView: View {
  @State private var isPresented = false

  var body: some View {
    Button("Show") { isPresented = true }
      .modal(isPresented: $isPresented, style: .card) {
        Text("Hello")
          .frame(width: 300, height: 200)
          .background(Color.white)
      }
  }
}
// END ARTICLE

enum GettingStartedArticle {
// ARTICLE: GettingStarted: 4
struct Details: View {
  @Environment(\.modal) private var modal

  var body: some View {
    Button("Close") { modal.dismiss() }
      // Fades while a drag carries the modal away.
      .opacity(1 - modal.interactiveProgress)
  }
}
// END ARTICLE

// ARTICLE: GettingStarted: 5
struct EventsView: View {
  @State private var isPresented = false

  var body: some View {
    Button("Show") { isPresented = true }
      .modal(isPresented: $isPresented, style: .halfSheet) { Details() }
      .onModalEvent { event in
        switch event {
        case .willPresent, .didPresent: break
        case .willDismiss(let reason): print("leaving:", reason)
        case .didDismiss(.drag(let edge)): print("dragged away towards", edge)
        case .didDismiss: print("gone")
        }
      }
  }
}
// END ARTICLE

// ARTICLE: GettingStarted: 6
final class AlbumViewController: UIViewController {
  func show(_ photo: Photo) {
    present(PhotoViewController(photo), style: .lightbox)
  }
}
// END ARTICLE

/// The controller the article presents a photo in.
final class PhotoViewController: UIViewController {
    let photo: Photo

    init(_ photo: Photo) {
        self.photo = photo
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }
}
}

enum FullScreenModalArticle {
// ARTICLE: FullScreenModal: 1
struct ContentView: View {
  @State private var isPresented = false

  var body: some View {
    VStack {
      Button("Show") { isPresented = true }
    }
    .present(isPresented: $isPresented) {
      ModalContent()
    }
    .onModalEvent { event in
      if case .didDismiss = event { print("modal dismissed") }
    }
  }
}
// END ARTICLE

// ARTICLE: FullScreenModal: 2
struct ModalContent: View {
  @Environment(\.modal) var modal

  var body: some View {
    NavigationView {
      Text("It is modal contents")
        .navigationBarTitle("Modal", displayMode: .inline)
        .navigationBarItems(leading: Button("Close") { modal.dismiss() })
    }
  }
}
// END ARTICLE

// ARTICLE: FullScreenModal: 3
final class PhotoViewController: UIViewController, ModalEventObserving {
  func modalViewController(
    _ viewController: UIViewController, didReceive event: ModalEvent
  ) {
    if case .didDismiss(.drag) = event { print("swiped away") }
  }
}

final class AlbumViewController: UIViewController {
  func showPhoto() {
    present(PhotoViewController(), style: .fullScreen, animated: true) {
      print("presented")
    }
  }
}
// END ARTICLE
}

enum HalfSheetArticle {
// ARTICLE: HalfSheet: 1
struct ContentView: View {
  @State private var isShowHalfModal = false

  var body: some View {
    Button("Show half modal") { isShowHalfModal.toggle() }
      .halfModal(isShow: $isShowHalfModal) {
        VStack {
          Text("Shown half modal!").font(.title.bold())
          Button("Close") { isShowHalfModal.toggle() }
        }
      } onEnd: {
        print("Dismiss half modal")
      }
  }
}
// END ARTICLE
}

enum MigratingBeforeArticle {
// ARTICLE: MigratingFromSheetAndFullScreenCover: 2
struct DoneButton: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Done") { dismiss() }
  }
}
// END ARTICLE
}

enum MigratingAfterArticle {
// ARTICLE: MigratingFromSheetAndFullScreenCover: 3
struct DoneButton: View {
  @Environment(\.modal) private var modal

  var body: some View {
    Button("Done") { modal.dismiss() }
  }
}
// END ARTICLE
}

enum OverCurrentContextArticle {
// ARTICLE: OverCurrentContext: 1
struct PhotoGridView: View {
  @State private var selected: Photo?

  var body: some View {
    PhotoGrid(selection: $selected)
      .modal(item: $selected, style: .overCurrentContext) { photo in
        PhotoDetail(photo: photo)
      }
  }
}
// END ARTICLE

// ARTICLE: OverCurrentContext: 2
struct FlippingPhotoGridView: View {
  @State private var selected: Photo?

  var body: some View {
    PhotoGrid(selection: $selected)
      // or .overCurrentContext(transition: .crossDissolve)
      .modal(item: $selected, style: .overCurrentContext(transition: .flipHorizontal)) { photo in
        PhotoDetail(photo: photo)
      }
  }
}
// END ARTICLE

/// The grid the article's photos are chosen in.
struct PhotoGrid: View {
    @Binding var selection: Photo?

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                ForEach(Photo.all) { photo in
                    Button {
                        selection = photo
                    } label: {
                        PhotoTile(photo).aspectRatio(1, contentMode: .fit)
                    }
                }
            }
        }
    }
}

/// The photo the article shows over the grid.
struct PhotoDetail: View {
    let photo: Photo

    var body: some View {
        PhotoTile(photo).frame(width: 280, height: 280)
    }
}
}

enum PanToDismissArticle {
// ARTICLE: PanToDismiss: 1
struct ContentView: View {
  @State private var showingModal = false

  var body: some View {
    ZStack {
      if showingModal {
        Image("photo")
          .resizable()
          .frame(width: 300, height: 300)
          .modifier(PanAndDismissModifier(showingModal: $showingModal))
          .zIndex(1)
      }
      Button {
        withAnimation { showingModal = true }
      } label: {
        Image("photo").resizable().frame(width: 200, height: 200)
      }
    }
  }
}
// END ARTICLE

// ARTICLE: PanToDismiss: 2
struct PhotoLibraryView: View {
  @State private var selected: Photo?

  var body: some View {
    PhotoGrid(selection: $selected)
      .modal(item: $selected, style: .lightbox) { photo in
        PhotoView(photo)
      }
  }
}
// END ARTICLE

/// The grid the article's photos are chosen in.
typealias PhotoGrid = OverCurrentContextArticle.PhotoGrid

/// The photo the article's lightbox shows.
struct PhotoView: View {
    let photo: Photo

    init(_ photo: Photo) {
        self.photo = photo
    }

    var body: some View {
        PhotoTile(photo).frame(width: 300, height: 300)
    }
}
}

enum SeeThroughCoverArticle {
// ARTICLE: SeeThroughCover: 1
struct ContentView: View {
  @State private var isPresented = false

  var body: some View {
    Button("Open the modal") { isPresented = true }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center)
      .fullScreenModal(isPresented: $isPresented) {
        Text("Modal")
          .frame(width: 300, height: 300)
          .background(Color.white)
          .clipShape(RoundedRectangle(cornerRadius: 16))
          .padding(.horizontal, 20)
      }
  }
}
// END ARTICLE

// ARTICLE: SeeThroughCover: 2
struct DarkerCoverView: View {
  @State private var isPresented = false

  var body: some View {
    Button("Open the modal") { isPresented = true }
      // style: .cover is the modal above; .cover(dimming: 0.4) darkens its backdrop.
      .modal(isPresented: $isPresented, style: .cover(dimming: 0.4)) {
        Text("Modal")
          .frame(width: 300, height: 300)
          .background(Color.white)
          .clipShape(RoundedRectangle(cornerRadius: 16))
          .padding(.horizontal, 20)
      }
  }
}
// END ARTICLE
}
enum ZoomFromThumbnailArticle {
// ARTICLE: ZoomFromThumbnail: 1
struct PhotoGrid: View {
  @State private var selected: Photo?
  @Namespace private var photos

  var body: some View {
    ScrollView {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 100), spacing: 2)], spacing: 2) {
        ForEach(Photo.all) { photo in
          Button { selected = photo } label: { Thumbnail(photo) }
            .modalTransitionSource(id: photo.id, in: photos)
        }
      }
    }
    .modal(item: $selected, style: .lightbox.zoom(from: selected?.id, in: photos)) { photo in
      PhotoView(photo)
    }
  }
}
// END ARTICLE

// ARTICLE: ZoomFromThumbnail: 2
final class PhotoGridController: UICollectionViewController {
  let photos = Photo.all

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    let photo = photos[indexPath.item]
    let style = ModalStyle.lightbox.zoom(fromViewProvidedBy: { [weak self] in
      guard let self, let item = photos.firstIndex(of: photo) else { return nil }
      let cell = collectionView.cellForItem(at: IndexPath(item: item, section: 0))
      return (cell as? PhotoCell)?.imageView
    })
    present(PhotoViewController(photo), style: style)
  }
}
// END ARTICLE

/// The thumbnail of a photo in the grid.
typealias Thumbnail = PhotoTile

/// The photo the lightbox shows.
typealias PhotoView = PanToDismissArticle.PhotoView

/// A grid cell with the photo's thumbnail.
final class PhotoCell: UICollectionViewCell {
    let imageView = UIImageView()
}

/// The photo, presented from UIKit.
final class PhotoViewController: UIViewController {
    let photo: Photo

    init(_ photo: Photo) {
        self.photo = photo
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }
}
}

/// The popover article's examples.
enum PopoversArticle {
// ARTICLE: Popovers: 1
struct SortButton: View {
  @State private var isSorting = false

  var body: some View {
    Button("Sort") { isSorting = true }
      .modal(isPresented: $isSorting, style: .popover.arrowEdges([.top])) {
        SortOptions()
      }
      .onModalEvent { event in print(event) }
  }
}

struct SortOptions: View {
  @Environment(\.modal) private var modal

  var body: some View {
    VStack(alignment: .leading) {
      Button("Newest first") { modal.dismiss() }
      Button("Oldest first") { modal.dismiss() }
    }
    .padding()
  }
}
// END ARTICLE

// ARTICLE: Popovers: 2
struct ItemList: View {
  @Namespace private var controls
  @State private var isSharing = false

  var body: some View {
    VStack {
      HStack {
        Text("Items").font(.headline)
        Spacer()
        Button("Share") { isSharing = true }
          .modalTransitionSource(id: "share", in: controls)
      }
      .padding()
      Spacer()
    }
    .modal(isPresented: $isSharing, style: .popover.source(id: "share", in: controls)) {
      ShareOptions()
    }
  }
}
// END ARTICLE

// ARTICLE: Popovers: 3
final class LibraryController: UIViewController {
  @objc func sort(_ sender: UIButton) {
    present(SortViewController(), style: .popover.source(sender).arrowEdges([.top, .bottom]))
  }
}
// END ARTICLE

/// The options a shared item offers.
struct ShareOptions: View {
  var body: some View {
    VStack(alignment: .leading) {
      Text("Copy link")
      Text("Send")
    }
    .padding()
  }
}

/// The sort orders of a UIKit library, which asks for its own popover size.
final class SortViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    preferredContentSize = CGSize(width: 220, height: 120)
  }
}
}

enum ConfirmingDismissalArticle {
// ARTICLE: ConfirmingDismissal: 1
struct EditNoteView: View {
  @Environment(\.modal) private var modal
  @State private var text = ""
  @State private var isConfirmingDiscard = false

  var body: some View {
    TextEditor(text: $text)
      .modalInteractiveDismissDisabled(!text.isEmpty)
      .onModalDismissAttempt { _ in isConfirmingDiscard = true }
      .confirmationDialog("Discard your note?", isPresented: $isConfirmingDiscard) {
        Button("Discard", role: .destructive) { modal.dismiss() }
        Button("Keep Editing", role: .cancel) {}
      }
  }
}
// END ARTICLE
// ARTICLE: ConfirmingDismissal: 2
final class NoteEditorController: UIViewController, ModalEventObserving {
  var hasChanges = false {
    didSet { isModalInPresentation = hasChanges }
  }

  func modalViewController(_ viewController: UIViewController, didReceive event: ModalEvent) {}

  func modalViewController(
    _ viewController: UIViewController, didAttemptToDismiss attempt: ModalDismissAttempt
  ) {
    let alert = UIAlertController(title: "Discard your note?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { _ in
      self.dismiss(animated: true)
    })
    alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
    present(alert, animated: true)
  }
}
// END ARTICLE
}

enum KeyboardInModalsArticle {
// ARTICLE: KeyboardInModals: 1
struct NotesPanel: View {
  @State private var isPresented = false

  var body: some View {
    Button("Notes") { isPresented = true }
      .modal(
        isPresented: $isPresented,
        style: .cover().placement(.bottomSheet(height: 320, avoidsKeyboard: false))
      ) {
        TextField("Note", text: .constant(""))
      }
  }
}
// END ARTICLE
// ARTICLE: KeyboardInModals: 2
struct Composer: View {
  @State private var isPresented = false

  var body: some View {
    Button("Reply") { isPresented = true }
      .modal(isPresented: $isPresented, style: .halfSheet.detents([.medium, .large])) {
        TextField("Reply", text: .constant(""))
      }
  }
}
// END ARTICLE
// ARTICLE: KeyboardInModals: 3
struct UIKitsComposer: View {
  @State private var isPresented = false

  var body: some View {
    Button("Reply") { isPresented = true }
      .modal(
        isPresented: $isPresented,
        style: .sheet.detents([.medium, .large]).keepsDetentForKeyboard(false)
      ) {
        TextField("Reply", text: .constant(""))
      }
  }
}
// END ARTICLE
}

enum SheetSizingAndSurfacesArticle {
// ARTICLE: SheetSizingAndSurfaces: 1
struct SettingsButton: View {
  @State private var editing = false

  var body: some View {
    Button("Edit") { editing = true }
      .modal(
        isPresented: $editing,
        style: .sheet.sizing(.form).preferredContentSize(width: 540, height: 480)
      ) {
        EditForm()
      }
  }
}
// END ARTICLE

// ARTICLE: SheetSizingAndSurfaces: 2
final class SettingsViewController: UIViewController {
  func edit() {
    present(EditViewController(), style: .sheet.sizing(.form))
  }
}
// END ARTICLE

// ARTICLE: SheetSizingAndSurfaces: 3
struct FiltersButton: View {
  @State private var filtering = false

  var body: some View {
    Button("Filters") { filtering = true }
      .modal(
        isPresented: $filtering,
        style: .halfSheet.surface(.material(.systemThinMaterial))
      ) {
        FiltersList()
      }
  }
}
// END ARTICLE

/// The filters the sheet shows.
struct FiltersList: View {
    var body: some View {
        List { Text("Newest first") }
    }
}

/// The form the sheet shows.
struct EditForm: View {
    var body: some View {
        Form { TextField("Name", text: .constant("")) }
    }
}

/// The form, from UIKit.
final class EditViewController: UIViewController {}
}

enum SheetDetentsArticle {
// ARTICLE: SheetDetents: 1
struct PlacesMap: View {
  @State private var showsPlaces = true
  @State private var detent: SheetDetent = .medium

  var body: some View {
    Map()
      .modal(
        isPresented: $showsPlaces,
        style: .sheet.detents([.medium, .large]).showsGrabber(),
        selectedDetent: $detent
      ) {
        PlacesList(showsSearchField: detent == .large) {
          detent = .large  // the search began: open the sheet fully
        }
      }
  }
}
// END ARTICLE

// ARTICLE: SheetDetents: 2
final class PlacesMapController: UIViewController {
  let places = PlacesController()

  func showPlaces() {
    present(
      places, style: .sheet.detents([.medium, .large]),
      onDetentChange: { [places] detent in places.showsSearchField = detent == .large })
  }

  func searchBegan() {
    // From the presented controller or one of its children too.
    places.selectSheetDetent(.large)
  }
}
// END ARTICLE

// ARTICLE: SheetDetents: 3
struct ShareButton: View {
  @State private var sharing = false

  var body: some View {
    Button("Share") { sharing = true }
      .modal(isPresented: $sharing, style: .sheet.detents([.contentHeight, .large]).showsGrabber()) {
        ShareOptions()
      }
  }
}
// END ARTICLE

/// A stand-in for the map the sheet floats over.
struct Map: View {
    var body: some View {
        Color.teal
    }
}

/// The places the sheet lists, with a search field when it is fully open.
struct PlacesList: View {
    let showsSearchField: Bool
    let searchBegan: () -> Void

    var body: some View {
        List {
            if showsSearchField { Text("Search") }
            Button("Search places", action: searchBegan)
        }
    }
}

/// The places, from UIKit.
final class PlacesController: UIViewController {
    var showsSearchField = false
}

/// The options a shared item offers.
struct ShareOptions: View {
    var body: some View {
        Text("Copy link").padding()
    }
}
}

enum SideDrawersArticle {
// ARTICLE: SideDrawers: 1
struct InboxView: View {
  @State private var showsMenu = false

  var body: some View {
    NavigationView {
      MessageList()
        .toolbar {
          Button("Menu", systemImage: "line.3.horizontal") { showsMenu = true }
        }
    }
    .modal(isPresented: $showsMenu, style: .drawer) {
      MenuView()
    }
  }
}
// END ARTICLE

final class InboxViewController: UIViewController {
  func showMenu() {
// ARTICLE: SideDrawers: 2
present(MenuViewController(), style: .drawer)
// END ARTICLE
  }
}

/// The messages the drawer opens over.
struct MessageList: View {
    var body: some View {
        List { Text("Inbox") }
    }
}

/// The drawer's menu.
struct MenuView: View {
    var body: some View {
        List { Text("Archive") }
    }
}

/// The drawer's menu, from UIKit.
final class MenuViewController: UIViewController {}
}

enum TransitionProgressArticle {
// ARTICLE: TransitionProgress: 1
struct MenuView: View {
  @Environment(\.modal) private var modal

  var body: some View {
    let progress = modal.transitionProgress
    List {
      MenuItems()
    }
    .scaleEffect(0.92 + 0.08 * progress, anchor: .leading)
    .blur(radius: 6 * (1 - progress))
    .opacity(0.4 + 0.6 * progress)
  }
}

struct InboxView: View {
  @State private var showsMenu = false

  var body: some View {
    MessageList()
      .modal(isPresented: $showsMenu, style: .drawer) {
        MenuView()
      }
  }
}
// END ARTICLE

// ARTICLE: TransitionProgress: 2
final class MenuViewController: UIViewController, ModalTransitionProgressObserving {
  private let stack = UIStackView()

  func modalViewController(
    _ viewController: UIViewController, didUpdateTransitionProgress progress: Double
  ) {
    let scale = 0.92 + 0.08 * progress
    stack.transform = CGAffineTransform(scaleX: scale, y: scale)
    stack.alpha = 0.4 + 0.6 * progress
  }
}
// END ARTICLE

/// The menu's rows.
struct MenuItems: View {
    var body: some View {
        Text("Archive")
        Text("Trash")
    }
}

/// The messages the drawer opens over.
struct MessageList: View {
    var body: some View {
        List { Text("Inbox") }
    }
}
}

enum HapticsArticle {
// ARTICLE: Haptics: 1
struct InboxView: View {
  @State private var showsMenu = false
  @State private var showsFilters = false

  var body: some View {
    MessageList()
      .modal(
        isPresented: $showsMenu,
        style: .drawer.haptics(ModalHaptics(onPresent: .impact(.light)))
      ) {
        MenuView()
      }
      .modal(
        isPresented: $showsFilters,
        style: .halfSheet.detents([.medium, .large]).haptics(.standard)
      ) {
        FiltersView()
      }
  }
}
// END ARTICLE

final class InboxViewController: UIViewController {
  func showFilters() {
// ARTICLE: Haptics: 2
present(
  FiltersViewController(),
  style: SheetStyle.halfSheet.detents([.medium, .large]).haptics(.standard))
// END ARTICLE
  }
}

/// The messages the drawer opens over.
struct MessageList: View {
    var body: some View {
        List { Text("Inbox") }
    }
}

/// The drawer's menu.
struct MenuView: View {
    var body: some View {
        List { Text("Archive") }
    }
}

/// The sheet's filters.
struct FiltersView: View {
    var body: some View {
        Toggle("Unread only", isOn: .constant(true)).padding()
    }
}

/// The sheet's filters, from UIKit.
final class FiltersViewController: UIViewController {}
}

enum ToastQueueArticle {
// ARTICLE: ToastQueue: 1
struct SaveButton: View {
  @State private var saved = false

  var body: some View {
    Button("Save") { saved = true }
      .toast(isPresented: $saved, id: "saved", arrival: .stacks) {
        Label("Saved", systemImage: "checkmark.circle").padding()
      }
  }
}
// END ARTICLE
// ARTICLE: ToastQueue: 2
struct SyncStatus: View {
  @Environment(\.toasts) private var toasts

  var body: some View {
    Button("Sync") {
      toasts.show(id: "offline", priority: .high, duplicates: .replaceExisting) {
        Label("You are offline", systemImage: "wifi.slash").padding()
      }
    }
    Button("Back online") { toasts.hide(id: "offline") }
  }
}
// END ARTICLE
// ARTICLE: ToastQueue: 3
final class InboxViewController: UIViewController {
  func messageDidArrive(_ subject: String) {
    toastCenter.show(id: ToastID(subject), arrival: .stacks) {
      Text(subject).padding()
    }
  }

  func clearNotifications() {
    toastCenter.hideAll()
  }
}
// END ARTICLE
}
enum ToastsArticle {
// ARTICLE: Toasts: 1
struct DraftView: View {
  @State private var isSaved = false

  var body: some View {
    Button("Save") { isSaved = true }
      .modal(isPresented: $isSaved, style: .toast.autoDismiss(after: 3)) {
        Label("Draft saved", systemImage: "checkmark.circle")
          .padding()
          .frame(maxWidth: .infinity)
          .background(.thinMaterial)
      }
  }
}
// END ARTICLE
// ARTICLE: Toasts: 2
struct UploadView: View {
  @State private var isDone = false

  var body: some View {
    Text("Uploading…")
      .modal(
        isPresented: $isDone,
        style: .toast.bottom.autoDismiss(after: 4).announcement(.text("Upload finished"))
      ) {
        Text("Upload finished").padding()
      }
      .onModalEvent { event in
        if case .didDismiss(.timeout) = event { print("the toast went by itself") }
      }
  }
}
// END ARTICLE
// ARTICLE: Toasts: 3
final class EditorViewController: UIViewController {
  func showSaved() {
    let banner = UIHostingController(rootView: Text("Saved").padding())
    present(banner, style: .toast.autoDismiss(after: 2), onEvent: { event in
      if case .didDismiss(let reason) = event { print("toast left:", reason) }
    })
  }
}
// END ARTICLE
}

enum SteeringTheStackArticle {
// ARTICLE: SteeringTheStack: 1
struct AccountView: View {
  @Environment(\.modalPresenter) private var presenter
  let signOut: () -> Void

  var body: some View {
    Button("Sign out") {
      presenter.dismissAll()
      signOut()
    }
  }
}
// END ARTICLE
// ARTICLE: SteeringTheStack: 2
@MainActor
final class CheckoutFlow {
  private let presenter: ModalPresenter
  private var basket: PresentedModal?

  init(presenter: ModalPresenter) {
    self.presenter = presenter
  }

  func openBasket() {
    basket = presenter.present(style: .sheet) { Text("Basket") }
  }

  func pay() {
    presenter.present(style: .card) { Text("Paying…") }
  }

  func backToBasket() {
    if let basket { presenter.dismiss(downTo: basket) }
  }

  func finish() {
    presenter.dismissAll()
  }
}
// END ARTICLE
// ARTICLE: SteeringTheStack: 3
struct BasketView: View {
  @Environment(\.modal) private var modal
  @State private var isPaying = false

  var body: some View {
    Button("Pay") { isPaying = true }
      .modal(isPresented: $isPaying, style: .card) {
        PaymentView(onCancel: { modal.dismissAbove() })
      }
  }
}

struct PaymentView: View {
  let onCancel: () -> Void

  var body: some View {
    Button("Back to the basket", action: onCancel)
  }
}
// END ARTICLE
// ARTICLE: SteeringTheStack: 4
final class BasketViewController: UIViewController {
  @objc func payTapped() {
    present(PaymentViewController(), style: .card)
  }

  @objc func paymentCancelled() {
    dismissModalsAbove()
  }

  @objc func signOutTapped() {
    modalPresenter.dismissAll(includingPassThrough: false)
  }
}

final class PaymentViewController: UIViewController {}
// END ARTICLE
}
#endif
