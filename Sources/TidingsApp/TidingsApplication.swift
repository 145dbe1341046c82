import Canvas
import Feeds
import FoundationEssentials
import Networking
import Reader
import Screens
import Store
import Terminal
import ViewModels
#if canImport(Glibc)
import Glibc
#endif

/// The program: parses the command line, builds the screens, and runs the loop that sleeps in
/// poll() until a key, a signal or a finished fetch wakes it. Every ncurses call happens here.
public enum TidingsApplication {
    /// `environment` is read only by the commands that use it.
    public static func main(arguments: [String], environment readEnvironment: () -> [String: String]) -> Int32 {
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(Array(arguments.dropFirst()))
        } catch {
            printError("tidings: \(error.message)\n\(CommandLineOptions.usage)")
            return 2
        }
        // A write past a file-size limit is an error the store reports (EFBIG), not a signal
        // that ends the program.
        signal(SIGXFSZ, SIG_IGN)
        switch options.action {
        case .version:
            print(HelpText.version)
            return 0
        case .manual:
            // For everyone who installs it: the default keys, whatever this user's config says.
            print(ManualPage.render(), terminator: "")
            return 0
        case .completions(let shell):
            print(ShellCompletions.script(for: shell), terminator: "")
            return 0
        case .read(let read):
            return ReadCommand.run(read)
        case .help:
            return help(options: options, environment: readEnvironment())
        case .saved:
            return SavedCommand.run(environment: readEnvironment())
        case .reload(let json):
            return ReloadCommand.run(json: json, environment: readEnvironment())
        case .feed(let feed):
            return FeedCommand.run(feed)
        case .importOPML(let path):
            return ImportCommand.run(path: path, environment: readEnvironment())
        case .exportOPML:
            return ExportCommand.run(environment: readEnvironment())
        case .browse:
            break
        }
        let environment = readEnvironment()
        let configuration: AppConfiguration
        do {
            let file = try ConfigFile.load(path: ConfigFile.defaultPath(environment: environment))
            configuration = try AppConfiguration.resolve(options: options, environment: environment, config: file)
        } catch {
            printError("tidings: \(configurationProblem(error))")
            return 2
        }
        for warning in configuration.warnings { printError("tidings: warning: \(warning)") }
        if options.demo, DemoFiles.folder == nil {
            let places = DemoFiles.candidates.map(\.path).joined(separator: " or ")
            printError("tidings: the demo's sample data is not installed beside this binary (looked in \(places)); install Tidings with scripts/install.sh, which puts it in PREFIX/share/tidings/demo.")
            return 1
        }
        guard isatty(0) == 1, isatty(1) == 1 else {
            printError("tidings: needs a terminal; run it directly in your shell, not through a pipe.")
            return 1
        }
        do {
            let session = try Session(configuration: configuration, environment: environment)
            return session.run()
        } catch {
            printError("tidings: \(error)")
            return 1
        }
    }

    /// The help shows the user's own bindings, so it reads the config file as a launch does, and
    /// a broken one is said the same way.
    private static func help(options: CommandLineOptions, environment: [String: String]) -> Int32 {
        do {
            let file = try ConfigFile.load(path: ConfigFile.defaultPath(environment: environment))
            let configuration = try AppConfiguration.resolve(options: options, environment: environment, config: file)
            print(HelpText.render(keymap: configuration.keymap), terminator: "")
            return 0
        } catch {
            printError("tidings: \(configurationProblem(error))")
            return 2
        }
    }

    /// What is wrong with the config file or a setting, as the message names it.
    private static func configurationProblem(_ error: any Error) -> String {
        switch error {
        case let problem as ConfigFile.Problem: problem.message
        case let invalid as AppConfiguration.Invalid: invalid.message
        default: "\(error)"
        }
    }

    static func printError(_ text: String) {
        Descriptor.write(2, Data((text + "\n").utf8))
    }
}

