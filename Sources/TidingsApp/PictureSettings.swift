import Canvas
import Pictures
import Terminal

/// How the config file asks for pictures, checked like every other setting (file and line in
/// the error), and how that turns into a `PictureMode` once the terminal is known.
public struct PictureSettings: Sendable, Equatable {
    /// `images = …`
    public enum Choice: String, Sendable, CaseIterable {
        /// The best the terminal has: kitty, iTerm2 or sixel where it draws them (never inside
        /// tmux, which would need passthrough), else symbols.
        case auto
        case symbols, kitty, sixel, iterm
        case off
    }

    public var choice: Choice
    /// `images.thumbnails`: small pictures in feed rows (off by default).
    public var thumbnails: Bool
    /// `cache.images_mb`: how large the downloaded pictures may grow on disk.
    public var cacheMaximumBytes: Int
    /// Where downloaded pictures are kept (`$XDG_CACHE_HOME/tidings/images.sqlite3`); nil for
    /// the demo, which touches no files.
    public var storePath: String?

    public static let defaultCacheMegabytes = 100

    static let keys: [SettingKey] = [
        SettingKey(key: "images", environment: nil, kind: .text,
                   meaning: "auto (default), symbols, kitty, sixel, iterm or off: how pictures are drawn"),
        SettingKey(key: "images.thumbnails", environment: nil, kind: .text,
                   meaning: "true or false (default): small pictures in feed rows"),
        SettingKey(key: "cache.images_mb", environment: nil, kind: .text,
                   meaning: "how large downloaded pictures may grow, in MB (default 100; 0 keeps none)"),
    ]

    /// From the config file; `NO_COLOR` turns pictures off whatever the file says.
    static func resolve(config: ConfigFile, environment: [String: String], demo: Bool) throws(AppConfiguration.Invalid) -> PictureSettings {
        let path = ConfigFile.shown(config.path ?? "config", limit: 200)
        func place(_ key: String) -> String { "\(path)\(config.lineNumbers[key].map { ":\($0)" } ?? "")" }
        var choice = Choice.auto
        if let value = config["images"] {
            guard let chosen = Choice(rawValue: value.lowercased()) else {
                throw AppConfiguration.Invalid(message: "\(place("images")): images must be one of \(Choice.allCases.map(\.rawValue).joined(separator: ", ")) (found '\(ConfigFile.shown(value, limit: 20))')")
            }
            choice = chosen
        }
        if !(environment["NO_COLOR"] ?? "").isEmpty { choice = .off }
        var thumbnails = false
        if let value = config["images.thumbnails"] {
            switch value.lowercased() {
            case "true", "yes", "on", "1": thumbnails = true
            case "false", "no", "off", "0": thumbnails = false
            default:
                throw AppConfiguration.Invalid(message: "\(place("images.thumbnails")): images.thumbnails must be true or false (found '\(ConfigFile.shown(value, limit: 20))')")
            }
        }
        var megabytes = defaultCacheMegabytes
        if let value = config["cache.images_mb"] {
            guard let number = Int(value), (0...100_000).contains(number) else {
                throw AppConfiguration.Invalid(message: "\(place("cache.images_mb")): cache.images_mb must be a number of megabytes from 0 to 100000 (found '\(ConfigFile.shown(value, limit: 20))')")
            }
            megabytes = number
        }
        return PictureSettings(
            choice: choice, thumbnails: thumbnails, cacheMaximumBytes: megabytes << 20,
            storePath: demo ? nil : StorePaths.imageCache(environment: environment))
    }

    /// Whether the terminal must be asked what it draws (`GraphicsProbe`) before curses starts:
    /// for `auto`, and for a chosen protocol, whose cells' pixel size it tells.
    public var needsProbe: Bool { choice != .off && choice != .symbols }

    /// How pictures are drawn on this terminal, or nil when they are not. A protocol named in
    /// the config is used as asked (inside tmux through passthrough, see `throughTmux`); `auto`
    /// takes the best the terminal draws, outside tmux, else symbols. Symbols need colours.
    public func mode(for support: GraphicsSupport, colors: ColorDepth) -> PictureMode? {
        let cell = support.cellWidth.flatMap { width in support.cellHeight.map { PixelSize(width: width, height: $0) } }
        let symbols: PictureMode? = colors == .none ? nil : PictureMode(.symbols(colors), cell: cell)
        switch choice {
        case .off: return nil
        case .symbols: return symbols
        case .kitty: return PictureMode(.pixels(.kitty), cell: cell)
        case .sixel: return PictureMode(.pixels(.sixel), cell: cell)
        case .iterm: return PictureMode(.pixels(.iterm2), cell: cell)
        case .auto:
            guard !support.insideMultiplexer, let best = support.preferred else { return symbols }
            return PictureMode(.pixels(best), cell: cell)
        }
    }

    /// A protocol asked for by name inside tmux goes through tmux's passthrough
    /// (`TerminalScreen.imagesThroughTmux`).
    public func throughTmux(_ support: GraphicsSupport) -> Bool {
        support.insideMultiplexer && [.kitty, .sixel, .iterm].contains(choice)
    }
}
