/// One option a subcommand accepts: its name, the value it takes, and its line of help.
///
/// The same table drives parsing, the help text and the "did you mean" suggestions, so the
/// three never disagree.
struct OptionSpec: Hashable, Sendable {
  /// The option as typed, with its dashes: `--fps`.
  var name: String
  /// The value's placeholder in help (`N`, `WxH`), or nil for a flag that takes no value.
  var valueName: String?
  /// An example value, used in the message when the value is missing.
  var example: String?
  /// One line of help.
  var help: String

  /// A flag: present or absent, no value.
  static func flag(_ name: String, help: String) -> OptionSpec {
    OptionSpec(name: name, valueName: nil, example: nil, help: help)
  }

  /// An option that takes a value.
  static func value(_ name: String, _ valueName: String, example: String, help: String)
    -> OptionSpec
  {
    OptionSpec(name: name, valueName: valueName, example: example, help: help)
  }

  /// Whether the option takes a value.
  var takesValue: Bool { valueName != nil }
}

/// The arguments of one subcommand, sorted into options, flags and positional arguments,
/// before their values are interpreted.
struct ScannedArguments: Hashable, Sendable {
  /// The positional arguments in order.
  var positionals: [String] = []
  /// The raw value of each option given, by name (`--fps` → `"30"`).
  var values: [String: String] = [:]
  /// The flags given, by name.
  var flags: Set<String> = []

  /// Sorts `arguments` by `options`.
  ///
  /// Options are accepted as `--name value` and `--name=value`; a value may begin with a
  /// single dash (`--translation -40,0`) but not with two, which marks the value as missing.
  /// `--` ends the options, as in most Unix commands: every argument after it is positional.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the subcommand's name.
  ///   - options: The options the subcommand accepts.
  ///   - command: The command as typed so far (`veil preview`), for messages.
  /// - Returns: The sorted arguments.
  /// - Throws: ``CommandError`` for an unknown option, a missing value, a value given to a
  ///   flag, or an option given twice.
  static func scan(_ arguments: ArraySlice<String>, options: [OptionSpec], command: String)
    throws(CommandError) -> ScannedArguments
  {
    var scanned = ScannedArguments()
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        scanned.positionals += arguments[index...]
        break
      }
      guard argument.hasPrefix("-") && argument != "-" else {
        scanned.positionals.append(argument)
        continue
      }
      let name: String
      let inlineValue: String?
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      } else {
        name = argument
        inlineValue = nil
      }
      guard let spec = options.first(where: { $0.name == name }) else {
        throw unknownOption(name, options: options, command: command)
      }
      if scanned.flags.contains(name) || scanned.values[name] != nil {
        throw CommandError("\(name) is given twice; give it once")
      }
      guard spec.takesValue else {
        if inlineValue != nil { throw CommandError("\(name) takes no value") }
        scanned.flags.insert(name)
        continue
      }
      if let inlineValue {
        guard !inlineValue.isEmpty else { throw missingValue(spec) }
        scanned.values[name] = inlineValue
      } else {
        // An empty word (`--out ''`) is no value, as `--out=` is not.
        guard index < arguments.endIndex, !arguments[index].hasPrefix("--"),
          !arguments[index].isEmpty
        else {
          throw missingValue(spec)
        }
        scanned.values[name] = arguments[index]
        index += 1
      }
    }
    return scanned
  }

  private static func missingValue(_ spec: OptionSpec) -> CommandError {
    let example = spec.example.map { ", such as \(spec.name) \($0)" } ?? ""
    return CommandError("\(spec.name) needs a value\(example)")
  }

  private static func unknownOption(_ name: String, options: [OptionSpec], command: String)
    -> CommandError
  {
    let suggestion =
      Suggestion.closest(to: name, among: options.map(\.name))
      .map { "; did you mean '\($0)'?" } ?? "; see '\(command) --help'"
    return CommandError("unknown option '\(name)' for '\(command)'\(suggestion)")
  }
}
