/// Parses the three HTTP-date forms RFC 9110 requires recipients to accept, by hand and on ASCII
/// only: Foundation's DateFormatter aborts the process on some non-ASCII input, and a header is
/// whatever bytes a server chose to send.
///
///     Sun, 06 Nov 1994 08:49:37 GMT    IMF-fixdate (preferred)
///     Sunday, 06-Nov-94 08:49:37 GMT   RFC 850 (obsolete)
///     Sun Nov  6 08:49:37 1994         asctime (obsolete)
enum HTTPDate {
    /// Seconds since 1970-01-01T00:00:00Z, or nil when `text` is none of the three forms.
    /// `currentYear` resolves RFC 850's two-digit years (RFC 9110 §5.6.7: a date more than 50
    /// years ahead means the previous century).
    static func unixSeconds(_ text: String, currentYear: Int) -> Int? {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, bytes.count < 64, bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        let fields = bytes.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
        switch fields.count {
        case 6:  // IMF-fixdate
            guard fields[0].hasSuffix(","), isDayName(fields[0].dropLast(), long: false), isZone(fields[5]),
                  let day = number(fields[1], digits: 2), let month = month(fields[2]),
                  let year = number(fields[3], digits: 4) else { return nil }
            return seconds(year: year, month: month, day: day, time: fields[4])
        case 4:  // RFC 850
            let date = fields[1].split(separator: "-", omittingEmptySubsequences: false)
            guard fields[0].hasSuffix(","), isDayName(fields[0].dropLast(), long: true), isZone(fields[3]),
                  date.count == 3, let day = number(date[0], digits: 2), let month = month(date[1]),
                  let shortYear = number(date[2], digits: 2) else { return nil }
            var year = currentYear - currentYear % 100 + shortYear
            if year > currentYear + 50 { year -= 100 }
            return seconds(year: year, month: month, day: day, time: fields[2])
        case 5:  // asctime; the day is space-padded, which splitting already absorbed
            guard isDayName(Substring(fields[0]), long: false), let month = month(fields[1]),
                  let day = number(fields[2], digits: 1...2), let year = number(fields[4], digits: 4) else { return nil }
            return seconds(year: year, month: month, day: day, time: fields[3])
        default:
            return nil
        }
    }

    private static let shortDays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    private static let longDays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    private static func isDayName(_ text: Substring, long: Bool) -> Bool {
        (long ? longDays : shortDays).contains(text.lowercased())
    }

    private static func isZone(_ text: String) -> Bool { text == "GMT" || text == "UTC" }

    private static func month<S: StringProtocol>(_ text: S) -> Int? {
        months.firstIndex(of: text.lowercased()).map { $0 + 1 }
    }

    private static func number<S: StringProtocol>(_ text: S, digits: Int) -> Int? {
        number(text, digits: digits...digits)
    }

    private static func number<S: StringProtocol>(_ text: S, digits: ClosedRange<Int>) -> Int? {
        guard digits.contains(text.utf8.count) else { return nil }
        var value = 0
        for byte in text.utf8 {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    private static func seconds(year: Int, month: Int, day: Int, time: String) -> Int? {
        let parts = time.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, let hour = number(parts[0], digits: 2), let minute = number(parts[1], digits: 2),
              let second = number(parts[2], digits: 2), hour < 24, minute < 60, second <= 60,
              day >= 1, day <= daysIn(month: month, year: year) else { return nil }
        return daysSinceEpoch(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second
    }

    private static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 in the proleptic Gregorian calendar. Years are 0…9999 here, so a
    /// plain count of leap days before the year is enough.
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        func leapDaysBefore(_ year: Int) -> Int {
            let y = year - 1
            return y / 4 - y / 100 + y / 400
        }
        var days = (year - 1970) * 365 + leapDaysBefore(year) - leapDaysBefore(1970)
        let cumulative = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]
        days += cumulative[month - 1] + (month > 2 && isLeap(year) ? 1 : 0)
        return days + day - 1
    }
}
