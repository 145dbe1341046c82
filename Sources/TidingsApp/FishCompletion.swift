/// `tidings --completions fish`: completions for fish (its `vendor_completions.d` folders).
enum FishCompletion {
    static func script() -> String {
        let sources = ShellCompletions.sources
        let commands = CommandTable.named.compactMap(\.name)
        var lines = [
            "# fish completion for tidings, written by `tidings --completions fish` (\(HelpText.version)).",
            "",
            "# The command named first, if any.",
            "function __tidings_command",
            "    set -l tokens (commandline -opc)",
            "    if set -q tokens[2]; and contains -- $tokens[2] \(commands.joined(separator: " "))",
            "        echo $tokens[2]",
            "        return 0",
            "    end",
            "    return 1",
            "end",
            "",
            "function __tidings_in",
            "    set -l command (__tidings_command)",
            "    test \"$command\" = $argv[1]",
            "end",
            "",
            "function __tidings_browsing",
            "    not __tidings_command >/dev/null",
            "end",
            "",
            "# The source named on the line so far.",
            "function __tidings_source",
            "    for token in (commandline -opc)",
            "        if contains -- $token \(sources.map(\.word).joined(separator: " "))",
            "            echo $token",
            "            return 0",
            "        end",
            "    end",
            "    return 1",
            "end",
            "",
        ]
        for option in CommandTable.browse.visibleOptions where ShellCompletions.dependsOnSource(option) {
            lines += [
                "function \(valuesFunction(option))",
                "    set -l source (__tidings_source)",
                "    switch \"$source\"",
            ]
            for group in option.choices() {
                guard let source = group.source else { continue }
                lines.append("        case \(source)")
                lines.append("            printf '%s\\n' \(group.words.map(\.word).joined(separator: " "))")
            }
            let without = ShellCompletions.sourcesWithout(option)
            if !without.isEmpty { lines.append("        case \(without.joined(separator: " "))") }
            lines.append("        case ''")
            lines.append("            printf '%s\\n' \(ShellCompletions.anySource(option).joined(separator: " "))")
            lines += ["    end", "end", ""]
        }
        lines += [
            "complete -c tidings -f",
            "",
            "# Commands, as the first argument; sources, once.",
        ]
        for command in CommandTable.named {
            lines.append("complete -c tidings -n 'test (count (commandline -opc)) -eq 1' -a \(command.name!) -d \(quoted(command.summary))")
        }
        for source in sources {
            lines.append("complete -c tidings -n '__tidings_browsing; and not __tidings_source >/dev/null' -a \(source.word) -d \(quoted(source.meaning ?? ""))")
        }
        lines.append("")
        for command in CommandTable.all {
            let condition = command.name.map { "'__tidings_in \($0)'" } ?? "__tidings_browsing"
            lines.append("# " + (command.name.map { "tidings \($0)" } ?? "The browser") + ".")
            for option in command.understood where !option.hidden {
                lines.append(completion(option, condition: condition))
            }
            // Files, where the command takes one (completion is of words only elsewhere).
            if case .file? = command.operand?.kind { lines.append("complete -c tidings -n \(condition) -F") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func completion(_ option: OptionRow, condition: String) -> String {
        var text = "complete -c tidings -n \(condition)"
        if let short = option.short { text += " -s \(short.dropFirst())" }
        text += " -l \(option.name.dropFirst(2))"
        if option.value != nil {
            text += " -x"
            if ShellCompletions.dependsOnSource(option) {
                text += " -a '(\(valuesFunction(option)))'"
            } else if !option.choices().isEmpty {
                text += " -a '\(ShellCompletions.anySource(option).joined(separator: " "))'"
            }
        }
        return text + " -d \(quoted(option.meaning))"
    }

    private static func valuesFunction(_ option: OptionRow) -> String {
        "__tidings_" + option.name.filter { $0.isLetter } + "_values"
    }

    /// A fish single-quoted string.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }
}
