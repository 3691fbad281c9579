import Foundation
import VeilCore

/// A style as `veil compare` takes it: a built-in style's name, alone or with changed
/// animations, written as options after the name or as a small JSON object.
///
/// ```text
/// cover
/// 'cover --animation spring:0.5,0.8'
/// 'lightbox --presentation ease-out:0.3 --dismissal spring:0.4,1'
/// '{"style": "cover", "animation": "bezier:0.2,0,0,1,0.35"}'
/// ```
///
/// An animation is `spring:RESPONSE,DAMPING` (seconds, damping ratio), `linear:SECONDS`,
/// `ease-in:SECONDS`, `ease-out:SECONDS`, `ease-in-out:SECONDS` or
/// `bezier:X1,Y1,X2,Y2,SECONDS` (Core Animation's control points). `--animation` (JSON
/// `animation`) sets both phases; `--presentation` and `--dismissal` set one. A sheet also
/// takes `--detents medium,large` (JSON `detents`): its detents, smallest first, each
/// `medium`, `large` or a height in points; the drag starts from the first. And
/// `--sizing form,500x400` (JSON `sizing`): comma-separated, `page`, `form` or `fitted`, a preferred
/// content size `WxH` in points, `edge-attached` and `width-follows` (see
/// ``/VeilCore/SheetSizing``); with `--size`, `veil preview` draws a form centred at an iPad's
/// size and an edge-attached sheet on a phone in landscape. And `--surface SURFACE` (JSON
/// `surface`): `system`, `clear`, `color:#RRGGBB` or `#RRGGBBAA`, or `material:STYLE` with a
/// blur style's name (``/VeilCore/SheetSurface``).
struct StyleSpec: Sendable {
  /// The text as typed, the preview's name in the renderings.
  var text: String
  /// The built-in style it starts from.
  var builtIn: ModalStyle.BuiltIn
  /// The style with its changes.
  var style: ModalStyle

  /// What a style may change, as JSON keys and, with `--` before them, as options.
  static let changeKeys = [
    "animation", "presentation", "dismissal", "detents", "sizing", "surface",
  ]
  /// The keys that change a sheet rather than an animation.
  static let sheetKeys: Set = ["detents", "sizing", "surface"]

  /// The longest duration or response an animation may have, in seconds.
  static let longestDuration = 10.0

  /// Parses `text`.
  ///
  /// - Parameter text: The style as typed.
  /// - Throws: ``CommandError`` naming what is wrong: an unknown style or option, a malformed
  ///   animation, or JSON that is not an object of strings.
  init(_ text: String) throws(CommandError) {
    self.text = text
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let (name, changes) =
      try trimmed.hasPrefix("{")
      ? Self.jsonChanges(trimmed, text: text) : Self.wordChanges(trimmed, text: text)
    builtIn = try VeilCommand.builtIn(named: name)
    var base = builtIn.style
    var insertion = base.animation(for: .presenting)
    var removal = base.animation(for: .dismissing)
    for change in changes where change.key == "detents" {
      guard let sheet = base.sheetStyle else {
        throw CommandError("--detents is for sheets, and '\(name)' is not a sheet")
      }
      let detents = try Self.detents(change.value)
      base = ModalStyle(
        sheet: sheet.detents(detents).selectedDetent(detents[0].identifier))
      insertion = base.animation(for: .presenting)
      removal = base.animation(for: .dismissing)
    }
    for change in changes where change.key == "sizing" {
      guard let sheet = base.sheetStyle else {
        throw CommandError("--sizing is for sheets, and '\(name)' is not a sheet")
      }
      base = ModalStyle(sheet: try Self.sizing(change.value, of: sheet))
      insertion = base.animation(for: .presenting)
      removal = base.animation(for: .dismissing)
    }
    for change in changes where change.key == "surface" {
      guard let sheet = base.sheetStyle else {
        throw CommandError("--surface is for sheets, and '\(name)' is not a sheet")
      }
      base = ModalStyle(sheet: sheet.surface(try Self.surface(change.value)))
      insertion = base.animation(for: .presenting)
      removal = base.animation(for: .dismissing)
    }
    for change in changes where !Self.sheetKeys.contains(change.key) {
      let animation = try Self.animation(change.value)
      if change.key != "dismissal" { insertion = animation }
      if change.key != "presentation" { removal = animation }
    }
    style = base.animation(insertion: insertion, removal: removal)
  }

