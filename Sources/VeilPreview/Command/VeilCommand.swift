import VeilCore

/// What the `veil` command was asked to do, parsed from its arguments.
///
/// Parsing never touches a file and never prints: it gives a value to run, or a
/// ``CommandError`` whose one line says what is wrong.
///
/// ```swift
/// let command = try VeilCommand.parse(["preview", "cover", "--format", "csv"])
/// ```
public enum VeilCommand: Hashable, Sendable {
  /// Print the help of the command (nil) or of one subcommand.
  case help(VeilSubcommand?)
  /// Print the version.
  case version
  /// List the built-in styles.
  case styles
  /// Render one style in one format.
  case preview(PreviewRequest)
  /// Render every built-in style in every format, with a gallery page.
  case gallery(GalleryRequest)
  /// Tell what releasing a drag would do.
  case drag(DragRequest)
  /// Render two styles side by side on one clock.
  case compare(CompareRequest)
  /// Print a completion script for a shell, as swift-argument-parser's
  /// `--generate-completion-script` does, so that Swift users find the flag they know.
  case completionScript(Shell)

  /// The version `veil --version` prints.
  public static let versionNumber = "0.1.0"

  /// Parses the arguments that follow the command's name.
  ///
  /// `--help` (or `-h`) anywhere after a subcommand asks for that subcommand's help, whatever
  /// else is there; `--version` anywhere after a subcommand prints the version. `--` ends the
  /// options: what follows it is positional even when it starts with a dash.
  ///
  /// - Parameter arguments: The arguments, without the command's own name.
  /// - Returns: The command to run.
  /// - Throws: ``CommandError`` for an unknown subcommand, option or style, a missing or
  ///   malformed value, or arguments that do not go together.
  public static func parse(_ arguments: [String]) throws(CommandError) -> VeilCommand {
    guard let first = arguments.first else {
      throw CommandError(
        "missing subcommand: \(ArgumentValue.list(VeilSubcommand.allCases.map(\.rawValue))); "
          + "see 'veil --help'")
    }
    let rest = arguments.dropFirst()
    switch first {
    case "--help", "-h":
      return .help(nil)
    case "--version":
      guard rest.isEmpty else { throw unexpected(rest, command: "veil --version") }
      return .version
    case "help":
      guard let topic = rest.first else { return .help(nil) }
      guard rest.count == 1 else { throw unexpected(rest.dropFirst(), command: "veil help") }
      // `veil help help` is the command's own help, as swift-argument-parser answers it.
      if ["help", "--help", "-h"].contains(topic) { return .help(nil) }
      return .help(try subcommand(named: topic))
    default:
      break
    }
    if first == "--generate-completion-script" || first.hasPrefix("--generate-completion-script=") {
      return .completionScript(try shell(first, rest))
    }
    let subcommand = try subcommand(named: first)
    let options = rest.prefix { $0 != "--" }
    if options.contains(where: { $0 == "--help" || $0 == "-h" }) { return .help(subcommand) }
    if options.contains("--version") { return .version }
    let scanned = try ScannedArguments.scan(
      rest, options: subcommand.options, command: subcommand.invocation)
    switch subcommand {
    case .preview: return try parsePreview(scanned)
    case .styles:
      guard scanned.positionals.isEmpty else {
        throw unexpected(scanned.positionals[...], command: subcommand.invocation)
      }
      return .styles
    case .drag: return try parseDrag(scanned)
    case .compare: return try parseCompare(scanned)
    }
  }

  private static func subcommand(named name: String) throws(CommandError) -> VeilSubcommand {
    if let subcommand = VeilSubcommand(rawValue: name) { return subcommand }
    let names = VeilSubcommand.allCases.map(\.rawValue)
    if name.hasPrefix("-") {
      throw CommandError("unknown option '\(name)'; see 'veil --help'")
    }
    let suggestion = Suggestion.closest(to: name, among: names).map { "did you mean '\($0)'? " }
    throw CommandError(
      "unknown subcommand '\(name)'; \(suggestion ?? "")expected \(ArgumentValue.list(names))")
  }

  private static func shell(_ first: String, _ rest: ArraySlice<String>) throws(CommandError)
    -> Shell
  {
    let option = "--generate-completion-script"
    var rest = rest
    let name: String
    if first.hasPrefix(option + "=") {
      name = String(first.dropFirst(option.count + 1))
    } else {
      guard let next = rest.first, !next.isEmpty else {
        throw CommandError("\(option) needs a value, such as \(option) bash")
      }
      name = next
      rest = rest.dropFirst()
    }
    guard rest.isEmpty else { throw unexpected(rest, command: "veil \(option)") }
    return try ArgumentValue.choice(
      name, option: option, among: ["bash": .bash, "zsh": .zsh, "fish": .fish])
  }

  private static func unexpected(_ arguments: ArraySlice<String>, command: String)
    -> CommandError
  {
    CommandError("unexpected argument '\(arguments.first ?? "")' for '\(command)'")
  }

