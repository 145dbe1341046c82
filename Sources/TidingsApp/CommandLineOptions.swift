/// What the command line asked for.
public struct CommandLineOptions: Equatable {
    public enum Action: Equatable { case browse, help, version, saved }

    public var action: Action = .browse
    /// The id of the tab shown first ("hn"); nil when the command line does not say.
    public var source: String?
    /// `--list`, kept as typed: its meaning depends on the source.
    public var list: String?
    public var demo = false

    public static var usage: String {
        "usage: tidings [\(SourceCatalog.ids.joined(separator: "|"))] [--list LIST] [--demo] [--help] [--version]\n       tidings saved"
    }

    /// A command line Tidings cannot run with; the message names what was wrong.
    public struct UsageError: Error, Equatable {
        public var message: String
    }

    public init() {}

    /// Parses arguments (without the program name).
    public static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        var options = CommandLineOptions()
        var index = 0
        var sawSource = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "--help", "-h": options.action = .help
            case "--version", "-V": options.action = .version
            case "saved" where index == 1: options.action = .saved
            case "--demo": options.demo = true
            case "--list", "-l":
                guard index < arguments.count else { throw UsageError(message: "--list needs a value, such as front, new, best, ask, show or jobs") }
                options.list = arguments[index]
                index += 1
            case _ where argument.hasPrefix("--list="):
                options.list = String(argument.dropFirst("--list=".count))
            case _ where SourceCatalog.descriptor(id: argument) != nil:
                guard !sawSource else { throw UsageError(message: "only one source can be given") }
                sawSource = true
                options.source = argument
            case _ where argument.hasPrefix("-"):
                throw UsageError(message: "unknown option '\(ConfigFile.shown(argument, limit: 40))'")
            default:
                throw UsageError(message: "unknown source '\(ConfigFile.shown(argument, limit: 40))' (available: \(SourceCatalog.ids.joined(separator: ", ")))")
            }
        }
        return options
    }
}
