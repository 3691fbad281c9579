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
      guard rest.isEmpty else { throw CommandError.unexpected(rest, command: "veil --version") }
      return .version
    case "help":
      guard let topic = rest.first else { return .help(nil) }
      guard rest.count == 1 else {
        throw CommandError.unexpected(rest.dropFirst(), command: "veil help")
      }
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
    case .preview: return try scanned.previewCommand()
    case .styles:
      guard scanned.positionals.isEmpty else {
        throw CommandError.unexpected(scanned.positionals[...], command: subcommand.invocation)
      }
      return .styles
    case .drag: return try scanned.dragCommand()
    case .compare: return try scanned.compareCommand()
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
    guard rest.isEmpty else { throw CommandError.unexpected(rest, command: "veil \(option)") }
    return try ArgumentValue.choice(
      name, option: option, among: ["bash": .bash, "zsh": .zsh, "fish": .fish])
  }
}
