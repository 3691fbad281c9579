/// What each subcommand makes of its sorted arguments: the values interpreted, the arguments
/// that do not go together refused, and the command to run.
extension ScannedArguments {
  /// The settings of `--fps`, `--size`, `--phase`, `--reduce-motion`, `--source`,
  /// `--keyboard` and `--layout-direction`.
  func previewSettings() throws(CommandError) -> PreviewSettings {
    var settings = PreviewSettings()
    if let fps = values["--fps"] {
      settings.framesPerSecond = try ArgumentValue.positiveNumber(
        fps, option: "--fps", maximum: PreviewSettings.maximumFramesPerSecond)
    }
    if let size = values["--size"] {
      settings.container = try ArgumentValue.size(size, option: "--size")
    }
    if let phase = values["--phase"] {
      settings.phases = try ArgumentValue.choice(
        phase, option: "--phase",
        among: ["present": .present, "dismiss": .dismiss, "both": .both])
    }
    settings.reduceMotion = flags.contains("--reduce-motion")
    if let source = values["--source"] {
      settings.zoomSource = try ArgumentValue.rect(source, option: "--source")
    }
    if let keyboard = values["--keyboard"] {
      settings.keyboardHeight = try ArgumentValue.positiveNumber(
        keyboard, option: "--keyboard", maximum: ArgumentValue.largestSide)
    }
    if let direction = values["--layout-direction"] {
      settings.isRightToLeft = try ArgumentValue.choice(
        direction, option: "--layout-direction", among: ["ltr": false, "rtl": true])
    }
    return settings
  }

  /// `veil preview`'s arguments: one style, or `--all`.
  func previewCommand() throws(CommandError) -> VeilCommand {
    let invocation = VeilSubcommand.preview.invocation
    guard positionals.count <= 1 else {
      throw CommandError.unexpected(positionals.dropFirst(), command: invocation)
    }
    let styleName = positionals.first
    var settings = try previewSettings()
    settings.drag = try previewDrag()
    let drag = settings.drag
    if let stack = values["--stack"] {
      settings.stack = try previewStack(stack, format: values["--format"], drag: drag)
    }
    // Every value given is checked before anything missing is reported, so that a bad value is
    // reported as itself.
    var format = PreviewFormat.filmstrip
    if let formatName = values["--format"] {
      format = try ArgumentValue.choice(
        formatName, option: "--format",
        among: [
          "filmstrip": .filmstrip, "animated": .animated, "curves": .curves, "csv": .csv,
          "json": .json,
        ])
    }
    if flags.contains("--all") {
      if let styleName {
        throw CommandError("give a style or --all, not both (got '\(styleName)' and --all)")
      }
      if values["--format"] != nil {
        throw CommandError("--all writes every format; leave out --format")
      }
      if drag != nil {
        throw CommandError("--all shows its own drags; give --drag with one style, not --all")
      }
      guard let directory = values["--out"] else {
        throw CommandError("--all needs --out PATH, the directory to write the gallery into")
      }
      var request = GalleryRequest(directory: directory, settings: settings)
      request.contentPath = values["--content"]
      return .gallery(request)
    }
    guard let styleName else {
      throw CommandError("preview needs a style name or --all; see 'veil styles'")
    }
    var request = PreviewRequest(
      styleName: styleName, format: format, settings: settings, output: values["--out"])
    request.contentPath = values["--content"]
    return .preview(request)
  }

  /// The count of `--stack COUNT`: a whole number of toasts in 1…`PreviewSettings.maximumStack`,
  /// drawn in a filmstrip of the phases.
  func previewStack(_ text: String, format: String?, drag: PreviewDrag?) throws(CommandError)
    -> Int
  {
    let maximum = PreviewSettings.maximumStack
    guard let count = Int(text), (1...maximum).contains(count) else {
      throw CommandError(
        "--stack expects a whole number of toasts from 1 to \(maximum), got '\(text)'")
    }
    if flags.contains("--all") {
      throw CommandError("--stack shows one toast style; give a style, not --all")
    }
    if drag != nil {
      throw CommandError("--stack shows the phases, not a drag; leave out --drag")
    }
    if let format, format != "filmstrip" {
      throw CommandError("--stack draws a filmstrip; leave out --format (got '\(format)')")
    }
    return count
  }

