import Foundation
import Networking

extension CommandLineOptions {
    /// `tidings feed [--json] URL`.
    public struct FeedOptions: Equatable, Sendable {
        public var url: URL
        public var json = false
    }

    static var feedUsage: String {
        "       tidings reload [--json]\n       tidings feed [--json] URL\n       tidings import FILE.opml\n       tidings export"
    }

    /// The feed commands, or nil when the arguments are none of them.
    static func parseFeedCommand(_ arguments: [String]) throws(UsageError) -> Action? {
        guard let command = arguments.first else { return nil }
        let rest = Array(arguments.dropFirst())
        func unknown(_ argument: String) -> UsageError {
            UsageError(message: "unknown option '\(ConfigFile.shown(argument, limit: 40))' for \(command)")
        }
        switch command {
        case "reload":
            var json = false
            for argument in rest {
                guard argument == "--json" else { throw unknown(argument) }
                json = true
            }
            return .reload(json: json)
        case "feed":
            var json = false
            var address: String?
            for argument in rest {
                if argument == "--json" {
                    json = true
                } else if argument.hasPrefix("-") && argument.count > 1 {
                    throw unknown(argument)
                } else {
                    guard address == nil else { throw UsageError(message: "feed takes one address") }
                    address = argument
                }
            }
            guard let address else { throw UsageError(message: "feed needs the address of a feed or of a site") }
            guard let url = URL(string: address), url.isWebAddress else {
                throw UsageError(message: "feed needs an http or https address, not '\(ConfigFile.shown(address, limit: 60))'")
            }
            return .feed(FeedOptions(url: url, json: json))
        case "import":
            guard rest.count == 1, let path = rest.first, !path.hasPrefix("-") || path == "-" else {
                if let option = rest.first(where: { $0.hasPrefix("-") && $0 != "-" }) { throw unknown(option) }
                throw UsageError(message: "import needs one OPML file")
            }
            return .importOPML(path: path)
        case "export":
            if let argument = rest.first { throw unknown(argument) }
            return .exportOPML
        default:
            return nil
        }
    }
}
