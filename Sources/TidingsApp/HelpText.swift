import Screens
import TidingsText

/// `tidings --help`, written from the source catalog, the settings and the keymap, so it lists
/// exactly what this build understands and how the keys are bound.
enum HelpText {
    static func render(keymap: Keymap = SourceCatalog.keymap) -> String {
        let sourceLines = SourceCatalog.all.map { pad("  " + $0.id, 22) + $0.summary }
        let listLines = SourceCatalog.all.filter { !$0.lists.isEmpty }.flatMap { source in
            wrapped("\(source.id): \(source.lists.joined(separator: ", "))", indent: 22, width: 78)
        }
        let scopes: [(String, Set<KeyScope>)] = [
            ("Everywhere", [.global]), ("In lists and panes", [.list]), ("In feeds", [.feed]),
            ("In discussions", [.discussion]), ("In articles", [.article]), ("In the reader", [.reader]), ("In a record's detail", [.detail]),
            ("In text fields and forms", [.field]), ("When a question waits in the status bar", [.question]),
        ]
        var keyLines: [String] = []
        var shown = Set<String>()
        for (heading, scope) in scopes {
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
        let names = SourceCatalog.all.map(\.tagline)
        let taglines = names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + names.last! : names.joined()
        return """
        Tidings — \(taglines), in your terminal.

        \(CommandLineOptions.usage)

        Sources (Tab, Shift-Tab or 1-\(SourceCatalog.all.count) switch between them):
        \(sourceLines.joined(separator: "\n"))

        Options:
          --list LIST         \(listLines.joined(separator: "\n").dropFirst(22))
          --demo              browse the bundled sample data, offline
          --help              show this help
          --version           show the version

        tidings read prints a page's article as plain text wrapped to --width (default: the
        terminal's width, or 80), or with --json as {"title","byline","site","published","text"};
        it exits 1 with the reason when the page cannot be fetched or holds no article.

        Feeds: subscriptions live in $XDG_CONFIG_HOME/tidings/feeds (default ~/.config/tidings/feeds),
        newsboat's urls syntax: one address per line, then tags ("tech" daily) and "~Name".
        tidings reload fetches every feed once and keeps what arrived; --json prints
        {"feeds":[{"url","title","items","new","error"}]}. tidings feed prints one feed (or the
        feed a web page links to) without subscribing; --json as
        {"title","link","items":[{"title","link","id","published","author","summary"}]}.
        tidings import adds an OPML file's feeds (folders become tags; - reads standard input);
        tidings export prints the subscriptions as OPML 2.0.

        Keys (action, keys, what it does; rebind with key.ACTION = KEYS in the config file):
        \(keyLines.joined(separator: "\n"))
          The mouse: the wheel scrolls, a click selects, a double click opens, a click on a tab
          or a key hint runs it. Shift-drag selects text. mouse = false turns it off.
          In the reader the number keys start a link number: type it and press Enter.
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

    private static func pad(_ text: String, _ width: Int) -> String {
        let used = DisplayWidth.of(text)
        return used >= width ? text + " " : text + String(repeating: " ", count: width - used)
    }

    private static func wrapped(_ text: String, indent: Int, width: Int) -> [String] {
        TextLayout.wrap(text, width: width - indent).map { String(repeating: " ", count: indent) + $0 }
    }

    static let version = "tidings 0.1.0"
}
