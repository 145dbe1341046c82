import Foundation
import Networking
import Testing
@testable import Feeds

/// The thread read piece by piece, as it arrives: whatever the pieces, the same thread as read
/// whole (or the same refusal), and what is shown before the end is the start of the thread.
@Suite struct AlgoliaThreadScanTests {
    typealias Shape = AlgoliaThreadScannerTests

    /// Reads `data` in pieces cut at random, into blocks of `block` bytes (tiny, so the scan
    /// moves between blocks all the time), checking each partial thread on the way.
    static func pieces(
        _ data: Data, block: Int, using generator: inout SeededGenerator, maxPiece: Int = 9,
        eachPartial: ([Feeds.Comment]) -> Void = { _ in }
    ) -> AlgoliaThreadScanner.Node? {
        var scan = AlgoliaThreadScan(expectedLength: Bool.random(using: &generator) ? nil : data.count / 2, firstBlock: block)
        var offset = 0
        let bytes = [UInt8](data)
        while offset < bytes.count {
            let length = min(bytes.count - offset, Int.random(in: 1...maxPiece, using: &generator))
            let appended = bytes[offset..<offset + length].withUnsafeBytes { raw in
                Result { () throws(AlgoliaThreadScanner.Malformed) in try scan.append(raw) }
            }
            guard case .success = appended else { return nil }
            eachPartial(scan.comments())
            offset += length
        }
        return try? scan.finish()
    }

    /// Ids in reading order (depth first).
    static func ids(_ comments: [Feeds.Comment]) -> [String] {
        var out: [String] = []
        var stack = Array(comments.reversed())
        while let next = stack.popLast() {
            out.append(next.id)
            stack.append(contentsOf: next.replies.reversed())
        }
        return out
    }

    @Test func randomPiecesGiveTheSameThread() throws {
        var generator = SeededGenerator(seed: 7)
        for round in 0..<300 {
            let json = RandomThread.json(using: &generator)
            let data = Data(json.utf8)
            let whole = try AlgoliaThreadScanner.scan(data)
            let final = Self.ids(whole.replies)
            var previous: [String] = []
            let read = Self.pieces(data, block: Int.random(in: 1...64, using: &generator), using: &generator) { partial in
                let shown = Self.ids(partial)
                // Shown so far: the start of the thread, growing, never anything else.
                #expect(Array(final.prefix(shown.count)) == shown, "round \(round): not the start of the thread")
                #expect(shown.count >= previous.count, "round \(round): comments went away")
                previous = shown
            }
            let node = try #require(read, "round \(round): refused in pieces: \(json.prefix(200))")
            #expect(Shape.shape(node.replies) == Shape.shape(whole.replies), "round \(round)")
            #expect(node.title?.string == whole.title?.string && node.points == whole.points)
        }
    }

    @Test(arguments: [
        "", "[]", "{", #"{"id":1"#, #"{"children":[{"id":1}"#, #"{"id":"1"}"#, #"{"id":1.5}"#, #"{"id":1e300}"#, #"{"id":99999999999999999999}"#,
        #"{"author":7}"#, #"{"children":{}}"#, #"{"children":[1]}"#, #"{"children":[{},]}"#, #"{"id":1,}"#, #"{"id":1}x"#,
        #"{"id":1,"id":2}"#, #"{"text":"\x"}"#, #"{"text":"\ud800"}"#, #"{"text":"\udc00"}"#, "{\"text\":\"a\u{01}b\"}",
        #"{"a":[1,]}"#, #"{"a":01}"#, #"{"a":[1,"#, #"{"a":{"b":"#, #"{"a":[ "#, #"{"a":-}"#, #"{"a":tru}"#, #"{"a" 1}"#,
        #"{"children":[{"children":[{"id":1}]}"#, #"{"id":12"#, #"{"text":"\ud83d\u"#, #"{"text":"\ud83d"}"#, #"{} {}"#, #"{"id":nul"#,
    ])
    func malformedAnswersAreRefusedWhateverThePieces(json: String) {
        var generator = SeededGenerator(seed: UInt64(json.utf8.count))
        for _ in 0..<20 {
            #expect(Self.pieces(Data(json.utf8), block: Int.random(in: 1...8, using: &generator), using: &generator, maxPiece: 3) == nil)
        }
    }

