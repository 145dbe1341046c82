import Feeds
import FoundationEssentials
import Networking
import Screens
import ViewModels

/// Everything the app needs to start, resolved from the command line, the environment and the
/// config file, in that order of precedence.
public struct AppConfiguration {
    public var options: CommandLineOptions
    /// The id of the tab shown first ("hn").
    public var initialSource: String
    /// `--list`, checked against the initial source's lists.
    public var list: String?
    var settings: ResolvedSettings
    public var browser: String?
    public var useColor: Bool
    public var mouse: Bool
    public var keymap: Keymap
    /// Where unsaved form input is kept between runs (nowhere for the demo).
    public var drafts: DraftStore
    /// The reader's own data (`$XDG_DATA_HOME/tidings/tidings.sqlite3`); nil keeps it in memory
    /// (the demo never touches the user's files).
    public var readingStorePath: String?
    /// Fetched pages kept for offline use (`$XDG_CACHE_HOME/tidings/cache.sqlite3`); nil for the
    /// demo, which has nothing to keep.
    public var pageCachePath: String?
    public var cacheMaximumBytes: Int
    /// `images`, `images.thumbnails`, `cache.images_mb`.
    public var pictures: PictureSettings
    /// Seconds a request may take in all (`network.timeout`).
    public var timeout: TimeInterval = 15
    /// The config file this run reads (whether or not it exists), as messages name it: `~`
    /// for the home folder.
    public var shownConfigFile: String?
    /// Things worth telling the user at start (an unsafe config file).
    public var warnings: [String] = []
    /// The environment this run read, for sources that find their own files by it.
    var environment: [String: String] = [:]

    public struct Invalid: Error, Equatable {
        public var message: String
    }

    public static func resolve(
        options: CommandLineOptions, environment: [String: String], config: ConfigFile = ConfigFile()
    ) throws(Invalid) -> AppConfiguration {
        let path = ConfigFile.shown(config.path ?? "config", limit: 200)
        func line(_ key: String) -> String { config.lineNumbers[key].map { ":\($0)" } ?? "" }
        let initialSource: SourceDescriptor
        if let id = options.source, let chosen = SourceCatalog.descriptor(id: id) {
            initialSource = chosen
        } else if let named = config["source"] {
            guard let chosen = SourceCatalog.descriptor(id: named) else {
                throw Invalid(message: "\(path)\(line("source")): source must be one of \(SourceCatalog.ids.joined(separator: ", ")) (found '\(ConfigFile.shown(named, limit: 20))')")
            }
            initialSource = chosen
        } else {
            initialSource = SourceCatalog.all[0]
        }
        if let list = options.list {
            guard !initialSource.lists.isEmpty else {
                throw Invalid(message: "\(initialSource.title) has one list; drop --list")
            }
            guard initialSource.lists.contains(list) else {
                throw Invalid(message: "unknown \(initialSource.listNoun) '\(ConfigFile.shown(list, limit: 20))' for \(initialSource.title) (available: \(initialSource.lists.joined(separator: ", ")))")
            }
        }
        var mouse = true
        if let value = config["mouse"] {
            switch value.lowercased() {
            case "true", "yes", "on", "1": mouse = true
            case "false", "no", "off", "0": mouse = false
            default: throw Invalid(message: "\(path)\(line("mouse")): mouse must be true or false (found '\(ConfigFile.shown(value, limit: 20))')")
            }
        }
        var cacheMegabytes = 200
        if let value = config["cache.max_mb"] {
            guard let number = Int(value), (0...100_000).contains(number) else {
                throw Invalid(message: "\(path)\(line("cache.max_mb")): cache.max_mb must be a number of megabytes from 0 to 100000 (found '\(ConfigFile.shown(value, limit: 20))')")
            }
            cacheMegabytes = number
        }
        var timeout = 15
        if let value = config["network.timeout"] {
            guard let number = Int(value), (1...300).contains(number) else {
                throw Invalid(message: "\(path)\(line("network.timeout")): network.timeout must be a number of seconds from 1 to 300 (found '\(ConfigFile.shown(value, limit: 20))')")
            }
            timeout = number
        }
        let settings = try ResolvedSettings(keys: AppSettings.keys + SourceCatalog.settings, environment: environment, config: config)
        var configuration = AppConfiguration(
            options: options,
            initialSource: initialSource.id,
            list: options.list,
            settings: settings,
            browser: settings["browser"],
            // https://no-color.org: any non-empty value turns colour off.
            useColor: (environment["NO_COLOR"] ?? "").isEmpty,
            mouse: mouse,
            keymap: try KeyBindingSettings.keymap(from: config),
            drafts: DraftStore(folder: options.demo ? nil : DraftStore.defaultFolder(environment: environment)),
            readingStorePath: options.demo ? nil : StorePaths.readingStore(environment: environment),
            pageCachePath: options.demo ? nil : StorePaths.pageCache(environment: environment),
            cacheMaximumBytes: cacheMegabytes << 20,
            pictures: try PictureSettings.resolve(config: config, environment: environment, demo: options.demo))
        configuration.timeout = TimeInterval(timeout)
        configuration.environment = environment
        configuration.shownConfigFile = (config.path ?? ConfigFile.defaultPath(environment: environment)).map {
            ConfigFile.shown(abbreviatingHome($0, environment: environment), limit: 200)
        }
        if let warning = config.permissionWarning() { configuration.warnings.append(warning) }
        return configuration
    }

    /// "~/.config/tidings/config" for a path in the home folder; any other path as it is.
    static func abbreviatingHome(_ path: String, environment: [String: String]) -> String {
        guard let home = environment["HOME"], home.hasPrefix("/"), home != "/" else { return path }
        let folder = home.hasSuffix("/") ? String(home.dropLast()) : home
        return path.hasPrefix(folder + "/") ? "~" + path.dropFirst(folder.count) : path
    }

    /// A setting's value as resolved ("example.country").
    public subscript(setting key: String) -> String? { settings[key] }

    /// A URL setting, or its default.
    public func url(_ key: String) -> URL { settings.url(key) }

    /// The transport: real HTTP, or the bundled sample for `--demo`.
    func makeTransport() -> any HTTPTransport {
        options.demo ? DemoTransport(sources: SourceCatalog.all.compactMap { $0.demo?() }) : CurlTransport(timeout: timeout)
    }
}
