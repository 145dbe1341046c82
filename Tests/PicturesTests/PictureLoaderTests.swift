import Foundation
import LoopbackServer
import Networking
import PictureFixtures
import Store
import Synchronization
import Testing
@testable import Pictures

/// The loader against servers on 127.0.0.1: fetched once, kept, revalidated, shown offline,
/// and every failure a reason rather than a wait.
@Suite struct PictureLoaderTests {
    static let png = Data(PNGWriter.png(width: 64, height: 32) { x, _ in x < 32 ? [255, 0, 0, 255] : [0, 0, 255, 255] })
    let box = BoxSize(columns: 8, rows: 4)

    func loader(_ transport: any HTTPTransport = CurlTransport(timeout: 5), store: ImageStore? = nil,
                mode: PictureMode = PictureMode(.symbols(.indexed256)), clock: @escaping @Sendable () -> Date = { Date() }) -> PictureLoader {
        PictureLoader(transport: transport, store: store, mode: mode, clock: clock)
    }

    @Test func aPictureIsFetchedOnceAndThenComesFromMemory() async throws {
        let server = try LoopbackServer { _ in .respond(status: 200, headers: ["Content-Type": "image/png"], body: Self.png) }
        let pictures = loader()
        let url = server.baseURL.appendingPathComponent("a.png")
        #expect(pictures.cached(url, box: box) == nil)
        guard case .success(.symbols(let drawn)) = await pictures.load(url, box: box) else {
            Issue.record("no picture")
            return
        }
        #expect(drawn.columns == 8 && drawn.rows == 2, "2:1 pixels in 8 × 4 cells of 1:2")
        guard case .ready? = pictures.cached(url, box: box) else {
            Issue.record("not kept in memory")
            return
        }
        _ = await pictures.load(url, box: box)
        #expect(server.requests.count == 1)
        #expect(server.requests.first?.headers["accept"]?.contains("image/png") == true)
    }

    @Test func twoBoxesOfOneAddressShareOneDownload() async throws {
        let server = try LoopbackServer { _ in
            usleep(100_000)  // both loads are asked for while the first download runs
            return .respond(status: 200, headers: [:], body: Self.png)
        }
        let pictures = loader()
        let url = server.baseURL.appendingPathComponent("shared.png")
        async let small = pictures.load(url, box: BoxSize(columns: 4, rows: 2))
        async let large = pictures.load(url, box: BoxSize(columns: 40, rows: 20))
        async let again = pictures.load(url, box: BoxSize(columns: 40, rows: 20))
        let results = await [small, large, again]
        #expect(results.allSatisfy { if case .success = $0 { true } else { false } })
        #expect(server.requests.count == 1)
    }

