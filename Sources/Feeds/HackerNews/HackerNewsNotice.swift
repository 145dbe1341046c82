/// Where a Hacker News list or thread came from, when not from the usual pair of APIs.
public enum HackerNewsNotice: Sendable, Hashable {
    /// Algolia failed (server error, timeout, unreachable), so the official API alone served
    /// this: slower, one request per item.
    case algoliaUnavailable
    /// The official API could not be reached, so Algolia's own lists served this (in Algolia's
    /// order), or the thread's comments are in Algolia's order.
    case officialUnavailable
}

extension SourceNotice {
    public static let algoliaUnavailable = SourceNotice.source(SourcePayload(HackerNewsNotice.algoliaUnavailable))
    public static let officialUnavailable = SourceNotice.source(SourcePayload(HackerNewsNotice.officialUnavailable))
}
