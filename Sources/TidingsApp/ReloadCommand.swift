import Feeds
import FoundationEssentials
import Networking
import Screens
import Store
import ViewModels

/// `tidings reload [--json]`: fetches every subscription once, keeps what arrived (so the Feeds
/// tab opens on it), prints how each feed went and exits. For scripts and cron: the exit status
/// is 0 whenever the reload ran, whatever single feeds did (their errors are in the output); 1
/// when it could not run at all.
enum ReloadCommand {
    static func run(json: Bool, environment: [String: String], transport: any HTTPTransport = CurlTransport(timeout: 15)) -> Int32 {
        MallocArenas.shareOne()
        let file: SubscriptionsFile
        switch FeedCommandSupport.subscriptionsFile(environment: environment) {
        case .found(let found): file = found
        case .nowhere(let reason): return FeedCommandSupport.fail(reason)
        }
        let store = FeedStore(path: FeedPaths.store(environment: environment))
        let library = FeedLibrary(subscriptions: .file(file), store: store, transport: transport)
        let subscriptions: [Subscription]
        do {
            subscriptions = try library.list().subscriptions
        } catch {
            return FeedCommandSupport.fail(FeedCommandSupport.sentence(for: error))
        }
        if subscriptions.isEmpty, !json {
            TidingsApplication.printError("tidings: no feeds to reload. Add their addresses to \(FeedCommandSupport.shown(file.path)), one per line, or import an OPML file with tidings import FILE.opml.")
        }
        let (reports, notice) = runToCompletion {
            (await library.reload(subscriptions, forgetOthers: true), store.takeNotices().first)
        }
        let wording = Wording(retryKey: nil)
        if json {
            print(self.json(reports, wording: wording))
        } else {
            for report in reports { print(line(report, wording: wording)) }
        }
        if let notice { TidingsApplication.printError("tidings: warning: " + StoreWording.sentence(for: notice)) }
        return 0
    }

    /// `{"feeds":[{"url","title","items","new","error"}]}`, in the feeds file's order.
    static func json(_ reports: [FeedReport], wording: Wording) -> String {
        JSONValue.object([("feeds", .array(reports.map { report in
            .object([
                ("url", .string(report.subscription.address)),
                ("title", report.title == report.subscription.address ? .null : .string(report.title)),
                ("items", .integer(report.itemCount)),
                ("new", .integer(report.newCount)),
                ("error", .optional(report.failure.map { wording.sentence(for: $0) })),
            ])
        }))]).text
    }

    /// "Loopback Weekly: 12 items, 3 new", or the feed's name and why it failed.
    static func line(_ report: FeedReport, wording: Wording) -> String {
        let name = ConfigFile.shown(report.title, limit: 60)
        if let failure = report.failure { return "\(name): \(wording.sentence(for: failure))" }
        let items = report.itemCount == 1 ? "1 item" : "\(report.itemCount) items"
        if report.notModified { return "\(name): not modified (\(items))" }
        return "\(name): \(items), \(report.newCount) new"
    }
}
