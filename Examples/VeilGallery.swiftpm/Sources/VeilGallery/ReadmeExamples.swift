// swift-format-ignore-file
// The README's five examples, each between `// README: name` and `// END README`, kept
// exactly as the README shows them (so this file is not reformatted). Each article named its
// view `ContentView`; an enum per example keeps the names apart in one module.
#if os(iOS)
import SwiftUI
import Veil

enum CoverExample {
// README: cover
struct ContentView: View {
    @State private var isPresented: Bool = false

    var body: some View {
        Button(action: {
            isPresented = true
        }, label: {
            Text("カスタムモーダルを開く")
        })
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center)
        .fullScreenModal(isPresented: $isPresented) {
            Text("モーダル")
                .frame(width: 300, height: 300)
                .background(Color.white)
                .clipShape(RoundedRectangle(cornerRadius: 16))
                .padding(.horizontal, 20)
        }
    }
}
// END README
}

enum PanAndDismissExample {
// README: pan-and-dismiss
struct ContentView: View {
    @State private var showingModal = false
    private let imageName = "photo"

    var body: some View {
        ZStack {
            if showingModal {
                // モーダル画面
                Image(systemName: imageName)
                    .resizable()
                    .frame(width: 300, height: 300)
                    .modifier(PanAndDismissModifier(showingModal: $showingModal))
                .zIndex(1)
            }
            Button {
                withAnimation() {
                    showingModal = true
                }
            } label: {
                // 遷移前の画面
                Image(systemName: imageName)
                    .resizable()
                    .frame(width: 200, height: 200)
            }
        }
    }
}
// END README
}

enum PresentExample {
// README: present
struct ContentView: View {
    @State var isPresented = false

    var body: some View {
        VStack {
            Button("Show") {
                self.isPresented = true
            }
        }
        .present(isPresented: self.$isPresented) {
            ModalContent()
        }
        .onModalEvent { event in
            if case .didDismiss = event {
                print("modal dismissed")
            }
        }
    }
}

struct ModalContent: View {
    @Environment(\.modal) var modal

    var body: some View {
        NavigationView {
            VStack {
                Spacer()
                HStack {
                    Spacer()
                    Text("It is modal contents")
                        .foregroundColor(.white)
                    Spacer()
                }
                Spacer()
            }
            .navigationBarTitle("Modal", displayMode: .inline)
            .navigationBarItems(leading: Button("Close") {
                self.modal.dismiss()
            })
            .background(Color.black.edgesIgnoringSafeArea(.all))
            .onModalEvent { event in
                if case .didPresent = event {
                    print("modal presented")
                }
            }
        }
    }
}
// END README
}

enum OverCurrentContextExample {
// README: over-current-context
struct PresentationViewSample: View {
    @State private var selected: Photo?
    @State private var style = ModalStyle.overCurrentContext

    /// The article's three ways of showing a photo over the grid, in SwiftUI.
    private let styles: [(name: String, style: ModalStyle)] = [
        // modalPresentationStyle = .overCurrentContext, background black at 0.5
        ("Translucent", .overCurrentContext),
        // a UIVisualEffectView with UIBlurEffect(style: .regular), fading in over 0.7 s
        ("Blur", .blur(.regular)),
        // a custom UIViewControllerAnimatedTransitioning: here, a zoom from the centre
        ("Custom", .overCurrentContext(
            transition: .custom("zoom") { progress, frame in
                frame.contentScale *= 0.3 + 0.7 * progress
                frame.contentOpacity *= min(max(progress, 0), 1)
            },
            animation: .easeInOut(duration: 0.7),
            backdrop: .blur(.dark).attached(to: .content).onTap(.blocks))),
    ]

    var body: some View {
        VStack {
            Picker("Presentation", selection: $style) {
                ForEach(styles, id: \.name) { entry in
                    Text(entry.name).tag(entry.style)
                }
            }
            .pickerStyle(.segmented)
            .padding()
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                    ForEach(Photo.all) { photo in
                        Button {
                            selected = photo
                        } label: {
                            PhotoTile(photo).aspectRatio(1, contentMode: .fit)
                        }
                    }
                }
            }
        }
        .modal(item: $selected, style: style) { photo in
            PhotoDetail(photo: photo)
        }
    }
}

struct PhotoDetail: View {
    let photo: Photo
    @Environment(\.modal) private var modal

    var body: some View {
        VStack(spacing: 24) {
            PhotoTile(photo)
                .frame(width: 280, height: 280)
                .clipShape(RoundedRectangle(cornerRadius: 12))
            Button("Close") {
                modal.dismiss()
            }
            .foregroundColor(.white)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
// END README
}

enum HalfModalExample {
// README: half-modal
struct ContentView: View {
  @State var isShowHalfModal = false

  var body: some View {
    Button("show half modal") {
      isShowHalfModal.toggle()
    }
    .halfModal(isShow: $isShowHalfModal) {
      VStack {
        Text("Shown half modal!")
          .font(.title.bold())
          .foregroundColor(.black)
        Button("Close") {
          isShowHalfModal.toggle()
        }
      }
    } onEnd: {
      print("Dismiss half modal")
    }
  }
}
// END README
}
#endif
