import Testing
import VeilTestSupport

@testable import VeilCore

@Suite struct BackdropTests {
  @Test func clearDrawsNothingAndBlocksTaps() {
    let clear = Backdrop.clear
    #expect(!clear.isVisible)
    #expect(clear.dim == nil && clear.blur == nil)
    #expect(clear.tapBehavior == .blocks)
    #expect(clear.dimAlpha(atStrength: 1) == 0)
    #expect(clear.blurRadius(atStrength: 1) == 0)
  }

  // The dims of the seeds: black at 0.2 (seed 000), at 1.0 (seed 001), at 0.5 (seed 003).
  @Test(arguments: [0.2, 1.0, 0.5])
  func dimScalesItsOpacityByTheStrength(opacity: Double) {
    let dim = Backdrop.dim(.black, opacity: opacity)
    #expect(dim.isVisible)
    #expect(dim.tapBehavior == .dismisses)
    #expect(dim.attachment == .container)
    #expect(dim.dimAlpha(atStrength: 1) == opacity)
    FrameExpect.close(dim.dimAlpha(atStrength: 0.5), opacity / 2)
    #expect(dim.dimAlpha(atStrength: 0) == 0)
    #expect(dim.blurRadius(atStrength: 1) == 0)
  }

  @Test func theColoursAlphaMultipliesTheOpacity() {
    let dim = Backdrop.dim(ModalColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.5), opacity: 0.4)
    FrameExpect.close(dim.dimAlpha(atStrength: 1), 0.2)
    #expect(Backdrop.dim(.clear, opacity: 1).isVisible == false)
  }

  // Seed 003 names light, dark and extraLight; its custom transition uses regular.
  @Test(arguments: [Backdrop.BlurStyle.light, .dark, .extraLight, .regular, .systemMaterial])
  func blurScalesItsRadiusByTheStrength(style: Backdrop.BlurStyle) {
    let blur = Backdrop.blur(style)
    #expect(blur.isVisible)
    #expect(blur.blur?.style == style)
    #expect(blur.blur?.radius == Backdrop.Blur.defaultRadius)
    #expect(blur.blurRadius(atStrength: 0.5) == Backdrop.Blur.defaultRadius / 2)
    #expect(blur.dimAlpha(atStrength: 1) == 0)
    #expect(blur.tapBehavior == .dismisses)
  }

  @Test func dimOverBlurKeepsBoth() {
    let both = Backdrop.blur(.dark, radius: 30).dimmed(.black, opacity: 0.3)
    #expect(both.blur == Backdrop.Blur(style: .dark, radius: 30))
    #expect(both.dim == Backdrop.Dim(color: .black, opacity: 0.3))
    #expect(both.blurRadius(atStrength: 1) == 30)
    FrameExpect.close(both.dimAlpha(atStrength: 1), 0.3)
  }

  @Test(arguments: Backdrop.TapBehavior.allCases)
  func tapBehaviourAndAttachmentAreCopiedAndModified(behavior: Backdrop.TapBehavior) {
    let original = Backdrop.dim(opacity: 0.5)
    let changed = original.onTap(behavior).attached(to: .content)
    #expect(changed.tapBehavior == behavior)
    #expect(changed.attachment == .content)
    #expect(changed.dim == original.dim)
    #expect(original.tapBehavior == .dismisses)
  }

  @Test func badNumbersAreClamped() {
    #expect(Backdrop.dim(opacity: .nan).dim?.opacity == 0)
    #expect(Backdrop.dim(opacity: 7).dim?.opacity == 1)
    #expect(Backdrop.dim(opacity: -1).dim?.opacity == 0)
    #expect(Backdrop.blur(.light, radius: -3).blur?.radius == Backdrop.Blur.defaultRadius)
    #expect(Backdrop.blur(.light, radius: .infinity).blur?.radius == Backdrop.Blur.defaultRadius)
    let dim = Backdrop.dim(opacity: 0.5)
    #expect(dim.dimAlpha(atStrength: .nan) == 0)
    #expect(dim.dimAlpha(atStrength: 3) == 0.5)
  }

  @Test func blurStylesAreUIKitsNames() {
    // UIBlurEffect.Style on iOS 15: five classic styles and fifteen materials.
    #expect(Backdrop.BlurStyle.allCases.count == 20)
    #expect(Backdrop.BlurStyle.allCases.filter(\.isMaterial).count == 15)
    #expect(Backdrop.BlurStyle(rawValue: "extraLight") == .extraLight)
    #expect(Backdrop.BlurStyle(rawValue: "systemChromeMaterialDark") == .systemChromeMaterialDark)
  }

  @Test func coloursAreClamped() {
    let color = ModalColor(red: -1, green: .nan, blue: 2, alpha: .nan)
    #expect(color == ModalColor(red: 0, green: 0, blue: 1, alpha: 1))
    #expect(ModalColor(white: 0.5, alpha: 3).alpha == 1)
    #expect(ModalColor.black == ModalColor(red: 0, green: 0, blue: 0))
  }
}
