/// The Hacker News lists Tidings can show, and the Algolia query behind each.
public enum HackerNewsList: String, Sendable, CaseIterable {
    case front, new, ask, show

    public var title: String {
        switch self {
        case .front: "Front page"
        case .new: "New"
        case .ask: "Ask HN"
        case .show: "Show HN"
        }
    }

    /// `search` ranks by relevance (the front page's own order); `search_by_date` is newest first.
    var endpoint: String { self == .front ? "search" : "search_by_date" }

    var tags: String {
        switch self {
        case .front: "front_page"
        case .new: "story"
        case .ask: "ask_hn"
        case .show: "show_hn"
        }
    }
}
