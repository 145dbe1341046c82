import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import Networking
import Testing

@Suite("Redirect policy without a network")
struct RedirectPolicyTests {
    private func url(_ text: String) -> URL { URL(string: text)! }

    @Test func originsCompareSchemeHostAndPort() {
        #expect(RedirectPolicy.sameOrigin(url("https://api.example.org/a"), url("https://API.example.org:443/b")))
        #expect(RedirectPolicy.sameOrigin(url("http://h/a"), url("http://h:80/b")))
        #expect(!RedirectPolicy.sameOrigin(url("https://h/a"), url("http://h/a")), "a downgrade is another origin")
        #expect(!RedirectPolicy.sameOrigin(url("http://h:8080/a"), url("http://h:8081/a")))
        #expect(!RedirectPolicy.sameOrigin(url("https://h/a"), url("https://h.evil.example/a")))
    }

    @Test func customSecretHeadersAreStrippedAcrossOrigins() throws {
        let original = HTTPRequest(url: url("https://h/a"), headers: ["X-Token": "t", "Accept": "x"], secretHeaders: ["x-token"])
        var proposed = URLRequest(url: url("https://other/a"))
        proposed.setValue("t", forHTTPHeaderField: "X-Token")
        proposed.setValue("x", forHTTPHeaderField: "Accept")
        let next = try #require(RedirectPolicy.next(original: original, proposed: proposed, status: 302, redirectsSoFar: 0))
        #expect(next.value(forHTTPHeaderField: "X-Token") == nil)
        #expect(next.value(forHTTPHeaderField: "Accept") == "x")
    }

    @Test func otherSchemesAndTooManyHopsAreNotFollowed() {
        let original = HTTPRequest(url: url("https://h/a"))
        #expect(RedirectPolicy.next(original: original, proposed: URLRequest(url: url("file:///etc/passwd")), status: 302, redirectsSoFar: 0) == nil)
        #expect(RedirectPolicy.next(original: original, proposed: URLRequest(url: url("https://h/b")), status: 302, redirectsSoFar: 5) == nil)
        #expect(RedirectPolicy.next(original: original, proposed: URLRequest(url: url("https://h/b")), status: 302, redirectsSoFar: 4) != nil)
    }
}
