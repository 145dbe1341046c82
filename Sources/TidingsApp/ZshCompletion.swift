/// `tidings --completions zsh`: the `_tidings` completion function (for a folder on `$fpath`,
/// such as `share/zsh/site-functions`).
enum ZshCompletion {
    static func script() -> String {
        let sources = ShellCompletions.sources
        var lines = [
            "#compdef tidings",
            "# zsh completion for tidings, written by `tidings --completions zsh` (\(HelpText.version)).",
            "",
            "_tidings() {",
            "  local curcontext=$curcontext state line",
            "  local -a sources commands",
            "  sources=(\(sources.map { quoted(describing: $0) }.joined(separator: " ")))",
            "  commands=(\(CommandTable.named.map { quoted(describing: Choice($0.name!, meaning: $0.summary)) }.joined(separator: " ")))",
            "  if (( CURRENT > 2 )); then",
            "    case $words[2] in",
        ]
        for command in CommandTable.named {
            lines.append("      (\(command.name!))")
            var specs = command.understood.filter { !$0.hidden }.map(spec)
            switch command.operand?.kind {
            case .webAddress?: specs.append("'1:\(command.operand!.synopsis):_urls'")
            case .file?: specs.append("'1:\(command.operand!.synopsis):_files'")
            case .words(let words)?: specs.append("'1:\(command.operand!.synopsis):(\(words().map(\.word).joined(separator: " ")))'")
            case nil: break
            }
            // The command's own arguments start after its name.
            lines.append("        shift words; (( CURRENT-- ))")
            lines.append("        _arguments -s " + specs.joined(separator: " \\\n          "))
            lines.append("        return ;;")
        }
        lines += [
            "    esac",
            "  fi",
            // The source named on the line so far decides what --list offers.
            "  local source=${${(M)words[2,CURRENT-1]:#(\(sources.map(\.word).joined(separator: "|")))}[1]}",
        ]
        for option in CommandTable.browse.visibleOptions where ShellCompletions.dependsOnSource(option) {
            let variable = variableName(option)
            lines.append("  local -a \(variable)")
            lines.append("  case $source in")
            for group in option.choices() {
                guard let source = group.source else { continue }
                lines.append("    (\(source)) \(variable)=(\(group.words.map(\.word).joined(separator: " "))) ;;")
            }
            let without = ShellCompletions.sourcesWithout(option)
            if !without.isEmpty { lines.append("    (\(without.joined(separator: "|"))) \(variable)=() ;;") }
            lines.append("    (*) \(variable)=(\(ShellCompletions.anySource(option).joined(separator: " "))) ;;")
            lines.append("  esac")
        }
        let specs = CommandTable.browse.understood.filter { !$0.hidden }.map(spec) + ["'1: :->first'"]
        lines.append("  _arguments -s -C " + specs.joined(separator: " \\\n    "))
        lines += [
            "  if [[ $state == first ]]; then",
            // Only the first argument names a command; a source may come after options.
            "    if (( CURRENT == 2 )); then",
            "      _describe -t sources source sources -- commands",
            "    elif [[ -z $source ]]; then",
            "      _describe -t sources source sources",
            "    fi",
            "  fi",
            "}",
            "",
            "_tidings \"$@\"",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// An `_arguments` spec: "(-l --list)"{-l+,--list=}"[the list shown first]:LIST:(front new)".
    private static func spec(_ option: OptionRow) -> String {
        let names = [option.name] + (option.short.map { [$0] } ?? [])
        // --help and --version end the line: nothing else is completed after them.
        let exclusion = option.name == CommandTable.help.name || option.name == CommandTable.version.name
            ? "(- *)" : names.count > 1 ? "(\(names.joined(separator: " ")))" : ""
        let forms: String
        if let short = option.short {
            forms = option.value == nil ? "{\(short),\(option.name)}" : "{\(short)+,\(option.name)=}"
        } else {
            forms = option.value == nil ? option.name : option.name + "="
        }
        var text = "'\(exclusion)'\(forms)'[\(bracketed(option.meaning))]'"
        if let value = option.value {
            if ShellCompletions.dependsOnSource(option) {
                text += "\":\(value):(${\(variableName(option))})\""
            } else if option.choices().isEmpty {
                text += "':\(value): '"
            } else {
                text += "':\(value):(\(ShellCompletions.anySource(option).joined(separator: " ")))'"
            }
        }
        return text
    }

    private static func variableName(_ option: OptionRow) -> String {
        "values_" + option.name.filter { $0.isLetter }
    }

    /// A description inside `[…]` in single quotes: no bracket to end it early, quotes escaped.
    private static func bracketed(_ text: String) -> String {
        text.replacing("[", with: "(").replacing("]", with: ")").replacing("'", with: "'\\''")
    }

    /// 'word:what it is' for `_describe`, in single quotes.
    private static func quoted(describing choice: Choice) -> String {
        let meaning = (choice.meaning ?? "").replacing("'", with: "'\\''")
        return "'\(choice.word):\(meaning)'"
    }
}