  /// A style's name and changes, in the order given.
  private typealias Changes = (name: String, changes: [(key: String, value: String)])

  /// The name and changes of a JSON style: `{"style": "cover", "animation": "…"}`.
  private static func jsonChanges(_ trimmed: String, text: String) throws(CommandError)
    -> Changes
  {
    var changes: [(key: String, value: String)] = []
    guard
      let object = try? JSONSerialization.jsonObject(with: Data(trimmed.utf8))
        as? [String: Any],
      let style = object["style"] as? String
    else {
      throw CommandError(
        "a JSON style is an object with \"style\" and optional \"animation\", "
          + "\"presentation\", \"dismissal\", \"detents\", \"sizing\" or \"surface\" strings, "
          + "got '\(text)'")
    }
    for key in Self.changeKeys {
      guard let value = object[key] else { continue }
      guard let spec = value as? String else {
        throw CommandError("\"\(key)\" in a JSON style is a string such as \"spring:0.5,0.8\"")
      }
      changes.append((key, spec))
    }
    if let unknown = object.keys.sorted().first(where: {
      $0 != "style" && !Self.changeKeys.contains($0)
    }) {
      throw CommandError(
        "unknown key \"\(unknown)\" in a JSON style; expected style, animation, "
          + "presentation, dismissal, detents, sizing or surface")
    }
    return (style, changes)
  }

  /// The name and changes of a style as words: `cover --animation …`.
  private static func wordChanges(_ trimmed: String, text: String) throws(CommandError)
    -> Changes
  {
    var changes: [(key: String, value: String)] = []
    let words = trimmed.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    guard let first = words.first else {
      throw CommandError("a style is empty; see 'veil styles'")
    }
    var index = 1
    while index < words.count {
      let option = words[index]
      guard option.hasPrefix("--"), Self.changeKeys.contains(String(option.dropFirst(2))) else {
        throw CommandError(
          "unknown option '\(option)' in style '\(text)'; expected --animation, "
            + "--presentation, --dismissal, --detents, --sizing or --surface")
      }
      guard index + 1 < words.count else {
        throw CommandError("\(option) in style '\(text)' needs a value, such as spring:0.5,0.8")
      }
      changes.append((String(option.dropFirst(2)), words[index + 1]))
      index += 2
    }
    return (first, changes)
  }

  /// `sheet` with the sizing `text` lists, comma-separated: `page`, `form` or `fitted`, a preferred
  /// content size `WxH`, `edge-attached` and `width-follows`.
  ///
  /// - Throws: ``CommandError`` for an entry that is none of them.
  static func sizing(_ text: String, of sheet: SheetStyle) throws(CommandError) -> SheetStyle {
    var sized = sheet
    var attached = sheet.prefersEdgeAttachedInCompactHeight
    var follows = sheet.widthFollowsPreferredContentSizeWhenEdgeAttached
    for entry in text.split(separator: ",").map(String.init) {
      let dimensions = entry.split(separator: "x", omittingEmptySubsequences: false)
        .map { Double($0) }
      switch entry {
      case "page": sized = sized.sizing(.page)
      case "form": sized = sized.sizing(.form)
      case "fitted": sized = sized.sizing(.fitted)
      case "edge-attached": attached = true
      case "width-follows": follows = true
      case _ where dimensions.count == 2:
        guard let width = dimensions[0], let height = dimensions[1] else { fallthrough }
        sized = sized.preferredContentSize(width: width, height: height)
      default:
        throw CommandError(
          "'\(entry)' in --sizing is none of page, form, fitted, WxH (a preferred size in points), "
            + "edge-attached or width-follows")
      }
    }
    return sized.edgeAttachedInCompactHeight(attached, widthFollowsPreferredContentSize: follows)
  }

