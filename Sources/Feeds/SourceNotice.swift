import FoundationEssentials
import Networking

/// Something a screen should mention about where its content came from, while the content is
/// fine. A fact; the screens choose the words.
public enum SourceNotice: Sendable, Equatable {
    /// Something only the source knows about (one of its services stood in for another): the
    /// source's own screens word it.
    case source(SourcePayload)
    /// Shown from the copy kept at the last visit while the network is asked (launch).
    case cached(at: Date)
    /// The network failed (`because`: how; nil when only kept copies were asked for); this is
    /// the copy kept from an earlier visit.
    case offlineCopy(from: Date, because: FetchError?)
}
