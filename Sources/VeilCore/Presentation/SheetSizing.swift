/// How UIKit sizes a sheet where there is room for more than a full-width sheet (an iPad in a
/// regular-width, regular-height size class): as a page or as a form.
///
/// The two are SwiftUI's `presentationSizing(.page)` and `.form` (iOS 18), and UIKit's
/// `UIModalPresentationStyle.pageSheet` and `.formSheet` (with `prefersPageSizing` `true` and
/// `false` from iOS 17). Apple's documentation of the two styles says what each becomes:
///
/// - Regular width and regular height (an iPad, full screen or in a wide split): a page is
///   "roughly the size of a page, where the height is greater than the width", its size the
///   system's; a form is centred, smaller, and takes the controller's `preferredContentSize`
///   (``SheetStyle/preferredContentSize``).
/// - Compact width and regular height (an iPhone in portrait, a narrow iPad split): both are
///   the same full-width sheet standing on the bottom edge, with its detents.
/// - Compact height (an iPhone in landscape): both are full screen, unless the sheet prefers
///   to stay attached to the bottom edge
///   (``SheetStyle/prefersEdgeAttachedInCompactHeight``).
///
/// ```swift
/// .modal(isPresented: $editing, style: .sheet.sizing(.form)) { EditForm() }
/// ```
public struct SheetSizing: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case page
    case form
  }

  let kind: Kind

  /// The page sheet, UIKit's and SwiftUI's default.
  public static let page = SheetSizing(kind: .page)

  /// The form sheet: centred on an iPad with the preferred content size, or UIKit's own size
  /// for a form sheet when there is none.
  public static let form = SheetSizing(kind: .form)

  /// Whether this is the form sheet (``form``).
  public var isForm: Bool { kind == .form }
}
