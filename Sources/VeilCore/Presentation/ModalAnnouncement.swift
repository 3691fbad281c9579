/// What VoiceOver says when a modal that lets touches through (a toast) appears.
///
/// A pass-through modal is not modal to VoiceOver: focus stays where the user has it, in the
/// screen behind, and the modal is announced instead (UIKit's `.announcement` notification),
/// once per presentation. By default the announcement reads the content's accessibility labels
/// in VoiceOver's order (``contentLabels``); give your own words with ``text(_:)``, or none with
/// ``silent``. A modal that blocks the screen behind is not announced: VoiceOver moves into it
/// and reads it as a new screen.
///
/// ```swift
/// let saved = ModalStyle.toast.announcement(.text("Draft saved"))
/// let quiet = ModalStyle.toast.announcement(.silent)
/// ```
public struct ModalAnnouncement: Hashable, Sendable {
  enum Storage: Hashable, Sendable {
    case contentLabels
    case text(String)
    case silent
  }

  let storage: Storage

  /// The content's accessibility labels, in VoiceOver's reading order, joined with commas: a
  /// toast showing an image labelled "Done" above the text "Saved" says "Done, Saved". Nothing
  /// is said when the content has no label.
  public static let contentLabels = ModalAnnouncement(storage: .contentLabels)

  /// Your own words. An empty or all-blank text says nothing.
  ///
  /// - Parameter text: What VoiceOver says, localized by the app.
  /// - Returns: The announcement.
  public static func text(_ text: String) -> ModalAnnouncement {
    ModalAnnouncement(storage: .text(text))
  }

  /// Nothing is said: for a modal the app announces itself, or one that only echoes what the
  /// screen behind has just said.
  public static let silent = ModalAnnouncement(storage: .silent)

  /// The words to say for content whose labels are `labels`, in reading order: the app's text,
  /// the labels joined with ", " (blank ones left out), or `nil` when there is nothing to say.
  ///
  /// - Parameter labels: The content's accessibility labels, read only for ``contentLabels``.
  /// - Returns: The text, trimmed of surrounding white space, or `nil`.
  public func text(contentLabels labels: () -> [String]) -> String? {
    let text: String
    switch storage {
    case .silent: return nil
    case .text(let own): text = own
    case .contentLabels:
      text = labels().map(Self.trimmed).filter { !$0.isEmpty }.joined(separator: ", ")
    }
    let said = Self.trimmed(text)
    return said.isEmpty ? nil : said
  }

  private static func trimmed(_ text: String) -> String {
    String(
      text.drop(while: \.isWhitespaceOrNewline).reversed().drop(while: \.isWhitespaceOrNewline)
        .reversed())
  }
}

extension Character {
  fileprivate var isWhitespaceOrNewline: Bool { isWhitespace || isNewline }
}

extension ModalStyle {
  /// This style announced to VoiceOver with `announcement` when it appears, if it lets
  /// touches through (see ``ModalAnnouncement``); ``ModalAnnouncement/contentLabels`` by
  /// default.
  ///
  /// ```swift
  /// .modal(isPresented: $saved, style: .toast.announcement(.text("Draft saved"))) {
  ///   SavedBanner()
  /// }
  /// ```
  ///
  /// - Parameter announcement: What VoiceOver says.
  /// - Returns: A copy with the announcement replaced.
  public func announcement(_ announcement: ModalAnnouncement) -> ModalStyle {
    setting(\.announcement, to: announcement)
  }
}
