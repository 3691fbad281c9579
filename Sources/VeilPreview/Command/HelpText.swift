/// The text `veil --help` and `veil SUBCOMMAND --help` print.
enum HelpText {
  /// The help of the command, or of one subcommand.
  ///
  /// - Parameter subcommand: The subcommand, or nil for the command.
  /// - Returns: The help, ending with a newline.
  static func help(for subcommand: VeilSubcommand?) -> String {
    guard let subcommand else { return command }
    var lines = about(subcommand)
    lines += ["", "OPTIONS:"]
    for option in subcommand.options {
      let label = option.valueName.map { "\(option.name) \($0)" } ?? option.name
      lines.append(row(label, option.help))
    }
    lines.append(row("-h, --help", "Show this help."))
    lines.append(row("--version", "Show the version."))
    lines.append(row("--", "End the options: what follows is positional."))
    lines += ["", "EXAMPLES:"]
    lines += examples(of: subcommand)
    return lines.joined(separator: "\n") + "\n"
  }

  /// What comes before a subcommand's options: its overview, usage, arguments and notes.
  private static func about(_ subcommand: VeilSubcommand) -> [String] {
    switch subcommand {
    case .preview: previewAbout
    case .styles: stylesAbout
    case .compare: compareAbout
    case .drag: dragAbout
    }
  }

  /// `veil preview`'s overview, usage, arguments and formats.
  private static let previewAbout: [String] = [
    "OVERVIEW: Render a style's presentation and dismissal, frame by frame.",
    "",
    "USAGE: veil preview STYLE [--format FORMAT] [--fps N] [--size WxH]",
    "                          [--phase PHASE] [--reduce-motion] [--content FILE]",
    "                          [--source X,Y,W,H] [--out PATH]",
    "       veil preview STYLE --drag DX,DY [--velocity VX,VY] [--format FORMAT] ...",
    "       veil preview --all --out PATH [--fps N] [--size WxH] [--phase PHASE]",
    "                          [--reduce-motion]",
    "",
    "ARGUMENTS:",
    row(
      "STYLE",
      "A built-in style ('veil styles' lists them), or one with changes as "
        + "'veil compare --help' tells, such as 'halfSheet --detents medium,large'."),
    "",
    "FORMATS:",
    row("filmstrip", "One SVG, evenly spaced frames side by side, times under them."),
    row("animated", "One SVG that replays the motion in real time in a browser."),
    row(
      "curves",
      "One SVG plot of every frame field over time, each on its own axis, marked "
        + "with the logically complete and settled times."),
    row(
      "csv, json",
      "One row per frame: phase, time, progress, content opacity, scale, offset, "
        + "rotation, corner radius, backdrop strength; with --drag also finger_x, "
        + "finger_y (empty once the finger lifts)."),
    "",
    "With --all, every style is written in every format into the directory PATH, with",
    "PATH/index.html, a gallery page that plays each animated SVG.",
  ]

  /// `veil styles`'s overview and usage.
  private static let stylesAbout: [String] = [
    "OVERVIEW: List the built-in styles, one line each.",
    "",
    "USAGE: veil styles",
  ]

  /// `veil compare`'s overview, usage, arguments and animations.
  private static let compareAbout: [String] = [
    "OVERVIEW: Render two styles side by side on one clock, or overlay their curves.",
    "",
    "USAGE: veil compare STYLE_A STYLE_B [--format FORMAT] [--fps N] [--size WxH]",
    "                                    [--phase PHASE] [--reduce-motion] [--out PATH]",
    "       veil compare STYLE_A STYLE_B --drag DX,DY [--velocity VX,VY] ...",
    "",
    "ARGUMENTS:",
    row(
      "STYLE_A, STYLE_B",
      "A built-in style, alone or with changed animations in one quoted word: "
        + "'NAME --animation A', '--presentation A', '--dismissal A', or JSON such as "
        + "'{\"style\": \"cover\", \"animation\": \"spring:0.5,0.8\"}'."),
    "",
    "ANIMATIONS:",
    row("spring:RESPONSE,DAMPING", "A spring: response in seconds, damping ratio."),
    row("linear:S, ease-in:S", "A curve and its duration in seconds; also ease-out:S,"),
    row("ease-in-out:S", "and bezier:X1,Y1,X2,Y2,S with Core Animation's control points."),
    "",
    "A sheet also takes '--detents medium,large' (JSON \"detents\"): its detents, smallest",
    "first, each medium, large, content-height (the stand-in content's height) or a height in",
    "points; a drag starts from the first.",
    "And '--sizing form,500x400' (JSON \"sizing\"): page or form, a preferred size WxH,",
    "edge-attached, width-follows; with --size, a form is centred at an iPad's size.",
    "And '--surface color:#RRGGBBAA' (JSON \"surface\"): system, clear, a colour or",
    "material:STYLE, drawn behind the sheet's content.",
    "",
    "Each phase lasts as long as the slower style's: the faster one holds its settled",
    "frame, so both show the same instant. With --drag, one finger drags both styles",
    "(each needs a drag gesture) and both releases run on that clock.",
  ]

