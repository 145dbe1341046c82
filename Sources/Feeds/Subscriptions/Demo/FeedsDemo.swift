import FoundationEssentials
import Networking

/// The `--demo` subscriptions: one invented site per format Tidings reads, answered from
/// `Demo/feeds` and read by the same parser as live feeds.
public struct FeedsDemo: DemoAnswers {
    /// Where the demo's feeds are served: `feeds/NAME` answers with the bundled file.
    public static let baseURL = DemoTransport.baseURL("feeds")

    static let files: [(name: String, type: String, tags: [String])] = [
        ("loopback-weekly.rss", "application/rss+xml", ["podcasts"]),
        ("terminal-notes.atom", "application/atom+xml", ["tech"]),
        ("weekly-digest.rdf", "application/rdf+xml", ["tech", "security"]),
        ("cafe-journal.json", "application/feed+json", ["life"]),
        // Its own declaration says Latin-1; the server says nothing.
        ("old-school.xml", "text/xml", ["retro"]),
        ("old-atom.xml", "application/xml", ["retro"]),
    ]

    public init() {}

    public static var list: SubscriptionList {
        var list = SubscriptionList(lines: [SubscriptionList.Line(subscription: nil, text: "# The demo's feeds, one per format")])
        list.add(files.map { Subscription(address: baseURL.appendingPathComponent($0.name).absoluteString, tags: $0.tags) })
        return list
    }

    /// Only names from the bundle's own list are answered, so a path cannot walk the bundle.
    public func answer(_ request: HTTPRequest) -> HTTPResponse? {
        let parts = request.url.pathComponents
        guard parts.count == 3, parts[1] == "feeds", let file = Self.files.first(where: { $0.name == parts[2] }) else { return nil }
        return DemoBundle.file("feeds/" + file.name, type: file.type)
    }
}
