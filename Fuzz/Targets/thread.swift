import Foundation
@testable import Feeds

// The fast thread decoder against Foundation's JSONDecoder as the oracle: where the oracle
// reads an answer, the scanner reads the same tree; where the oracle refuses one, so does the
// scanner (except answers nested deeper than the oracle's own limit, which the scanner reads).
// And the scanner against itself: the answer read in pieces (cut where the input's own bytes
// say, into tiny blocks) gives the same tree, or the same refusal, as read whole.

private let fallback = FeedItem(id: "1", title: "t")

private func shape(_ discussion: Discussion) -> [String] {
    var lines = [discussion.item.title, discussion.item.author ?? "-", String(discussion.item.score ?? -1)]
    var stack: [(Feeds.Comment, Int)] = discussion.comments.reversed().map { ($0, 0) }
    while let (comment, depth) = stack.popLast() {
        let body: String
        switch comment.body {
        case .html(let text)?: body = text
        case .htmlSource(let source)?: body = source.string
        case .rich(let rich)?: body = "\(rich)"
        case .plain(let text)?: body = text
        case nil: body = "-"
        }
        lines.append("\(depth)|\(comment.id)|\(comment.author ?? "-")|\(comment.date?.timeIntervalSince1970 ?? -1)|\(body)|\(comment.score ?? -1)|\(comment.isDeleted)")
        for reply in comment.replies.reversed() { stack.append((reply, depth + 1)) }
    }
    return lines
}

private func nesting(_ data: Data) -> Int {
    var depth = 0, deepest = 0
    for byte in data {
        if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { depth += 1; deepest = max(deepest, depth) }
        if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") { depth -= 1 }
    }
    return deepest
}

/// The answer in pieces of 1 to 8 bytes (sizes taken from its own bytes), blocks of 1 to 16.
private func inPieces(_ data: Data) -> AlgoliaThreadScanner.Node? {
    let bytes = [UInt8](data)
    var scan = AlgoliaThreadScan(expectedLength: nil, firstBlock: 1 + Int(bytes.first ?? 0) % 16)
    var offset = 0
    while offset < bytes.count {
        let length = min(bytes.count - offset, 1 + Int(bytes[offset]) % 8)
        let appended = bytes[offset..<offset + length].withUnsafeBytes { raw in
            Result { () throws(AlgoliaThreadScanner.Malformed) in try scan.append(raw) }
        }
        guard case .success = appended else { return nil }
        offset += length
    }
    return try? scan.finish()
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let data = Data(bytes: bytes, count: size)
    // The app repairs invalid UTF-8 before the general decoder sees a body; the scanner repairs
    // each string as it makes it. Compare on valid UTF-8, where the two must agree byte for byte.
    guard String(validatingCString: Array(data.map { CChar(bitPattern: $0) }) + [0]) != nil || data.isEmpty else { return 0 }
    let fast = try? AlgoliaThreadScanner.scan(data)
    let pieces = inPieces(data)
    if (fast == nil) != (pieces == nil) { fatalError("read in pieces, the answer was \(pieces == nil ? "refused" : "read")") }
    if let fast, let pieces,
       shape(HackerNewsClient.discussion(from: fast, fallback: fallback)) != shape(HackerNewsClient.discussion(from: pieces, fallback: fallback)) {
        fatalError("read in pieces, the tree differs")
    }
    let general = try? JSONDecoder().decode(AlgoliaItem.self, from: data)
    switch (fast, general) {
    case (let fast?, let general?):
        let a = shape(HackerNewsClient.discussion(from: fast, fallback: fallback))
        let b = shape(HackerNewsClient.discussion(from: general, fallback: fallback))
        if a != b { fatalError("the decoders disagree:\n\(a)\n\(b)") }
    case (nil, _?):
        if StrictJSON.isValid(data) { fatalError("the scanner refused valid JSON that the general decoder read") }
    case (_?, nil):
        // Deeper than JSONDecoder goes is fine; otherwise the scanner took something invalid.
        if nesting(data) < 500, !StrictJSON.isValid(data) { fatalError("the scanner read what is not JSON") }
    case (nil, nil):
        break
    }
    return 0
}
