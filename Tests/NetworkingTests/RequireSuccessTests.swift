import Foundation
@testable import Networking
import Testing

@Suite("requireSuccess and Retry-After")
struct RequireSuccessTests {
    private let now = Date(timeIntervalSince1970: 784_111_777)  // Sun, 06 Nov 1994 08:49:37 GMT

    private func error(status: Int, retryAfter: String?) -> FetchError? {
        let headers = retryAfter.map { ["Retry-After": $0] } ?? [:]
        let response = HTTPResponse(status: status, headers: headers, body: Data())
        return failure { () throws(FetchError) -> HTTPResponse in try response.requireSuccess(host: "h", now: now) }
    }

    @Test("Every 2xx passes through unchanged", arguments: [200, 201, 204, 299])
    func success(status: Int) throws {
        let response = HTTPResponse(status: status, headers: [:], body: Data("x".utf8))
        #expect(try response.requireSuccess(host: "h").body == Data("x".utf8))
    }

    @Test("Anything else throws httpStatus", arguments: [199, 304, 400, 404, 429, 500, 503])
    func failureStatuses(status: Int) {
        #expect(error(status: status, retryAfter: nil) == .httpStatus(host: "h", status: status, retryAfterSeconds: nil))
    }

    @Test("Retry-After in seconds, surrounded by spaces")
    func seconds() {
        #expect(error(status: 429, retryAfter: " 120 ") == .httpStatus(host: "h", status: 429, retryAfterSeconds: 120))
    }

    @Test("Retry-After as an IMF-fixdate, 90 seconds after now")
    func imfDate() {
        #expect(error(status: 503, retryAfter: "Sun, 06 Nov 1994 08:51:07 GMT")
                == .httpStatus(host: "h", status: 503, retryAfterSeconds: 90))
    }

    @Test("Retry-After in the obsolete RFC 850 and asctime forms")
    func obsoleteDates() {
        #expect(error(status: 429, retryAfter: "Sunday, 06-Nov-94 08:50:37 GMT")
                == .httpStatus(host: "h", status: 429, retryAfterSeconds: 60))
        #expect(error(status: 429, retryAfter: "Sun Nov  6 08:50:37 1994")
                == .httpStatus(host: "h", status: 429, retryAfterSeconds: 60))
    }

    @Test("A date in the past means now")
    func pastDate() {
        #expect(error(status: 429, retryAfter: "Sun, 06 Nov 1994 08:00:00 GMT")
                == .httpStatus(host: "h", status: 429, retryAfterSeconds: 0))
    }

    @Test("An unreadable Retry-After is ignored", arguments: ["soon", "-5", "1.5", ""])
    func unreadable(value: String) {
        #expect(error(status: 429, retryAfter: value) == .httpStatus(host: "h", status: 429, retryAfterSeconds: nil))
    }

    @Test("Header lookup ignores case")
    func headerCase() {
        let response = HTTPResponse(status: 200, headers: ["Retry-After": "5", "content-TYPE": "a/b"], body: Data())
        #expect(response.header("retry-after") == "5")
        #expect(response.header("Content-Type") == "a/b")
        #expect(response.headers["content-type"] == "a/b")
        #expect(response.header("missing") == nil)
    }
}
