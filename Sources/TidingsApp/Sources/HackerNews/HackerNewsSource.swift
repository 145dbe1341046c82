import Feeds
import Screens

extension SourceDescriptor {
    static let hackerNews = SourceDescriptor(
        id: "hn",
        title: "Hacker News",
        summary: "Hacker News (the default)",
        tagline: "Hacker News",
        settings: [
            SettingKey(key: "hn.url", environment: "TIDINGS_HN_URL", kind: .url(default: HackerNewsClient.defaultBaseURL),
                       meaning: "Hacker News Algolia API base (content, search)"),
            SettingKey(key: "hn.firebase_url", environment: "TIDINGS_HN_FIREBASE_URL",
                       kind: .url(default: HackerNewsClient.defaultFirebaseURL),
                       meaning: "official Hacker News API base (order, fallback)"),
        ],
        lists: HackerNewsList.allCases.map(\.rawValue),
        demo: { HackerNewsDemo() },
        makeRoot: { context in
            let client = HackerNewsClient(
                baseURL: context.demo ? HackerNewsDemo.baseURL : context.settings.url("hn.url"),
                firebaseURL: context.demo ? HackerNewsDemo.firebaseURL : context.settings.url("hn.firebase_url"),
                list: context.list.flatMap(HackerNewsList.init(rawValue:)) ?? .front,
                transport: context.transport)
            // Hacker News asks nothing of a budget: its threads are fetched ahead.
            return discussionFeed(client, context: context, prefetches: true)
        })
}
