import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Decides what happens when a server answers 3xx with a Location. Kept apart from the session
/// delegate so every rule can be checked without a network.
enum RedirectPolicy {
    /// More than this many hops is a loop or a trap; the last 3xx is then the answer.
    static let maximumRedirects = 5

    /// The request to send next, or nil to stop and hand the 3xx answer back to the caller
    /// (which then reports it as an unexpected status).
    static func next(
        original: HTTPRequest, proposed: URLRequest, status: Int, redirectsSoFar: Int
    ) -> URLRequest? {
        guard redirectsSoFar < maximumRedirects, let target = proposed.url,
              let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return nil }
        let method = original.method.uppercased()
        // 301/302/303 let clients turn a POST into a GET without its body; silently doing that
        // would report success for a write that never happened.
        if method != "GET" && method != "HEAD" {
            guard status == 307 || status == 308, proposed.httpMethod?.uppercased() == method else { return nil }
        }
        var next = proposed
        if !sameOrigin(original.url, target) {
            for name in next.allHTTPHeaderFields?.keys.map({ $0 }) ?? [] where original.isSecret(header: name) {
                next.setValue(nil, forHTTPHeaderField: name)
            }
        } else {
            // Foundation may rebuild the request for the new URL; make sure same-origin hops still
            // carry everything the caller asked for.
            for (name, value) in original.headers where next.value(forHTTPHeaderField: name) == nil {
                next.setValue(value, forHTTPHeaderField: name)
            }
        }
        return next
    }

    /// Scheme, host and port all equal, with default ports filled in.
    static func sameOrigin(_ first: URL, _ second: URL) -> Bool {
        func origin(_ url: URL) -> (String, String, Int)? {
            guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return nil }
            let port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
            return (scheme, host, port)
        }
        guard let a = origin(first), let b = origin(second) else { return false }
        return a == b
    }
}
