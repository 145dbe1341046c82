import FoundationEssentials
import Networking

/// The command line as one table: each command (the browser when none is named, `saved`,
/// `read`) with its operand and its options. The parser and its error messages, `--help`, the
/// man page and the shell completions all read it, so a row added here is parsed, documented
/// and completed at once.
enum CommandTable {
    /// Every command, the browser first. The first argument names a command; anything else
    /// is the browser's.
    static let all: [CommandRow] = [browse, saved, read] + feedCommands

    /// The command the first argument names, or the browser.
    static func command(named first: String?) -> CommandRow {
        all.first { $0.name != nil && $0.name == first } ?? browse
    }

    /// The commands that are named (not the browser).
    static var named: [CommandRow] { all.filter { $0.name != nil } }

    // Options every command takes.
    static let help = OptionRow(name: "--help", short: "-h", meaning: "show this help")
    static let version = OptionRow(name: "--version", short: "-V", meaning: "show the version")

    // The browser's.
    static let list = OptionRow(
        name: "--list", short: "-l", value: "LIST", needs: "a list", meaning: "the list shown first (default: the source's first)",
        choices: { SourceCatalog.all.filter { !$0.lists.isEmpty }.map { Choices(source: $0.id, words: $0.lists.map { Choice($0) }) } })
    static let demo = OptionRow(name: "--demo", meaning: "browse the bundled sample data, offline")
    /// The install writes the man page and the completions with these, from this table.
    static let manual = OptionRow(name: "--manual", meaning: "print the man page (roff)", hidden: true)
    static let completions = OptionRow(
        name: "--completions", value: "SHELL", needs: "a shell", meaning: "print the completions for a shell",
        choices: { [Choices(source: nil, words: Shell.allCases.map { Choice($0.rawValue) })] }, hidden: true)

    static let browse = CommandRow(
        name: nil,
        summary: "browse every source in full screen",
        operand: OperandRow(
            synopsis: "[\(SourceCatalog.ids.joined(separator: "|"))]", comesFirst: true,
            kind: .words { SourceCatalog.all.map { Choice($0.id, meaning: $0.summary) } }),
        options: [list, demo, help, version, manual, completions],
        build: { given throws(CommandLineOptions.UsageError) in
            var options = CommandLineOptions()
            for operand in given.operands {
                guard SourceCatalog.descriptor(id: operand) != nil else {
                    throw .init(message: "unknown source '\(ConfigFile.shown(operand, limit: 40))' (available: \(SourceCatalog.ids.joined(separator: ", ")))")
                }
                guard options.source == nil else { throw .init(message: "only one source can be given") }
                options.source = operand
            }
            options.list = given.value(of: list)
            options.demo = given.has(demo)
            if given.has(manual) { options.action = .manual }
            if let name = given.value(of: completions) {
                guard let shell = Shell(rawValue: name) else {
                    throw .init(message: "--completions needs \(completions.valueHint), not '\(ConfigFile.shown(name, limit: 20))'")
                }
                options.action = .completions(shell)
            }
            return options
        })

    static let saved = CommandRow(
        name: "saved",
        summary: "print every saved item as title<TAB>url, newest first",
        options: [],
        build: { given throws(CommandLineOptions.UsageError) in
            if let extra = given.operands.first { throw .init(message: "saved takes no arguments, not '\(ConfigFile.shown(extra, limit: 40))'") }
            var options = CommandLineOptions()
            options.action = .saved
            return options
        })

    static let json = OptionRow(name: "--json", meaning: #"print {"title","byline","site","published","text"} (missing fields are null)"#)
    static let width = OptionRow(
        name: "--width", short: "-w", value: "N", needs: "a number of columns",
        meaning: "wrap to N columns, 10 to 1000 (default: the terminal's width, or 80)")

    static let read = CommandRow(
        name: "read",
        summary: "print a page's article as plain text, with its links numbered at the end",
        operand: OperandRow(synopsis: "URL", kind: .webAddress),
        options: [json, width],
        details: "It exits 1 with the reason on stderr when the page cannot be fetched, is not a web page or holds no article.",
        build: { given throws(CommandLineOptions.UsageError) in
            guard given.operands.count <= 1 else { throw .init(message: "read takes one address") }
            guard let address = given.operands.first else { throw .init(message: "read needs the address of a page") }
            guard let url = URL(string: address), url.isWebAddress else {
                throw .init(message: "read needs an http or https address, not '\(ConfigFile.shown(address, limit: 60))'")
            }
            var read = CommandLineOptions.ReadOptions(url: url, json: given.has(json))
            if let text = given.value(of: width) {
                guard let columns = Int(text), (10...1000).contains(columns) else {
                    throw .init(message: "--width needs a number of columns from 10 to 1000")
                }
                read.width = columns
            }
            var options = CommandLineOptions()
            options.action = .read(read)
            return options
        })
}

/// One command: its name, what it does, what it takes, and how what was given becomes the
/// options it runs with.
struct CommandRow: Sendable {
    /// The word that names it ("read"); nil for the browser, which runs when none is named.
    var name: String?
    /// One line for `--help` and the man page.
    var summary: String
    var operand: OperandRow?
    /// Its own options; `--help` and `--version` work with every command.
    var options: [OptionRow]
    /// More about it, for `--help` and the man page.
    var details: String?
    /// What the command line asks for; throws the sentence that says why it cannot run.
    var build: @Sendable (GivenArguments) throws(CommandLineOptions.UsageError) -> CommandLineOptions

