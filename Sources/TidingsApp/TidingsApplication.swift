import Canvas
import Feeds
import Foundation
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
    public static func main(arguments: [String], environment: [String: String]) -> Int32 {
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(Array(arguments.dropFirst()))
        } catch {
            printError("tidings: \(error.message)\n\(CommandLineOptions.usage)")
            return 2
        }
        switch options.action {
        case .help:
            // The help shows the user's own bindings when the config file reads.
            let keymap = (try? ConfigFile.load(path: ConfigFile.defaultPath(environment: environment)))
                .flatMap { try? KeyBindingSettings.keymap(from: $0) } ?? .standard
            print(HelpText.render(keymap: keymap), terminator: "")
            return 0
        case .version:
            print(HelpText.version)
            return 0
        case .read(let read):
            return ReadCommand.run(read)
        case .saved:
            return SavedCommand.run(environment: environment)
        case .browse:
            break
        }
        let configuration: AppConfiguration
        do {
            let file = try ConfigFile.load(path: ConfigFile.defaultPath(environment: environment))
            configuration = try AppConfiguration.resolve(options: options, environment: environment, config: file)
        } catch let problem as ConfigFile.Problem {
            printError("tidings: \(problem.message)")
            return 2
        } catch let invalid as AppConfiguration.Invalid {
            printError("tidings: \(invalid.message)")
            return 2
        } catch {
            printError("tidings: \(error)")
            return 2
        }
        for warning in configuration.warnings { printError("tidings: warning: \(warning)") }
        guard isatty(0) == 1, isatty(1) == 1 else {
            printError("tidings: needs a terminal; run it directly in your shell, not through a pipe.")
            return 1
        }
        do {
            let session = try Session(configuration: configuration)
            return session.run()
        } catch {
            printError("tidings: \(error)")
            return 1
        }
    }

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
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
    private let pageCache: PageCache?
    private var grid = CellGrid(rows: 0, columns: 0)
    private var spinnerFrame = 0

    init(configuration: AppConfiguration) throws {
        signals = try SignalWatcher()
        waker = try Waker()
        let waker = self.waker
        scheduler = FetchScheduler(wake: { waker.wake() })
        terminal = try TerminalScreen(useColor: configuration.useColor, mouse: configuration.mouse)
        opener = LinkOpener(browserVariable: configuration.browser)

        memory = ReadingMemory(store: ReadingStore(path: configuration.readingStorePath), scheduler: scheduler)
        prefetcher = ThreadPrefetcher(scheduler: scheduler)
        let pageCache = configuration.pageCachePath.map { PageCache(path: $0, maximumBytes: configuration.cacheMaximumBytes) }
        self.pageCache = pageCache
        browser = Browser(
            tabs: SourceTabs.make(configuration, scheduler: scheduler, memory: memory, pageCache: pageCache, prefetcher: prefetcher),
            activeTab: SourceTabs.index(of: configuration.initialSource),
            theme: configuration.useColor ? .colorful : .monochrome,
            keymap: configuration.keymap,
            credentials: SourceTabs.credentials,
            unreachableAdvice: SourceTabs.unreachableAdvice(configuration))
        drafts = configuration.drafts
        if let warning = configuration.warnings.first { browser.report("Warning: " + warning, isError: true) }
        // Read articles stay in memory for the session. The demo stays offline: its links are
        // invented, so the reader says so instead of asking the network.
        let fetcher = configuration.options.demo ? ArticleFetcher.offline : ArticleFetcher(transport: CurlTransport(timeout: 15))
        let cache = ReaderCache()
        let scheduler = self.scheduler
        browser.makeReader = { url, title in
            ReaderScreen(model: ReaderViewModel(url: url, title: title, fetcher: fetcher, scheduler: scheduler, cache: cache))
        }
    }

    /// Runs until the user quits or a signal ends the program; returns the exit status.
    func run() -> Int32 {
        defer {
            // However Tidings stops (q, Ctrl-C, SIGTERM, SIGHUP), typed input is kept.
            for draft in browser.unsavedDrafts { drafts.save(draft.key, values: draft.values) }
            terminal.restore()
            memory.flush()
        }
        let loop = EventLoop(inputFD: 0, wakeFD: waker.fileDescriptor, signalFD: signals.fileDescriptor)
        memory.load()
        reportCacheNotice()
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
                scheduler.deliver()
                prefetcher.pump()
                if let notice = memory.takeNotice() { browser.report(StoreWording.sentence(for: notice), isError: true) }
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
                    switch browser.handle(input, target: target) {
                    case .none: break
                    case .quit: return 0
                    case .repaint: terminal.resume()
                    case .open(let url, let what):
                        let outcome = opener.open(url, what: what)
                        browser.report(outcome.message, isError: !outcome.succeeded)
                    }
                }
            }
            draw()
        }
    }

    /// The cache file's trouble (damaged, unwritable), once, like the reading store's.
    private func reportCacheNotice() {
        guard let pageCache else { return }
        scheduler.start({ () async throws(FetchError) -> StoreNotice? in await pageCache.takeNotice() }) { [browser] result in
            if case .success(let notice?) = result { browser.report(StoreWording.sentence(for: notice), isError: true) }
        }
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
