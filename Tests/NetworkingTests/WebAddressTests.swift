import Foundation
import Networking
import Testing

@Suite struct WebAddressTests {
    @Test func onlyHTTPAndHTTPSWithAHostAreWebAddresses() throws {
        for text in ["https://news.ycombinator.com/item?id=1", "HTTP://example.org", "http://127.0.0.1:8080/x"] {
            #expect(try #require(URL(string: text)).isWebAddress, "\(text)")
        }
        for text in ["file:///etc/passwd", "javascript:alert(1)", "ftp://example.org/", "http:///path", "mailto:a@b.c", "relative/path"] {
            #expect(URL(string: text)?.isWebAddress != true, "\(text)")
        }
    }
}