  /// The drag of `--drag DX,DY [--velocity VX,VY]`, or nil without `--drag`.
  func previewDrag() throws(CommandError) -> PreviewDrag? {
    let drag = try values["--drag"].map { (text) throws(CommandError) in
      try ArgumentValue.vector(text, option: "--drag", shape: "DX,DY in points, such as 0,160")
    }
    let velocity = try values["--velocity"].map { (text) throws(CommandError) in
      try ArgumentValue.vector(
        text, option: "--velocity", shape: "VX,VY in points per second, such as 0,900")
    }
    guard let drag else {
      if velocity != nil {
        throw CommandError("--velocity is the release of a drag; give --drag DX,DY with it")
      }
      return nil
    }
    if values["--phase"] != nil {
      throw CommandError("--drag shows a drag and its release, not a phase; leave out --phase")
    }
    return PreviewDrag(translation: drag, velocity: velocity ?? .zero)
  }

  /// `veil compare`'s arguments: two styles.
  func compareCommand() throws(CommandError) -> VeilCommand {
    let invocation = VeilSubcommand.compare.invocation
    guard positionals.count <= 2 else {
      throw CommandError.unexpected(positionals.dropFirst(2), command: invocation)
    }
    var settings = try previewSettings()
    settings.drag = try previewDrag()
    var format = PreviewFormat.animated
    if let formatName = values["--format"] {
      format = try ArgumentValue.choice(
        formatName, option: "--format",
        among: ["animated": .animated, "curves": .curves, "filmstrip": .filmstrip])
    }
    let specs = try positionals.map { (text) throws(CommandError) in try StyleSpec(text) }
    guard specs.count == 2 else {
      throw CommandError(
        "compare needs two styles, such as veil compare cover 'cover --animation spring:0.5,0.8'")
    }
    var request = CompareRequest(
      first: specs[0].text, second: specs[1].text, format: format, settings: settings,
      output: values["--out"])
    request.contentPath = values["--content"]
    return .compare(request)
  }

  /// `veil drag`'s arguments: a style, and the drag to release.
  func dragCommand() throws(CommandError) -> VeilCommand {
    let invocation = VeilSubcommand.drag.invocation
    guard positionals.count <= 1 else {
      throw CommandError.unexpected(positionals.dropFirst(), command: invocation)
    }
    // Every value given is checked before anything missing is reported, so that a bad
    // --translation is reported as itself, not as a missing --velocity.
    let translation = try values["--translation"].map { (text) throws(CommandError) in
      try ArgumentValue.vector(
        text, option: "--translation", shape: "DX,DY in points, such as 0,160")
    }
    let velocity = try values["--velocity"].map { (text) throws(CommandError) in
      try ArgumentValue.vector(
        text, option: "--velocity", shape: "VX,VY in points per second, such as 0,800")
    }
    var container = PreviewSettings.defaultContainer
    if let size = values["--size"] {
      container = try ArgumentValue.size(size, option: "--size")
    }
    guard let styleName = positionals.first else {
      throw CommandError("drag needs a style name; see 'veil styles'")
    }
    guard let translation else {
      throw CommandError("drag needs --translation DX,DY, such as --translation 0,160")
    }
    guard let velocity else {
      throw CommandError("drag needs --velocity VX,VY, such as --velocity 0,800")
    }
    return .drag(
      DragRequest(
        styleName: styleName, translation: translation, velocity: velocity,
        container: container, startingDetent: values["--from"]))
  }
}
