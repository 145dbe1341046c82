import Screens
import ViewModels

/// `tidings --manual`: the man page, tidings(1), written from the same tables as `--help` — the
/// command table, the source catalog (each source's lists, settings, credential and keys), the
/// settings and the default keymap — so the installed page says what the installed binary does.
enum ManualPage {
    static func render(keymap: Keymap = SourceCatalog.keymap) -> String {
        var page = Page()
        page.line(".TH TIDINGS 1 \"\" \(Roff.argument(HelpText.version)) \"User Commands\"")
        page.section("NAME")
        page.line("tidings \\- " + Roff.text(HelpText.whatItIs))

        page.section("SYNOPSIS")
        for (index, command) in CommandTable.all.enumerated() {
            if index > 0 { page.line(".br") }
            page.line(synopsis(command))
        }

        page.section("DESCRIPTION")
        page.paragraph(Roff.text("Tidings is a full-screen terminal browser: every source is open in a tab of its own, with one set of keys. ")
            + key(.open, keymap) + Roff.text(" opens a story's comments or an article, ") + key(.back, keymap) + Roff.text(" goes back, ")
            + key(.openArticle, keymap) + Roff.text(" opens the article in your browser, ") + key(.read, keymap)
            + Roff.text(" reads it inside Tidings, and ") + key(.help, keymap) + Roff.text(" shows the keys that work where you are. ")
            + key(.nextSource, keymap) + Roff.text(" switches between the sources."))

        page.section("SOURCES")
        for source in SourceCatalog.all {
            var body = [Roff.text(sentence(source.summary))]
            if !source.lists.isEmpty {
                body.append(Roff.text("Lists (") + Roff.bold("\(CommandTable.list.name)") + Roff.text("): " + source.lists.joined(separator: ", ") + "; the first is the default."))
            }
            if let credential = source.credential {
                body.append(Roff.text(credential.heading + " " + credential.steps(configFile: configFile).joined(separator: " ")))
            }
            page.item(Roff.bold(source.id) + " (" + Roff.text(source.title) + ")", body)
        }

        page.section("OPTIONS")
        for option in CommandTable.browse.visibleOptions {
            page.item(forms(option), [Roff.text(sentence(option.meaning))] + choiceLines(option))
        }

        page.section("COMMANDS")
        for command in CommandTable.named {
            var body = [Roff.text(sentence(command.summary)) + (command.details.map { " " + Roff.text($0) } ?? "")]
            if !command.visibleOptions.isEmpty {
                body.append(".RS")
                for option in command.visibleOptions {
                    body += [".TP", forms(option), Roff.text(sentence(option.meaning))] + choiceLines(option)
                }
                body.append(".RE")
            }
            page.item(synopsis(command), body)
        }

        keys(into: &page, keymap: keymap)

        page.section("ENVIRONMENT")
        page.paragraph(Roff.text("An environment variable beats the config file; an option beats both."))
        for setting in AppSettings.keys + SourceCatalog.settings {
            guard let variable = setting.environment else { continue }
            page.item(Roff.bold(variable), [Roff.text(sentence(setting.meaning) + " In the config file: ") + Roff.bold(setting.key) + "."])
        }
        page.item(Roff.bold("NO_COLOR"), [Roff.text("Any value draws without colour (attributes only), and without pictures.")])
        page.item(Roff.bold("XDG_CONFIG_HOME") + ", " + Roff.bold("XDG_DATA_HOME") + ", " + Roff.bold("XDG_CACHE_HOME") + ", " + Roff.bold("XDG_STATE_HOME"),
                  [Roff.text("Where the files below are kept.")])

        page.section("CONFIGURATION")
        page.paragraph(Roff.text("""
            The config file holds key = value lines and # comments; values may be quoted. An unknown key or a \
            malformed line stops Tidings with the file name and line number. Keep it private (chmod 600) when it \
            holds a token or a key. The keys:
            """))
        for setting in AppSettings.keys + SourceCatalog.settings {
            page.item(Roff.bold(setting.key), [Roff.text(sentence(setting.meaning))])
        }
        page.item(Roff.bold(AppSettings.keyBindingPrefix) + Roff.italic("ACTION"),
                  [Roff.text("The keys for an action, separated by commas (key.down = j, ctrl-n); none unbinds it. See KEYS.")])

        page.section("FILES")
        for (path, what) in files {
            page.item(Roff.italic(path), [Roff.text(what)])
        }

        page.section("EXIT STATUS")
        page.item(Roff.bold("0"), [Roff.text("Quit normally, or printed what was asked.")])
        page.item(Roff.bold("1"), [Roff.text("tidings read found nothing to print, or Tidings needs a terminal and has none.")])
        page.item(Roff.bold("2"), [Roff.text("The command line or the config file is wrong; the message says where.")])
        page.item(Roff.bold("129") + ", " + Roff.bold("130") + ", " + Roff.bold("143"),
                  [Roff.text("Ended by SIGHUP (or the terminal going away), Ctrl-C or SIGTERM; the terminal is restored and unsaved form input kept.")])
        // Characters the output device lacks (★ in an ASCII locale) get a stand-in, after .TH.
        page.lines.insert(contentsOf: Roff.fallbacks(for: page.lines), at: 1)
        return page.lines.joined(separator: "\n") + "\n"
    }

    /// A table's phrase as a sentence: "show this help" → "Show this help.".
    private static func sentence(_ phrase: String) -> String {
        phrase.prefix(1).uppercased() + phrase.dropFirst() + (phrase.hasSuffix(".") ? "" : ".")
    }

