import Foundation

/// Parses a Retry-After header, which is either a number of seconds or an HTTP-date.
enum RetryAfter {
    /// Seconds to wait from `now`, or nil when the value is missing or unreadable (callers then
    /// say "in a moment" rather than inventing a delay). Dates in the past give 0.
    static func seconds(from value: String?, now: Date) -> Int? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if value.allSatisfy(\.isASCII), value.allSatisfy(\.isNumber) {
            // A huge number is clamped rather than dropped: it still means "not soon".
            return Int(value) ?? Int(Int32.max)
        }
        guard let date = httpDate(value) else { return nil }
        return max(0, Int(date.timeIntervalSince(now).rounded(.up)))
    }

    /// RFC 9110 requires accepting the preferred IMF-fixdate and the two obsolete forms.
    private static let dateFormats = [
        "EEE, dd MMM yyyy HH:mm:ss zzz",  // Sun, 06 Nov 1994 08:49:37 GMT
        "EEEE, dd-MMM-yy HH:mm:ss zzz",   // Sunday, 06-Nov-94 08:49:37 GMT
        "EEE MMM d HH:mm:ss yyyy",        // Sun Nov  6 08:49:37 1994
    ]

    private static func httpDate(_ text: String) -> Date? {
        // A fresh formatter per call: this runs only for rate-limit answers, and it sidesteps
        // sharing a non-Sendable formatter between tasks.
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        let collapsed = text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        for format in dateFormats {
            formatter.dateFormat = format
            if let date = formatter.date(from: collapsed) { return date }
        }
        return nil
    }
}
