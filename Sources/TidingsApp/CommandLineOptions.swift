import FoundationEssentials

/// What the command line asked for.
public struct CommandLineOptions: Equatable {
    public enum Action: Equatable {
        case browse, help, version, saved, read(ReadOptions)
        /// `tidings reload`, `feed`, `import`, `export` (FeedCommandLine.swift).
        case reload(json: Bool), feed(FeedOptions), importOPML(path: String), exportOPML
        /// The man page and the shell completions, which the install writes.
        case manual, completions(Shell)
    }

    /// `tidings read [--json] [--width N] URL`.
    public struct ReadOptions: Equatable, Sendable {
        public var url: URL
        public var json = false
        /// nil: the terminal's width, or 80 when the output is not a terminal.
        public var width: Int?
    }

    public var action: Action = .browse
    /// The id of the tab shown first ("hn"); nil when the command line does not say.
    public var source: String?
    /// `--list`, kept as typed: its meaning depends on the source.
    public var list: String?
    public var demo = false

    /// One line per command, from the command table.
    public static var usage: String {
        "usage: " + CommandTable.all.map(\.synopsis).joined(separator: "\n       ")
    }

    /// A command line Tidings cannot run with; the message names what was wrong.
    public struct UsageError: Error, Equatable {
        public var message: String
    }

    public init() {}

    /// Parses arguments (without the program name): the first names a command, or the rest are
    /// the browser's; what each command takes is in `CommandTable`.
    public static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        let command = CommandTable.command(named: arguments.first)
        let given = try GivenArguments(command.name == nil ? arguments[...] : arguments.dropFirst(), for: command)
        // --help and --version answer whatever else is on the line; the later of the two wins.
        if let last = given.options.last(where: { $0.name == CommandTable.help.name || $0.name == CommandTable.version.name }) {
            var options = CommandLineOptions()
            options.action = last.name == CommandTable.help.name ? .help : .version
            return options
        }
        return try command.build(given)
    }
}
