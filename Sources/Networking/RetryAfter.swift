import FoundationEssentials
import TidingsText

/// Parses a Retry-After header, which is either a number of seconds or an HTTP-date.
enum RetryAfter {
    /// Waits are capped here: a server asking for more than a year means "not soon", and
    /// the messages built from this value do arithmetic that must not overflow.
    static let maximumSeconds = 365 * 86_400

    /// Seconds to wait from `now` (0 ... `maximumSeconds`), or nil when the value is missing or
    /// unreadable (callers then say "in a moment" rather than inventing a delay). Dates in the
    /// past give 0.
    static func seconds(from value: String?, now: Date) -> Int? {
        guard let value = value?.trimmingSpaces(), !value.isEmpty else { return nil }
        if value.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            var seconds = 0
            for byte in value.utf8 {
                seconds = min(seconds * 10 + Int(byte - UInt8(ascii: "0")), maximumSeconds)
            }
            return seconds
        }
        let nowSeconds = now.timeIntervalSince1970
        guard nowSeconds.isFinite else { return nil }
        // Close enough to pick a century for two-digit years.
        let currentYear = 1970 + Int(min(max(nowSeconds / 31_556_952, 0), 8_000))
        guard let date = HTTPDate.unixSeconds(value, currentYear: currentYear) else { return nil }
        let wait = (Double(date) - nowSeconds).rounded(.up)
        return Int(saturating: min(max(0, wait), Double(maximumSeconds)))
    }
}