/// One run of the full-screen browser.
final class Session {
    private let terminal: TerminalScreen
    private let waker: Waker
    private let signals: SignalWatcher
    private let scheduler: FetchScheduler
    private let browser: Browser
    private let opener: LinkOpener
    private let drafts: DraftStore
    private let memory: ReadingMemory
    private let prefetcher: ThreadPrefetcher
    /// Reads saved items' articles ahead (nil in the demo and without a page cache).
    private var articleKeeper: SavedArticleKeeper?
    private let pageCache: PageCache?
    private let imageStore: ImageStore?
    /// The stores sources open for themselves.
    private let sourceStores: SourceStores
    private var grid = CellGrid(rows: 0, columns: 0)
    private var spinnerFrame = 0

    init(configuration: AppConfiguration, environment: [String: String]) throws {
        signals = try SignalWatcher()
        waker = try Waker()
        let waker = self.waker
        scheduler = FetchScheduler(wake: { waker.wake() })
        // What the terminal draws is asked before curses takes it; keys typed meanwhile are
        // handed to the terminal to read first.
        let graphics = PictureSetup.probe(configuration.pictures, environment: environment)
        terminal = try TerminalScreen(useColor: configuration.useColor, mouse: configuration.mouse, typedAhead: graphics.typedAhead)
        terminal.imagesThroughTmux = configuration.pictures.throughTmux(graphics.support)
        let (pictures, imageStore) = PictureSetup.make(
            configuration.pictures, support: graphics.support, colors: terminal.colorDepth, demo: configuration.options.demo,
            timeout: configuration.timeout, scheduler: scheduler, onNotice: { waker.wake() })
        self.imageStore = imageStore
        opener = LinkOpener(browserVariable: configuration.browser)

        // The stores post their notices as they happen (a write that failed, a damaged file
        // moved aside) and wake the loop, which says them.
        memory = ReadingMemory(store: ReadingStore(path: configuration.readingStorePath, onNotice: { waker.wake() }), scheduler: scheduler)
        prefetcher = ThreadPrefetcher(scheduler: scheduler)
        let pageCache = configuration.pageCachePath.map {
            PageCache(path: $0, maximumBytes: configuration.cacheMaximumBytes, onNotice: { waker.wake() })
        }
        self.pageCache = pageCache
        let sourceStores = SourceStores(wake: { waker.wake() })
        self.sourceStores = sourceStores
        browser = Browser(
            tabs: SourceTabs.make(configuration, scheduler: scheduler, memory: memory, pageCache: pageCache, prefetcher: prefetcher,
                                  pictures: pictures, stores: sourceStores),
            activeTab: SourceTabs.index(of: configuration.initialSource),
            theme: configuration.useColor ? .colorful : .monochrome,
            keymap: configuration.keymap,
            scheduler: scheduler,
            credentials: SourceTabs.credentials,
            unreachableAdvice: SourceTabs.unreachableAdvice(configuration))
        drafts = configuration.drafts
        if let warning = configuration.warnings.first { browser.report("Warning: " + warning, isError: true) }
        // Read articles stay in memory for the session. The demo stays offline: its links are
        // invented, so the reader says so instead of asking the network.
        let fetcher = configuration.options.demo ? ArticleFetcher.offline : ArticleFetcher(transport: CurlTransport(timeout: configuration.timeout))
        let cache = ReaderCache()
        // Articles read are kept between runs with the other copies (not in the demo).
        let kept = configuration.options.demo ? nil : pageCache.map(KeptArticles.init)
        let scheduler = self.scheduler
        // The demo's reader is offline, so its pictures would only fail.
        let readerPictures = configuration.options.demo ? nil : pictures
        // What is saved is read ahead and kept, so it reads offline without having been opened
        // (not when the cache may keep nothing: the read would be thrown away).
        if let kept, configuration.cacheMaximumBytes > 0 {
            let keeper = SavedArticleKeeper(scheduler: scheduler, fetcher: fetcher, kept: kept)
            articleKeeper = keeper
            memory.onSave = { item in item.articleURL.map(keeper.keep) }
        }
        browser.makeReader = { url, title, saving in
            ReaderScreen(model: ReaderViewModel(url: url, title: title, fetcher: fetcher, scheduler: scheduler, cache: cache, kept: kept),
                         pictures: readerPictures, saving: saving)
        }
    }

