import Foundation
import Networking

/// What the command line asked for.
public struct CommandLineOptions: Equatable {
    public enum Action: Equatable {
        case browse, help, version, saved, read(ReadOptions)
        /// `tidings reload`, `feed`, `import`, `export`: see FeedCommandLine.swift.
        case reload(json: Bool), feed(FeedOptions), importOPML(path: String), exportOPML
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

    public static var usage: String {
        "usage: tidings [\(SourceCatalog.ids.joined(separator: "|"))] [--list LIST] [--demo] [--help] [--version]\n       tidings saved\n       tidings read [--json] [--width N] URL\n" + feedUsage
    }

    /// A command line Tidings cannot run with; the message names what was wrong.
    public struct UsageError: Error, Equatable {
        public var message: String
    }

    public init() {}

    /// Parses arguments (without the program name).
    public static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        var options = CommandLineOptions()
        if arguments.first == "read" {
            options.action = .read(try parseRead(Array(arguments.dropFirst())))
            return options
        }
        if let action = try parseFeedCommand(arguments) {
            options.action = action
            return options
        }
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

    private static func parseRead(_ arguments: [String]) throws(UsageError) -> ReadOptions {
        var json = false
        var width: Int?
        var address: String?
        var index = 0
        func widthValue(_ text: String) throws(UsageError) -> Int {
            guard let value = Int(text), (10...1000).contains(value) else {
                throw UsageError(message: "--width needs a number of columns from 10 to 1000")
            }
            return value
        }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "--json": json = true
            case "--width", "-w":
                guard index < arguments.count else { throw UsageError(message: "--width needs a number of columns") }
                width = try widthValue(arguments[index])
                index += 1
            case _ where argument.hasPrefix("--width="):
                width = try widthValue(String(argument.dropFirst("--width=".count)))
            case _ where argument.hasPrefix("-") && argument.count > 1:
                throw UsageError(message: "unknown option '\(ConfigFile.shown(argument, limit: 40))' for read")
            default:
                guard address == nil else { throw UsageError(message: "read takes one address") }
                address = argument
            }
        }
        guard let address else { throw UsageError(message: "read needs the address of a page") }
        guard let url = URL(string: address), url.isWebAddress else {
            throw UsageError(message: "read needs an http or https address, not '\(ConfigFile.shown(address, limit: 60))'")
        }
        return ReadOptions(url: url, json: json, width: width)
    }
}
