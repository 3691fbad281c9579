import Foundation
import VeilCore

extension VeilCommand {
  /// Runs the command: renders in memory and returns what to print and write.
  ///
  /// ```swift
  /// let output = try VeilCommand.parse(["styles"]).run()
  /// ```
  ///
  /// - Returns: The output, for the caller to print and write.
  /// - Throws: ``CommandError`` for a style or detent that does not exist, or a gesture the
  ///   style does not have.
  public func run() throws(CommandError) -> CommandOutput {
    switch self {
    case .help(let subcommand):
      return CommandOutput(standardOutput: Array(HelpText.help(for: subcommand).utf8))
    case .version:
      return CommandOutput(standardOutput: Array("veil \(Self.versionNumber)\n".utf8))
    case .styles:
      return CommandOutput(standardOutput: Array(Self.styleList().utf8))
    case .preview(let request):
      // A built-in name, or one with changes as `veil compare` takes it.
      let spec = try StyleSpec(request.styleName)
      if request.settings.zoomSource != nil, !spec.style.isZoom {
        throw CommandError(
          "--source is for a style that zooms from a thumbnail, such as lightbox.zoom; "
            + "'\(request.styleName)' does not")
      }
      try Self.checkDrag(request.settings, of: spec)
      if request.settings.stack > 1, spec.style.placement.toastStackEdge == nil {
        throw CommandError(
          "--stack is for a toast or a banner at the top or bottom edge; "
            + "'\(request.styleName)' is not placed at an edge")
      }
      var settings = request.settings
      settings.content = try Self.content(at: request.contentPath)
      let contents = StylePreview(name: spec.text, style: spec.style, settings: settings)
        .render(request.format)
      guard let path = request.output else { return CommandOutput(standardOutput: contents) }
      return CommandOutput(files: [PreviewFile(path: path, contents: contents)])
    case .gallery(let request):
      var settings = request.settings
      settings.content = try Self.content(at: request.contentPath)
      let gallery = Gallery(settings: settings)
      let files = gallery.files(in: request.directory)
      let summary =
        "wrote \(files.count) files for \(gallery.styles.count) styles and "
        + "\(Gallery.dragCards.count) drags to \(request.directory)\n"
      return CommandOutput(
        standardOutput: Array(summary.utf8), directory: request.directory, files: files)
    case .compare(let request):
      var settings = request.settings
      settings.content = try Self.content(at: request.contentPath)
      let previews = try [request.first, request.second].map { (text) throws(CommandError) in
        let spec = try StyleSpec(text)
        try Self.checkDrag(settings, of: spec)
        return StylePreview(name: spec.text, style: spec.style, settings: settings)
      }
      let contents = ComparePreview(previews: previews).render(request.format)
      guard let path = request.output else { return CommandOutput(standardOutput: contents) }
      return CommandOutput(files: [PreviewFile(path: path, contents: contents)])
    case .drag(let request):
      let style = try Self.builtIn(named: request.styleName)
      return CommandOutput(standardOutput: Array(try DragReport(request, style: style).text.utf8))
    case .completionScript(let shell):
      return CommandOutput(standardOutput: Array(CompletionScript.script(for: shell).utf8))
    }
  }

  /// Throws when `settings` asks for a drag and `spec` has no gesture to drag: DragMotion
  /// would have no track to draw.
  private static func checkDrag(
    _ settings: PreviewSettings, of spec: StyleSpec
  ) throws(CommandError) {
    if settings.drag != nil, !DragReport.hasGesture(spec.style) {
      throw DragReport.noGesture(spec.builtIn.name)
    }
  }

  /// The picture of `--content PATH`, or nil without one.
  ///
  /// - Throws: ``CommandError`` (a usage mistake) when the file cannot be read or is neither
  ///   an SVG nor a PNG.
  static func content(at path: String?) throws(CommandError) -> PreviewContent? {
    guard let path else { return nil }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path)
    else {
      throw CommandError("--content cannot read '\(path)': no such file, or not a file")
    }
    guard let content = PreviewContent(bytes: Array(data)) else {
      throw CommandError("--content expects an SVG or PNG file, and '\(path)' is neither")
    }
    return content
  }

  /// The built-in style called `name`.
  ///
  /// - Parameter name: The name as typed.
  /// - Returns: The built-in style.
  /// - Throws: ``CommandError`` naming the closest style when there is none called `name`.
  static func builtIn(named name: String) throws(CommandError) -> ModalStyle.BuiltIn {
    if let builtIn = ModalStyle.builtIns.first(where: { $0.name == name }) { return builtIn }
    let names = ModalStyle.builtIns.map(\.name)
    let hint = Suggestion.closest(to: name, among: names).map { "did you mean '\($0)'? " } ?? ""
    throw CommandError("unknown style '\(name)'; \(hint)see 'veil styles' for the list")
  }

  /// One line per built-in style: its name in a column, then what it is.
  static func styleList() -> String {
    let width = (ModalStyle.builtIns.map(\.name.count).max() ?? 0) + 2
    return ModalStyle.builtIns.map { builtIn in
      builtIn.name + String(repeating: " ", count: width - builtIn.name.count) + builtIn.summary
    }.joined(separator: "\n") + "\n"
  }
}
