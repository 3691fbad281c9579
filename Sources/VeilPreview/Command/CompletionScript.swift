import VeilCore

/// The completion scripts `veil --generate-completion-script SHELL` prints.
///
/// They are made from the same tables as parsing and help (the subcommands, their
/// ``OptionSpec``s and the built-in styles), so that completion never offers what the command
/// refuses.
enum CompletionScript {
  /// The script for `shell`, ending with a newline.
  ///
  /// - Parameter shell: The shell the script is for.
  /// - Returns: The script's text.
  static func script(for shell: Shell) -> String {
    switch shell {
    case .bash: bash
    case .zsh: zsh
    case .fish: fish
    }
  }

  /// What may follow `veil` directly.
  private static let topLevelWords =
    VeilSubcommand.allCases.map(\.rawValue) + [
      "help", "-h", "--help", "--version", "--generate-completion-script",
    ]

  /// What may follow `veil SUBCOMMAND`: its options, and style names where it takes one.
  private static func words(after subcommand: VeilSubcommand) -> [String] {
    let styles = subcommand == .styles ? [] : ModalStyle.builtIns.map(\.name)
    return styles + subcommand.options.map(\.name) + ["-h", "--help", "--version"]
  }

  /// The completions of each word that can follow `veil`, as shell `case` arms.
  private static var arms: [(word: String, completions: [String])] {
    VeilSubcommand.allCases.map { ($0.rawValue, words(after: $0)) } + [
      ("help", VeilSubcommand.allCases.map(\.rawValue) + ["help"]),
      ("--generate-completion-script", Shell.allCases.map(\.rawValue)),
    ]
  }

  private static var bash: String {
    var lines = [
      "# Bash completion for veil: source it, or put it in bash-completion's directory.",
      "_veil() {",
      "  local cur=\"${COMP_WORDS[COMP_CWORD]}\"",
      "  local words=\"\"",
      "  if [[ ${COMP_CWORD} -eq 1 ]]; then",
      "    words=\"\(topLevelWords.joined(separator: " "))\"",
      "  else",
      "    case \"${COMP_WORDS[1]}\" in",
    ]
    for arm in arms {
      lines.append("      \(arm.word)) words=\"\(arm.completions.joined(separator: " "))\" ;;")
    }
    lines += [
      "    esac",
      "  fi",
      "  COMPREPLY=($(compgen -W \"${words}\" -- \"${cur}\"))",
      "}",
      "complete -F _veil veil",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  private static var zsh: String {
    var lines = [
      "#compdef veil",
      "# Zsh completion for veil: save it as _veil in a directory on fpath.",
      "_veil() {",
      "  local -a candidates",
      "  if (( CURRENT == 2 )); then",
      "    candidates=(\(topLevelWords.joined(separator: " ")))",
      "  else",
      "    case \"${words[2]}\" in",
    ]
    for arm in arms {
      lines.append("      \(arm.word)) candidates=(\(arm.completions.joined(separator: " "))) ;;")
    }
    lines += [
      "    esac",
      "  fi",
      "  compadd -- \"${candidates[@]}\"",
      "}",
      "_veil \"$@\"",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  private static var fish: String {
    var lines = [
      "# Fish completion for veil: save it as ~/.config/fish/completions/veil.fish.",
      "complete -c veil -f",
      "complete -c veil -n '__fish_use_subcommand' -a '\(topLevelWords.joined(separator: " "))'",
    ]
    for arm in arms {
      lines.append(
        "complete -c veil -n '__fish_seen_subcommand_from \(arm.word)' -a '\(arm.completions.joined(separator: " "))'"
      )
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
