/// What the command line asked for.
public struct CommandLineOptions: Equatable {
    public enum Action: Equatable { case browse, help, version }

    public var action: Action = .browse
    /// The tab shown first; nil when the command line does not say.
    public var source: SourceKind?
    /// `--list`, kept as typed: its meaning depends on the source.
    public var list: String?
    public var demo = false

    public static let usage = "usage: tidings [hn|ph|news] [--list LIST] [--demo] [--help] [--version]"

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
            case "--demo": options.demo = true
            case "--list", "-l":
                guard index < arguments.count else { throw UsageError(message: "--list needs a value, such as front, new, ask or show") }
                options.list = arguments[index]
                index += 1
            case _ where argument.hasPrefix("--list="):
                options.list = String(argument.dropFirst("--list=".count))
            case _ where SourceKind(rawValue: argument) != nil:
                guard !sawSource else { throw UsageError(message: "only one source can be given") }
                sawSource = true
                options.source = SourceKind(rawValue: argument)
            case _ where argument.hasPrefix("-"):
                throw UsageError(message: "unknown option '\(argument)'")
            default:
                throw UsageError(message: "unknown source '\(argument)' (available: hn, ph, news)")
            }
        }
        return options
    }
}
