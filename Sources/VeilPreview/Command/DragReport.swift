import VeilCore

/// What `veil drag` prints: the release decision on the first line (`dismiss EDGE`, `cancel`
/// or `detent NAME`), then where the modal goes and the velocity its animation starts with.
///
/// A sheet (a style with a ``SheetStyle``) is released with ``SheetDrag``: its
/// detents resolve in the container as ``ModalContainer/sheetDetentContext`` says (the CLI's
/// container has no safe area, so the tallest sheet is the container's height), the drag
/// starts at `--from` (else at the selected detent), and only the vertical components count. Any other style is released with its ``DragToDismiss``; one that zooms out of a thumbnail
/// (`lightbox.zoom`) prints the frame it flies into instead of a target offset. Numbers are in points and
/// points per second, with at most 4 decimals.
///
/// ```swift
/// let request = DragRequest(
///   styleName: "lightbox", translation: Vector(x: 0, y: 160), velocity: Vector(x: 0, y: 10))
/// let report = try DragReport(request, style: VeilCommand.builtIn(named: "lightbox"))
/// print(report.text)  // dismiss bottom, then the target and the velocity
/// ```
struct DragReport: Sendable {
  /// The lines, each ended by a newline.
  let text: String

  /// Releases the drag of `request` on `builtIn`.
  ///
  /// - Parameters:
  ///   - request: The drag.
  ///   - builtIn: The style it drags.
  /// - Throws: ``CommandError`` when the style has no drag gesture, when `--from` is given for
  ///   a style that is not a sheet, or when it names no detent of the sheet.
  init(_ request: DragRequest, style builtIn: ModalStyle.BuiltIn) throws(CommandError) {
    let style = builtIn.style
    if let sheet = style.sheetStyle {
      text = try Self.releaseSheet(sheet, request, name: builtIn.name)
      return
    }
    if request.startingDetent != nil {
      throw CommandError("--from names a sheet's detent, and '\(builtIn.name)' is not a sheet")
    }
    guard let drag = style.dragToDismiss else { throw Self.noGesture(builtIn.name) }
    let release = drag.release(
      translation: request.translation, velocity: request.velocity, in: request.container)
    let decision: String
    switch release {
    case .dismiss(let edge, _): decision = "dismiss \(edge.rawValue)"
    case .cancel: decision = "cancel"
    }
    if let zoom = Self.releaseZoom(release, decision: decision, style: style, request) {
      text = zoom
      return
    }
    let motion = release.motion
    text = """
      \(decision)
      target \(Self.vector(motion.to)) pt, from \(Self.vector(motion.from)) pt
      velocity \(Self.vector(motion.velocity)) pt/s, relative \(Self.vector(motion.relativeVelocity)) /s

      """
  }

  /// Whether `style` can be dragged: it has drag to dismiss, or it is a sheet.
  static func hasGesture(_ style: ModalStyle) -> Bool {
    style.dragToDismiss != nil || style.sheetStyle != nil
  }

  /// The error for a style with no drag gesture: neither drag to dismiss nor a sheet.
  static func noGesture(_ name: String) -> CommandError {
    let draggable = ModalStyle.builtIns.filter { hasGesture($0.style) }.map(\.name)
    return CommandError(
      "'\(name)' has no drag gesture; styles with one: " + draggable.joined(separator: ", "))
  }

  /// A zoom style's release flies into its source (a dismissal) or back to rest (a cancel)
  /// rather than off an edge: the frame it lands in, where it starts (the finger's offset and
  /// the scale the drag shrank it to), and the progress velocity its animation starts with.
  private static func releaseZoom(
    _ release: DragToDismiss.Release, decision: String, style: ModalStyle, _ request: DragRequest
  ) -> String? {
    let sampler = FrameSampler(style: style, container: ModalContainer(size: request.container))
    guard let flight = sampler.zoomRelease(continuing: release) else { return nil }
    let end = flight.end.frame
    let scale = sampler.zoomTransition?.dragScale(translation: release.motion.from) ?? 1
    return """
      \(decision)
      into \(display(end.x)),\(display(end.y)),\(display(end.width)),\(display(end.height)) pt, \
      from \(vector(release.motion.from)) pt at scale \(display(scale))
      velocity \(vector(release.motion.velocity)) pt/s, relative \(display(flight.initialProgressVelocity)) /s

      """
  }

  private static func releaseSheet(
    _ sheet: SheetStyle, _ request: DragRequest, name: String
  ) throws(CommandError) -> String {
    let context = ModalContainer(size: request.container).sheetDetentContext
    var startHeight: Double?
    if let wanted = request.startingDetent {
      let detents = sheet.resolvedDetents(in: context)
      guard let start = detents.first(where: { detentName(of: $0.identifier) == wanted }) else {
        throw CommandError(
          "'\(name)' has no detent '\(wanted)'; its detents: "
            + ArgumentValue.list(detents.map { detentName(of: $0.identifier) }))
      }
      startHeight = start.height
    }
    let drag = SheetDrag(sheet, context: context, startHeight: startHeight)
    let release = drag.release(translation: request.translation.y, velocity: request.velocity.y)
    let decision =
      release.detent.map { "detent \(detentName(of: $0.identifier))" }
      ?? "dismiss bottom"
    return """
      \(decision)
      target height \(display(release.to)) pt, from \(display(release.from)) pt
      velocity \(display(release.velocity)) pt/s, relative \(display(release.relativeVelocity)) /s

      """
  }

  /// A detent's name as `--from` takes it and `detent NAME` prints it: `medium`, `large`, or a
  /// custom detent's identifier.
  static func detentName(of identifier: SheetDetent.Identifier) -> String {
    switch identifier {
    case .medium: "medium"
    case .large: "large"
    default: identifier.rawValue
    }
  }

  private static func vector(_ vector: Vector) -> String {
    display(vector.x) + "," + display(vector.y)
  }

  private static func display(_ value: Double) -> String {
    ArgumentValue.display(value)
  }
}
