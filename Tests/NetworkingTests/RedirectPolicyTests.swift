import Foundation
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
        let next = try #require(RedirectPolicy.next(original: original, current: original, target: url("https://other/a"), status: 302, redirectsSoFar: 0))
        #expect(next.headers["X-Token"] == nil)
        #expect(next.headers["Accept"] == "x")
        #expect(next.url == url("https://other/a"))
    }

    @Test func credentialsComeBackOnlyToTheirOrigin() throws {
        let original = HTTPRequest(url: url("https://h/a"), headers: ["Authorization": "Bearer k"])
        let away = try #require(RedirectPolicy.next(original: original, current: original, target: url("https://cdn/b"), status: 302, redirectsSoFar: 0))
        #expect(away.headers["Authorization"] == nil)
        let back = try #require(RedirectPolicy.next(original: original, current: away, target: url("https://h/c"), status: 302, redirectsSoFar: 1))
        #expect(back.headers["Authorization"] == "Bearer k")
    }

    @Test("A write is never re-sent to another origin, whatever its method", arguments: ["POST", "PUT", "PATCH", "DELETE", "post"])
    func writesStayAtTheirOrigin(method: String) throws {
        let write = HTTPRequest(method: method, url: url("http://til.local:8080/api/users"), body: Data(#"{"password":"p"}"#.utf8))
        for status in [307, 308] {
            for target in ["http://other.example/api/users", "https://til.local:8080/api/users", "http://til.local:8081/api/users"] {
                #expect(RedirectPolicy.next(original: write, current: write, target: url(target), status: status, redirectsSoFar: 0) == nil,
                        "\(method) \(status) to \(target)")
            }
            let within = try #require(RedirectPolicy.next(original: write, current: write, target: url("http://til.local:8080/api/v2/users"),
                                                          status: status, redirectsSoFar: 0))
            #expect(within.body == write.body, "within its origin it goes on as it was")
        }
        // Nor after a first hop within the origin.
        let hop = try #require(RedirectPolicy.next(original: write, current: write, target: url("http://til.local:8080/b"), status: 307, redirectsSoFar: 0))
        #expect(RedirectPolicy.next(original: write, current: hop, target: url("http://other.example/c"), status: 307, redirectsSoFar: 1) == nil)
    }

    @Test func aGetWithABodyLeavesTheBodyBehind() throws {
        let get = HTTPRequest(url: url("https://h/a"), body: Data("secret".utf8))
        let next = try #require(RedirectPolicy.next(original: get, current: get, target: url("https://other/b"), status: 307, redirectsSoFar: 0))
        #expect(next.body == nil)
    }

    @Test func writesFollowOnlyRedirectsThatKeepTheirMethod() throws {
        let post = HTTPRequest(method: "POST", url: url("https://h/a"), body: Data("x".utf8))
        #expect(RedirectPolicy.next(original: post, current: post, target: url("https://h/b"), status: 302, redirectsSoFar: 0) == nil)
        #expect(RedirectPolicy.next(original: post, current: post, target: url("https://h/b"), status: 303, redirectsSoFar: 0) == nil)
        let kept = try #require(RedirectPolicy.next(original: post, current: post, target: url("https://h/b"), status: 308, redirectsSoFar: 0))
        #expect(kept.method == "POST" && kept.body == Data("x".utf8))
    }

    @Test func otherSchemesAndTooManyHopsAreNotFollowed() {
        let original = HTTPRequest(url: url("https://h/a"))
        #expect(RedirectPolicy.next(original: original, current: original, target: url("file:///etc/passwd"), status: 302, redirectsSoFar: 0) == nil)
        #expect(RedirectPolicy.next(original: original, current: original, target: url("https://h/b"), status: 302, redirectsSoFar: 5) == nil)
        #expect(RedirectPolicy.next(original: original, current: original, target: url("https://h/b"), status: 302, redirectsSoFar: 4) != nil)
    }
}
