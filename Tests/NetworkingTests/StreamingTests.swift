import Foundation
import LoopbackServer
import Networking
import Synchronization
import Testing

/// Collects what a transport streams to it, and when.
final class RecordingSink: BodySink {
    private struct Record {
        var begins: [Int?] = []
        var body = Data()
        var pieces = 0
    }

    private let record = Mutex(Record())

    var begins: [Int?] { record.withLock { $0.begins } }
    var body: Data { record.withLock { $0.body } }
    var pieces: Int { record.withLock { $0.pieces } }

    func begin(expectedLength: Int?) {
        record.withLock { $0.begins.append(expectedLength); $0.body = Data() }
    }

    func receive(_ piece: Data) {
        record.withLock { $0.body.append(piece); $0.pieces += 1 }
    }
}

@Suite("CurlTransport streaming a body to a sink")
struct StreamingTests {
    /// The server sends half, then waits until the sink has that half before sending the rest:
    /// the test can only pass if bytes reach the sink while the answer is still arriving.
    @Test func piecesReachTheSinkWhileTheAnswerArrives() async throws {
        let body = [UInt8]((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        let sink = RecordingSink()
        let sawFirstHalfFirst = Mutex<Bool?>(nil)
        let server = try LoopbackServer { _ in
            .stream { writer in
                writer.write("HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n")
                writer.write(Array(body[..<100_000]))
                var waited = 0
                while sink.body.count < 100_000, waited < 1_000 {
                    guard writer.pause(milliseconds: 10) else { return }
                    waited += 1
                }
                sawFirstHalfFirst.withLock { $0 = sink.body.count >= 100_000 }
                writer.write(Array(body[100_000...]))
            }
        }
        defer { server.stop() }
        let response = try await CurlTransport(timeout: 20).send(HTTPRequest(url: server.url("/thread")), streamingTo: sink)
        #expect(response.status == 200)
        #expect(response.body.isEmpty, "the body went to the sink, not into the response")
        #expect(sink.begins == [body.count], "told once, with the announced length")
        #expect(sink.body == Data(body), "every byte, in order")
        #expect(sink.pieces > 1)
        #expect(sawFirstHalfFirst.withLock { $0 } == true, "the first half arrived before the second was sent")
    }

    @Test func anAnswerThatIsNotASuccessKeepsItsBody() async throws {
        let server = try LoopbackServer { _ in .json(#"{"error":"nope"}"#, status: 404) }
        defer { server.stop() }
        let sink = RecordingSink()
        let response = try await CurlTransport().send(HTTPRequest(url: server.url("/missing")), streamingTo: sink)
        #expect(response.status == 404)
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"error":"nope"}"#)
        #expect(sink.begins.isEmpty && sink.body.isEmpty, "the sink hears only successes")
    }

    @Test func afterARedirectTheSinkGetsTheFinalBodyOnly() async throws {
        let server = try LoopbackServer { request in
            if request.path == "/old" {
                return .respond(status: 302, headers: ["Location": "/new", "Content-Type": "text/plain"], body: Data("moved".utf8))
            }
            return .json(#"{"thread":true}"#)
        }
        defer { server.stop() }
        let sink = RecordingSink()
        let response = try await CurlTransport().send(HTTPRequest(url: server.url("/old")), streamingTo: sink)
        #expect(response.status == 200)
        #expect(response.body.isEmpty)
        #expect(String(decoding: sink.body, as: UTF8.self) == #"{"thread":true}"#)
        #expect(sink.begins.count == 1)
    }

    @Test func theSizeLimitHoldsWhileStreaming() async throws {
        let server = try LoopbackServer { _ in .respond(status: 200, headers: [:], body: Data(count: 300_000)) }
        defer { server.stop() }
        let sink = RecordingSink()
        let request = HTTPRequest(url: server.url("/big"), maximumBodyBytes: 100_000)
        let error = await failure { () async throws(FetchError) in
            try await CurlTransport().send(request, streamingTo: sink)
        }
        #expect(error == .unexpectedAnswer(host: "127.0.0.1"))
        #expect(sink.body.count <= 100_000, "no more than the limit reached the sink")
    }

    @Test func aTransportWithoutStreamingGivesTheBodyInOnePiece() async throws {
        struct Whole: HTTPTransport {
            func send(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse {
                HTTPResponse(status: 200, headers: [:], body: Data("whole".utf8))
            }
        }
        let sink = RecordingSink()
        let response = try await Whole().send(HTTPRequest(url: URL(string: "http://127.0.0.1:9/")!), streamingTo: sink)
        #expect(response.body.isEmpty)
        #expect(sink.begins == [5] && sink.pieces == 1 && sink.body == Data("whole".utf8))
    }
}