  private static func parseSettings(_ scanned: ScannedArguments) throws(CommandError)
    -> PreviewSettings
  {
    var settings = PreviewSettings()
    if let fps = scanned.values["--fps"] {
      settings.framesPerSecond = try ArgumentValue.positiveNumber(
        fps, option: "--fps", maximum: PreviewSettings.maximumFramesPerSecond)
    }
    if let size = scanned.values["--size"] {
      settings.container = try ArgumentValue.size(size, option: "--size")
    }
    if let phase = scanned.values["--phase"] {
      settings.phases = try ArgumentValue.choice(
        phase, option: "--phase",
        among: ["present": .present, "dismiss": .dismiss, "both": .both])
    }
    settings.reduceMotion = scanned.flags.contains("--reduce-motion")
    if let source = scanned.values["--source"] {
      settings.zoomSource = try ArgumentValue.rect(source, option: "--source")
    }
    return settings
  }

  private static func parsePreview(_ scanned: ScannedArguments) throws(CommandError)
    -> VeilCommand
  {
    let invocation = VeilSubcommand.preview.invocation
    guard scanned.positionals.count <= 1 else {
      throw unexpected(scanned.positionals.dropFirst(), command: invocation)
    }
    let styleName = scanned.positionals.first
    var settings = try parseSettings(scanned)
    settings.drag = try parseDrag(options: scanned)
    let drag = settings.drag
    // Every value given is checked before anything missing is reported, so that a bad value is
    // reported as itself.
    var format = PreviewFormat.filmstrip
    if let formatName = scanned.values["--format"] {
      format = try ArgumentValue.choice(
        formatName, option: "--format",
        among: [
          "filmstrip": .filmstrip, "animated": .animated, "curves": .curves, "csv": .csv,
          "json": .json,
        ])
    }
    if scanned.flags.contains("--all") {
      if let styleName {
        throw CommandError("give a style or --all, not both (got '\(styleName)' and --all)")
      }
      if scanned.values["--format"] != nil {
        throw CommandError("--all writes every format; leave out --format")
      }
      if drag != nil {
        throw CommandError("--all shows its own drags; give --drag with one style, not --all")
      }
      guard let directory = scanned.values["--out"] else {
        throw CommandError("--all needs --out PATH, the directory to write the gallery into")
      }
      var request = GalleryRequest(directory: directory, settings: settings)
      request.contentPath = scanned.values["--content"]
      return .gallery(request)
    }
    guard let styleName else {
      throw CommandError("preview needs a style name or --all; see 'veil styles'")
    }
    var request = PreviewRequest(
      styleName: styleName, format: format, settings: settings, output: scanned.values["--out"])
    request.contentPath = scanned.values["--content"]
    return .preview(request)
  }

  /// The drag of `--drag DX,DY [--velocity VX,VY]`, or nil without `--drag`.
  private static func parseDrag(options scanned: ScannedArguments) throws(CommandError)
    -> PreviewDrag?
  {
    let drag = try scanned.values["--drag"].map { (text) throws(CommandError) in
      try ArgumentValue.vector(text, option: "--drag", shape: "DX,DY in points, such as 0,160")
    }
    let velocity = try scanned.values["--velocity"].map { (text) throws(CommandError) in
      try ArgumentValue.vector(
        text, option: "--velocity", shape: "VX,VY in points per second, such as 0,900")
    }
    guard let drag else {
      if velocity != nil {
        throw CommandError("--velocity is the release of a drag; give --drag DX,DY with it")
      }
      return nil
    }
    if scanned.values["--phase"] != nil {
      throw CommandError("--drag shows a drag and its release, not a phase; leave out --phase")
    }
    return PreviewDrag(translation: drag, velocity: velocity ?? .zero)
  }

  private static func parseCompare(_ scanned: ScannedArguments) throws(CommandError)
    -> VeilCommand
  {
    let invocation = VeilSubcommand.compare.invocation
    guard scanned.positionals.count <= 2 else {
      throw unexpected(scanned.positionals.dropFirst(2), command: invocation)
    }
    var settings = try parseSettings(scanned)
    settings.drag = try parseDrag(options: scanned)
    var format = PreviewFormat.animated
    if let formatName = scanned.values["--format"] {
      format = try ArgumentValue.choice(
        formatName, option: "--format",
        among: ["animated": .animated, "curves": .curves, "filmstrip": .filmstrip])
    }
    let specs = try scanned.positionals.map { (text) throws(CommandError) in try StyleSpec(text) }
    guard specs.count == 2 else {
      throw CommandError(
        "compare needs two styles, such as veil compare cover 'cover --animation spring:0.5,0.8'")
    }
    var request = CompareRequest(
      first: specs[0].text, second: specs[1].text, format: format, settings: settings,
      output: scanned.values["--out"])
    request.contentPath = scanned.values["--content"]
    return .compare(request)
  }

