import Feeds

/// What the command line asked for.
public struct CommandLineOptions: Equatable {
    public enum Action: Equatable { case browse, help, version }

    public var action: Action = .browse
    public var source = "hn"
    public var list: HackerNewsList = .front
    public var demo = false

    public static let usage = "usage: tidings [hn] [--list front|new|ask|show] [--demo] [--help] [--version]"

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
                guard index < arguments.count else { throw UsageError(message: "--list needs a value: front, new, ask or show") }
                options.list = try list(named: arguments[index])
                index += 1
            case _ where argument.hasPrefix("--list="):
                options.list = try list(named: String(argument.dropFirst("--list=".count)))
            case "hn":
                guard !sawSource else { throw UsageError(message: "only one source can be given") }
                sawSource = true
                options.source = argument
            case _ where argument.hasPrefix("-"):
                throw UsageError(message: "unknown option '\(argument)'")
            default:
                throw UsageError(message: "unknown source '\(argument)' (available: hn)")
            }
        }
        return options
    }

    private static func list(named name: String) throws(UsageError) -> HackerNewsList {
        guard let list = HackerNewsList(rawValue: name) else {
            throw UsageError(message: "unknown list '\(name)' (available: front, new, ask, show)")
        }
        return list
    }
}
