import Feeds
import FoundationEssentials
import Store

/// `tidings export`: the feeds file as OPML 2.0 on stdout, each feed named by its `"~Name"` or
/// the title it last had, its first tag as its folder and every tag in its category.
enum ExportCommand {
    static func run(environment: [String: String]) -> Int32 {
        let file: SubscriptionsFile
        switch FeedCommandSupport.subscriptionsFile(environment: environment) {
        case .found(let found): file = found
        case .nowhere(let reason): return FeedCommandSupport.fail(reason)
        }
        let subscriptions: [Subscription]
        do {
            subscriptions = try file.read().subscriptions
        } catch {
            return FeedCommandSupport.fail(FeedCommandSupport.sentence(for: error))
        }
        let store = FeedStore(path: FeedPaths.store(environment: environment))
        let kept = runToCompletion { await store.feeds() }
        var titles: [String: String] = [:]
        for feed in kept { if let title = feed.title { titles[feed.url] = title } }
        print(OPML.document(for: subscriptions, titles: titles), terminator: "")
        return 0
    }
}
