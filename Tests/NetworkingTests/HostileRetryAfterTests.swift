import Foundation
@testable import Networking
import Testing

@Suite("Retry-After from hostile servers")
struct HostileRetryAfterTests {
    private let now = Date(timeIntervalSince1970: 784_111_777)  // Sun, 06 Nov 1994 08:49:37 GMT

    @Test("Huge second counts are capped at a year instead of overflowing later arithmetic",
          arguments: ["9223372036854775807", "9223372036854775808", "99999999999999999999999999", "31536001"])
    func hugeSeconds(value: String) {
        #expect(RetryAfter.seconds(from: value, now: now) == RetryAfter.maximumSeconds)
        // The wording adds to the value; with Int.max this used to trap (WordingTests covers
        // the sentence for any number).
        let response = HTTPResponse(status: 429, headers: ["Retry-After": value], body: Data())
        let error = failure { () throws(FetchError) -> HTTPResponse in try response.requireSuccess(host: "h", now: now) }
        #expect(error == .httpStatus(host: "h", status: 429, retryAfterSeconds: RetryAfter.maximumSeconds))
    }

    @Test("Non-ASCII bytes are unreadable, not fatal", arguments: [
        "M\u{0364}", "Sun, 06 Nov 1994 08:49:37 GMT\u{00E9}", "Sun,\u{00A0}06 Nov 1994 08:49:37 GMT", "Sün, 06 Nov 1994 08:49:37 GMT", "١٢٣", "٣",
        "Sun, ０6 Nov 1994 08:49:37 GMT",
    ])
    func nonASCII(value: String) {
        #expect(RetryAfter.seconds(from: value, now: now) == nil)
    }

    @Test("The bytes 4D CD A4 (which aborted DateFormatter) are unreadable")
    func formatterKiller() {
        let value = String(decoding: [0x4D, 0xCD, 0xA4], as: UTF8.self)
        #expect(RetryAfter.seconds(from: value, now: now) == nil)
    }

    @Test("Each date form, exactly", arguments: [
        ("Sun, 06 Nov 1994 08:49:38 GMT", 1),
        ("Sunday, 06-Nov-94 08:49:47 GMT", 10),
        ("Sun Nov  6 08:50:37 1994", 60),
        ("Sun Nov 6 08:50:37 1994", 60),
        ("Tue, 29 Feb 2000 00:00:00 GMT", 365 * 86_400),  // far ahead: capped
        ("Mon, 07 Nov 1994 08:49:37 GMT", 86_400),
        ("Thu, 01 Jan 1970 00:00:00 GMT", 0),
    ])
    func forms(value: String, expected: Int) {
        #expect(RetryAfter.seconds(from: value, now: now) == expected)
    }

    @Test("Dates are computed in the proleptic Gregorian calendar")
    func calendar() {
        #expect(HTTPDate.unixSeconds("Sun, 06 Nov 1994 08:49:37 GMT", currentYear: 2026) == 784_111_777)
        #expect(HTTPDate.unixSeconds("Tue, 29 Feb 2000 12:00:00 GMT", currentYear: 2026) == 951_825_600)
        #expect(HTTPDate.unixSeconds("Fri, 31 Dec 9999 23:59:59 GMT", currentYear: 2026) == 253_402_300_799)
        #expect(HTTPDate.unixSeconds("Thursday, 01-Jan-70 00:00:00 GMT", currentYear: 2000) == 0)
        // Two-digit years more than 50 years ahead are the previous century.
        #expect(HTTPDate.unixSeconds("Friday, 01-Jan-99 00:00:00 GMT", currentYear: 2026) == 915_148_800)
    }

    @Test("Garbage is unreadable", arguments: [
        "Sun, 32 Nov 1994 08:49:37 GMT", "Sun, 29 Feb 1900 08:49:37 GMT", "Sun, 06 Nov 1994 24:00:00 GMT",
        "Sun, 06 Nov 1994 08:60:00 GMT", "Sun, 06 Nov 1994 08:49:37 PST", "Sun, 06 Foo 1994 08:49:37 GMT",
        "Sun 06 Nov 1994 08:49:37 GMT", "Xyz, 06 Nov 1994 08:49:37 GMT", "Sun, 6 Nov 1994 08:49:37 GMT",
        "Sun, 06 Nov 94 08:49:37 GMT", "Sunday, 06-Nov-1994 08:49:37 GMT", "Sun Nov 6 8:49:37 1994",
        "Sun, 06 Nov 1994 08:49 GMT", "Sun, 06 Nov 1994 08:49:37:00 GMT", ",,,,,", "1e9", "0x10", "+5",
        String(repeating: "Sun, ", count: 100),
    ])
    func garbage(value: String) {
        #expect(RetryAfter.seconds(from: value, now: now) == nil)
    }
}
