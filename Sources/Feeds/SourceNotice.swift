import Foundation
import Networking

/// Something a screen should mention about where its content came from, while the content is
/// fine. A fact; the screens choose the words.
public enum SourceNotice: Sendable, Equatable {
    /// Hacker News' Algolia search failed (server error, timeout, unreachable), so the official
    /// API alone served this: slower, one request per item.
    case algoliaUnavailable
    /// The official Hacker News API could not be reached, so Algolia's own lists served this (in
    /// Algolia's order), or the thread's comments are in Algolia's order.
    case officialUnavailable
    /// Shown from the copy kept at the last visit while the network is asked (launch).
    case cached(at: Date)
    /// The network failed (`because`: how; nil when only kept copies were asked for); this is
    /// the copy kept from an earlier visit.
    case offlineCopy(from: Date, because: FetchError?)
}
