import FoundationEssentials

/// Decides what happens when a server answers 3xx with a Location. Kept apart from the
/// transport so every rule can be checked without a network.
enum RedirectPolicy {
    /// More than this many hops is a loop or a trap; the last 3xx is then the answer.
    static let maximumRedirects = 5

    /// The request to send to `target` after `current` was answered `status`, or nil to stop
    /// and hand the 3xx answer back to the caller (which then reports it as an unexpected
    /// status). Headers always come from `original`, what the caller asked for; its credentials
    /// go only to its own origin, and so does any request but a GET or HEAD (whose body, if it
    /// had one, is never re-sent).
    static func next(
        original: HTTPRequest, current: HTTPRequest, target: URL, status: Int, redirectsSoFar: Int
    ) -> HTTPRequest? {
        guard redirectsSoFar < maximumRedirects, target.isWebAddress else { return nil }
        var next = current
        next.url = target
        let method = original.method.uppercased()
        if method == "GET" || method == "HEAD" {
            next.body = nil
        } else {
            // 301/302/303 let clients turn a POST into a GET without its body; silently doing
            // that would report success for a write that never happened.
            guard status == 307 || status == 308 else { return nil }
            // A write never leaves its origin: its body may hold a credential (a new user's
            // password), and another origin's answer would be taken for the write's.
            guard sameOrigin(original.url, target) else { return nil }
        }
        next.headers = sameOrigin(original.url, target)
            ? original.headers
            : original.headers.filter { !original.isSecret(header: $0.key) }
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
