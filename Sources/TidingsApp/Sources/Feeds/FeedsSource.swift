import Feeds
import Screens
import Store
import ViewModels

extension SourceDescriptor {
    /// RSS, Atom and JSON Feed subscriptions, from the feeds file (newsboat's urls syntax).
    static let feeds = SourceDescriptor(
        id: "feeds",
        title: FeedLibrary.sourceName,
        summary: "your RSS, Atom and JSON Feed subscriptions ($XDG_CONFIG_HOME/tidings/feeds)",
        tagline: "your feeds",
        settings: [],
        lists: ["all", "unread", "feeds"],
        demo: { FeedsDemo() },
        bindings: FeedsKeys.bindings,
        makeRoot: { context in
            let environment = context.environment
            let path = SubscriptionsFile.defaultPath(environment: environment)
            let subscriptions: FeedLibrary.Subscriptions = context.demo ? .fixed(FeedsDemo.list)
                : path.map { .file(SubscriptionsFile(path: $0)) } ?? .fixed(SubscriptionList())
            // The demo keeps nothing; a live run keeps the feeds beside the reading store. The
            // store's trouble is said with the other stores'.
            let store = FeedStore(path: context.demo ? nil : FeedPaths.store(environment: environment), onNotice: context.stores.wake)
            context.stores.add(store.takeNotices)
            // Feeds keep their own copies (and validators): never the page cache's.
            let library = FeedLibrary(subscriptions: subscriptions, store: store, transport: context.network)
            let tab = FeedsTabModel(library: library, scheduler: context.scheduler, memory: context.memory,
                                    wantsImages: context.pictures?.thumbnails == true)
            let list: FeedList = switch context.list {
            case "unread": .unread
            case "feeds": .feeds
            default: .all
            }
            let shown = path.map { AppConfiguration.abbreviatingHome($0, environment: environment) }
            return FeedsListScreen(tab: tab, list: list, feedsFile: shown.map { ConfigFile.shown($0, limit: 200) }, pictures: context.pictures)
        })
}
