import Foundation
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
    /// is down, from the official item API.
    func fetchListPage(_ cursor: PageCursor?) async throws(FetchError) -> FeedPage {
        var ids: [Int]
        if case .token(let carried)? = cursor {
            ids = Self.ids(from: carried)
        } else {
            ids = Array(try await firebase.storyIDs(list).prefix(Self.maximumListLength))
            algoliaStatus.markUp()  // a load or refresh gives Algolia another chance
        }
        let pageIDs = Array(ids.prefix(Self.pageSize))
        let rest = ids.dropFirst(Self.pageSize)
        let next: PageCursor? = rest.isEmpty ? nil : .token(rest.map(String.init).joined(separator: ","))

        var found: [Int: FeedItem] = [:]
        var notice: SourceNotice?
        // Algolia tags job posts "job", not "story", so asking it for the jobs list is a wasted
        // request.
        if list != .jobs, !pageIDs.isEmpty {
            if algoliaStatus.isDown {
                notice = .algoliaUnavailable
            } else {
                do throws(FetchError) {
                    found = try await algoliaStories(pageIDs)
                } catch {
                    guard AlgoliaStatus.isOutage(error) else { throw error }
                    algoliaStatus.markDown()
                    notice = .algoliaUnavailable
                }
            }
        }
        let missing = pageIDs.filter { found[$0] == nil }
        if !missing.isEmpty {
            let fetched: [Int: FirebaseItem]
            do throws(FetchError) {
                // Fresh: a refreshed list shows today's points and comment counts.
                fetched = try await firebase.items(missing, fresh: true)
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

    private func algoliaStories(_ ids: [Int]) async throws(FetchError) -> [Int: FeedItem] {
        let response = try await transport.send(storiesRequest(ids: ids)).requireSuccess(host: host)
        let payload = try response.decodeJSON(AlgoliaSearchResponse.self, host: host)
        var found: [Int: FeedItem] = [:]
        for hit in payload.hits ?? [] {
            guard let item = Self.item(from: hit), let id = Int(item.id) else { continue }
            found[id] = item
        }
        return found
    }

    /// The ids a list cursor carries (only ever made by `fetchListPage`).
    static func ids(from token: String) -> [Int] {
        token.split(separator: ",").prefix(maximumListLength).compactMap { Int($0) }
    }
}