    /// The config file as messages name it, for the setup steps.
    private static let configFile = "~/.config/tidings/config"

    /// Where Tidings keeps what, each path as the code that opens it makes it.
    private static var files: [(String, String)] {
        func shown(_ path: (([String: String]) -> String?), variable: String) -> String {
            let home = path(["HOME": "/HOME"]).map { "~" + $0.dropFirst("/HOME".count) } ?? ""
            let xdg = path([variable: "/XDG", "HOME": "/HOME"]).map { "$" + variable + $0.dropFirst("/XDG".count) } ?? ""
            return "\(xdg) (default \(home))"
        }
        return [
            (shown(ConfigFile.defaultPath(environment:), variable: "XDG_CONFIG_HOME"), "The config file."),
            (shown(StorePaths.readingStore(environment:), variable: "XDG_DATA_HOME"),
             "What you have read, the comments you have seen and your saved items (mode 0600). Delete it to forget everything."),
            (shown(StorePaths.pageCache(environment:), variable: "XDG_CACHE_HOME"), "Copies of the pages fetched, for offline use; bounded by cache.max_mb."),
            (shown(StorePaths.imageCache(environment:), variable: "XDG_CACHE_HOME"), "Downloaded pictures; bounded by cache.images_mb."),
            (shown({ DraftStore.defaultFolder(environment: $0)?.path }, variable: "XDG_STATE_HOME"),
             "Form input not yet saved when Tidings quit, offered back when the same form opens again (mode 0600)."),
        ]
    }

    /// Each scope's keys as the default keymap binds them, then each source's own.
    private static func keys(into page: inout Page, keymap: Keymap) {
        page.section("KEYS")
        page.paragraph(Roff.text("""
            Every key is an action, listed here by the name the config file uses (\(AppSettings.keyBindingPrefix)ACTION = KEYS \
            rebinds it) with its default keys. tidings \(CommandTable.help.name) and the help overlay show the keys as you have them bound.
            """))
        let owned = Set(SourceCatalog.all.flatMap(\.bindings).map(\.action.rawValue))
        var shown = Set<String>()
        for (heading, scope) in HelpText.scopeHeadings {
            let bindings = keymap.bindings.filter {
                !$0.scopes.isDisjoint(with: scope) && !owned.contains($0.action.rawValue) && shown.insert($0.action.rawValue).inserted
            }
            guard !bindings.isEmpty else { continue }
            page.subsection(heading)
            for binding in bindings { item(binding, keymap: keymap, into: &page) }
        }
        for source in SourceCatalog.all where !source.bindings.isEmpty {
            page.subsection("In the \(source.title) tab")
            for binding in source.bindings { item(binding, keymap: keymap, into: &page) }
        }
    }

    private static func item(_ binding: Binding, keymap: Keymap, into page: inout Page) {
        let keys = keymap.keys(for: binding.action)
        let shown = keys.isEmpty ? Roff.text("(unbound)") : keys.map { Roff.bold(KeyName.spec($0)) }.joined(separator: ", ")
        page.item(Roff.bold(binding.action.rawValue) + " \\(em " + shown, [Roff.text(sentence(binding.help))])
    }

    /// A key as the default keymap binds it, bold ("Enter").
    private static func key(_ action: Action, _ keymap: Keymap) -> String {
        Roff.bold(keymap.label(for: action) ?? action.rawValue)
    }

    /// "\fB\-l\fR, \fB\-\-list\fR \fILIST\fR".
    private static func forms(_ option: OptionRow) -> String {
        (option.short.map { Roff.bold($0) + ", " } ?? "") + Roff.bold(option.name) + (option.value.map { " " + Roff.italic($0) } ?? "")
    }

    /// The values an option takes, a line per source when they depend on it.
    private static func choiceLines(_ option: OptionRow) -> [String] {
        option.choices().flatMap { group in
            [".br", (group.source.map { Roff.bold($0) + Roff.text(": ") } ?? "") + Roff.text(group.words.map(\.word).joined(separator: ", "))]
        }
    }

    /// "\fBtidings read\fR [\fB\-\-json\fR] [\fB\-\-width\fR \fIN\fR] \fIURL\fR".
    private static func synopsis(_ command: CommandRow) -> String {
        var words = [Roff.bold("tidings" + (command.name.map { " " + $0 } ?? ""))]
        let options = command.visibleOptions.map { "[" + Roff.bold($0.name) + ($0.value.map { " " + Roff.italic($0) } ?? "") + "]" }
        let operand = command.operand.map { operand -> String in
            if case .words(let choices) = operand.kind {
                return "[" + choices().map { Roff.bold($0.word) }.joined(separator: "|") + "]"
            }
            return Roff.italic(operand.synopsis)
        }
        if let operand, command.operand?.comesFirst == true { words.append(operand) }
        words += options
        if let operand, command.operand?.comesFirst != true { words.append(operand) }
        return words.joined(separator: " ")
    }

    /// The page as roff lines: requests, and text already escaped.
    private struct Page {
        var lines: [String] = []

        mutating func line(_ text: String) { lines.append(text) }
        mutating func section(_ name: String) { lines.append(".SH " + Roff.argument(name)) }
        mutating func subsection(_ name: String) { lines.append(".SS " + Roff.argument(name)) }

        /// A paragraph of roff (text already escaped).
        mutating func paragraph(_ roff: String) {
            lines.append(".PP")
            lines.append(roff)
        }

        /// A tagged paragraph: the tag on its own line, then the body's lines.
        mutating func item(_ tag: String, _ body: [String]) {
            lines.append(".TP")
            lines.append(tag)
            lines += body
        }
    }
}
