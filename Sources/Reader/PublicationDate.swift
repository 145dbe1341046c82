import FoundationEssentials

/// When a page says it was published, as precisely as it says it: a day, or a day and a time,
/// with the offset from UTC when the page gives one. Nothing is invented: a time without an
/// offset stays the page's local time, and a date without a time has none.
public struct PublicationDate: Sendable, Equatable {
    public var year: Int
    public var month: Int
    public var day: Int
    /// Hour, minute and second, when the page gives a time.
    public var time: (hour: Int, minute: Int, second: Int)?
    /// Minutes east of UTC, when the page gives them ("Z" is 0).
    public var offsetMinutes: Int?

    public init(year: Int, month: Int, day: Int, time: (hour: Int, minute: Int, second: Int)? = nil, offsetMinutes: Int? = nil) {
        self.year = year
        self.month = month
        self.day = day
        self.time = time
        self.offsetMinutes = offsetMinutes
    }

    public static func == (left: PublicationDate, right: PublicationDate) -> Bool {
        left.year == right.year && left.month == right.month && left.day == right.day
            && left.time?.hour == right.time?.hour && left.time?.minute == right.time?.minute
            && left.time?.second == right.time?.second && left.offsetMinutes == right.offsetMinutes
    }

    /// ISO 8601: "2026-11-20T09:30:00+02:00"; "2026-11-20T09:30:00" when the page gave no
    /// offset; "2026-11-20" when it gave no time.
    public var iso8601: String {
        let date = "\(Self.digits(year, 4))-\(Self.digits(month, 2))-\(Self.digits(day, 2))"
        guard let time else { return date }
        var text = date + "T\(Self.digits(time.hour, 2)):\(Self.digits(time.minute, 2)):\(Self.digits(time.second, 2))"
        if let offset = offsetMinutes {
            text += (offset < 0 ? "-" : "+") + Self.digits(abs(offset) / 60, 2) + ":" + Self.digits(abs(offset) % 60, 2)
        }
        return text
    }

    /// For the screen: "2026-11-20 09:30" at the page's own time of day, or "2026-11-20"
    /// (also when the time is exactly midnight, which pages write for a date alone).
    public var display: String {
        let date = "\(Self.digits(year, 4))-\(Self.digits(month, 2))-\(Self.digits(day, 2))"
        guard let time, time.hour != 0 || time.minute != 0 else { return date }
        return date + " \(Self.digits(time.hour, 2)):\(Self.digits(time.minute, 2))"
    }

    private static func digits(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }

    // MARK: Reading

    /// The forms pages use: ISO 8601 ("2026-11-20", "2026-11-20T09:30:00.000+0200", a space for
    /// the T, "Z"), the e-mail form ("Fri, 20 Nov 2026 09:30:00 GMT") and written dates
    /// ("November 20, 2026", "20 Nov 2026"). Nil for anything else or out of range.
    public init?(_ raw: String) {
        let text = raw.trimmingWhitespace()
        guard let found = Self.iso(Array(text.utf8)) ?? Self.written(text) else { return nil }
        self = found
    }

