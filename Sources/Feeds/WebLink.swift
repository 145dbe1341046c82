import FoundationEssentials
import Networking
import TidingsText

/// Turns untrusted URL strings into links Tidings is willing to open.
public enum WebLink {
    /// A sanitized http(s) URL with a host, or nil.
    public static func url(_ raw: String?) -> URL? {
        guard let raw else { return nil }
        let cleaned = Sanitizer.line(raw)
        guard !cleaned.isEmpty, let url = URL(string: cleaned), isOpenable(url) else { return nil }
        return url
    }

    /// Only web pages are opened; `file:`, `javascript:` and friends are refused.
    public static func isOpenable(_ url: URL) -> Bool {
        url.isWebAddress
    }

    /// The host as readers recognise it: lower-case, without "www.".
    public static func domain(of url: URL?) -> String? {
        guard var host = url?.host?.lowercased(), !host.isEmpty else { return nil }
        if host.hasPrefix("www.") { host.removeFirst(4) }
        return host
    }
}
