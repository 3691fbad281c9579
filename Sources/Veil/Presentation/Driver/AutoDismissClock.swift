#if os(iOS)
  @preconcurrency import UIKit
  import VeilCore
  import VeilDecisions

  /// Carries out VeilDecisions' `AutoDismissTimer` for one modal: a `DispatchWorkItem` on the
  /// main queue for the timer, a touch observer on the content for the finger, and VoiceOver's
  /// focus notifications for its focus. It decides nothing.
  @MainActor
  final class AutoDismissClock {
    /// Called when the time is up; the driver feeds `ModalScreenDriver.Callback.timedOut` and
    /// answers whether the modal started to leave (if not, the clock tries again).
    var onTimeout: () -> Bool = { true }

    private var timer = AutoDismissTimer()
    private var pending: DispatchWorkItem?
    private weak var content: UIView?
    private var touchObserver: TouchObserver?
    private var focusObserver: ObserverToken?
    private var voiceOverStatusObserver: ObserverToken?
    private var isFocusInside = false
    private var announcementObserver: ObserverToken?
    private var announcementLimit: DispatchWorkItem?

    /// The longest the clock waits for VoiceOver to say it has finished an announcement, in
    /// seconds, should the notification never come.
    static let announcementHoldLimit = 10.0

    /// VoiceOver was given `text` to announce for this modal: the clock holds until it says it
    /// has finished (`announcementDidFinishNotification`, which names the text), or for
    /// ``announcementHoldLimit`` at most. Nothing holds it when VoiceOver is not running.
    func announcementPosted(_ text: String) {
      guard UIAccessibility.isVoiceOverRunning else { return }
      endAnnouncement(feeding: false)
      feed(.announcementBegan)
      announcementObserver = ObserverToken(
        NotificationCenter.default.addObserver(
          forName: UIAccessibility.announcementDidFinishNotification, object: nil, queue: .main
        ) { [weak self] note in
          let said = note.userInfo?[UIAccessibility.announcementStringValueUserInfoKey] as? String
          MainActor.assumeIsolated {
            if said == nil || said == text { self?.endAnnouncement(feeding: true) }
          }
        })
      let limit = DispatchWorkItem { [weak self] in
        MainActor.assumeIsolated { self?.endAnnouncement(feeding: true) }
      }
      announcementLimit = limit
      DispatchQueue.main.asyncAfter(deadline: .now() + Self.announcementHoldLimit, execute: limit)
    }

    private func endAnnouncement(feeding: Bool) {
      let wasWaiting = announcementObserver != nil
      announcementObserver = nil
      announcementLimit?.cancel()
      announcementLimit = nil
      if feeding && wasWaiting { feed(.announcementEnded) }
    }

    /// Follows `event` of a modal of `style` showing `content`: the clock starts at
    /// `didPresent` and stops for good at `willDismiss`.
    func handle(_ event: ModalEvent, style: ModalStyle, content: UIView?) {
      switch event {
      case .didPresent:
        guard let duration = style.autoDismissDuration else { return }
        observe(content)
        feed(.presented(duration: duration))
      case .willDismiss:
        feed(.dismissalStarted)
        endAnnouncement(feeding: false)
        stopObserving()
      case .willPresent, .didDismiss:
        break
      }
    }

    /// The presented modal was asked for anew (a toast's content replaced): the clock starts
    /// over with the whole duration, its observers and holds as they are (a finger or
    /// VoiceOver's focus on it still holds it). Call it only while the modal is presented.
    func restart(style: ModalStyle) {
      guard let duration = style.autoDismissDuration else { return }
      feed(.presented(duration: duration))
    }

    private func feed(_ callback: AutoDismissTimer.Callback) {
      for command in timer.handle(callback, at: CACurrentMediaTime()) {
        switch command {
        case .schedule(let seconds, let generation):
          pending?.cancel()
          let work = DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated { self?.feed(.timerFired(generation: generation)) }
          }
          pending = work
          DispatchQueue.main.asyncAfter(deadline: .now() + seconds, execute: work)
        case .cancel:
          pending?.cancel()
          pending = nil
        case .dismiss:
          pending = nil
          if !onTimeout() { feed(.timeoutRefused) }
        }
      }
    }

    private func observe(_ view: UIView?) {
      stopObserving()
      guard let view else { return }
      content = view
      let observer = TouchObserver { [weak self] touching in
        self?.feed(touching ? .touchBegan : .touchEnded)
      }
      view.addGestureRecognizer(observer)
      touchObserver = observer
      focusObserver = ObserverToken(
        NotificationCenter.default.addObserver(
          forName: UIAccessibility.elementFocusedNotification, object: nil, queue: .main
        ) { [weak self] _ in
          // The element is read here, on the main actor, rather than from the notification.
          MainActor.assumeIsolated {
            self?.voiceOverFocused(UIAccessibility.focusedElement(using: .notificationVoiceOver))
          }
        })
      voiceOverStatusObserver = ObserverToken(
        NotificationCenter.default.addObserver(
          forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil, queue: .main
        ) { [weak self] _ in
          MainActor.assumeIsolated { self?.voiceOverStatusChanged() }
        })
    }

    /// VoiceOver was turned off: its focus and its speech no longer hold the clock (no
    /// focus notification comes for focus that simply goes away).
    private func voiceOverStatusChanged() {
      guard !UIAccessibility.isVoiceOverRunning else { return }
      endAnnouncement(feeding: true)
      guard isFocusInside else { return }
      isFocusInside = false
      feed(.voiceOverFocusOut)
    }

    private func voiceOverFocused(_ element: Any?) {
      guard let content else { return }
      let inside = AccessibilityFocus.isInside(content, element: element)
      guard inside != isFocusInside else { return }
      isFocusInside = inside
      feed(inside ? .voiceOverFocusIn : .voiceOverFocusOut)
    }

    private func stopObserving() {
      if let touchObserver { touchObserver.view?.removeGestureRecognizer(touchObserver) }
      touchObserver = nil
      focusObserver = nil
      voiceOverStatusObserver = nil
      isFocusInside = false
    }

  }

  /// A notification observer, removed when the token goes (with its clock, whatever the
  /// actor: `NotificationCenter` may be called from any thread).
  private final class ObserverToken: @unchecked Sendable {
    private let observer: NSObjectProtocol

    init(_ observer: NSObjectProtocol) {
      self.observer = observer
    }

    deinit {
      NotificationCenter.default.removeObserver(observer)
    }
  }

  /// Sees fingers come down on its view and lift, and never recognizes: it cancels and delays
  /// no touch, so buttons, scroll views and Veil's drag work as without it.
  @MainActor
  private final class TouchObserver: UIGestureRecognizer {
    private let onChange: (Bool) -> Void
    private var touching = 0

    init(onChange: @escaping (Bool) -> Void) {
      self.onChange = onChange
      super.init(target: nil, action: nil)
      cancelsTouchesInView = false
      delaysTouchesBegan = false
      delaysTouchesEnded = false
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
      false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      if touching == 0 { onChange(true) }
      touching += touches.count
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      lift(touches.count)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      lift(touches.count)
    }

    private func lift(_ count: Int) {
      touching = max(touching - count, 0)
      guard touching == 0 else { return }
      onChange(false)
      // Failing ends this touch sequence for the recognizer and resets it for the next.
      state = .failed
    }

    override func reset() {
      super.reset()
      if touching > 0 { onChange(false) }
      touching = 0
    }
  }
#endif