    private static func iso(_ bytes: [UInt8]) -> PublicationDate? {
        var scanner = Scanner(bytes: bytes)
        guard let year = scanner.number(4), scanner.take("-"), let month = scanner.number(2), scanner.take("-"),
              let day = scanner.number(2) else { return nil }
        var date = PublicationDate(year: year, month: month, day: day)
        if scanner.take("T") || scanner.take(" ") {
            guard let hour = scanner.number(2), scanner.take(":"), let minute = scanner.number(2) else { return nil }
            var second = 0
            if scanner.take(":") {
                guard let value = scanner.number(2) else { return nil }
                second = value
                if scanner.take(".") || scanner.take(",") { scanner.skipDigits() }
            }
            date.time = (hour, minute, second)
            scanner.skipSpaces()
            date.offsetMinutes = scanner.offset()
        }
        return date.isValid ? date : nil
    }

    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// "Fri, 20 Nov 2026 09:30:00 +0200", "November 20, 2026", "20 November 2026 9:30 GMT".
    private static func written(_ text: String) -> PublicationDate? {
        let words = text.lowercased().split { $0 == " " || $0 == "," }.map(String.init)
        var day: Int?
        var month: Int?
        var year: Int?
        var time: (Int, Int, Int)?
        var offset: Int?
        for word in words {
            if let index = months.firstIndex(where: { word.hasPrefix($0) }), month == nil {
                month = index + 1
            } else if word.contains(":"), time == nil {
                let parts = word.split(separator: ":").map { Int($0) }
                guard parts.count >= 2, let hour = parts[0], let minute = parts[1] else { return nil }
                time = (hour, minute, parts.count > 2 ? parts[2] ?? 0 : 0)
            } else if let number = Int(word.filter(\.isNumber)), word.first?.isNumber == true, word.count <= 4 + 2 {
                if number >= 1000 { year = number } else if day == nil { day = number }
            } else if word == "gmt" || word == "utc" || word == "z" {
                offset = 0
            } else if word.first == "+" || word.first == "-" {
                var scanner = Scanner(bytes: Array(word.utf8))
                offset = scanner.offset()
            }
        }
        guard let day, let month, let year else { return nil }
        var date = PublicationDate(year: year, month: month, day: day)
        if let time {
            date.time = time
            date.offsetMinutes = offset
        }
        return date.isValid ? date : nil
    }

    private var isValid: Bool {
        guard (1000...9999).contains(year), (1...12).contains(month), (1...31).contains(day) else { return false }
        if let time, !(0...23).contains(time.hour) || !(0...59).contains(time.minute) || !(0...60).contains(time.second) { return false }
        if let offsetMinutes, abs(offsetMinutes) > 18 * 60 { return false }
        return true
    }

    private struct Scanner {
        let bytes: [UInt8]
        var position = 0

        mutating func number(_ count: Int) -> Int? {
            guard position + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[position..<(position + count)] {
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            position += count
            return value
        }

        mutating func take(_ character: Unicode.Scalar) -> Bool {
            guard position < bytes.count, bytes[position] == UInt8(character.value) else { return false }
            position += 1
            return true
        }

        mutating func skipDigits() {
            while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 { position += 1 }
        }

        mutating func skipSpaces() {
            while position < bytes.count, bytes[position] == 0x20 { position += 1 }
        }

        /// "Z", "+02:00", "+0200", "-05", "GMT"/"UTC"; nil when none.
        mutating func offset() -> Int? {
            if take("Z") || take("z") { return 0 }
            let rest = String(decoding: bytes[position...], as: UTF8.self).uppercased()
            if rest.hasPrefix("GMT") || rest.hasPrefix("UTC") {
                position += 3
                if position >= bytes.count { return 0 }
            }
            let sign: Int
            if take("+") { sign = 1 } else if take("-") { sign = -1 } else { return nil }
            guard let hours = number(2) else { return nil }
            _ = take(":")
            let minutes = number(2) ?? 0
            return sign * (hours * 60 + minutes)
        }
    }
}

/// Kept with the article offline (the time of day is a tuple, which has no coding of its own).
extension PublicationDate: Codable {
    private enum Field: String, CodingKey { case year, month, day, hour, minute, second, offsetMinutes }

    public init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: Field.self)
        year = try fields.decode(Int.self, forKey: .year)
        month = try fields.decode(Int.self, forKey: .month)
        day = try fields.decode(Int.self, forKey: .day)
        if let hour = try fields.decodeIfPresent(Int.self, forKey: .hour) {
            time = (hour, try fields.decode(Int.self, forKey: .minute), try fields.decode(Int.self, forKey: .second))
        }
        offsetMinutes = try fields.decodeIfPresent(Int.self, forKey: .offsetMinutes)
    }

    public func encode(to encoder: any Encoder) throws {
        var fields = encoder.container(keyedBy: Field.self)
        try fields.encode(year, forKey: .year)
        try fields.encode(month, forKey: .month)
        try fields.encode(day, forKey: .day)
        if let time {
            try fields.encode(time.hour, forKey: .hour)
            try fields.encode(time.minute, forKey: .minute)
            try fields.encode(time.second, forKey: .second)
        }
        try fields.encodeIfPresent(offsetMinutes, forKey: .offsetMinutes)
    }
}
