import Foundation
import LoopbackServer
import Synchronization
import Testing
import TestThreads

/// The real binary, in tmux, opening a long thread whose answer arrives slowly: the first
/// comments are on screen, in the site's order, while Algolia is still sending; the whole
/// thread replaces them in place when the rest arrives.
@Suite(.serialized, .ownThread) struct LongThreadEndToEndTests {
    static let count = 60

    static func thread() -> (first: [UInt8], rest: [UInt8]) {
        let comments = (1...count).map { id in
            #"{"id":\#(100 + id),"author":"user\#(id)","text":"<p>Comment number \#(id) \#(String(repeating: "talk ", count: 20))</p>","created_at_i":1795000000,"children":[{"id":\#(1_000 + id),"author":"re\#(id)","text":"a reply","created_at_i":1795000001,"children":[]}]}"#
        }
        let head = #"{"id":1,"title":"A long thread","author":"op","url":"https://example.org/long","points":50,"created_at_i":1795000000,"children":["#
        return (Array((head + comments.prefix(30).joined(separator: ",") + ",").utf8), Array((comments.dropFirst(30).joined(separator: ",") + "]}").utf8))
    }

    @Test func theFirstCommentsShowWhileTheRestArrives() throws {
        let (first, rest) = Self.thread()
        let released = Mutex(false)
        let hits = #"{"hits":[{"objectID":"1","title":"A long thread","url":"https://example.org/long","author":"op","points":50,"num_comments":120,"created_at_i":1795000000}],"page":0,"nbPages":1}"#
        let algolia = try LoopbackServer { request in
            if request.path.hasPrefix("/api/v1/search") { return .json(hits) }
            guard request.pathWithoutQuery == "/api/v1/items/1" else { return .json(#"{"error":"Not Found"}"#, status: 404) }
            return .stream { writer in
                writer.write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(first.count + rest.count)\r\nConnection: close\r\n\r\n")
                writer.write(first)
                var waited = 0
                while !released.withLock({ $0 }), waited < 3_000 {
                    guard writer.pause(milliseconds: 10) else { return }
                    waited += 1
                }
                writer.write(rest)
            }
        }
        let kids = (1...Self.count).map { String(100 + $0) }.joined(separator: ",")
        let official: [String: String] = [
            "/v0/topstories.json": "[1]",
            "/v0/item/1.json": #"{"id":1,"type":"story","by":"op","time":1795000000,"title":"A long thread","url":"https://example.org/long","score":50,"descendants":120,"kids":[\#(kids)]}"#,
        ]
        let firebase = try LoopbackServer { request in .json(official[request.path] ?? "null") }
        defer {
            released.withLock { $0 = true }
            algolia.stop()
            firebase.stop()
        }
        let session = try TmuxSession(arguments: ["hn"], environment: TmuxSession.hackerNews(algolia: algolia.baseURL.appendingPathComponent("api/v1"), firebase: firebase.baseURL.appendingPathComponent("v0")))
        try session.waitFor(text: "1. A long thread")
        try session.send("Enter")
        let partial = try session.waitFor("the first comments while the rest is still on its way") {
            $0.contains("Comment number 1 ") && $0.contains("│ user1")
        }
        let shown = try #require(Self.commentCount(in: partial), "a comment count in the status bar:\n\(partial)")
        #expect(shown < 2 * Self.count, "only part of the thread has arrived:\n\(partial)")
        released.withLock { $0 = true }
        let whole = try session.waitFor("the whole thread in place") { Self.commentCount(in: $0) == 2 * Self.count }
        #expect(whole.contains("Comment number 1 "), "the first screen is still the top of the thread:\n\(whole)")
        try session.send("Escape")
        try session.waitFor("the feed again") { $0.contains("1. A long thread") && !$0.contains("│ user1") }
        try session.send("q")
        try session.waitFor(text: "EXIT=0")
    }

    /// N in the status bar's "story · N".
    static func commentCount(in screen: String) -> Int? {
        guard let range = screen.range(of: "story · ") else { return nil }
        return Int(screen[range.upperBound...].prefix { $0.isNumber })
    }
}
