import Feeds
import Foundation
import Networking
import TidingsText

extension Wording {
    /// Why a feed could not be read, for its row in the Feeds tab and for `tidings reload`
    /// and `tidings feed` (which word it without keys).
    public func sentence(for failure: FeedFailure) -> String {
        switch failure {
        case .fetch(let error):
            return sentence(for: error)
        case .tooLarge(let host, let limit):
            return "\(host) sent more than \(limit >> 20) MB, which is too large for a feed; it was not read."
        case .webPage(let host, let alternates):
            guard let first = alternates.first else {
                return "\(host) sent a web page that links to no feed. Look on the site for its RSS or Atom address."
            }
            let others = alternates.count > 1 ? " (or one of its \(alternates.count - 1) other feeds)" : ""
            return "\(host) sent a web page, not a feed; its feed is \(Self.shown(first.url))\(others). Subscribe to that address instead."
        case .notAFeed(let host):
            return "\(host) sent something that is not a feed (RSS, Atom or JSON Feed)."
        case .malformed(let host):
            return "\(host) sent a feed whose XML is too broken to read any item from."
        case .unsupportedAddress(let address):
            return "'\(Self.shown(address))' is not a web address; Tidings reads feeds over http and https only."
        }
    }

    /// An address from a feed or a file, safe and short enough for one line.
    static func shown(_ url: URL) -> String { shown(url.absoluteString) }

    static func shown(_ text: String) -> String {
        let line = Sanitizer.line(text)
        return line.count > 100 ? String(line.prefix(99)) + "…" : line
    }
}
