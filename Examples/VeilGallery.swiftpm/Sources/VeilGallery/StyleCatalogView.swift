#if os(iOS)
  import SwiftUI
  import Veil

  /// Every built-in style of Veil, and a few tuned ones, each presenting the same card.
  struct StyleCatalogView: View {
    /// One row of the catalog.
    struct Entry: Identifiable, Hashable {
      let name: String
      let summary: String
      let kind: ModalStyle.BuiltIn.Kind
      var id: String { name }

      init(name: String, summary: String, kind: ModalStyle.BuiltIn.Kind) {
        self.name = name
        self.summary = summary
        self.kind = kind
      }

      init(name: String, summary: String, style: ModalStyle) {
        self.init(name: name, summary: summary, kind: .modal(style))
      }

      init(name: String, summary: String, sheet: SheetStyle) {
        self.init(name: name, summary: summary, kind: .sheet(sheet))
      }
    }

    static let entries: [Entry] =
      ModalStyle.builtIns.map { Entry(name: $0.name, summary: $0.summary, kind: $0.kind) } + [
        Entry(
          name: "sheet.detents",
          summary: "A sheet with a 200-point, a medium and a large detent, undimmed up to medium",
          sheet: .sheet.detents([.height(200), .medium, .large]).largestUndimmedDetent(.medium)
            .showsGrabber()),
        Entry(
          name: "card.dragToDismiss",
          summary: "The card, dismissed by dragging it down",
          style: .card.dragToDismiss(DragToDismiss(directions: .down))),
        Entry(
          name: "card.interactiveDismissDisabled",
          summary: "The card, which only its Close button dismisses",
          style: .card.interactiveDismissDisabled()),
        Entry(
          name: "custom.toast",
          summary: "A banner from the top over no backdrop, springing in",
          style: .custom(
            placement: .topBanner(),
            backdrop: Backdrop.clear.onTap(.blocks),
            transition: .move(edge: .top),
            animation: .spring(.snappy),
            cornerRadius: 12)),
        Entry(
          name: "custom.swing",
          summary: "A custom transition function: the card swings in about its vertical axis",
          style: .custom(
            placement: .centered(.fixed(width: 300, height: 220)),
            transition: .custom("swing") { progress, frame in
              frame.rotationY += 70 * (1 - progress)
              frame.contentOpacity *= max(0, min(1, progress))
            },
            animation: .spring(.bouncy),
            cornerRadius: 20)),
      ]

    @State private var selected: Entry?
    @State private var style = ModalStyle.cover
    @State private var selectedSheet: Entry?
    @State private var sheet = SheetStyle.sheet

    var body: some View {
      List(Self.entries) { entry in
        Button {
          // A sheet is a kind of its own, presented by UIKit: each kind has its modifier.
          switch entry.kind {
          case .modal(let modalStyle):
            style = modalStyle
            selected = entry
          case .sheet(let sheetStyle):
            sheet = sheetStyle
            selectedSheet = entry
          }
        } label: {
          VStack(alignment: .leading, spacing: 4) {
            Text(entry.name).font(.headline)
            Text(entry.summary).font(.footnote).foregroundColor(.secondary)
          }
        }
        .foregroundColor(.primary)
      }
      .navigationTitle("Styles")
      .modal(item: $selected, style: style) { entry in
        StyleCard(entry: entry)
      }
      .modal(item: $selectedSheet, style: sheet) { entry in
        StyleCard(entry: entry)
      }
      .onModalEvent { event in
        print("style catalog:", event)
      }
    }
  }

  /// The content every style of the catalog presents: it says which style it is and closes
  /// through `@Environment(\.modal)`.
  struct StyleCard: View {
    let entry: StyleCatalogView.Entry
    @Environment(\.modal) private var modal

    var body: some View {
      VStack(spacing: 16) {
        Text(entry.name).font(.title2.bold())
        Text(entry.summary)
          .font(.callout)
          .multilineTextAlignment(.center)
        Text("Phase: \(String(describing: modal.phase))")
          .font(.caption.monospaced())
          .foregroundColor(.secondary)
        Button("Close") { modal.dismiss() }
          .buttonStyle(.borderedProminent)
      }
      .padding(24)
      .frame(maxWidth: 340)
      .background(Color(uiColor: .systemBackground))
      .opacity(1 - modal.interactiveProgress)
    }
  }
#endif
