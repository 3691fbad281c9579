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
          "--keyboard", "POINTS", example: "336",
          help: "Show a software keyboard this tall; content that avoids it moves above it."),
        .value(
          "--layout-direction", "DIR", example: "rtl",
          help: "ltr or rtl: draw mirrored for a right-to-left language (default: ltr)."),
        .value(
          "--stack", "COUNT", example: "3",
          help: "For a toast: show it arriving on, and leaving, a stack of COUNT toasts."),
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
