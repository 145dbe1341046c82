import Foundation
import LoopbackServer
import Networking
@testable import Feeds

/// One loopback server playing both Hacker News APIs: Algolia under `/algolia`, the official
/// API under `/firebase`. The official API answers `null` for items it was not given, as the
/// real one does; Algolia answers 404 for threads it was not given.
final class TwoAPIServer: Sendable {
    let server: LoopbackServer

    /// `algolia` answers every Algolia request (nil: 404); `firebase` maps paths such as
    /// `topstories.json` or `item/7.json` to JSON bodies.
    init(firebase: [String: String], algolia: @escaping @Sendable (LoopbackServer.Request) -> LoopbackServer.Reply?) throws {
        server = try LoopbackServer { request in
            let path = request.pathWithoutQuery
            if path.hasPrefix("/firebase/") {
                return .json(firebase[String(path.dropFirst("/firebase/".count))] ?? "null")
            }
            if path.hasPrefix("/algolia/"), let reply = algolia(request) { return reply }
            return .json(#"{"status":404,"error":"Not Found"}"#, status: 404)
        }
    }

    func client(
        list: HackerNewsList = .front, algoliaURL: URL? = nil, firebaseURL: URL? = nil, timeout: TimeInterval = 5,
        now: @escaping @Sendable () -> Date = Date.init
    ) -> HackerNewsClient {
        HackerNewsClient(
            baseURL: algoliaURL ?? server.baseURL.appendingPathComponent("algolia"),
            firebaseURL: firebaseURL ?? server.baseURL.appendingPathComponent("firebase"),
            list: list, transport: CurlTransport(timeout: timeout), now: now)
    }

    var algoliaRequests: [LoopbackServer.Request] { server.requests.filter { $0.path.hasPrefix("/algolia/") } }
    var firebasePaths: [String] {
        server.requests.map(\.pathWithoutQuery).filter { $0.hasPrefix("/firebase/") }.map { String($0.dropFirst("/firebase/".count)) }
    }

    /// Algolia's search answer with a hit for each id, in the order given.
    static func hits(_ ids: [Int]) -> String {
        let hits = ids.map {
            #"{"objectID":"\#($0)","title":"Algolia story \#($0)","url":"https://example.org/\#($0)","author":"ann","points":\#($0),"num_comments":0,"created_at_i":1795000000}"#
        }
        return #"{"hits":[\#(hits.joined(separator: ","))],"page":0,"nbPages":1}"#
    }

    /// The ids in a `tags=story,(story_1,story_2)` search.
    static func requestedIDs(_ request: LoopbackServer.Request) -> [Int] {
        guard let tags = request.query["tags"], tags.hasPrefix("story,(") else { return [] }
        return tags.dropFirst("story,(".count).dropLast().split(separator: ",").compactMap { Int($0.dropFirst("story_".count)) }
    }

    static func story(_ id: Int, kids: [Int] = [], title: String? = nil) -> String {
        #"{"id":\#(id),"type":"story","by":"official","time":1795000000,"title":"\#(title ?? "Official story \(id)")","score":7,"descendants":\#(kids.count),"kids":\#(kids)}"#
    }

    static func comment(_ id: Int, parent: Int, kids: [Int] = [], text: String? = nil) -> String {
        #"{"id":\#(id),"type":"comment","by":"user\#(id)","parent":\#(parent),"time":1795000100,"text":"\#(text ?? "Official comment \(id)")","kids":\#(kids)}"#
    }
}
