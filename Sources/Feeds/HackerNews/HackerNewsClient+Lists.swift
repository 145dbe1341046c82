import FoundationEssentials
import Networking

extension HackerNewsClient {
    /// The most ids a list cursor carries: the official lists hold at most 500.
    static let maximumListLength = 500

    /// Algolia's details for a page of stories, in one request: `tags=story,(story_1,story_2,…)`.
    public func storiesRequest(ids: [Int]) -> HTTPRequest {
        var components = URLComponents(url: baseURL.appendingPathComponent("search"), resolvingAgainstBaseURL: false)!
        components.queryItems = [
            URLQueryItem(name: "tags", value: "story,(" + ids.map { "story_\($0)" }.joined(separator: ",") + ")"),
            URLQueryItem(name: "hitsPerPage", value: String(Self.pageSize)),
        ]
        return HTTPRequest(url: components.url!, headers: ["Accept": "application/json"], maximumBodyBytes: ResponseLimits.feedPageBytes)
    }

    /// A page of a list: the ids from the official API (the first page fetches the list; later
    /// pages walk the ids the cursor carries, so ranks stay those of one snapshot), the details
    /// from Algolia, and whatever Algolia lacks (brand-new stories) or everything, when Algolia
    /// is down, from the official item API. When the official API cannot be reached, Algolia's
    /// own list serves instead (numbered pages, in Algolia's order).
    func fetchListPage(_ cursor: PageCursor?, options: FetchOptions) async throws(FetchError) -> FeedPage {
        var ids: [Int]
        switch cursor {
        case .page?:
            return try await algoliaListPage(cursor, options: options)
        case .token(let carried)?:
            ids = Self.ids(from: carried)
        case nil:
            if options.cachePolicy == .network {
                // A load or a refresh gives both APIs another chance.
                algolia.giveAnotherChance()
                official.giveAnotherChance()
            }
            if official.shouldSkip { return try await algoliaListPage(nil, options: options) }
            do throws(FetchError) {
                ids = Array(try await firebase.storyIDs(list, options: options).prefix(Self.maximumListLength))
                official.noteAnswered(options)
            } catch {
                // Networks that block the official API's host exist: Algolia's list beats none.
                // (At launch, the list kept from such a day shows the same way.)
                let fallsBack = official.noteFailure(error, weight: .small, options) || options.cachePolicy == .cacheOnly
                guard fallsBack, error != .cancelled, !algolia.shouldSkip else { throw error }
                let officialFailure = error
                do throws(FetchError) {
                    return try await algoliaListPage(nil, options: options)
                } catch {
                    throw error == .cancelled ? .cancelled : officialFailure
                }
            }
        }
        let pageIDs = Array(ids.prefix(Self.pageSize))
        let rest = ids.dropFirst(Self.pageSize)
        let next: PageCursor? = rest.isEmpty ? nil : .token(rest.map(String.init).joined(separator: ","))

        var found: [Int: FeedItem] = [:]
        var notice: SourceNotice?
        // Algolia tags job posts "job", not "story", so asking it for the jobs list is a wasted
        // request.
        if list != .jobs, !pageIDs.isEmpty {
            if algolia.shouldSkip {
                notice = .algoliaUnavailable
            } else {
                do throws(FetchError) {
                    found = try await algoliaStories(pageIDs, options: options)
                    algolia.noteAnswered(options)
                } catch {
                    guard algolia.noteFailure(error, weight: .small, options) else { throw error }
                    notice = .algoliaUnavailable
                }
            }
        }
        let missing = pageIDs.filter { found[$0] == nil }
        if !missing.isEmpty {
            let fetched: [Int: FirebaseItem]
            do throws(FetchError) {
                // Fresh: a refreshed list shows today's points and comment counts.
                fetched = try await firebase.items(missing, fresh: true, options: options)
            } catch {
                // Without Algolia's answer the official API is all there is; with it, a few
                // brand-new stories can wait for the next refresh.
                if error == .cancelled || found.isEmpty { throw error }
                fetched = [:]
            }
            for (id, story) in fetched where !story.isGone {
                found[id] = Self.item(from: story, id: id)
            }
        }
        return FeedPage(items: pageIDs.compactMap { found[$0] }, next: next, notice: notice)
    }

    private func algoliaStories(_ ids: [Int], options: FetchOptions) async throws(FetchError) -> [Int: FeedItem] {
        let response = try await transport.send(storiesRequest(ids: ids), options: options).requireSuccess(host: host)
        let payload = try response.decodeJSON(AlgoliaSearchResponse.self, host: host)
        var found: [Int: FeedItem] = [:]
        for hit in payload.hits ?? [] {
            guard let item = Self.item(from: hit), let id = Int(item.id) else { continue }
            found[id] = item
        }
        return found
    }

    /// A page of Algolia's nearest equivalent of the list, for when the official API is down.
    func algoliaListPage(_ cursor: PageCursor?, options: FetchOptions) async throws(FetchError) -> FeedPage {
        var page = try await algoliaPage(algoliaListRequest(cursor), options: options)
        page.notice = .officialUnavailable
        return page
    }

    /// Algolia's version of a list: the front page tag; stories, Ask HN, Show HN and jobs by
    /// date for `new`, `ask`, `show` and `jobs`; the most voted of the last days for `best`.
    public func algoliaListRequest(_ cursor: PageCursor?, now: Date = Date()) -> HTTPRequest {
        let page: Int
        if case .page(let number)? = cursor { page = max(0, number) } else { page = 0 }
        let endpoint: String
        var items: [URLQueryItem] = []
        switch list {
        case .front:
            endpoint = "search"
            items.append(URLQueryItem(name: "tags", value: "front_page"))
        case .new, .ask, .show, .jobs:
            endpoint = "search_by_date"
            let tag = [HackerNewsList.new: "story", .ask: "ask_hn", .show: "show_hn", .jobs: "job"][list]!
            items.append(URLQueryItem(name: "tags", value: tag))
        case .best:
            endpoint = "search"
            // Algolia ranks an empty query by points: the best of the last three days.
            let since = Int(now.timeIntervalSince1970) - 3 * 86_400
            items.append(URLQueryItem(name: "tags", value: "story"))
            items.append(URLQueryItem(name: "numericFilters", value: "created_at_i>\(since)"))
        }
        items.append(URLQueryItem(name: "page", value: String(page)))
        items.append(URLQueryItem(name: "hitsPerPage", value: String(Self.pageSize)))
        var components = URLComponents(url: baseURL.appendingPathComponent(endpoint), resolvingAgainstBaseURL: false)!
        components.queryItems = items
        return HTTPRequest(url: components.url!, headers: ["Accept": "application/json"], maximumBodyBytes: ResponseLimits.feedPageBytes)
    }

    /// The ids a list cursor carries (only ever made by `fetchListPage`).
    static func ids(from token: String) -> [Int] {
        token.split(separator: ",").prefix(maximumListLength).compactMap { Int($0) }
    }
}