  private static func parseDrag(_ scanned: ScannedArguments) throws(CommandError)
    -> VeilCommand
  {
    let invocation = VeilSubcommand.drag.invocation
    guard scanned.positionals.count <= 1 else {
      throw unexpected(scanned.positionals.dropFirst(), command: invocation)
    }
    // Every value given is checked before anything missing is reported, so that a bad
    // --translation is reported as itself, not as a missing --velocity.
    let translation = try scanned.values["--translation"].map { (text) throws(CommandError) in
      try ArgumentValue.vector(
        text, option: "--translation", shape: "DX,DY in points, such as 0,160")
    }
    let velocity = try scanned.values["--velocity"].map { (text) throws(CommandError) in
      try ArgumentValue.vector(
        text, option: "--velocity", shape: "VX,VY in points per second, such as 0,800")
    }
    var container = PreviewSettings.defaultContainer
    if let size = scanned.values["--size"] {
      container = try ArgumentValue.size(size, option: "--size")
    }
    guard let styleName = scanned.positionals.first else {
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
        container: container, startingDetent: scanned.values["--from"]))
  }
}

/// The shells `veil --generate-completion-script` writes a completion script for.
///
/// ```swift
/// let command = try VeilCommand.parse(["--generate-completion-script", "zsh"])
/// // command == .completionScript(.zsh)
/// ```
public enum Shell: String, Hashable, Sendable, CaseIterable {
  /// Bash, loaded with `source` or from `bash-completion`'s directory.
  case bash
  /// Zsh, from a directory on `fpath` as `_veil`.
  case zsh
  /// Fish, from `~/.config/fish/completions/veil.fish`.
  case fish
}

/// The subcommands of `veil`.
///
/// ```swift
/// let command = VeilCommand.help(.preview)  // what `veil preview --help` parses to
/// ```
public enum VeilSubcommand: String, Hashable, Sendable, CaseIterable {
  /// `veil preview`: render a style's motion.
  case preview
  /// `veil styles`: list the built-in styles.
  case styles
  /// `veil drag`: tell what releasing a drag would do.
  case drag
  /// `veil compare`: two styles side by side on one clock.
  case compare

  /// The subcommand as typed: `veil preview`.
  var invocation: String { "veil " + rawValue }

  /// How `preview` and `compare` sample, told the same in both helps.
  private static let sampling: [OptionSpec] = [
    .value("--fps", "N", example: "60", help: "Frames per second (default: 60)."),
    .value("--size", "WxH", example: "390x844", help: "Canvas in points (default: 390x844)."),
    .value(
      "--phase", "PHASE", example: "present",
      help: "present, dismiss or both (default: both)."),
  ]

  /// The release velocity and the picture, which `preview` and `compare` take alike.
  private static let velocityAndContent: [OptionSpec] = [
    .value(
      "--velocity", "VX,VY", example: "0,900",
      help: "With --drag: the finger's velocity at release, in points/s (default: 0,0)."),
    .value(
      "--content", "FILE", example: "photo.png",
      help: "Draw this SVG or PNG in place of the stand-in card, fitted to the content."),
  ]

  /// The options the subcommand accepts, in the order its help lists them.
  var options: [OptionSpec] {
    switch self {
    case .preview:
      [
        .flag("--all", help: "Render every built-in style in every format (needs --out PATH)."),
        .value(
          "--format", "FORMAT", example: "animated",
          help: "filmstrip, animated, curves, csv or json (default: filmstrip)."),
      ] + Self.sampling + [
        .flag(
          "--reduce-motion",
          help: "Render as with Reduce Motion on (cross-dissolves; a drag still follows "
            + "the finger, and a zoom's release fades where it is let go)."),
        .value(
          "--drag", "DX,DY", example: "0,160",
          help: "Show a drag by this many points and its release, not the phases."),
      ] + Self.velocityAndContent + [
        .value(
          "--source", "X,Y,W,H", example: "9,266,124,124",
          help: "The thumbnail lightbox.zoom opens from, in points."),
        .value(
          "--out", "PATH", example: "cover.svg",
          help: "Write to this file (with --all: directory), not standard output."),
      ]
    case .styles:
      []
    case .compare:
      [
        .value(
          "--format", "FORMAT", example: "curves",
          help: "animated, curves or filmstrip (default: animated).")
      ] + Self.sampling + [
        .flag("--reduce-motion", help: "Render as with Reduce Motion on (cross-dissolves)."),
        .value(
          "--drag", "DX,DY", example: "0,160",
          help: "Drag both styles by this many points and release them, not the phases."),
      ] + Self.velocityAndContent + [
        .value(
          "--out", "PATH", example: "compare.svg",
          help: "Write to this file, not standard output.")
      ]
    case .drag:
      [
        .value(
          "--translation", "DX,DY", example: "0,160",
          help: "How far the finger moved, in points (y grows downwards)."),
        .value(
          "--velocity", "VX,VY", example: "0,800",
          help: "The finger's velocity at release, in points per second."),
        .value(
          "--size", "WxH", example: "390x844", help: "Container in points (default: 390x844)."),
        .value(
          "--from", "DETENT", example: "medium",
          help: "For sheets: the detent the drag starts from (default: the selected one)."),
      ]
    }
  }
}
