import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Owns the URLSession so it is invalidated when the last transport copy goes away; a session
/// that is never invalidated keeps its delegate queue and resources alive for the process.
final class SessionOwner: Sendable {
    let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    deinit {
        session.finishTasksAndInvalidate()
    }
}