    @Test func aKeptCopyShowsOfflineAndIsNotFetchedAgain() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pictures-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("images.sqlite3").path
        let server = try LoopbackServer { _ in .respond(status: 200, headers: ["ETag": "\"one\""], body: Self.png) }
        let url = server.baseURL.appendingPathComponent("kept.png")
        guard case .success = await loader(store: ImageStore(path: path)).load(url, box: box) else {
            Issue.record("no picture")
            return
        }
        server.stop()
        // A new run (empty memory), the server gone: the kept copy is the picture.
        guard case .success = await loader(store: ImageStore(path: path)).load(url, box: box) else {
            Issue.record("the kept copy was not used")
            return
        }
        #expect(server.requests.count == 1)
    }

    @Test func aStaleCopyIsShownAtOnceAndRevalidatedBehindIt() async throws {
        let store = ImageStore(path: nil)
        let server = try LoopbackServer { request in
            request.headers["if-none-match"] == "\"one\"" ? .respond(status: 304, headers: ["Cache-Control": "max-age=600"], body: Data())
                : .respond(status: 200, headers: ["ETag": "\"one\"", "Cache-Control": "max-age=60"], body: Self.png)
        }
        let url = server.baseURL.appendingPathComponent("stale.png")
        let now = Date()
        guard case .success = await loader(store: store, clock: { now }).load(url, box: box) else {
            Issue.record("no picture")
            return
        }
        // Dates go through SQLite as seconds since 1970: equal to well under a millisecond.
        #expect(abs(await store.image(for: url.absoluteString)?.freshUntil.timeIntervalSince(now.addingTimeInterval(60)) ?? 99) < 0.001)
        // Ten minutes later the copy is stale: shown from the store, then asked about.
        let later = now.addingTimeInterval(600)
        guard case .success = await loader(store: store, clock: { later }).load(url, box: box) else {
            Issue.record("the stale copy was not shown")
            return
        }
        try await waitUntil { abs(await store.image(for: url.absoluteString)?.freshUntil.timeIntervalSince(later.addingTimeInterval(600)) ?? 99) < 0.001 }
        #expect(server.requests.count == 2)
        #expect(server.requests.last?.headers["if-none-match"] == "\"one\"")
        #expect(server.requests.last?.headers["if-modified-since"] == nil, "no Last-Modified was given")
    }

    @Test func htmlServedAsAJPEGIsNotAPictureAndIsNotAskedForAgain() async throws {
        let server = try LoopbackServer { _ in
            .respond(status: 200, headers: ["Content-Type": "image/jpeg"], body: Data("<!doctype html><title>Sign in</title>".utf8))
        }
        let pictures = loader()
        let url = server.baseURL.appendingPathComponent("photo.jpg")
        #expect(await failure(pictures.load(url, box: box)) == .notAnImage)
        #expect(await failure(pictures.load(url, box: box)) == .notAnImage)
        #expect(server.requests.count == 1)
    }

    @Test func httpErrorsAndRefusedConnectionsAreFetchFailures() async throws {
        let server = try LoopbackServer { _ in .text("gone", status: 404) }
        let pictures = loader()
        #expect(await failure(pictures.load(server.baseURL.appendingPathComponent("x.png"), box: box))
                == .fetch(.httpStatus(host: "127.0.0.1", status: 404, retryAfterSeconds: nil)))
        let refused = URL(string: "http://127.0.0.1:\(try LoopbackServer.refusedPort())/y.png")!
        guard case .fetch(.unreachable)? = await failure(pictures.load(refused, box: box)) else {
            Issue.record("a refused connection is not unreachable")
            return
        }
        // Not a web address: refused before any request.
        guard case .fetch(.unreachable)? = await failure(pictures.load(URL(string: "file:///etc/passwd")!, box: box)) else {
            Issue.record("a file address was not refused")
            return
        }
    }

    @Test func a50MegabyteBodyStopsAtTheCap() async throws {
        let body = Data(count: 50 << 20)
        let server = try LoopbackServer { _ in .respond(status: 200, headers: [:], body: body) }
        let pictures = loader()
        #expect(await failure(pictures.load(server.baseURL.appendingPathComponent("huge.png"), box: box)) == .fetch(.unexpectedAnswer(host: "127.0.0.1")))
    }

    @Test func aServerThatNeverAnswersTimesOutAndNothingWaitsForIt() async throws {
        let server = try LoopbackServer { _ in .hang }
        defer { server.stop() }
        let pictures = loader(CurlTransport(timeout: 1))
        let url = server.baseURL.appendingPathComponent("slow.png")
        let start = ContinuousClock.now
        async let result = pictures.load(url, box: box)
        // Meanwhile the screen draws: asking what is ready answers at once.
        for _ in 0..<100 { #expect(pictures.cached(url, box: box) == nil) }
        #expect(ContinuousClock.now - start < .milliseconds(500))
        #expect(await failure(result) == .fetch(.timedOut(host: "127.0.0.1", seconds: 1)))
    }

    /// A transport that waits a minute for an answer, and says when it was told to stop.
    final class WaitingTransport: HTTPTransport {
        let stopped = Atomic<Bool>(false)
        let asked = Atomic<Int>(0)

        func send(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse {
            asked.add(1, ordering: .relaxed)
            do {
                try await Task.sleep(for: .seconds(60))
            } catch {
                stopped.store(true, ordering: .relaxed)
                throw .cancelled
            }
            return HTTPResponse(status: 200, headers: [:], body: Data())
        }
    }

    @Test func whenEveryoneWhoAskedHasGoneTheDownloadStops() async throws {
        let transport = WaitingTransport()
        let pictures = loader(transport)
        let url = URL(string: "https://img.example/slow.png")!
        let first = Task { await pictures.load(url, box: box) }
        let second = Task { await pictures.load(url, box: BoxSize(columns: 2, rows: 1)) }
        // Both boxes wait for the one download (on a busy machine the second may come late).
        try await waitUntil { transport.asked.load(ordering: .relaxed) == 1 && pictures.loadsWaiting(forDownloadOf: url) == 2 }
        first.cancel()
        _ = await first.value
        try await Task.sleep(for: .milliseconds(50))
        let stoppedEarly = transport.stopped.load(ordering: .relaxed)
        #expect(!stoppedEarly, "the other box still waits for the same download")
        second.cancel()
        _ = await second.value
        try await waitUntil { transport.stopped.load(ordering: .relaxed) }
    }

    /// A box scrolled away before its load had even begun (its caller cancelled first) must not
    /// keep the download going for the others: once they leave too, it stops.
    @Test func aLoadLeftBeforeItBeganNeverKeepsTheDownloadGoing() async throws {
        let transport = WaitingTransport()
        let pictures = loader(transport)
        let url = URL(string: "https://img.example/scrolled.png")!
        let first = Task { await pictures.load(url, box: box) }
        try await waitUntil { transport.asked.load(ordering: .relaxed) == 1 }
        let second = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await pictures.load(url, box: BoxSize(columns: 2, rows: 1))
        }
        #expect(await failure(second.value) == .fetch(.cancelled))
        // Time for the second box's work to reach the download, had it gone on.
        try await Task.sleep(for: .milliseconds(100))
        first.cancel()
        _ = await first.value
        try await waitUntil { transport.stopped.load(ordering: .relaxed) }
        #expect(transport.asked.load(ordering: .relaxed) == 1)
    }

    @Test func leavingBeforeThePictureArrivesStopsTheWork() async throws {
        let server = try LoopbackServer { _ in .hang }
        defer { server.stop() }
        let pictures = loader(CurlTransport(timeout: 15))
        let url = server.baseURL.appendingPathComponent("left.png")
        let task = Task { await pictures.load(url, box: box) }
        try await waitUntil { server.requests.count == 1 }
        let start = ContinuousClock.now
        task.cancel()
        #expect(await failure(task.value) == .fetch(.cancelled))
        #expect(ContinuousClock.now - start < .seconds(5), "not the 15-second deadline")
        // Asked again, it is asked of the server again (nothing was remembered).
        let again = Task { await pictures.load(url, box: box) }
        try await waitUntil { server.requests.count == 2 }
        again.cancel()
        _ = await again.value
    }
}

func failure(_ result: Result<Picture, PictureFailure>) -> PictureFailure? {
    if case .failure(let failure) = result { return failure }
    return nil
}

/// Polls `condition` until it holds (at most two minutes: a busy machine is slow, a pass is
/// as quick as the condition).
func waitUntil(_ condition: @Sendable () async -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(120)
    while !(await condition()) {
        guard ContinuousClock.now < deadline else {
            Issue.record("timed out waiting")
            return
        }
        try await Task.sleep(for: .milliseconds(10))
    }
}

extension PictureState: Equatable {
    public static func == (lhs: PictureState, rhs: PictureState) -> Bool {
        switch (lhs, rhs) {
        case (.loading, .loading): true
        case (.failed(let a), .failed(let b)): a == b
        case (.ready, .ready): true
        default: false
        }
    }
}
