/// How UIKit sizes a sheet where there is room for more than a full-width sheet (an iPad in a
/// regular-width, regular-height size class): as a page, as a form, or fitted to its content.
///
/// The three are SwiftUI's `presentationSizing(.page)`, `.form` and `.fitted` (iOS 18), made
/// of UIKit's `UIModalPresentationStyle.pageSheet` and `.formSheet` (with `prefersPageSizing`
/// `true` and `false` from iOS 17); a fitted sheet is a form sheet whose preferred content
/// size is its content's ideal size. Apple's documentation of the two styles says what each
/// becomes:
///
/// - Regular width and regular height (an iPad, full screen or in a wide split): a page is
///   "roughly the size of a page, where the height is greater than the width", its size the
///   system's; a form is centred, smaller, and takes the controller's `preferredContentSize`
///   (``SheetStyle/preferredContentSize``); a fitted sheet is centred at its content's ideal
///   size, which a SwiftUI sheet publishes from iOS 16 (`UIHostingController.sizingOptions`;
///   on iOS 15 it is the form's size) and a UIKit controller as its own
///   `preferredContentSize`.
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
    case fitted
  }

  let kind: Kind

  /// The page sheet, UIKit's and SwiftUI's default.
  public static let page = SheetSizing(kind: .page)

  /// The form sheet: centred on an iPad with the preferred content size, or UIKit's own size
  /// for a form sheet when there is none.
  public static let form = SheetSizing(kind: .form)

  /// The sheet fitted to its content: a form sheet at the content's ideal size, as SwiftUI's
  /// `presentationSizing(.fitted)`. A ``SheetStyle/preferredContentSize`` given as well wins
  /// over the content's.
  public static let fitted = SheetSizing(kind: .fitted)

  /// Whether this is ``form``, the form sheet at a size of its own (the style's preferred
  /// content size, or UIKit's default form size).
  ///
  /// `false` for ``fitted``, although UIKit presents that as a form sheet too: a fitted sheet
  /// takes its content's size, which is what sets the two apart. Compare with `==` to tell
  /// ``page``, ``form`` and ``fitted`` apart.
  ///
  /// ```swift
  /// SheetSizing.form.isForm    // true
  /// SheetSizing.fitted.isForm  // false: a form sheet at its content's size
  /// ```
  public var isForm: Bool { kind == .form }

  /// Whether UIKit presents it as a form sheet (``form`` and ``fitted``).
  package var isFormSheet: Bool { kind != .page }
}
