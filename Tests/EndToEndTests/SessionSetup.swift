import Foundation
import LoopbackServer
import TILLoopback

/// What the end-to-end tests set up again and again: where the app's Hacker News APIs are, a TIL
/// tab against a loopback server, and a second run that finds what the first one kept.
extension TmuxSession {
    /// The environment that points the Hacker News tab at loopback servers: Algolia at
    /// `algolia` (usually `…/api/v1`), the official API at `firebase` (usually `…/v0`).
    static func hackerNews(algolia: URL, firebase: URL, _ extra: [String: String] = [:]) -> [String: String] {
        var environment = ["TIDINGS_HN_URL": algolia.absoluteString, "TIDINGS_HN_FIREBASE_URL": firebase.absoluteString,
                           "TERM": "xterm-256color"]
        environment.merge(extra) { _, given in given }
        return environment
    }

    /// One loopback server playing both Hacker News APIs, as the tests' servers do: Algolia
    /// under `/api/v1`, the official API under `/v0`.
    static func hackerNews(on server: LoopbackServer, _ extra: [String: String] = [:]) -> [String: String] {
        hackerNews(algolia: server.baseURL.appendingPathComponent("api/v1"), firebase: server.baseURL.appendingPathComponent("v0"), extra)
    }

    /// Starts the TIL tab against `server` and waits for its acronyms.
    @discardableResult
    func startTIL(_ server: TILLoopbackServer, _ extra: [String: String] = [:], columns: Int = 100, rows: Int = 30) throws -> TmuxSession {
        var environment = ["TERM": "xterm-256color", "TIDINGS_TIL_URL": server.baseURL.absoluteString]
        environment.merge(extra) { _, given in given }
        try start(arguments: ["til"], environment: environment, columns: columns, rows: rows)
        try waitFor("the acronyms") { $0.contains("1. TIL — Today I Learned") }
        return self
    }

    /// A new session holding copies of this one's kept files (`state`, `data`, `cache`, as many
    /// as exist), as the next run on the same machine would find them.
    func nextRun(keeping folders: [String] = ["state", "data", "cache"]) throws -> TmuxSession {
        let next = try TmuxSession()
        for name in folders where FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path) {
            try FileManager.default.copyItem(at: directory.appendingPathComponent(name), to: next.directory.appendingPathComponent(name))
        }
        return next
    }
}
