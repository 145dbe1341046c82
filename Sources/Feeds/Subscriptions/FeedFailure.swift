import FoundationEssentials
import Networking

/// Why a feed could not be read, as facts; the screens and the command line choose the words.
public enum FeedFailure: Error, Sendable, Equatable {
    /// The fetch failed: unreachable, timed out, an HTTP error status, an unexpected answer.
    case fetch(FetchError)
    /// The body grew past `limit` bytes, so it was not read.
    case tooLarge(host: String, limit: Int)
    /// The address is a web page, not a feed; `alternates` are the feeds it names.
    case webPage(host: String, alternates: [DiscoveredFeed])
    /// Neither a feed nor a web page: empty, truncated before anything, or another format.
    case notAFeed(host: String)
    /// A feed, but its XML too broken to read any item from.
    case malformed(host: String)
    /// The subscription's address is not one Tidings fetches (newsboat's `exec:` or `query:`
    /// lines, a typing mistake).
    case unsupportedAddress(String)
}
