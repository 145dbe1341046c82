import Foundation

/// Dates as services send them: Unix seconds, or ISO 8601 with or without fractional seconds.
enum Timestamp {
    static func date(seconds: Int?, iso: String?) -> Date? {
        if let seconds { return Date(timeIntervalSince1970: TimeInterval(seconds)) }
        guard let iso else { return nil }
        return parseISO8601(iso)
    }

    static func parseISO8601(_ text: String) -> Date? {
        if let date = try? Date(text, strategy: .iso8601) { return date }
        // "2026-05-01T09:12:44.000Z": drop the fraction rather than keep a second formatter.
        if let dot = text.firstIndex(of: ".") {
            let zone = text[dot...].drop(while: { $0 == "." || $0.isNumber })
            return try? Date(String(text[..<dot]) + zone, strategy: .iso8601)
        }
        return nil
    }
}
