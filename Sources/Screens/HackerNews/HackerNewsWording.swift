import Feeds

extension HackerNewsNotice: WordedBySource {
    public func sentence(_ wording: Wording) -> String {
        switch self {
        case .algoliaUnavailable: "Algolia is unavailable; using the official API"
        case .officialUnavailable: "The official HN API is unreachable; in Algolia's order"
        }
    }
}
