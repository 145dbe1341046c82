import Networking
import TidingsText

/// A TIL server's lists as feeds: acronyms, users and categories (cycled with the list key),
/// a search, and the acronyms of one user or one category. Each list is one request (the server
/// does not page); acronym rows name their creator from one `GET /api/users`, joined here, so a
/// list of 5,000 acronyms costs two requests, not 5,001.
public struct TILFeed: FeedSource {
    public enum List: Sendable, Hashable {
        case acronyms, users, categories
        case search(String)
        case acronymsOfUser(TILUser)
        case acronymsInCategory(TILCategory)
    }

    public let client: TILClient
    public let list: List

    public init(client: TILClient, list: List = .acronyms) {
        self.client = client
        self.list = list
    }

    public var name: String { "TIL" }

    public var listName: String {
        switch list {
        case .acronyms: "Acronyms"
        case .users: "Users"
        case .categories: "Categories"
        case .search(let term): "Search: \(Sanitizer.line(term))"
        case .acronymsOfUser(let user): "Acronyms by \(user.name)"
        case .acronymsInCategory(let category): "Category: \(category.name)"
        }
    }

    /// Which kind of record the rows are.
    public var showsAcronyms: Bool {
        switch list {
        case .users, .categories: false
        default: true
        }
    }

    public func searching(for query: String) -> (any FeedSource)? {
        TILFeed(client: client, list: .search(query))
    }

    /// Acronyms → users → categories → acronyms.
    public func nextList() -> (any FeedSource)? {
        switch list {
        case .acronyms: TILFeed(client: client, list: .users)
        case .users: TILFeed(client: client, list: .categories)
        case .categories: TILFeed(client: client, list: .acronyms)
        default: nil
        }
    }

    /// The same list, as a feed of another kind (Enter on a user or a category).
    public func showing(_ list: List) -> TILFeed { TILFeed(client: client, list: list) }

    public func fetchPage(_ cursor: PageCursor?, options: FetchOptions) async throws(FetchError) -> FeedPage {
        guard cursor == nil else { return FeedPage(items: [], next: nil) }
        let items: [FeedItem]
        switch list {
        case .acronyms:
            items = try await acronymRows(options) { () async throws(FetchError) in try await client.acronyms(options: options) }
        case .search(let term):
            items = try await acronymRows(options) { () async throws(FetchError) in try await client.search(term, options: options) }
        case .acronymsOfUser(let user):
            items = try await client.acronyms(ofUser: user.id, options: options).map { Self.row($0, creator: user.name) }
        case .acronymsInCategory(let category):
            items = try await acronymRows(options) { () async throws(FetchError) in
                try await client.acronyms(inCategory: category.id, options: options)
            }
        case .users: items = try await client.users(options: options).map(Self.row)
        case .categories: items = try await client.categories(options: options).map(Self.row)
        }
        return FeedPage(items: items, next: nil)
    }

    /// TIL rows open a detail pane, not a discussion.
    public func fetchDiscussion(for item: FeedItem, options: FetchOptions, progress: DiscussionProgress?) async throws(FetchError) -> Discussion {
        Discussion(item: item, comments: [])
    }

    /// Acronyms with their creators' names. The users are fetched alongside; if that fails the
    /// rows still come, without names.
    private func acronymRows(
        _ options: FetchOptions, _ fetch: @Sendable () async throws(FetchError) -> [TILAcronym]
    ) async throws(FetchError) -> [FeedItem] {
        let client = self.client
        async let users = Self.usersIfAvailable(client, options: options)
        let acronyms = try await fetch()
        var names: [String: String] = [:]
        for user in await users { names[user.id] = user.name }
        return acronyms.map { Self.row($0, creator: $0.userID.flatMap { names[$0] }) }
    }

    private static func usersIfAvailable(_ client: TILClient, options: FetchOptions) async -> [TILUser] {
        do { return try await client.users(options: options) } catch { return [] }
    }

    public static func row(_ acronym: TILAcronym, creator: String?) -> FeedItem {
        FeedItem(id: acronym.id, title: acronym.short, subtitle: acronym.long, author: creator, payload: SourcePayload(TILRecord.acronym(acronym)))
    }

    public static func row(_ user: TILUser) -> FeedItem {
        FeedItem(id: user.id, title: user.name, subtitle: "@" + user.username, payload: SourcePayload(TILRecord.user(user)))
    }

    public static func row(_ category: TILCategory) -> FeedItem {
        FeedItem(id: category.id, title: category.name, payload: SourcePayload(TILRecord.category(category)))
    }
}
