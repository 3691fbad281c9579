#if os(iOS)
  import SwiftUI
  import UIKit
  import Veil

  /// Seed 002: `present(isPresented:)` (``ModalStyle/fullScreen``) whose content is a
  /// navigation view, as the seed's is.
  struct SeedTwoHarness: View {
    @ObservedObject var model: PresentationModel
    let recorder: EventRecorder
    let probe: ContentProbe

    var body: some View {
      VStack { Text("Presenting screen") }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.white)
        .present(isPresented: $model.isPresented) {
          NavigationView {
            ProbeContent(probe: probe)
              .navigationTitle("Modal")
              .navigationBarTitleDisplayMode(.inline)
          }
          .navigationViewStyle(.stack)
        }
        .onModalEvent { recorder.record($0) }
    }
  }

  /// Seed 004: `halfModal(isShow:sheet:onEnd:)` (``ModalStyle/sheet``), counting `onEnd`.
  struct HalfModalHarness: View {
    @ObservedObject var model: PresentationModel
    let recorder: EventRecorder
    let probe: ContentProbe
    let onEnd: () -> Void

    var body: some View {
      Color.white
        .ignoresSafeArea()
        .halfModal(isShow: $model.isPresented) {
          ProbeContent(probe: probe)
        } onEnd: {
          onEnd()
        }
        .onModalEvent { recorder.record($0) }
    }
  }

  /// Seed 000: `fullScreenModal(isPresented:)` (``ModalStyle/cover``), over a screen with a
  /// button VoiceOver could reach.
  struct CoverHarness: View {
    @ObservedObject var model: PresentationModel
    let recorder: EventRecorder
    let probe: ContentProbe

    var body: some View {
      VStack {
        Text("Behind")
        Button("Open") { model.isPresented = true }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(Color.white)
      .fullScreenModal(isPresented: $model.isPresented) {
        ProbeContent(probe: probe)
      }
      .onModalEvent { recorder.record($0) }
    }
  }

  /// A modal with a child, and the child with a child: `isPresented` → `child` →
  /// `grandchild`, each level's events recorded by its own recorder.
  ///
  /// Each inner `.onModalEvent` sits under `.environment(\.modal, .none)`, so it hears only the
  /// modal presented inside it and not the modal its view is shown in. Events are recorded
  /// with whether they arrived during a SwiftUI update of the presenting screen (S1).
  struct NestedHarness: View {
    @ObservedObject var model: PresentationModel
    let parentStyle: ModalStyle
    let childStyle: ModalStyle
    let parent: EventRecorder
    let child: EventRecorder
    let grandchild: EventRecorder
    let probes: [ContentProbe]

    var body: some View {
      let updates = model.updates
      Color.white
        .ignoresSafeArea()
        .background(
          UpdateProbe(
            dependencies: [model.isPresented, model.child, model.grandchild], tracker: updates)
        )
        .modal(isPresented: $model.isPresented, style: parentStyle) {
          ProbeContent(probe: probes[0])
            .modal(isPresented: $model.child, style: childStyle) {
              ProbeContent(probe: probes[1])
                .modal(isPresented: $model.grandchild, style: childStyle) {
                  ProbeContent(probe: probes[2])
                }
                .onModalEvent { grandchild.record($0, duringUpdate: updates.isUpdating) }
                .environment(\.modal, .none)
            }
            .onModalEvent { child.record($0, duringUpdate: updates.isUpdating) }
            .environment(\.modal, .none)
        }
        .onModalEvent { parent.record($0, duringUpdate: updates.isUpdating) }
    }
  }

  /// A pass-through toast (`isPresented`) and an unrelated card (`other`) of the same screen,
  /// each with its own recorder. `hidesStatusBar` makes the screen ask for a hidden status bar.
  struct ToastHarness: View {
    @ObservedObject var model: PresentationModel
    let toast: EventRecorder
    let card: EventRecorder
    let toastProbe: ContentProbe
    let cardProbe: ContentProbe
    var hidesStatusBar = false

    /// The README's toast: a top banner whose backdrop lets taps through to the screen.
    static let toastStyle = ModalStyle.custom(
      placement: .topBanner(),
      backdrop: Backdrop.clear.onTap(.passesThrough),
      transition: .move(edge: .top),
      cornerRadius: 12)

    var body: some View {
      ZStack {
        Color.white
          .ignoresSafeArea()
          .modal(isPresented: $model.isPresented, style: Self.toastStyle) {
            ProbeContent(probe: toastProbe)
          }
          .onModalEvent { toast.record($0) }
        Color.clear
          .modal(isPresented: $model.other, style: .card) {
            ProbeContent(probe: cardProbe)
          }
          .onModalEvent { card.record($0) }
      }
      .statusBarHidden(hidesStatusBar)
    }
  }

  /// Seed 001's in-place lightbox: `inPlaceLightbox(isPresented:)` on a view that stays in the
  /// hierarchy.
  struct InPlaceLightboxHarness: View {
    @ObservedObject var model: PresentationModel
    let probe: ContentProbe

    var body: some View {
      ZStack {
        Color.white.ignoresSafeArea()
        ProbeViewRepresentable(probe: probe)
          .frame(width: 300, height: 300)
          .inPlaceLightbox(isPresented: $model.isPresented)
      }
    }
  }

  /// A `.modal` whose content asks for a hidden status bar, as a photo viewer does.
  struct StatusBarContentHarness: View {
    @ObservedObject var model: PresentationModel
    let style: ModalStyle
    let recorder: EventRecorder
    let probe: ContentProbe

    var body: some View {
      Color.white
        .ignoresSafeArea()
        .modal(isPresented: $model.isPresented, style: style) {
          ProbeContent(probe: probe)
            .statusBarHidden(true)
        }
        .onModalEvent { recorder.record($0) }
    }
  }
#endif
