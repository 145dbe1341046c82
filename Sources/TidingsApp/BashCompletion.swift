/// `tidings --completions bash`: a completion function for bash (plain bash; bash-completion
/// loads it from `share/bash-completion/completions/tidings`).
enum BashCompletion {
    static func script() -> String {
        let sources = ShellCompletions.sources.map(\.word)
        let commands = CommandTable.named.compactMap(\.name)
        var lines = [
            "# bash completion for tidings, written by `tidings --completions bash` (\(HelpText.version)).",
            "_tidings() {",
            "    local cur=${COMP_WORDS[COMP_CWORD]} prev='' word source=''",
            "    (( COMP_CWORD > 0 )) && prev=${COMP_WORDS[COMP_CWORD-1]}",
            // bash splits --list=VALUE at the '=' (COMP_WORDBREAKS).
            "    if [[ $cur == '=' ]]; then",
            "        cur=''",
            "    elif [[ $prev == '=' ]] && (( COMP_CWORD > 1 )); then",
            "        prev=${COMP_WORDS[COMP_CWORD-2]}",
            "    fi",
            "    COMPREPLY=()",
            "    local command=''",
            "    (( COMP_CWORD > 1 )) && command=${COMP_WORDS[1]}",
            "    for word in \"${COMP_WORDS[@]:1:COMP_CWORD-1}\"; do",
            "        case $word in \(sources.joined(separator: "|"))) source=$word ;; esac",
            "    done",
            "    case $command in",
        ]
        for command in CommandTable.named {
            lines.append("    \(command.name!))")
            lines += valueCases(command.understood, indent: "        ")
            if case .file? = command.operand?.kind {
                lines.append("        [[ $cur != -* ]] && COMPREPLY=($(compgen -f -- \"$cur\"))")
            }
            lines.append("        [[ $cur == -* ]] && COMPREPLY=($(compgen -W '\(optionWords(command))' -- \"$cur\"))")
            lines.append("        return 0 ;;")
        }
        lines += [
            "    esac",
        ]
        lines += valueCases(CommandTable.browse.understood, indent: "    ")
        lines += [
            "    if [[ $cur == -* ]]; then",
            "        COMPREPLY=($(compgen -W '\(optionWords(CommandTable.browse))' -- \"$cur\"))",
            "    elif (( COMP_CWORD == 1 )); then",
            "        COMPREPLY=($(compgen -W '\((sources + commands).joined(separator: " "))' -- \"$cur\"))",
            "    elif [[ -z $source ]]; then",
            "        COMPREPLY=($(compgen -W '\(sources.joined(separator: " "))' -- \"$cur\"))",
            "    fi",
            "}",
            "complete -F _tidings tidings",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every visible option of a command, long and short.
    private static func optionWords(_ command: CommandRow) -> String {
        command.understood.filter { !$0.hidden }.flatMap { [$0.name] + ($0.short.map { [$0] } ?? []) }.joined(separator: " ")
    }

    /// After an option that takes a value: its values (the source's, when they depend on it),
    /// or nothing to offer for free text.
    private static func valueCases(_ options: [OptionRow], indent: String) -> [String] {
        let taking = options.filter { $0.value != nil && !$0.hidden }
        guard !taking.isEmpty else { return [] }
        var lines = ["\(indent)case $prev in"]
        for option in taking {
            lines.append("\(indent)\(([option.name] + (option.short.map { [$0] } ?? [])).joined(separator: "|")))")
            if ShellCompletions.dependsOnSource(option) {
                lines.append("\(indent)    case $source in")
                for group in option.choices() {
                    guard let source = group.source else { continue }
                    lines.append("\(indent)    \(source)) COMPREPLY=($(compgen -W '\(group.words.map(\.word).joined(separator: " "))' -- \"$cur\")) ;;")
                }
                lines.append("\(indent)    '') COMPREPLY=($(compgen -W '\(ShellCompletions.anySource(option).joined(separator: " "))' -- \"$cur\")) ;;")
                lines.append("\(indent)    esac")
            } else if !option.choices().isEmpty {
                lines.append("\(indent)    COMPREPLY=($(compgen -W '\(ShellCompletions.anySource(option).joined(separator: " "))' -- \"$cur\"))")
            }
            lines.append("\(indent)    return 0 ;;")
        }
        lines.append("\(indent)esac")
        return lines
    }
}
