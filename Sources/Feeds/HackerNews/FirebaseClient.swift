import FoundationEssentials
import Networking

/// The official Hacker News API (`https://hacker-news.firebaseio.com/v0`): the site's order
/// (ranked id lists, each item's `kids`) and, one request per item, the content when Algolia
/// lacks it or is down.
struct FirebaseClient: Sendable {
    static let defaultBaseURL = URL(string: "https://hacker-news.firebaseio.com/v0")!
    /// Items fetched at once for a page or a thread's top level.
    static let parallelItems = 8

    let baseURL: URL
    let transport: any HTTPTransport
    let cache: FirebaseItemCache

    var host: String { baseURL.host ?? baseURL.absoluteString }

    func listRequest(_ list: HackerNewsList) -> HTTPRequest {
        HTTPRequest(url: baseURL.appendingPathComponent("\(list.firebaseName).json"), headers: ["Accept": "application/json"],
                    maximumBodyBytes: ResponseLimits.feedPageBytes)
    }

    func itemRequest(_ id: Int) -> HTTPRequest {
        HTTPRequest(url: baseURL.appendingPathComponent("item").appendingPathComponent("\(id).json"),
                    headers: ["Accept": "application/json"])
    }

    /// A list's story ids in the site's order.
    func storyIDs(_ list: HackerNewsList, options: FetchOptions) async throws(FetchError) -> [Int] {
        let response = try await transport.send(listRequest(list), options: options).requireSuccess(host: host)
        return try response.decodeJSON(FirebaseIDList.self, host: host).ids
    }

    /// One item, or nil when the service has none by that id (it answers `null`). `fresh`
    /// skips the session cache.
    func item(_ id: Int, fresh: Bool = false, options: FetchOptions) async throws(FetchError) -> FirebaseItem? {
        if !fresh, let cached = cache[id] { return cached }
        let response = try await transport.send(itemRequest(id), options: options).requireSuccess(host: host)
        if Self.isNull(response.body) { return nil }
        let item = try response.decodeJSON(FirebaseItem.self, host: host)
        cache.store(item, for: id)
        return item
    }

    /// Several items, `width` at a time, by id (`fresh` skips the cache). Ids the service does not know are left out. A
    /// failure is thrown only when no item could be fetched at all (one bad item should not
    /// cost the others); cancellation always is.
    func items(_ ids: [Int], width: Int = parallelItems, fresh: Bool = false, options: FetchOptions) async throws(FetchError) -> [Int: FirebaseItem] {
        let client = self
        let outcomes = await BoundedParallel.map(ids, width: width) { id -> Result<FirebaseItem?, FetchError> in
            do throws(FetchError) { return .success(try await client.item(id, fresh: fresh, options: options)) } catch { return .failure(error) }
        }
        var found: [Int: FirebaseItem] = [:]
        var firstError: FetchError?
        var answered = 0
        for (id, outcome) in zip(ids, outcomes) {
            switch outcome {
            case .success(let item)?:
                answered += 1
                if let item { found[id] = item }
            case .failure(let error)?:
                if error == .cancelled { throw .cancelled }
                firstError = firstError ?? error
            case nil:
                break
            }
        }
        if answered == 0, let firstError { throw firstError }
        return found
    }

    /// `null`, possibly surrounded by whitespace.
    private static func isNull(_ body: Data) -> Bool {
        let trimmed = body.filter { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return trimmed.elementsEqual("null".utf8)
    }
}
