import Screens
import TidingsText

/// `tidings --help`, written from the source catalog, the settings and the keymap, so it lists
/// exactly what this build understands and how the keys are bound.
enum HelpText {
    static func render(keymap: Keymap = SourceCatalog.keymap) -> String {
        let sourceLines = SourceCatalog.all.map { pad("  " + $0.id, 22) + $0.summary }
        var keyLines: [String] = []
        var shown = Set<String>()
        for (heading, scope) in scopeHeadings {
            let bindings = keymap.bindings.filter { !$0.scopes.isDisjoint(with: scope) && shown.insert($0.action.rawValue).inserted }
            guard !bindings.isEmpty else { continue }
            keyLines.append("  \(heading):")
            for binding in bindings {
                let keys = binding.keys.isEmpty ? "(unbound)" : binding.keys.map(KeyName.spec).joined(separator: ", ")
                keyLines.append(pad("    " + binding.action.rawValue, 22) + pad(keys, 32) + binding.help)
            }
        }
        let environment = (AppSettings.keys + SourceCatalog.settings).compactMap { setting in
            setting.environment.map { pad("  " + $0, 22) + setting.meaning }
        }
        let configKeys = (AppSettings.keys + SourceCatalog.settings).map { pad("  " + $0.key, 22) + $0.meaning }
        return """
        Tidings — \(whatItIs).

        \(CommandLineOptions.usage)

        Sources (Tab, Shift-Tab or 1-\(SourceCatalog.all.count) switch between them):
        \(sourceLines.joined(separator: "\n"))

        Options:
        \(optionLines(CommandTable.browse.visibleOptions, indent: 2).joined(separator: "\n"))

        Commands:
        \(commandLines().joined(separator: "\n"))

        Keys (action, keys, what it does; rebind with key.ACTION = KEYS in the config file):
        \(keyLines.joined(separator: "\n"))
          The mouse: the wheel scrolls, a click selects, a double click opens, a click on a tab
          or a key hint runs it. Shift-drag selects text. mouse = false turns it off.
          In the reader and a feed item's page the number keys start a link number: type it,
          Enter.
          Ctrl-Z suspends (fg comes back); Ctrl-C quits. Both always work.

        Environment (beats the config file):
        \(environment.joined(separator: "\n"))
          NO_COLOR            set to draw without colour

        Config file: $XDG_CONFIG_HOME/tidings/config (default ~/.config/tidings/config),
        'key = value' lines and # comments. Keys:
        \(configKeys.joined(separator: "\n"))
          key.ACTION          the keys for an action, e.g. key.down = j, ctrl-n (none unbinds)

        """
    }

    /// "Hacker News, Product Hunt, news headlines and your TIL server, in your terminal".
    static var whatItIs: String {
        let names = SourceCatalog.all.map(\.tagline)
        let taglines = names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + names.last! : names.joined()
        return taglines + ", in your terminal"
    }

    /// The keymap's scopes, as the help and the man page head them.
    static let scopeHeadings: [(String, Set<KeyScope>)] = [
        ("Everywhere", [.global]), ("In lists and panes", [.list]), ("In feeds", [.feed]),
        ("In discussions", [.discussion]), ("In articles", [.article]), ("In the reader", [.reader]), ("In a record's detail", [.detail]),
        ("In text fields and forms", [.field]), ("When a question waits in the status bar", [.question]),
    ]

    /// "-l, --list LIST": how an option is written.
    static func forms(_ option: OptionRow) -> String {
        (option.short.map { $0 + ", " } ?? "") + option.name + (option.value.map { " " + $0 } ?? "")
    }

    /// An option per line with what it means, then the values it takes.
    static func optionLines(_ options: [OptionRow], indent: Int) -> [String] {
        options.flatMap { option in
            let meaning = wrapped(option.meaning, indent: 22, width: 80)
            let values = option.choices().flatMap { group in
                wrapped((group.source.map { $0 + ": " } ?? "") + group.words.map(\.word).joined(separator: ", "), indent: 22, width: 80)
            }
            return [pad(String(repeating: " ", count: indent) + forms(option), 22) + (meaning.first?.dropFirst(22) ?? "")] + meaning.dropFirst() + values
        }
    }

    /// Each named command with what it does, its options below it.
    static func commandLines() -> [String] {
        CommandTable.named.flatMap { command in
            let name = "  " + command.name! + (command.operand.map { " " + $0.synopsis } ?? "")
            let summary = wrapped(command.summary + (command.details.map { ". " + $0 } ?? ""), indent: 22, width: 80)
            return [pad(name, 22) + (summary.first?.dropFirst(22) ?? "")] + summary.dropFirst() + optionLines(command.visibleOptions, indent: 4)
        }
    }

    static func pad(_ text: String, _ width: Int) -> String {
        let used = DisplayWidth.of(text)
        return used >= width ? text + " " : text + String(repeating: " ", count: width - used)
    }

    static func wrapped(_ text: String, indent: Int, width: Int) -> [String] {
        TextLayout.wrap(text, width: width - indent).map { String(repeating: " ", count: indent) + $0 }
    }

    static let version = "tidings 0.1.0"
}
