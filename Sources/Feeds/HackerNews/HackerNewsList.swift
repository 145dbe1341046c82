/// The Hacker News lists Tidings can show, each one of the official API's ranked id lists.
public enum HackerNewsList: String, Sendable, CaseIterable {
    case front, new, best, ask, show, jobs

    public var title: String {
        switch self {
        case .front: "Front page"
        case .new: "New"
        case .best: "Best"
        case .ask: "Ask HN"
        case .show: "Show HN"
        case .jobs: "Jobs"
        }
    }

    /// The official API's name for the list (`topstories.json`).
    var firebaseName: String {
        switch self {
        case .front: "topstories"
        case .new: "newstories"
        case .best: "beststories"
        case .ask: "askstories"
        case .show: "showstories"
        case .jobs: "jobstories"
        }
    }
}