    /// Runs until the user quits or a signal ends the program; returns the exit status.
    func run() -> Int32 {
        defer {
            // However Tidings stops (q, Ctrl-C, SIGTERM, SIGHUP), typed input is kept, or the
            // reason it could not be is said once the terminal is back.
            var unkept: StoreError?
            for draft in browser.unsavedDrafts {
                do throws(StoreError) { try drafts.keep(draft.key, values: draft.values) } catch { unkept = error }
            }
            terminal.restore()
            if let unkept { TidingsApplication.printError("tidings: " + StoreWording.draftsNotKept(in: drafts.folder?.path, reason: unkept.kind)) }
            memory.flush()
        }
        let loop = EventLoop(inputFD: 0, wakeFD: waker.fileDescriptor, signalFD: signals.fileDescriptor)
        memory.load()
        reportStoreNotices()
        browser.start()
        draw()
        while true {
            // Sleep until something happens; wake on a timer only while a spinner turns or
            // ncurses holds a lone Esc that becomes a key once its delay passes.
            let timeout: Int32? = terminal.hasPendingEscape ? TerminalScreen.pendingEscapeTimeoutMilliseconds : (browser.isAnimating ? 100 : nil)
            let events = loop.wait(timeoutMilliseconds: timeout)
            if events.contains(.signal) {
                for signal in signals.drain() {
                    switch signal {
                    case .resize: terminal.handleResize()
                    case .interrupt: return 130
                    case .terminate: return 143
                    case .hangup: return 129
                    case .suspend:
                        terminal.suspend()
                        terminal.resume()
                    case .continued: terminal.resume()
                    }
                }
            }
            if events.contains(.wake) {
                waker.drain()
                // Finished work lands in one place: the browser's update.
                let messages = scheduler.takeMessages()
                if let status = perform(browser.update(messages)) { return status }
                prefetcher.pump()
                articleKeeper?.pump()
                reportStoreNotices()
                // The work is done (a thread in place, the prefetches over): what it freed goes back.
                if !messages.isEmpty, !scheduler.isBusy { FreedMemory.returnToSystem() }
            }
            if events.contains(.timeout), browser.isAnimating { spinnerFrame += 1 }
            if events.contains(.input) || events.contains(.timeout) {
                let inputs = terminal.readEvents()
                // The terminal went away without a SIGHUP: stop rather than spin on EOF.
                if inputs.isEmpty, events.contains(.input), loop.inputIsClosed() { return 129 }
                for input in inputs {
                    var target: HitTarget?
                    switch input {
                    case .resize:
                        terminal.handleResize()
                        continue
                    case .mouse(let mouse):
                        target = grid.hit(row: mouse.row, column: mouse.column)
                    default:
                        break
                    }
                    if let status = perform(browser.handle(input, target: target)) { return status }
                }
            }
            draw()
            // What the frame made visible may ask for more (replies put in order), or have
            // something to say, which is drawn at once rather than at the next event.
            let said = browser.message?.text
            if let status = perform(browser.frameShown()) { return status }
            if browser.message?.text != said { draw() }
        }
    }

    /// Does what the browser asks; returns the exit status when it asks to quit.
    private func perform(_ effect: BrowserEffect) -> Int32? {
        switch effect {
        case .none: break
        case .quit: return 0
        case .repaint: terminal.resume()
        case .open(let url, let what):
            let outcome = opener.open(url, what: what)
            browser.report(outcome.message, isError: !outcome.succeeded)
        }
        return nil
    }

    /// What happened to the stored files since the last look (damaged, a write that failed),
    /// each said once.
    private func reportStoreNotices() {
        let notices = memory.takeNotices() + (pageCache?.takeNotices() ?? []) + (imageStore?.takeNotices() ?? []) + sourceStores.takeNotices()
        guard !notices.isEmpty else { return }
        browser.report(notices.map(StoreWording.sentence).joined(separator: " "), isError: true)
    }

    private func draw() {
        let size = terminal.size
        if grid.rows != size.rows || grid.columns != size.columns {
            grid = CellGrid(rows: size.rows, columns: size.columns)
        }
        let context = browser.context(now: Date(), spinnerFrame: spinnerFrame)
        browser.layout(rows: grid.rows, columns: grid.columns, context: context)
        browser.render(into: &grid, context: context)
        terminal.draw(grid)
    }
}
