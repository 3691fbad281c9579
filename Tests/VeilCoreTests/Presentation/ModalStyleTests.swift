import Testing

@testable import VeilCore

@Suite struct ModalStyleTests {
  @Test func modifiersReturnChangedCopies() {
    let original = ModalStyle.cover
    let changed =
      original
      .placement(.bottomSheet())
      .backdrop(.blur(.dark))
      .transition(.flip)
      .animation(.linear(duration: 1))
      .cornerRadius(20)
      .interactiveDismissDisabled()
      .backdropTapRequiresCompletedPresentation(false)
      .removesPresentingContent(true)
    #expect(changed.placement == .bottomSheet())
    #expect(changed.backdrop == .blur(.dark))
    #expect(changed.transition == .flip)
    #expect(changed.insertionAnimation == .linear(duration: 1))
    #expect(changed.removalAnimation == .linear(duration: 1))
    #expect(changed.cornerRadius == 20)
    #expect(changed.isInteractiveDismissDisabled)
    #expect(!changed.backdropTapRequiresCompletedPresentation)
    #expect(changed.removesPresentingContent)
    #expect(original == .cover)
    #expect(changed != original)
  }

  @Test func asymmetricTransitionsAndAnimations() {
    let style = ModalStyle.custom()
      .transition(insertion: .opacity, removal: .move(edge: .bottom))
      .animation(insertion: .easeIn(duration: 0.1), removal: .easeOut(duration: 0.3))
    #expect(style.transition == .asymmetric(insertion: .opacity, removal: .move(edge: .bottom)))
    #expect(style.animation(for: .presenting) == .easeIn(duration: 0.1))
    #expect(style.animation(for: .dismissing(.escapeGesture)) == .easeOut(duration: 0.3))
  }

  @Test func customDefaults() {
    let style = ModalStyle.custom()
    #expect(style.placement == .centered())
    #expect(style.backdrop == .dim())
    #expect(style.transition == .opacity)
    #expect(style.insertionAnimation == .default)
    #expect(style.cornerRadius == 0)
    #expect(!style.showsGrabber)
    #expect(style.backdropTapRequiresCompletedPresentation)
  }

  @Test(arguments: [-3.0, .nan, .infinity])
  func badCornerRadiiBecomeZero(radius: Double) {
    #expect(ModalStyle.card.cornerRadius(radius).cornerRadius == 0)
    #expect(ModalStyle.custom(cornerRadius: radius).cornerRadius == 0)
  }

  @Test(arguments: Backdrop.TapBehavior.allCases, [false, true])
  func backdropTapBehaviourWaitsForCompletionOnlyWhenAsked(
    _ behavior: Backdrop.TapBehavior, _ required: Bool
  ) {
    let style = ModalStyle.custom(backdrop: Backdrop.dim().onTap(behavior))
      .backdropTapRequiresCompletedPresentation(required)
    #expect(style.backdropTapBehavior(presentationIsLogicallyComplete: true) == behavior)
    let early = style.backdropTapBehavior(presentationIsLogicallyComplete: false)
    #expect(early == (behavior == .dismisses && required ? .blocks : behavior))
  }

  @Test func factoriesAreTheirDefaults() {
    #expect(ModalStyle.cover == .cover())
    #expect(ModalStyle.card == .card())
    #expect(ModalStyle.lightbox == .lightbox())
    #expect(ModalStyle.fullScreen == .fullScreen())
    #expect(ModalStyle.overCurrentContext == .overCurrentContext())
    #expect(ModalStyle.blur == .blur())
    #expect(SheetStyle.sheet == SheetStyle())
    #expect(ModalStyle.cover(dimming: 0.4) != .cover)
  }

  @Test func catalogListsEveryBuiltInOnce() {
    let names = ModalStyle.builtIns.map(\.name)
    #expect(Set(names).count == names.count)
    for required in [
      "cover", "card", "lightbox", "fullScreen", "overCurrentContext",
      "overCurrentContext.flipHorizontal", "overCurrentContext.crossDissolve", "blur",
      "blur.light", "blur.dark", "blur.extraLight", "toast", "toast.bottom", "sheet", "halfSheet",
    ] {
      #expect(names.contains(required), "\(required) is missing")
    }
    #expect(Set(ModalStyle.builtIns.map(\.style)).count == names.count)
    for entry in ModalStyle.builtIns {
      #expect(!entry.summary.isEmpty && !entry.summary.contains("\n"))
      #expect(entry.summary.count <= 90, "\(entry.name)'s summary is not one short line")
      #expect(ModalStyle.builtIn(named: entry.name) == entry)
    }
    #expect(ModalStyle.builtIn(named: "Cover") == nil)
    #expect(ModalStyle.builtIn(named: "") == nil)
  }
}