    @Test func aTokenCutAnywhereIsReadWhole() throws {
        // Every cut point of an answer with escapes, surrogates, numbers and literals.
        let json = #"{"id":12345,"points":-7,"children":[{"id":9,"author":"\u00e9\ud83d\ude00","text":"a\"b\\c","created_at_i":1e3,"options":[true,false,null]}]}"#
        let data = Data(json.utf8)
        let whole = try AlgoliaThreadScanner.scan(data)
        for cut in 0...data.count {
            var scan = AlgoliaThreadScan(expectedLength: nil, firstBlock: 4)
            for part in [data.prefix(cut), data.dropFirst(cut)] where !part.isEmpty {
                try part.withUnsafeBytes { raw in
                    try Result { () throws(AlgoliaThreadScanner.Malformed) in try scan.append(raw) }.get()
                }
            }
            let node = try scan.finish()
            #expect(Shape.shape(node.replies) == Shape.shape(whole.replies), "cut at \(cut)")
            #expect(node.id == 12345 && node.points == -7)
        }
    }

    @Test func oneEnormousTextArrivingInSmallPieces() throws {
        let text = String(repeating: "abcdefg\\n", count: 150_000)
        let json = #"{"children":[{"id":1,"author":"a","text":""# + text + #""}]}"#
        var scan = AlgoliaThreadScan(expectedLength: nil)
        let bytes = [UInt8](json.utf8)
        var offset = 0
        while offset < bytes.count {
            let end = min(bytes.count, offset + 1_000)
            try bytes[offset..<end].withUnsafeBytes { raw in
                try Result { () throws(AlgoliaThreadScanner.Malformed) in try scan.append(raw) }.get()
            }
            offset = end
        }
        let node = try scan.finish()
        guard case .rich(let rich)? = node.replies.first?.body else {
            Issue.record("a large body is parsed when received")
            return
        }
        let characters = rich.blocks.reduce(0) { total, block in
            guard case .paragraph(let spans) = block else { return total }
            return total + spans.reduce(0) { $0 + $1.text.utf8.count }
        }
        #expect(characters >= 150_000 * 8 - 1, "every character of the text is there (less the last line break)")
    }

