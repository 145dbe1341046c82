import Foundation
import Networking
import Testing
@testable import Feeds

/// The fast thread decoder against the general one: on every well-formed answer they agree on
/// the whole tree; on anything else the fast one refuses.
@Suite struct AlgoliaThreadScannerTests {
    static let item = FeedItem(id: "1", title: "Fallback title")

    /// Comments as comparable values: id, author, date, body text, score, deleted, replies.
    static func shape(_ comments: [Feeds.Comment]) -> [String] {
        var lines: [String] = []
        var stack: [(Feeds.Comment, Int)] = comments.reversed().map { ($0, 0) }
        while let (comment, depth) = stack.popLast() {
            let body = comment.body.map { body -> String in
                switch body {
                case .html(let text): text
                case .htmlSource(let source): source.string
                case .rich(let rich): "rich:\(rich)"
                case .plain(let text): "plain:" + text
                }
            } ?? "-"
            lines.append("\(depth)|\(comment.id)|\(comment.author ?? "-")|\(comment.date?.timeIntervalSince1970 ?? -1)|\(body)|\(comment.score ?? -1)|\(comment.isDeleted)")
            for reply in comment.replies.reversed() { stack.append((reply, depth + 1)) }
        }
        return lines
    }

    func both(_ json: String) -> (fast: Discussion?, general: Discussion?) {
        let data = Data(json.utf8)
        let fast = try? AlgoliaThreadScanner.scan(data)
        let general = try? JSONDecoder().decode(AlgoliaItem.self, from: data)
        return (fast.map { HackerNewsClient.discussion(from: $0, fallback: Self.item) },
                general.map { HackerNewsClient.discussion(from: $0, fallback: Self.item) })
    }

    func expectAgreement(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let (fast, general) = both(json)
        #expect(fast != nil, "the scanner refused a valid answer: \(json.prefix(200))", sourceLocation: sourceLocation)
        #expect(general != nil, "the reference refused it: \(json.prefix(200))", sourceLocation: sourceLocation)
        guard let fast, let general else { return }
        #expect(Self.shape(fast.comments) == Self.shape(general.comments), sourceLocation: sourceLocation)
        #expect(fast.item == general.item, sourceLocation: sourceLocation)
    }

    @Test func theAPINotesShapeAgrees() {
        expectAgreement("""
        {"id":4100001,"type":"story","author":"mara","title":"A tiny database in 300 lines",
         "url":"https://example.org/tinydb","text":null,"points":214,"parent_id":null,"story_id":4100001,
         "created_at":"2026-05-01T09:12:44.000Z","created_at_i":1777626764,"options":[],
         "children":[
          {"id":4100010,"type":"comment","author":"ivo","title":null,"url":null,"points":null,
           "text":"<p>It&#x27;s neat &amp; small.</p><p>See <a href=\\"https://example.org/x\\">x</a></p>",
           "parent_id":4100001,"story_id":4100001,"created_at":"2026-05-01T09:30:00.000Z",
           "created_at_i":1777627800,"options":[],"children":[]},
          {"id":4100022,"type":"comment","author":null,"text":null,"title":null,"url":null,"points":null,
           "parent_id":4100001,"story_id":4100001,"created_at":"2026-05-01T09:40:00.000Z",
           "created_at_i":1777628400,"options":[],"children":[
             {"id":4100030,"author":"zed","text":"survives","created_at_i":1777628500,"children":null}]}]}
        """)
    }

