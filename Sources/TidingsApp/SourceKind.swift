/// The sources Tidings can show, in tab order.
public enum SourceKind: String, CaseIterable, Sendable {
    case hn, ph, news

    public var title: String {
        switch self {
        case .hn: "Hacker News"
        case .ph: "Product Hunt"
        case .news: "NewsAPI"
        }
    }
}