    @Test func partialThreadsGrowByDoublingAndStartAgainOnBegin() async throws {
        let reports = ReportLog()
        let receiver = AlgoliaThreadReceiver(progress: { comments in
            reports.add(AlgoliaThreadScanTests.ids(comments()).count)
            return true
        }, interval: .zero)
        let children = (1...200).map { #"{"id":\#($0),"author":"a","text":"t","children":[]}"# }
        let data = Data((#"{"id":1,"children":["# + children.joined(separator: ",") + "]}").utf8)
        receiver.begin(expectedLength: 10)  // a lying length: more arrives
        for start in stride(from: 0, to: data.count, by: 100) { receiver.receive(data[start..<min(data.count, start + 100)]) }
        let first = try await receiver.finish()  // waits for the queue to scan every piece
        #expect(first.replies.count == 200)
        let counts = reports.values
        #expect(counts.first.map { $0 >= AlgoliaThreadReceiver.firstReport } == true)
        #expect(zip(counts, counts.dropFirst()).allSatisfy { $1 >= 2 * $0 }, "each report at least doubles: \(counts)")
        // Pieces that arrive faster than the scan are gathered and scanned together, so there
        // may be fewer reports than doublings.
        #expect(counts.count >= 1 && counts.count <= 5, "a handful of reports, not one per piece: \(counts)")
        // A broken transfer replaced by another body: the first is forgotten.
        receiver.receive(data.prefix(500))
        receiver.begin(expectedLength: nil)
        receiver.receive(Data(#"{"id":2,"children":[{"id":5,"author":"b","text":"u"}]}"#.utf8))
        let node = try await receiver.finish()
        #expect(node.id == 2 && node.replies.map(\.id) == ["5"])
    }

    /// The receiver scans the first pieces on the caller's thread and the rest on its queue,
    /// outside its lock, while reports and nudges come from elsewhere: whatever the pieces and
    /// the timing, the thread is the one read whole and every report is its start.
    @Test func piecesScannedOnTwoThreadsWithNudgesRacingGiveTheSameThread() async throws {
        var generator = SeededGenerator(seed: 11)
        for round in 0..<60 {
            let data = Data(RandomThread.json(using: &generator).utf8)
            let whole = try AlgoliaThreadScanner.scan(data)
            let final = Self.ids(whole.replies)
            let wrong = ReportLog()
            let accept = Bool.random(using: &generator)
            let receiver = AlgoliaThreadReceiver(progress: { comments in
                let shown = AlgoliaThreadScanTests.ids(comments())
                if Array(final.prefix(shown.count)) != shown { wrong.add(shown.count) }
                return accept
            }, interval: .zero)
            receiver.begin(expectedLength: Bool.random(using: &generator) ? data.count : nil)
            let nudging = Task.detached {
                while !Task.isCancelled {
                    receiver.nudge()
                    await Task.yield()
                }
            }
            var offset = 0
            while offset < data.count {
                let length = min(data.count - offset, Int.random(in: 1...700, using: &generator))
                receiver.receive(data[offset..<offset + length])
                offset += length
            }
            let node = try await receiver.finish()
            nudging.cancel()
            #expect(wrong.values.isEmpty, "round \(round): a report that is not the start of the thread")
            #expect(Shape.shape(node.replies) == Shape.shape(whole.replies), "round \(round)")
        }
    }

    @Test func aRefusedPieceEndsTheThread() async {
        let receiver = AlgoliaThreadReceiver()
        receiver.begin(expectedLength: nil)
        receiver.receive(Data(#"{"id":"#.utf8))
        receiver.receive(Data(#""x"}"#.utf8))
        receiver.receive(Data(#" "#.utf8))
        await #expect(throws: AlgoliaThreadScanner.Malformed.self) { try await receiver.finish() }
    }
}

/// Collects what a receiver reports, from whichever thread reports it.
final class ReportLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Int] = []
    func add(_ value: Int) { lock.withLock { stored.append(value) } }
    var values: [Int] { lock.withLock { stored } }
}

@Suite struct PackedKeyTests {
    static func packed(_ name: String) -> UInt64 {
        name.utf8.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * $1.offset) }
    }

    @Test func packedKeysAreRight() {
        #expect(AlgoliaThreadScan.packedID == Self.packed("id"))
        #expect(AlgoliaThreadScan.packedURL == Self.packed("url"))
        #expect(AlgoliaThreadScan.packedText == Self.packed("text"))
        #expect(AlgoliaThreadScan.packedTitle == Self.packed("title"))
        #expect(AlgoliaThreadScan.packedAuthor == Self.packed("author"))
        #expect(AlgoliaThreadScan.packedPoints == Self.packed("points"))
        #expect(AlgoliaThreadScan.packedChildren == Self.packed("children"))
        #expect(AlgoliaThreadScan.packedCreated == Self.packed("created_"))
        #expect(AlgoliaThreadScan.packedAt == Self.packed("at"))
        #expect(AlgoliaThreadScan.packedAtI == Self.packed("at_i"))
    }
}

@Suite struct WholeAnswerTests {
    @Test func aThreadThatArrivesInOnePieceIsNotShownInPartsFirst() async throws {
        let reports = ReportLog()
        let receiver = AlgoliaThreadReceiver(progress: { comments in
            reports.add(comments().count)
            return true
        }, interval: .zero)
        let children = (1...100).map { #"{"id":\#($0),"author":"a","text":"t"}"# }
        let data = Data((#"{"id":1,"children":["# + children.joined(separator: ",") + "]}").utf8)
        receiver.begin(expectedLength: data.count)
        receiver.receive(data)  // a kept copy, or a transport without streaming
        let node = try await receiver.finish()
        #expect(node.replies.count == 100)
        #expect(reports.values.isEmpty, "the whole thread goes to the screen once")
    }
}

@Suite struct ThreadReceiverQueueTests {
    @Test func aBodySentAByteAtATimeIsGatheredNotQueuedAJobPerByte() async throws {
        let receiver = AlgoliaThreadReceiver()
        let children = (1...2_000).map { #"{"id":\#($0),"author":"a","text":"some text here","children":[]}"# }
        let data = Data((#"{"id":1,"children":["# + children.joined(separator: ",") + "]}").utf8)
        receiver.begin(expectedLength: nil)
        var mostQueued = 0
        for index in data.indices {
            receiver.receive(data[index..<index + 1])
            mostQueued = max(mostQueued, receiver.queuedJobs)
        }
        let node = try await receiver.finish()
        #expect(node.replies.count == 2_000)
        #expect(mostQueued <= 1, "at most one job waits, whatever the pieces: \(mostQueued)")
    }
}

@Suite struct ThreadSizeLimitTests {
    @Test func moreCommentsThanAThreadCouldHoldAreRefusedNotRead() throws {
        func thread(_ count: Int) -> Data {
            var text = #"{"id":1,"children":["#
            text.reserveCapacity(count * 26)
            for index in 0..<count { text += (index == 0 ? "" : ",") + #"{"id":\#(index + 2),"children":[]}"# }
            return Data((text + "]}").utf8)
        }
        let limit = AlgoliaThreadScanner.maximumComments
        #expect(try AlgoliaThreadScanner.scan(thread(limit)).replies.count == limit)
        #expect(throws: AlgoliaThreadScanner.Malformed.self, "one more is an answer not worth its memory") {
            try AlgoliaThreadScanner.scan(thread(limit + 1))
        }
    }
}