    /// Every option it understands, its own and the ones every command takes.
    var understood: [OptionRow] {
        options + [CommandTable.help, CommandTable.version].filter { shared in !options.contains { $0.name == shared.name } }
    }

    /// The options shown in `--help`, the man page and the completions.
    var visibleOptions: [OptionRow] { options.filter { !$0.hidden } }

    /// "tidings read [--json] [--width N] URL".
    var synopsis: String {
        var words = ["tidings"] + (name.map { [$0] } ?? [])
        let options = visibleOptions.map { "[\($0.name)\($0.value.map { " " + $0 } ?? "")]" }
        if let operand, operand.comesFirst { words.append(operand.synopsis) }
        words += options
        if let operand, !operand.comesFirst { words.append(operand.synopsis) }
        return words.joined(separator: " ")
    }
}

/// An option: `--list LIST`, `-l LIST` or `--list=LIST`; or a flag such as `--demo`.
struct OptionRow: Sendable {
    /// "--list".
    var name: String
    /// "-l", when it has a short form.
    var short: String?
    /// What its value is called ("LIST"); nil for a flag.
    var value: String?
    /// What a missing value should have been, in "--list needs a list, such as …".
    var needs: String = "a value"
    /// One line for `--help` and the man page.
    var meaning: String
    /// The values it takes, as `--help` lists them and the completions offer them; several
    /// groups when they depend on the source.
    var choices: @Sendable () -> [Choices] = { [] }
    /// Left out of `--help`, the man page and the completions: the install's own options.
    var hidden = false

    /// "a list, such as front, new, best, ask, show or jobs"; "a shell: bash, zsh or fish".
    var valueHint: String {
        guard let first = choices().first, !first.words.isEmpty else { return needs }
        let words = first.words.map(\.word)
        let listed = words.count > 1 ? words.dropLast().joined(separator: ", ") + " or " + words.last! : words[0]
        return needs + (first.source == nil ? ": " : ", such as ") + listed
    }
}

/// What an option or operand takes, for one source (its `--list` values) or for any.
struct Choices: Sendable {
    /// The source they belong to ("hn"); nil when they do not depend on one.
    var source: String?
    var words: [Choice]
}

struct Choice: Sendable, Equatable {
    var word: String
    /// A few words for the completions that show them (zsh, fish).
    var meaning: String?

    init(_ word: String, meaning: String? = nil) {
        self.word = word
        self.meaning = meaning
    }
}

/// What a command takes besides its options.
struct OperandRow: Sendable {
    enum Kind: Sendable {
        /// One of these words.
        case words(@Sendable () -> [Choice])
        /// A web address.
        case webAddress
        /// A file's path.
        case file
    }

    /// How the synopsis writes it ("URL", "[hn|ph|news|til]").
    var synopsis: String { makeSynopsis() }
    /// Written before the options in the synopsis (an optional word such as the source).
    var comesFirst: Bool
    var kind: Kind
    // Made when asked: the browser's names the sources, and `--version` should not build the
    // source catalog (nor start Foundation) to print one line.
    private let makeSynopsis: @Sendable () -> String

    init(synopsis: @autoclosure @escaping @Sendable () -> String, comesFirst: Bool = false, kind: Kind) {
        makeSynopsis = synopsis
        self.comesFirst = comesFirst
        self.kind = kind
    }
}

/// The arguments of one command line as given: each option with its value, in order, and the
/// operands.
struct GivenArguments {
    var options: [(name: String, value: String?)] = []
    var operands: [String] = []

    /// Sorts `arguments` by what `command` understands; throws on an option it does not know or
    /// a value missing.
    init(_ arguments: ArraySlice<String>, for command: CommandRow) throws(CommandLineOptions.UsageError) {
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            // "-" alone is an operand, as it is to most tools.
            guard argument.count > 1, argument.hasPrefix("-") else {
                operands.append(argument)
                continue
            }
            guard let (row, attached) = Self.match(argument, in: command.understood) else {
                throw .init(message: "unknown option '\(ConfigFile.shown(argument, limit: 40))'" + (command.name.map { " for \($0)" } ?? ""))
            }
            if row.value == nil {
                guard attached == nil else { throw .init(message: "\(row.name) takes no value") }
                options.append((row.name, nil))
            } else if let attached {
                options.append((row.name, attached))
            } else {
                guard index < arguments.endIndex else { throw .init(message: "\(row.name) needs \(row.valueHint)") }
                options.append((row.name, arguments[index]))
                index += 1
            }
        }
    }

    /// The option `argument` names, with a value written after `=`.
    private static func match(_ argument: String, in rows: [OptionRow]) -> (OptionRow, String?)? {
        for row in rows {
            if argument == row.name || argument == row.short { return (row, nil) }
            if argument.hasPrefix(row.name + "=") { return (row, String(argument.dropFirst(row.name.count + 1))) }
        }
        return nil
    }

    func has(_ option: OptionRow) -> Bool { options.contains { $0.name == option.name } }

    /// The option's value, the last one when it was given twice.
    func value(of option: OptionRow) -> String? { options.last { $0.name == option.name }?.value }
}
