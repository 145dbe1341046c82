import Foundation

extension DemoTransport {
    /// Where the demo's feeds are served: `feeds/NAME` answers with the bundled file.
    public static let feedsBaseURL = URL(string: "https://demo.tidings.invalid/feeds")!

    /// The bundled file under `feeds/` that answers a request: `feeds/old-school.xml` →
    /// `feeds/old-school.xml`. Only names from the bundle's own list are answered, so a path
    /// cannot walk the bundle.
    static func feedResourceName(for url: URL) -> String? {
        let parts = url.pathComponents
        guard parts.count == 3, parts[1] == "feeds", DemoFeeds.files.contains(parts[2]) else { return nil }
        return "feeds/" + parts[2]
    }
}

/// The `--demo` subscriptions: one invented site per format Tidings reads, served by the demo
/// transport from `Demo/feeds` and read by the same parser as live feeds.
public enum DemoFeeds {
    static let files = ["loopback-weekly.rss", "terminal-notes.atom", "weekly-digest.rdf", "cafe-journal.json", "old-school.xml", "old-atom.xml"]

    public static var list: SubscriptionList {
        let tags: [String: [String]] = [
            "loopback-weekly.rss": ["podcasts"], "terminal-notes.atom": ["tech"], "weekly-digest.rdf": ["tech", "security"],
            "cafe-journal.json": ["life"], "old-school.xml": ["retro"], "old-atom.xml": ["retro"],
        ]
        var list = SubscriptionList(lines: [SubscriptionList.Line(subscription: nil, text: "# The demo's feeds, one per format")])
        list.add(files.map { Subscription(address: DemoTransport.feedsBaseURL.appendingPathComponent($0).absoluteString, tags: tags[$0] ?? []) })
        return list
    }
}
