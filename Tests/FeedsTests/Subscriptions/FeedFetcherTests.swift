import Foundation
import LoopbackServer
import Networking
import Synchronization
import Testing
@testable import Feeds

/// A gzip stream of `bytes` in deflate's stored blocks: real gzip, as a server sends it.
func gzipped(_ bytes: [UInt8]) -> Data {
    var out: [UInt8] = [0x1F, 0x8B, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xFF]
    var offset = 0
    repeat {
        let length = min(65_535, bytes.count - offset)
        let final: UInt8 = offset + length == bytes.count ? 1 : 0
        out += [final, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
        out += bytes[offset..<offset + length]
        offset += length
    } while offset < bytes.count
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    crc ^= 0xFFFF_FFFF
    let size = UInt32(truncatingIfNeeded: bytes.count)
    out += [0, 8, 16, 24].map { UInt8((crc >> $0) & 0xFF) } + [0, 8, 16, 24].map { UInt8((size >> $0) & 0xFF) }
    return Data(out)
}

let sampleRSS = """
    <?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><title>Loopback</title><link>http://127.0.0.1/</link>
    <item><title>One</title><link>/one</link><guid>1</guid></item><item><title>Two</title><link>/two</link><guid>2</guid></item>
    </channel></rss>
    """

@Suite(.serialized) struct FeedFetcherTests {
    static let endlessSent = SentBytes()

    static func feedServer() throws -> LoopbackServer {
        try LoopbackServer { request in
            switch request.pathWithoutQuery {
            case "/feed.xml":
                if request.headers["if-none-match"] == "\"v1\"" { return .respond(status: 304, headers: ["ETag": "\"v1\""], body: Data()) }
                return .respond(status: 200, headers: ["Content-Type": "application/rss+xml", "ETag": "\"v1\"",
                                                       "Last-Modified": "Tue, 10 Jun 2003 04:00:00 GMT"], body: Data(sampleRSS.utf8))
            case "/gzip.xml":
                return .respond(status: 200, headers: ["Content-Type": "text/xml", "Content-Encoding": "gzip"], body: gzipped(Array(sampleRSS.utf8)))
            case "/page":
                return .text("""
                    <!DOCTYPE html><html><head><base href="/sub/"><link rel="stylesheet alternate" type="application/rss+xml" href="no.xml">
                    <link rel="alternate" type="application/json" href="/wp-json/">
                    <link rel="Alternate" type="application/atom+xml" title="Posts" href="atom.xml">
                    <link rel="alternate" type="application/rss+xml" href="/comments.rss"></head><body>Hi</body></html>
                    """, status: 200, contentType: "text/html")
            case "/bare-page": return .text("<html><body>No feeds here</body></html>", status: 200, contentType: "text/html")
            case "/json": return .json(#"{"status":"ok","articles":[]}"#)
            case "/endless": return HostileReply.endlessChunked(limit: 100 << 20, sent: endlessSent)
            case "/bomb": return HostileReply.gzipBomb(inflatedBytes: 200 << 20)
            case "/slow": return HostileReply.trickle(sampleRSS, intervalMilliseconds: 200)
            default: return .text("not here", status: 404)
            }
        }
    }

    let server: LoopbackServer
    let fetcher = FeedFetcher(transport: CurlTransport(timeout: 15))

    init() throws {
        server = try Self.feedServer()
    }

    func url(_ path: String) -> URL { server.baseURL.appendingPathComponent(path) }

    @Test func aConditionalGetCostsAnswerWithoutBody() async throws {
        guard case .fetched(let document, let validators) = try await fetcher.fetch(url("feed.xml")) else {
            Issue.record("not fetched")
            return
        }
        #expect(document.entries.map(\.link) == [URL(string: "\(server.baseURL)/one"), URL(string: "\(server.baseURL)/two")])
        #expect(validators == FeedValidators(etag: "\"v1\"", lastModified: "Tue, 10 Jun 2003 04:00:00 GMT"))
        let second = try await fetcher.fetch(url("feed.xml"), validators: validators)
        #expect(second == .notModified)
        let sent = server.requests.last
        #expect(sent?.headers["if-none-match"] == "\"v1\"")
        #expect(sent?.headers["if-modified-since"] == "Tue, 10 Jun 2003 04:00:00 GMT")
        #expect(sent?.headers["accept"]?.contains("application/atom+xml") == true)
    }

    @Test func gzipIsRead() async throws {
        guard case .fetched(let document, _) = try await fetcher.fetch(url("gzip.xml")) else { Issue.record("not fetched"); return }
        #expect(document.entries.count == 2)
    }

    @Test func aWebPageNamesItsFeeds() async throws {
        do {
            _ = try await fetcher.fetch(url("page"))
            Issue.record("a page is not a feed")
        } catch {
            guard case .webPage(_, let alternates) = error else { Issue.record("\(error)"); return }
            #expect(alternates.map(\.url.absoluteString) == ["\(server.baseURL)/sub/atom.xml", "\(server.baseURL)/comments.rss"])
            #expect(alternates.first?.title == "Posts")
        }
        await #expect(throws: FeedFailure.webPage(host: "127.0.0.1", alternates: [])) { try await fetcher.fetch(url("bare-page")) }
    }

    @Test func failuresAreFactsAboutThatFeed() async throws {
        await #expect(throws: FeedFailure.fetch(.httpStatus(host: "127.0.0.1", status: 404, retryAfterSeconds: nil))) {
            try await fetcher.fetch(url("missing.xml"))
        }
        await #expect(throws: FeedFailure.notAFeed(host: "127.0.0.1")) { try await fetcher.fetch(url("json")) }
        let refused = URL(string: "http://127.0.0.1:\(try LoopbackServer.refusedPort())/feed.xml")!
        do {
            _ = try await fetcher.fetch(refused)
            Issue.record("nothing listens there")
        } catch {
            guard case .fetch(.unreachable) = error else { Issue.record("\(error)"); return }
        }
    }

    @Test func aHundredMegabytesStopAtTheCap() async throws {
        for path in ["endless", "bomb"] {
            await #expect(throws: FeedFailure.tooLarge(host: "127.0.0.1", limit: FeedFetcher.maximumBytes), "\(path)") {
                try await fetcher.fetch(url(path))
            }
        }
        // The endless body stops being read at the cap, not at the transport's deadline: the
        // server sends its 100 MB only to a client that went on reading (loopback's socket
        // buffers hold a few megabytes beyond what was read).
        #expect(Self.endlessSent.value < FeedFetcher.maximumBytes + (16 << 20), "\(Self.endlessSent.value) bytes went out")
    }

    @Test func aFeedThatNeverEndsHitsTheDeadline() async throws {
        let impatient = FeedFetcher(transport: CurlTransport(timeout: 1))
        await #expect(throws: FeedFailure.fetch(.timedOut(host: "127.0.0.1", seconds: 1))) { try await impatient.fetch(url("slow")) }
    }
}

