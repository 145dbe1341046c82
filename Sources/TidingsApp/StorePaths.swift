/// Where Tidings keeps its files, after the XDG base directory rules.
enum StorePaths {
    /// `$XDG_DATA_HOME/tidings/tidings.sqlite3` (default `~/.local/share/…`): the reader's data.
    static func readingStore(environment: [String: String]) -> String? {
        folder(environment, variable: "XDG_DATA_HOME", fallback: ".local/share").map { $0 + "/tidings/tidings.sqlite3" }
    }

    /// `$XDG_CACHE_HOME/tidings/cache.sqlite3` (default `~/.cache/…`): fetched pages.
    static func pageCache(environment: [String: String]) -> String? {
        folder(environment, variable: "XDG_CACHE_HOME", fallback: ".cache").map { $0 + "/tidings/cache.sqlite3" }
    }

    /// `$XDG_CACHE_HOME/tidings/images.sqlite3`, beside the page cache: downloaded pictures.
    static func imageCache(environment: [String: String]) -> String? {
        folder(environment, variable: "XDG_CACHE_HOME", fallback: ".cache").map { $0 + "/tidings/images.sqlite3" }
    }

    private static func folder(_ environment: [String: String], variable: String, fallback: String) -> String? {
        if let value = environment[variable], value.hasPrefix("/") { return value }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/" + fallback
    }
}
