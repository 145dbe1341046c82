/// Where the Feeds source keeps its files, after the XDG base directory rules.
enum FeedPaths {
    /// `$XDG_DATA_HOME/tidings/feeds.sqlite3` (default `~/.local/share/…`): the feeds and the
    /// items they carried. Data rather than cache: items a feed has dropped cannot be fetched
    /// again.
    static func store(environment: [String: String]) -> String? {
        if let value = environment["XDG_DATA_HOME"], value.hasPrefix("/") { return value + "/tidings/feeds.sqlite3" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.local/share/tidings/feeds.sqlite3"
    }
}
