/// What the terminal answered to the start-up queries, read from the bytes it sent back:
///
///     ESC _ G i=31 ; OK ESC \       kitty graphics: the query image was understood
///     ESC [ 6 ; H ; W t             the cell's size in pixels (XTWINOPS 16)
///     ESC [ ? 62 ; 4 ; … c          primary device attributes: 4 is sixel graphics
///
/// Every terminal answers the last (device attributes), and answers in order, so once it is in
/// nothing else is coming. Anything else in the bytes (keys typed meanwhile) is kept, in order.
struct ProbeReplies: Equatable {
    var kittyGraphics = false
    var sixel = false
    var cellSize: (width: Int, height: Int)?
    /// The device attributes came: every answer there will be is in.
    var complete = false
    var typed: [UInt8] = []

    static func == (lhs: ProbeReplies, rhs: ProbeReplies) -> Bool {
        lhs.kittyGraphics == rhs.kittyGraphics && lhs.sixel == rhs.sixel && lhs.complete == rhs.complete
            && lhs.typed == rhs.typed && lhs.cellSize?.width == rhs.cellSize?.width && lhs.cellSize?.height == rhs.cellSize?.height
    }

    /// The queries, the device attributes last.
    static let queries: [UInt8] = Array("\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[16t\u{1B}[c".utf8)

    static func parse(_ bytes: [UInt8]) -> ProbeReplies {
        var replies = ProbeReplies()
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x1B, index + 1 < bytes.count else {
                replies.typed.append(bytes[index])
                index += 1
                continue
            }
            if bytes[index + 1] == UInt8(ascii: "_"), let end = stringTerminator(bytes, from: index + 2) {
                let body = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
                if body.hasPrefix("Gi=31") && body.hasSuffix(";OK") { replies.kittyGraphics = true }
                index = end + 2
                continue
            }
            if bytes[index + 1] == UInt8(ascii: "["), let (parameters, final, end) = csi(bytes, from: index + 2) {
                if final == UInt8(ascii: "c"), parameters.hasPrefix("?") {
                    replies.complete = true
                    replies.sixel = parameters.dropFirst().split(separator: ";").contains("4")
                } else if final == UInt8(ascii: "t") {
                    let fields = parameters.split(separator: ";").compactMap { Int($0) }
                    if fields.count == 3, fields[0] == 6, (2...512).contains(fields[1]), (2...512).contains(fields[2]) {
                        replies.cellSize = (width: fields[2], height: fields[1])
                    }
                } else {
                    replies.typed += bytes[index...end]  // a key (an arrow, say) typed meanwhile
                }
                index = end + 1
                continue
            }
            replies.typed.append(bytes[index])
            index += 1
        }
        return replies
    }

    /// Where ESC \ begins, searching from `start`.
    private static func stringTerminator(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == 0x1B { return bytes[index + 1] == UInt8(ascii: "\\") ? index : nil }
            index += 1
        }
        return nil
    }

    /// A CSI sequence's parameters, final byte and where it ends.
    private static func csi(_ bytes: [UInt8], from start: Int) -> (String, UInt8, Int)? {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if (0x40...0x7E).contains(byte) {
                return (String(decoding: bytes[start..<index], as: UTF8.self), byte, index)
            }
            guard (0x20...0x3F).contains(byte) else { return nil }
            index += 1
        }
        return nil
    }
}
