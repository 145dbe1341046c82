import FoundationEssentials

/// Dates as services send them: Unix seconds, or ISO 8601 with or without fractional seconds.
enum Timestamp {
    /// Years 1 to 9999. Anything outside is a broken or hostile answer, and date code downstream
    /// (formatters, calendars, interval arithmetic) is not built for instants billions of years away.
    static let plausible = -62_135_596_800.0...253_402_300_799.0

    static func date(seconds: Int?, iso: String?) -> Date? {
        if let seconds {
            let interval = TimeInterval(seconds)
            return plausible.contains(interval) ? Date(timeIntervalSince1970: interval) : nil
        }
        guard let iso else { return nil }
        return parseISO8601(iso)
    }

    static func parseISO8601(_ text: String) -> Date? {
        guard let date = parseAnyISO8601(text), plausible.contains(date.timeIntervalSince1970) else { return nil }
        return date
    }

    private static func parseAnyISO8601(_ text: String) -> Date? {
        // Real timestamps are short; a megabyte of digits is not worth handing to a parser.
        guard text.utf8.count <= 64 else { return nil }
        if let date = try? Date(text, strategy: .iso8601) { return date }
        // "2026-05-01T09:12:44.000Z": drop the fraction rather than keep a second formatter.
        if let dot = text.firstIndex(of: ".") {
            let zone = text[dot...].drop(while: { $0 == "." || $0.isNumber })
            return try? Date(String(text[..<dot]) + zone, strategy: .iso8601)
        }
        return nil
    }
}
