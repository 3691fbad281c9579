extension ModalStyle {
  // MARK: - cover

  /// A see-through cover: content fades in while shrinking from 1.2 to its size over a black
  /// backdrop at 0.2, and fades out on dismissal.
  ///
  /// This is the see-through cover article: its `withAnimation(.easeInOut(duration: 0.2))` takes
  /// the content's opacity from 0 to 1 and its scale from 1.2 to 1, and the presentation background
  /// from black at 0 to black at 0.2; a tap on the background dismisses once the animation is
  /// logically complete; dismissal is UIKit's cross-dissolve of the whole presentation
  /// (``SystemTransition/crossDissolve``). The content is centred in the safe area at the size it
  /// asks for, and clips itself.
  public static let cover = cover()

  /// A see-through cover, tuned.
  ///
  /// - Parameters:
  ///   - dimming: The opacity of the black backdrop; 0.2 as in the see-through cover article.
  ///   - initialScale: The content's scale when it starts to appear; 1.2 as in the see-through
  ///     cover article.
  ///   - animation: The animation that presents; ease-in-out over 0.2 s as in the see-through
  ///     cover article. Dismissal is UIKit's cross-dissolve.
  /// - Returns: The style.
  public static func cover(
    dimming: Double = 0.2,
    initialScale: Double = 1.2,
    animation: ModalAnimation = .easeInOut(duration: 0.2)
  ) -> ModalStyle {
    ModalStyle(
      placement: .centered(.fitting),
      backdrop: .dim(.black, opacity: dimming),
      transition: .asymmetric(
        insertion: .opacity.combined(with: .scale(from: initialScale)), removal: .opacity),
      insertionAnimation: animation,
      removalAnimation: SystemTransition.crossDissolve.animation)
  }

  // MARK: - card

  /// A cover whose style draws the card: the content is clipped to a 16-point radius and kept
  /// 20 points from the sides, as the see-through cover article's example content does to itself
  /// (`.clipShape(RoundedRectangle(cornerRadius: 16)).padding(.horizontal, 20)`). It moves as
  /// ``cover`` does.
  public static let card = card()

  /// A card, tuned.
  ///
  /// - Parameters:
  ///   - dimming: The opacity of the black backdrop; 0.2 by default.
  ///   - cornerRadius: The card's corner radius in points; 16 by default.
  ///   - margins: The least distance from the safe area's edges; 20 points at the sides by
  ///     default.
  ///   - animation: The animation that presents; the cover's ease-in-out over 0.2 s by default.
  /// - Returns: The style.
  public static func card(
    dimming: Double = 0.2,
    cornerRadius: Double = 16,
    margins: Insets = Insets(leading: 20, trailing: 20),
    animation: ModalAnimation = .easeInOut(duration: 0.2)
  ) -> ModalStyle {
    cover(dimming: dimming, animation: animation)
      .placement(.centered(.fitting, margins: margins))
      .cornerRadius(cornerRadius)
  }

  // MARK: - lightbox

  /// A photo lightbox: a black backdrop at full opacity, content that fades in, and that leaves
  /// by sliding off the edge it was dragged towards.
  ///
  /// This is the pan-to-dismiss article: the backdrop and the content appear with `.opacity` under
  /// SwiftUI's default animation (`withAnimation()`, ``ModalAnimation/default``), and the content's
  /// removal is `.move(edge:)` towards the top or the bottom, whichever way the drag went
  /// (``ModalTransition/moveToDismissEdge(fallback:)``; without a drag it leaves towards the
  /// leading edge, the article's initial `.move(edge: .leading)`). The article's content, with its
  /// drag area, fills the screen, so the placement is full screen and the backdrop is never
  /// tapped. Its drag is the pan-to-dismiss article's rule, ``DragToDismiss/lightbox``: up or down,
  /// beyond 150 points or with a flick, it leaves; otherwise it springs back, while the backdrop
  /// fades as `1 - |dy| / height`.
  public static let lightbox = lightbox()

  /// A lightbox, tuned.
  ///
  /// - Parameters:
  ///   - dimming: The opacity of the black backdrop; 1 as in the pan-to-dismiss article.
  ///   - animation: The animation of both phases; SwiftUI's default as in the pan-to-dismiss
  ///     article.
  /// - Returns: The style.
  public static func lightbox(dimming: Double = 1, animation: ModalAnimation = .default)
    -> ModalStyle
  {
    ModalStyle(
      placement: .fullScreen,
      backdrop: .dim(.black, opacity: dimming).onTap(.blocks),
      transition: .asymmetric(
        insertion: .opacity, removal: .moveToDismissEdge(fallback: .leading)),
      insertionAnimation: animation,
      removalAnimation: animation,
      dragToDismiss: .lightbox)
  }

  // MARK: - fullScreen

  /// UIKit's full-screen modal: opaque content that covers vertically with UIKit's modal
  /// spring and is dismissed from inside (the UIKit full-screen article, `modalPresentationStyle =
  /// .fullScreen`). The presenting screen is removed once covered.
  public static let fullScreen = fullScreen()

  /// UIKit's full-screen modal with one of UIKit's transitions.
  ///
  /// - Parameter transition: The transition; cover-vertical, UIKit's default, as in the UIKit
  ///   full-screen article.
  /// - Returns: The style.
  public static func fullScreen(transition: SystemTransition = .coverVertical) -> ModalStyle {
    ModalStyle(
      placement: .fullScreen,
      backdrop: .clear,
      transition: transition.transition,
      insertionAnimation: transition.animation,
      removalAnimation: transition.animation,
      removesPresentingContent: true)
  }

  // MARK: - overCurrentContext

  /// A full-screen modal over the still visible presenting screen, dimmed with black at 0.5,
  /// covering vertically.
  ///
  /// This is the over-current-context article's `modalPresentationStyle = .overCurrentContext` with
  /// the presented view's background at `UIColor(red: 0, green: 0, blue: 0, alpha: 0.5)`: because
  /// the dim is that view's own background, it moves with the content
  /// (``Backdrop/Attachment/content``), and taps on it reach the content.
  public static let overCurrentContext = overCurrentContext()

  /// A modal over the current context with one of UIKit's transitions, which bring their own
  /// animation.
  ///
  /// ```swift
  /// let flip = ModalStyle.overCurrentContext(transition: .flipHorizontal)
  /// ```
  ///
  /// - Parameters:
  ///   - transition: The transition; cover-vertical, UIKit's default, by default.
  ///   - backdrop: The backdrop; the over-current-context article's black at 0.5, part of the
  ///     presented view, by default. The over-current-context article's blurred variant is
  ///     `.blur(.light).attached(to: .content)`.
  /// - Returns: The style.
  public static func overCurrentContext(
    transition: SystemTransition = .coverVertical,
    backdrop: Backdrop = .dim(.black, opacity: 0.5).attached(to: .content).onTap(.blocks)
  ) -> ModalStyle {
    overCurrentContext(
      transition: transition.transition, animation: transition.animation, backdrop: backdrop)
  }

  /// A modal over the current context with your own transition and animation, as the
  /// over-current-context article's custom `UIViewControllerAnimatedTransitioning` (whose own
  /// transition is ``blur(_:animation:)``). The other overload takes one of UIKit's transitions
  /// with the same label.
  ///
  /// - Parameters:
  ///   - transition: How the content enters and leaves.
  ///   - animation: The animation of both phases.
  ///   - backdrop: The backdrop; the over-current-context article's black at 0.5 by default.
  /// - Returns: The style.
  public static func overCurrentContext(
    transition: ModalTransition,
    animation: ModalAnimation,
    backdrop: Backdrop = .dim(.black, opacity: 0.5).attached(to: .content).onTap(.blocks)
  ) -> ModalStyle {
    ModalStyle(
      placement: .fullScreen,
      backdrop: backdrop,
      transition: transition,
      insertionAnimation: animation,
      removalAnimation: animation)
  }

  // MARK: - blur

  /// A blur that fades in over the presenting screen for 0.7 s while the content is there at
  /// once, and that fades out with the content on dismissal.
  ///
  /// This is the over-current-context article's custom transition (`OrgTransition`): its
  /// `transitionDuration` is 0.7 s, presentation animates a `UIVisualEffectView` with
  /// `UIBlurEffect(style: .regular)` from alpha 0 to 1 behind content that does not move, dismissal
  /// animates the whole view's alpha to 0, both with `UIView.animate(withDuration:)`, whose curve
  /// is ease-in-out (Apple documentation). The article also names the light, dark and
  /// extra-light styles. A tap on the blur dismisses, as on every ``Backdrop/blur(_:radius:)``
  /// backdrop; ``interactiveDismissDisabled(_:)`` keeps it.
  public static let blur = blur()

  /// A blur, tuned.
  ///
  /// - Parameters:
  ///   - style: The blur style; regular as in the over-current-context article's transition (light,
  ///     dark and extraLight are the others it shows).
  ///   - animation: The animation of both phases; ease-in-out over 0.7 s as in the
  ///     over-current-context article.
  /// - Returns: The style.
  public static func blur(
    _ style: Backdrop.BlurStyle = .regular,
    animation: ModalAnimation = .easeInOut(duration: 0.7)
  ) -> ModalStyle {
    ModalStyle(
      placement: .fullScreen,
      backdrop: .blur(style),
      transition: .asymmetric(insertion: .identity, removal: .opacity),
      insertionAnimation: animation,
      removalAnimation: animation)
  }

  // MARK: - custom

  /// A style of your own; every parameter has a default, and the copy-and-modify methods adjust
  /// the rest.
  ///
  /// Its transitions play on Core Animation's render server, unaffected by a busy main thread,
  /// as the built-in styles' do, custom transitions (`ModalTransition.custom(_:_:)`) included,
  /// even one that moves the content's rectangle. Only a custom transition that resizes the
  /// rectangle, or changes the container or the rounded corners, is applied frame by frame on
  /// the main thread: the content must be laid out again at each size.
  ///
  /// ```swift
  /// let toast = ModalStyle.custom(
  ///   placement: .topBanner(),
  ///   backdrop: Backdrop.clear.onTap(.passesThrough),
  ///   transition: .move(edge: .top),
  ///   animation: .spring(.snappy),
  ///   cornerRadius: 12)
  /// ```
  ///
  /// - Parameters:
  ///   - placement: Where the content sits; centred at the size it asks for by default.
  ///   - backdrop: What is behind it; black at 0.2, dismissing on tap, by default.
  ///   - transition: How it enters and leaves; a cross-dissolve by default.
  ///   - animation: The animation of both phases; SwiftUI's default by default.
  ///   - cornerRadius: The corner radius in points; 0 by default.
  /// - Returns: The style.
  public static func custom(
    placement: Placement = .centered(),
    backdrop: Backdrop = .dim(),
    transition: ModalTransition = .opacity,
    animation: ModalAnimation = .default,
    cornerRadius: Double = 0
  ) -> ModalStyle {
    ModalStyle(
      placement: placement,
      backdrop: backdrop,
      transition: transition,
      insertionAnimation: animation,
      removalAnimation: animation,
      cornerRadius: cornerRadius)
  }
}
