import FoundationEssentials
import Networking

extension CommandLineOptions {
    /// `tidings feed [--json] URL`.
    public struct FeedOptions: Equatable, Sendable {
        public var url: URL
        public var json = false
    }
}

/// The feed commands' rows of the command table: `reload`, `feed`, `import`, `export`.
extension CommandTable {
    static let feedCommands: [CommandRow] = [reload, feed, importFeeds, exportFeeds]

    static let reloadJSON = OptionRow(name: "--json", meaning: #"print {"feeds":[{"url","title","items","new","error"}]}"#)

    static let reload = CommandRow(
        name: "reload",
        summary: "fetch every subscribed feed once, keep what arrived, and exit",
        options: [reloadJSON],
        details: "Subscriptions live in $XDG_CONFIG_HOME/tidings/feeds (default ~/.config/tidings/feeds), in newsboat's urls syntax: "
            + #"one address per line, then tags ("tech" daily) and "~Name"."#
            + " With --json, items is how many items a feed's document holds, new how many were not seen before, and error null or the sentence the Feeds tab shows.",
        build: { given throws(CommandLineOptions.UsageError) in
            if let extra = given.operands.first { throw .init(message: "reload takes no arguments, not '\(ConfigFile.shown(extra, limit: 40))'") }
            var options = CommandLineOptions()
            options.action = .reload(json: given.has(reloadJSON))
            return options
        })

    static let feedJSON = OptionRow(
        name: "--json", meaning: #"print {"title","link","items":[{"title","link","id","published","author","summary"}]}"#)

    static let feed = CommandRow(
        name: "feed",
        summary: "print one feed (or the feed a web page links to) without subscribing",
        operand: OperandRow(synopsis: "URL", kind: .webAddress),
        options: [feedJSON],
        details: "It exits 1 with the reason on stderr when the feed cannot be read.",
        build: { given throws(CommandLineOptions.UsageError) in
            guard given.operands.count <= 1 else { throw .init(message: "feed takes one address") }
            guard let address = given.operands.first else { throw .init(message: "feed needs the address of a feed or of a site") }
            guard let url = URL(string: address), url.isWebAddress else {
                throw .init(message: "feed needs an http or https address, not '\(ConfigFile.shown(address, limit: 60))'")
            }
            var options = CommandLineOptions()
            options.action = .feed(CommandLineOptions.FeedOptions(url: url, json: given.has(feedJSON)))
            return options
        })

    static let importFeeds = CommandRow(
        name: "import",
        summary: "add an OPML file's feeds to the subscriptions (its folders become tags)",
        operand: OperandRow(synopsis: "FILE.opml", kind: .file),
        options: [],
        details: "A FILE of - reads standard input.",
        build: { given throws(CommandLineOptions.UsageError) in
            guard given.operands.count == 1, let path = given.operands.first else { throw .init(message: "import needs one OPML file") }
            var options = CommandLineOptions()
            options.action = .importOPML(path: path)
            return options
        })

    static let exportFeeds = CommandRow(
        name: "export",
        summary: "print the subscriptions as OPML 2.0",
        options: [],
        build: { given throws(CommandLineOptions.UsageError) in
            if let extra = given.operands.first { throw .init(message: "export takes no arguments, not '\(ConfigFile.shown(extra, limit: 40))'") }
            var options = CommandLineOptions()
            options.action = .exportOPML
            return options
        })
}