@Suite struct HostLimitedQueueTests {
    @Test func neverMoreThanTheLimitsAndEveryResultArrives() async {
        struct Counts {
            var total = 0
            var perHost: [String: Int] = [:]
            var maxTotal = 0
            var maxPerHost = 0
        }
        let counts = Mutex(Counts())
        let addresses = (0..<40).map { URL(string: "http://host\($0 % 5).example/feed/\($0)")! }
        var finished: [Int] = []
        await HostLimitedQueue.run(addresses, limits: FetchLimits(total: 8, perHost: 2), work: { index, url in
            let host = url.host!
            counts.withLock { counts in
                counts.total += 1
                counts.perHost[host, default: 0] += 1
                counts.maxTotal = max(counts.maxTotal, counts.total)
                counts.maxPerHost = max(counts.maxPerHost, counts.perHost[host]!)
            }
            try? await Task.sleep(for: .milliseconds(index % 3 == 0 ? 12 : 4))
            counts.withLock { counts in
                counts.total -= 1
                counts.perHost[host]! -= 1
            }
            return index
        }, finished: { index, result in
            #expect(index == result)
            finished.append(index)
        })
        #expect(finished.sorted() == Array(0..<40))
        let seen = counts.withLock { $0 }
        #expect(seen.maxTotal <= 8 && seen.maxPerHost <= 2)
        #expect(seen.maxTotal >= 5, "five hosts, two each: the queue does run things at once")
        // One host alone gets two at a time, not eight.
        let single = Mutex((now: 0, most: 0))
        await HostLimitedQueue.run((0..<10).map { URL(string: "http://one.example/\($0)")! }, work: { _, _ in
            single.withLock { $0.now += 1; $0.most = max($0.most, $0.now) }
            try? await Task.sleep(for: .milliseconds(3))
            single.withLock { $0.now -= 1 }
            return 0
        }, finished: { _, _ in })
        #expect(single.withLock { $0.most } == 2)
    }
}
