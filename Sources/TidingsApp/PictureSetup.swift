import Canvas
import FoundationEssentials
import Feeds
import Networking
import Pictures
import Screens
import Store
import Terminal
import ViewModels

/// Pictures for one run of the browser: what the terminal draws, asked before curses takes it,
/// then the loader every screen shares.
enum PictureSetup {
    /// What the terminal draws and the keys typed while it was asked (for the terminal to read
    /// first). Only `auto` and a named protocol ask the terminal (its cells' size in pixels
    /// matters to both); `symbols` and `off` ask nothing.
    static func probe(_ settings: PictureSettings, environment: [String: String]) -> (support: GraphicsSupport, typedAhead: [UInt8]) {
        guard settings.needsProbe else { return (GraphicsSupport(), []) }
        let found = GraphicsProbe.detect(environment: environment)
        return (found.support, found.typedAhead)
    }

    /// The screens' pictures, or nil when none are drawn (`images = off`, `NO_COLOR`, or symbols
    /// on a terminal without colours), and the image store it keeps downloads in. Pictures come
    /// through a plain transport, not the page cache's, which would keep them twice; the demo's
    /// come from its bundle.
    static func make(
        _ settings: PictureSettings, support: GraphicsSupport, colors: ColorDepth, demo: Bool, timeout: TimeInterval,
        scheduler: FetchScheduler, onNotice: @escaping @Sendable () -> Void
    ) -> (pictures: ScreenPictures?, store: ImageStore?) {
        guard let mode = settings.mode(for: support, colors: colors) else { return (nil, nil) }
        let store = settings.storePath.map { ImageStore(path: $0, maximumBytes: settings.cacheMaximumBytes, onNotice: onNotice) }
        let transport: any HTTPTransport = demo ? DemoTransport(sources: [DemoPictures()]) : CurlTransport(timeout: timeout)
        let loader = PictureLoader(transport: transport, store: store, mode: mode)
        return (ScreenPictures(loader: loader, scheduler: scheduler, thumbnails: settings.thumbnails), store)
    }
}