  /// The surface `text` names: `system`, `clear`, `color:#RRGGBB` (or `#RRGGBBAA`) or
  /// `material:STYLE`.
  ///
  /// - Throws: ``CommandError`` for anything else.
  static func surface(_ text: String) throws(CommandError) -> SheetSurface {
    if text == "system" { return .system }
    if text == "clear" { return .clear }
    if text.hasPrefix("material:"),
      let style = Backdrop.BlurStyle(rawValue: String(text.dropFirst("material:".count)))
    {
      return .material(style)
    }
    let hex = text.hasPrefix("color:#") ? text.dropFirst("color:#".count) : ""
    if hex.count == 6 || hex.count == 8, let value = UInt64(hex, radix: 16) {
      let rgba = hex.count == 6 ? value << 8 | 0xFF : value
      let channel = { (shift: UInt64) in Double(rgba >> shift & 0xFF) / 255 }
      return .color(
        ModalColor(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0)))
    }
    throw CommandError(
      "'\(text)' is not a surface; expected system, clear, color:#RRGGBB, color:#RRGGBBAA or "
        + "material:STYLE (a blur style, such as material:systemThinMaterial)")
  }

  /// The detents `text` lists: `medium`, `large`, `content-height` (the stand-in content's height) or
  /// heights in points, comma-separated.
  ///
  /// - Throws: ``CommandError`` for an empty list or an entry that is none of them.
  static func detents(_ text: String) throws(CommandError) -> [SheetDetent] {
    var detents: [SheetDetent] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      switch part {
      case "medium": detents.append(.medium)
      case "large": detents.append(.large)
      case "content-height": detents.append(.contentHeight)
      default:
        guard let height = ArgumentValue.number(part), height > 0, height <= 100_000 else {
          throw CommandError(
            "--detents lists medium, large, content-height or heights in points, such as medium,large, "
              + "got '\(text)'")
        }
        detents.append(.height(height))
      }
    }
    return detents
  }

  /// The animation `text` describes.
  ///
  /// - Throws: ``CommandError`` listing the shapes when it is none of them.
  static func animation(_ text: String) throws(CommandError) -> ModalAnimation {
    let shapes =
      "spring:RESPONSE,DAMPING, linear:S, ease-in:S, ease-out:S, ease-in-out:S or "
      + "bezier:X1,Y1,X2,Y2,S"
    guard let colon = text.firstIndex(of: ":") else {
      throw CommandError("an animation is \(shapes), got '\(text)'")
    }
    let kind = text[..<colon]
    let numbers = text[text.index(after: colon)...]
      .split(separator: ",", omittingEmptySubsequences: false)
      .map { ArgumentValue.number($0) }
    guard numbers.allSatisfy({ $0 != nil }) else {
      throw CommandError("an animation's numbers must be numbers, got '\(text)'")
    }
    let values = numbers.compactMap { $0 }
    func seconds(_ value: Double) throws(CommandError) -> Double {
      guard value > 0, value <= longestDuration else {
        throw CommandError(
          "an animation's duration or response is more than 0 and at most "
            + "\(ArgumentValue.display(longestDuration)) s, got '\(text)'")
      }
      return value
    }
    switch (kind, values.count) {
    case ("spring", 2):
      guard values[1] > 0, values[1] <= 10 else {
        throw CommandError("a spring's damping ratio is more than 0 and at most 10, got '\(text)'")
      }
      return .spring(response: try seconds(values[0]), dampingRatio: values[1])
    case ("linear", 1): return .linear(duration: try seconds(values[0]))
    case ("ease-in", 1): return .easeIn(duration: try seconds(values[0]))
    case ("ease-out", 1): return .easeOut(duration: try seconds(values[0]))
    case ("ease-in-out", 1): return .easeInOut(duration: try seconds(values[0]))
    case ("bezier", 5):
      guard (0...1).contains(values[0]), (0...1).contains(values[2]) else {
        throw CommandError("a Bézier curve's X1 and X2 are in 0…1, got '\(text)'")
      }
      return .timingCurve(
        .bezier(x1: values[0], y1: values[1], x2: values[2], y2: values[3]),
        duration: try seconds(values[4]))
    default:
      throw CommandError("an animation is \(shapes), got '\(text)'")
    }
  }
}