    @Test func escapesSurrogatesAndMissingKeysAgree() {
        expectAgreement(#"{"children":[{"id":1,"author":"\u00e9l\u00e8ve","text":"tab\tquote\" slash\/ \ud83d\ude00 \u65e5\u672c","created_at":"2026-05-01T09:30:00Z"}]}"#)
        expectAgreement(#"{}"#)
        expectAgreement(#"{"title":null,"children":null,"unknown":{"deep":[1,2,{"x":[true,false,null,-0.5e-3]}]}}"#)
        expectAgreement(#" { "id" : 7 , "children" : [ { } , { "id" : -3 } ] } "#)
        // Whole numbers written as decimals are whole numbers (found by the fuzz target).
        expectAgreement(#"{"id":4624552.0,"children":[{"id":7e2,"points":-0.0}]}"#)
    }

    @Test(arguments: [
        "", "[]", "{", #"{"id":1"#, #"{"children":[{"id":1}"#, #"{"id":"1"}"#, #"{"id":1.5}"#, #"{"id":1e300}"#, #"{"id":99999999999999999999}"#,
        #"{"author":7}"#, #"{"children":{}}"#, #"{"children":[1]}"#, #"{"children":[{},]}"#, #"{"id":1,}"#, #"{"id":1}x"#,
        #"{"id":1,"id":2}"#, #"{"text":"\x"}"#, #"{"text":"\ud800"}"#, #"{"text":"\udc00"}"#, "{\"text\":\"a\u{01}b\"}",
        #"{"a":[1,]}"#, #"{"a":01}"#, #"{"a":[1,"#, #"{"a":{"b":"#, #"{"a":[ "#, #"{"a":-}"#, #"{"a":tru}"#, #"{"a" 1}"#, #"{"children":[{"children":[{"id":1}]}"#,
    ])
    func malformedAnswersAreRefused(json: String) {
        #expect(throws: AlgoliaThreadScanner.Malformed.self) { try AlgoliaThreadScanner.scan(Data(json.utf8)) }
    }

    @Test func theClientSaysAnUnexpectedAnswer() {
        let response = HTTPResponse(status: 200, headers: [:], body: Data(#"{"children":[{"id":"x"}]}"#.utf8))
        #expect(throws: FetchError.unexpectedAnswer(host: "hn")) { try HackerNewsClient.decodeDiscussion(response, for: Self.item, host: "hn") }
    }

    @Test func fiftyThousandDeepNeedsNoRecursion() throws {
        let depth = 50_000
        let json = String(repeating: #"{"author":"a","text":"t","children":["#, count: depth) + String(repeating: "]}", count: depth)
        let root = try AlgoliaThreadScanner.scan(Data(json.utf8))
        // Down to the maximum depth the nesting is kept; below it the replies follow in order.
        var level = 0
        var capped = try #require(root.replies.first)
        while capped.replies.count == 1 {
            level += 1
            capped = capped.replies[0]
        }
        #expect(level == AlgoliaThreadScanner.maximumDepth - 1, "nested down to the maximum depth")
        #expect(capped.replies.count == depth - 1 - AlgoliaThreadScanner.maximumDepth, "every comment is kept")
        let flat = capped.replies.allSatisfy { $0.replies.isEmpty }
        #expect(flat, "below it, in order, one level")
        #expect(root.replies.first.map { $0.descendantCount + 1 } == depth - 1)
    }

    @Test func textsStayInTheAnswerUntilAskedFor() throws {
        let root = try AlgoliaThreadScanner.scan(Data(#"{"children":[{"id":1,"author":"a","text":"<p>Hello &amp; \u00e9</p>"}]}"#.utf8))
        guard case .htmlSource(let source)? = root.replies.first?.body else {
            Issue.record("expected the text to stay a range of the answer")
            return
        }
        #expect(source.string == "<p>Hello &amp; é</p>")
        #expect(source.string == source.string, "the same each time it is made")
    }

    @Test func invalidUTF8IsRepairedNotRefused() throws {
        var data = Data(#"{"children":[{"id":1,"author":"ok","text":"bad "#.utf8)
        data.append(contentsOf: [0xFF, 0xC3])
        data.append(contentsOf: Array(#" end"}]}"#.utf8))
        let root = try AlgoliaThreadScanner.scan(data)
        guard case .htmlSource(let source)? = root.replies.first?.body else {
            Issue.record("no text")
            return
        }
        #expect(source.string == "bad \u{FFFD}\u{FFFD} end")
    }

    /// Random well-formed threads: the two decoders agree on every one.
    @Test func randomThreadsAgree() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<300 { expectAgreement(RandomThread.json(using: &generator)) }
    }
}

/// Random threads of the API's shape, with nulls, missing keys, escapes and unknown keys.
enum RandomThread {
    static func json(using generator: inout SeededGenerator) -> String {
        var count = 0
        func node(depth: Int) -> String {
            count += 1
            var members: [String] = []
            if Bool.random(using: &generator) { members.append(#""id":\#(Int.random(in: -5...Int(Int32.max), using: &generator))"#) }
            if Bool.random(using: &generator) { members.append(#""author":\#(text(using: &generator))"#) }
            if Bool.random(using: &generator) { members.append(#""text":\#(text(using: &generator))"#) }
            if Bool.random(using: &generator) { members.append(#""points":\#(Bool.random(using: &generator) ? "null" : String(Int.random(in: 0...999, using: &generator)))"#) }
            if Bool.random(using: &generator) { members.append(#""created_at_i":\#(Int.random(in: 0...2_000_000_000, using: &generator))"#) }
            if Bool.random(using: &generator) { members.append(#""created_at":"2026-05-01T09:30:00.000Z""#) }
            if Bool.random(using: &generator) { members.append(#""options":[],"type":"comment""#) }
            if depth < 4, count < 60, Bool.random(using: &generator) {
                let children = (0..<Int.random(in: 0...3, using: &generator)).map { _ in node(depth: depth + 1) }
                members.append(#""children":[\#(children.joined(separator: ","))]"#)
            } else if Bool.random(using: &generator) {
                members.append(#""children":null"#)
            }
            members.shuffle(using: &generator)
            return "{" + members.joined(separator: ",") + "}"
        }
        return node(depth: 0)
    }

    static func text(using generator: inout SeededGenerator) -> String {
        if Int.random(in: 0..<5, using: &generator) == 0 { return "null" }
        let pieces = ["plain", #"\"quoted\""#, #"\u00e9"#, #"\ud83d\ude00"#, "&amp;", "<p>", #"\n"#, "日本", " ", #"\\"#, #"\/"#]
        return "\"" + (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined() + "\""
    }
}

/// A small deterministic generator, so a failure can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
