// VeilPreview's tests run the built `veil` binary, which needs processes: iOS, tvOS, watchOS
// and visionOS have none, so there (Xcode builds every test target of the package's scheme for
// an iOS simulator) this target is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Testing
  import VeilCore

  @testable import VeilPreview

  /// The toasts `--stack` draws behind the previewed one.
  @Suite struct ToastStackPreviewTests {
    static let banner = ModalStyle.custom(
      placement: .topBanner(height: 60), backdrop: Backdrop.clear.onTap(.passesThrough),
      transition: .move(edge: .top))

    static func preview(_ style: ModalStyle = banner, stack: Int) -> StylePreview {
      var settings = PreviewSettings()
      settings.stack = stack
      return StylePreview(name: "banner", style: style, settings: settings)
    }

    @Test func theOlderToastsMakeRoomAsItArrives() throws {
      let preview = Self.preview(stack: 3)
      let resting = preview.restingFrame.contentRect
      let start = preview.stackedToasts(at: 0, of: .presenting)
      let end = preview.stackedToasts(at: .infinity, of: .presenting)
      // Oldest first: before it arrives, the newer older one stands at the edge.
      #expect(start.map(\.y) == [resting.y + 68, resting.y])
      // Once it has arrived, both stand one place further from the edge.
      #expect(end.map(\.y) == [resting.y + 136, resting.y + 68])
      #expect(end.allSatisfy { $0.height == 60 && $0.width == resting.width })
    }

    @Test func theyCloseTheGapAsItLeaves() {
      let preview = Self.preview(stack: 2)
      let resting = preview.restingFrame.contentRect
      #expect(preview.stackedToasts(at: 0, of: .dismissing).map(\.y) == [resting.y + 68])
      #expect(preview.stackedToasts(at: .infinity, of: .dismissing).map(\.y) == [resting.y])
    }

    @Test func aBottomBannersStackGrowsUpwards() {
      let style = ModalStyle.custom(
        placement: .bottomBanner(height: 60), backdrop: Backdrop.clear.onTap(.passesThrough),
        transition: .move(edge: .bottom))
      let preview = Self.preview(style, stack: 2)
      let resting = preview.restingFrame.contentRect
      #expect(preview.stackedToasts(at: .infinity, of: .presenting).map(\.y) == [resting.y - 68])
    }

    @Test func nothingIsDrawnBehindAloneOrForAStyleNotAtAnEdge() {
      #expect(Self.preview(stack: 1).stackedToasts(at: 0, of: .presenting).isEmpty)
      #expect(Self.preview(.cover, stack: 3).stackedToasts(at: 0, of: .presenting).isEmpty)
      #expect(Self.preview(stack: 3).stackedToasts(at: 0, of: .dragging).isEmpty)
    }

    @Test(arguments: [(0, 1), (-4, 1), (11, 10), (Int.max, 10), (4, 4)])
    func theCountIsClamped(count: Int, expected: Int) {
      var settings = PreviewSettings()
      settings.stack = count
      #expect(settings.stack == expected)
    }

    @Test func theFilmstripDrawsTheStackedToasts() {
      let svg = String(decoding: Self.preview(stack: 3).render(.filmstrip), as: UTF8.self)
      // Two older toasts in each of six frames of two phases.
      #expect(svg.components(separatedBy: "class=\"stacked-toast\"").count - 1 == 24)
      let alone = String(decoding: Self.preview(stack: 1).render(.filmstrip), as: UTF8.self)
      #expect(!alone.contains("stacked-toast"))
    }
  }
#endif
