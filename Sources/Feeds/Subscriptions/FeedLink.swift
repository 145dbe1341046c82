import FoundationEssentials
import Networking
import TidingsText

/// Links as feeds write them: relative or absolute, padded with whitespace, sometimes with
/// spaces inside. Only web addresses come out.
enum FeedLink {
    /// `text` resolved against `base`, when the result is an http or https address.
    static func resolve(_ text: String, against base: URL?) -> URL? {
        let cleaned = PlainText.trimmed(text)
        guard !cleaned.isEmpty, cleaned.utf8.count <= 4096,
              !cleaned.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { return nil }
        guard let url = URL(string: cleaned, relativeTo: base)?.absoluteURL, url.isWebAddress else { return nil }
        return url
    }

    /// The base for what an element contains: its `xml:base` resolved against the one above it.
    /// A base that is not a web address (a `file:` URL) is not followed: links then resolve
    /// against the base above it.
    static func base(_ text: String, against current: URL?) -> URL? {
        resolve(text, against: current) ?? current
    }
}
