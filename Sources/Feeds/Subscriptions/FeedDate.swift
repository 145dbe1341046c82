import FoundationEssentials

/// A date as a feed wrote it: the instant, and the offset from UTC it was written in (so
/// `tidings feed --json` can print it back in the feed's own zone).
public struct FeedDate: Sendable, Hashable, Comparable {
    /// Seconds since 1970-01-01T00:00:00Z.
    public var seconds: Int64
    /// The writer's offset from UTC, in seconds (+3600 for "+01:00"); 0 for UTC or unknown zones.
    public var offset: Int

    public init(seconds: Int64, offset: Int = 0) {
        self.seconds = seconds
        self.offset = offset
    }

    public var date: Date { Date(timeIntervalSince1970: TimeInterval(seconds)) }

    public static func < (left: FeedDate, right: FeedDate) -> Bool { left.seconds < right.seconds }

    /// "2026-11-29T09:30:00+01:00": ISO 8601 with the offset it was written with.
    public var iso8601: String {
        let local = seconds + Int64(offset)
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let secondOfDay = Int(local - days * 86_400)
        let (year, month, day) = CalendarDate.civil(fromDays: days)
        let sign = offset < 0 ? "-" : "+"
        let minutes = abs(offset) / 60
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        func four(_ value: Int) -> String { String(repeating: "0", count: max(0, 4 - String(value).count)) + String(value) }
        return "\(four(year))-\(two(month))-\(two(day))T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))"
            + "\(sign)\(two(minutes / 60)):\(two(minutes % 60))"
    }

    /// Reads any date a feed may carry: RFC 822 as mail and RSS write it, in all its real-world
    /// spellings, and RFC 3339 / W3C-DTF / ISO 8601 as Atom, JSON Feed and Dublin Core do. Nil
    /// for anything else, and for dates outside the years 1000–9999.
    public static func parse(_ text: String) -> FeedDate? {
        let bytes = Array(text.utf8)
        guard bytes.count <= 80 else { return nil }
        var start = 0
        var end = bytes.count
        while start < end, ASCIIBytes.isSpace(bytes[start]) { start += 1 }
        while end > start, ASCIIBytes.isSpace(bytes[end - 1]) { end -= 1 }
        guard start < end else { return nil }
        let trimmed = Array(bytes[start..<end])
        // A leading four-digit year is ISO 8601; anything else is mail's form.
        if trimmed.count >= 4, trimmed.prefix(4).allSatisfy(ASCIIBytes.isDigit), let date = ISODateParser.parse(trimmed) {
            return date
        }
        return MailDateParser.parse(trimmed)
    }
}

/// Byte tests for the date parsers, which read ASCII only (a date is whatever a server sent).
enum ASCIIBytes {
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    static func isLetter(_ byte: UInt8) -> Bool { byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A }
    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
}

/// Proleptic Gregorian calendar arithmetic, on plain integers.
enum CalendarDate {
    static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 (Howard Hinnant's days-from-civil).
    static func days(year: Int, month: Int, day: Int) -> Int64 {
        let y = Int64(month <= 2 ? year - 1 : year)
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let m = Int64(month)
        let dayOfYear = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + Int64(day) - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func civil(fromDays days: Int64) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = Int(dayOfYear - (153 * mp + 2) / 5 + 1)
        let month = Int(mp < 10 ? mp + 3 : mp - 9)
        let year = Int(yearOfEra + era * 400) + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    /// The instant, or nil when a field is out of range (the 31st of April, hour 25).
    static func instant(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, offset: Int) -> FeedDate? {
        guard (1000...9999).contains(year), (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year),
              (0...24).contains(hour), (0...59).contains(minute), (0...60).contains(second),
              hour < 24 || (minute == 0 && second == 0), abs(offset) <= 18 * 3600 else { return nil }
        // A leap second is read as the second before it.
        let seconds = days(year: year, month: month, day: day) * 86_400 + Int64(hour * 3600 + minute * 60 + min(second, 59))
        return FeedDate(seconds: seconds - Int64(offset), offset: offset)
    }
}
