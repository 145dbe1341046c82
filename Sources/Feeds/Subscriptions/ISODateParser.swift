/// RFC 3339 and the W3C-DTF profile of ISO 8601 that Atom, JSON Feed and Dublin Core use, read
/// as leniently as real feeds need: `2026-11-29T09:30:00Z`, with or without seconds, a
/// fraction, the `T` (a space), the zone (UTC then) or the colon in it; `2026-11-29`,
/// `2026-11`, `2026`; the basic form `20261129T093000Z`.
enum ISODateParser {
    static func parse(_ bytes: [UInt8]) -> FeedDate? {
        var reader = DigitReader(bytes: bytes)
        guard let year = reader.number(digits: 4) else { return nil }
        let extended = reader.skip(UInt8(ascii: "-"))
        var month = 1
        var day = 1
        if extended || !reader.atEnd {
            guard let value = reader.number(digits: 2) else { return nil }
            month = value
            if extended ? reader.skip(UInt8(ascii: "-")) : !reader.atEnd && ASCIIBytes.isDigit(reader.peek ?? 0) {
                guard let value = reader.number(digits: 2) else { return nil }
                day = value
            }
        }
        var hour = 0
        var minute = 0
        var second = 0
        if let separator = reader.peek, separator | 0x20 == UInt8(ascii: "t") || separator == 0x20 {
            reader.advance()
            guard let h = reader.number(digits: 2) else { return nil }
            let colons = reader.skip(UInt8(ascii: ":"))
            guard let m = reader.number(digits: 2) else { return nil }
            hour = h
            minute = m
            if colons ? reader.skip(UInt8(ascii: ":")) : ASCIIBytes.isDigit(reader.peek ?? 0) {
                guard let s = reader.number(digits: 2) else { return nil }
                second = s
            }
            if reader.skip(UInt8(ascii: ".")) || reader.skip(UInt8(ascii: ",")) {
                guard reader.skipDigits() > 0 else { return nil }
            }
        }
        while reader.skip(0x20) {}
        guard let offset = zone(&reader), reader.atEnd else { return nil }
        return CalendarDate.instant(year: year, month: month, day: day, hour: hour, minute: minute, second: second, offset: offset)
    }

    /// `Z`, `+01:00`, `+0100`, `+01`, ` UTC`/` GMT`, or nothing (UTC).
    private static func zone(_ reader: inout DigitReader) -> Int? {
        guard let first = reader.peek else { return 0 }
        if first | 0x20 == UInt8(ascii: "z") {
            reader.advance()
            return 0
        }
        if first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            reader.advance()
            guard let hours = reader.number(digits: 2) else { return nil }
            var minutes = 0
            if reader.skip(UInt8(ascii: ":")) || ASCIIBytes.isDigit(reader.peek ?? 0) {
                guard let value = reader.number(digits: 2) else { return nil }
                minutes = value
            }
            guard hours <= 18, minutes < 60 else { return nil }
            return (first == UInt8(ascii: "-") ? -1 : 1) * (hours * 3600 + minutes * 60)
        }
        let rest = reader.remainingLowercased
        if rest == "utc" || rest == "gmt" || rest == "ut" {
            reader.skipToEnd()
            return 0
        }
        return nil
    }
}

/// Walks ASCII bytes, reading fixed-width numbers.
struct DigitReader {
    let bytes: [UInt8]
    var index = 0

    var atEnd: Bool { index >= bytes.count }
    var peek: UInt8? { atEnd ? nil : bytes[index] }

    mutating func advance() { index += 1 }

    mutating func skip(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        index += 1
        return true
    }

    mutating func number(digits: Int) -> Int? {
        guard index + digits <= bytes.count else { return nil }
        var value = 0
        for offset in 0..<digits {
            let byte = bytes[index + offset]
            guard ASCIIBytes.isDigit(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        index += digits
        return value
    }

    mutating func skipDigits() -> Int {
        let start = index
        while let byte = peek, ASCIIBytes.isDigit(byte) { index += 1 }
        return index - start
    }

    mutating func skipToEnd() { index = bytes.count }

    var remainingLowercased: String {
        String(decoding: bytes[min(index, bytes.count)...].map { ASCIIBytes.isLetter($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}