  /// `veil drag`'s overview, usage, arguments and what it prints.
  private static let dragAbout: [String] = [
    "OVERVIEW: Tell what releasing a drag on a style's modal would do.",
    "",
    "USAGE: veil drag STYLE --translation DX,DY --velocity VX,VY [--size WxH]",
    "                       [--from DETENT]",
    "",
    "ARGUMENTS:",
    row("STYLE", "A built-in style; 'veil styles' lists them."),
    "",
    "The first line is the decision: 'dismiss EDGE' (top, bottom, leading, trailing),",
    "'cancel', or 'detent NAME' for sheets. The next lines give where the modal goes",
    "and the velocity its animation starts with, so that the motion continues the",
    "finger's.",
  ]

  /// A subcommand's examples, one command a line.
  private static func examples(of subcommand: VeilSubcommand) -> [String] {
    switch subcommand {
    case .preview:
      [
        "  veil preview cover --out cover.svg",
        "  veil preview lightbox --format animated --out lightbox.svg",
        "  veil preview sheet --format csv --fps 30 --phase present",
        "  veil preview lightbox --format curves --out lightbox.curves.svg",
        "  veil preview lightbox --drag 0,160 --velocity 0,900 --format animated",
        "  veil preview halfSheet --drag 0,-200 --format filmstrip",
        "  veil preview card --content screenshot.png --format animated",
        "  veil preview --all --out gallery",
      ]
    case .styles:
      ["  veil styles"]
    case .compare:
      [
        "  veil compare cover 'cover --animation spring:0.5,0.8' --out cover-vs-spring.svg",
        "  veil compare lightbox fullScreen --format curves --phase present",
        "  veil compare card '{\"style\": \"card\", \"dismissal\": \"ease-in:0.25\"}'",
        "  veil compare lightbox lightbox.zoom --drag 0,300 --velocity 0,900",
      ]
    case .drag:
      [
        "  veil drag lightbox --translation 0,160 --velocity 0,50",
        "  veil drag halfSheet --translation 0,-120 --velocity 0,-900 --from medium",
      ]
    }
  }

  private static let command =
    ([
      "OVERVIEW: See any Veil modal's motion, headless, frame by frame.",
      "",
      "USAGE: veil SUBCOMMAND [OPTIONS]",
      "",
      "SUBCOMMANDS:",
      row("preview", "Render a style's motion as SVG (filmstrip, animated, curves), CSV or JSON."),
      row("styles", "List the built-in styles."),
      row("drag", "Tell what releasing a drag would do."),
      row("compare", "Render two styles side by side on one clock, or overlay their curves."),
      row("help SUBCOMMAND", "Show a subcommand's help, as 'veil SUBCOMMAND --help' does."),
      "",
      "OPTIONS:",
      row("-h, --help", "Show this help; 'veil SUBCOMMAND --help' for a subcommand's."),
      row("--version", "Show the version."),
      row(
        "--generate-completion-script SHELL",
        "Print a completion script for bash, zsh or fish, such as "
          + "'veil --generate-completion-script zsh > _veil'."),
      "",
      "EXAMPLES:",
      "  veil styles",
      "  veil preview cover --out cover.svg",
      "  veil preview --all --out gallery",
      "  veil drag lightbox --translation 0,160 --velocity 0,50",
      "  veil compare cover 'cover --animation spring:0.5,0.8'",
      "  source <(veil --generate-completion-script bash)",
    ] as [String]).joined(separator: "\n") + "\n"

  /// The width help is wrapped to: a classic terminal's.
  static let width = 80

  /// One option's line: the label padded to a column, then its help, wrapped at word
  /// boundaries so that no line runs past ``width`` columns.
  private static func row(_ label: String, _ help: String) -> String {
    let column = 26
    let indent = String(repeating: " ", count: column)
    var lines: [String] = []
    var current = ""
    for word in help.split(separator: " ") {
      if !current.isEmpty && column + current.count + 1 + word.count > width {
        lines.append(current)
        current = String(word)
      } else {
        current += current.isEmpty ? String(word) : " " + word
      }
    }
    lines.append(current)
    let padded = "  " + label
    let first: String
    if padded.count < column {
      first = padded + String(repeating: " ", count: column - padded.count) + lines[0]
    } else {
      first = padded + "\n" + indent + lines[0]
    }
    return ([first] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n")
  }
}
