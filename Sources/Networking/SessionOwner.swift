import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Owns the URLSession so it is invalidated when the last transport copy goes away; a session
/// that is never invalidated keeps its delegate queue and resources alive for the process.
///
/// The session is made on first use, not with the transport: making one starts libcurl and
/// reads the TLS configuration, which would otherwise delay the first frame at launch. The first
/// request is sent from a background task, so that cost lands off the run loop.
final class SessionOwner: Sendable {
    private let make: @Sendable () -> URLSession
    private let made = Mutex<URLSession?>(nil)

    init(make: @escaping @Sendable () -> URLSession) {
        self.make = make
    }

    var session: URLSession {
        made.withLock { session in
            if let session { return session }
            let fresh = make()
            session = fresh
            return fresh
        }
    }

    deinit {
        made.withLock { $0?.finishTasksAndInvalidate() }
    }
}
