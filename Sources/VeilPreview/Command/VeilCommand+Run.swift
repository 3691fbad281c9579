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
      let style = try Self.builtIn(named: request.styleName)
      if request.settings.zoomSource != nil, !style.style.isZoom {
        throw CommandError(
          "--source is for a style that zooms from a thumbnail, such as lightbox.zoom; "
            + "'\(request.styleName)' does not")
      }
      let contents = StylePreview(style, settings: request.settings).render(request.format)
      guard let path = request.output else { return CommandOutput(standardOutput: contents) }
      return CommandOutput(files: [PreviewFile(path: path, contents: contents)])
    case .gallery(let request):
      let gallery = Gallery(settings: request.settings)
      let files = gallery.files(in: request.directory)
      let summary =
        "wrote \(files.count) files for \(gallery.styles.count) styles to \(request.directory)\n"
      return CommandOutput(
        standardOutput: Array(summary.utf8), directory: request.directory, files: files)
    case .drag(let request):
      let style = try Self.builtIn(named: request.styleName)
      return CommandOutput(standardOutput: Array(try DragReport(request, style: style).text.utf8))
    case .completionScript(let shell):
      return CommandOutput(standardOutput: Array(CompletionScript.script(for: shell).utf8))
    }
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
