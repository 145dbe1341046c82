import FoundationEssentials
import Networking
import Store

/// Downloads pictures through the app's transport: GET only, at most `maximumBytes` (a larger
/// body stops at the cap), the transport's deadline, and a conditional request when a kept copy
/// has validators. What the server calls the content type is ignored: the bytes decide.
public struct ImageFetcher: Sendable {
    public static let maximumBytes = 10 << 20
    /// How long a copy is used without asking when the server says nothing (Cache-Control).
    public static let defaultFreshness: TimeInterval = 24 * 3600
    /// And at most, whatever it says.
    public static let maximumFreshness: TimeInterval = 30 * 24 * 3600

    public enum Outcome: Sendable, Equatable {
        /// A new body. `keep` is false when the server said `no-store`.
        case fetched(StoredImage, keep: Bool)
        /// 304: the kept copy is still the picture; fresh until the date.
        case unchanged(freshUntil: Date)
    }

    let transport: any HTTPTransport
    let maximumBytes: Int

    public init(transport: any HTTPTransport, maximumBytes: Int = ImageFetcher.maximumBytes) {
        self.transport = transport
        self.maximumBytes = maximumBytes
    }

    public func fetch(_ url: URL, revalidating kept: StoredImage? = nil, now: Date = Date()) async throws(FetchError) -> Outcome {
        var headers = ["Accept": "image/webp,image/png,image/jpeg,image/gif"]
        if let kept {
            if let etag = kept.etag { headers["If-None-Match"] = etag }
            if let date = kept.lastModified { headers["If-Modified-Since"] = date }
        }
        let request = HTTPRequest(url: url, headers: headers, maximumBodyBytes: maximumBytes)
        let response = try await transport.send(request)
        let caching = CacheControl(response.header("Cache-Control"))
        let freshUntil = now.addingTimeInterval(caching.freshness)
        if response.status == 304, kept != nil { return .unchanged(freshUntil: freshUntil) }
        let success = try response.requireSuccess(host: request.displayHost)
        let image = StoredImage(
            body: success.body, etag: Self.validator(success.header("ETag")),
            lastModified: Self.validator(success.header("Last-Modified")), fetchedAt: now, freshUntil: freshUntil)
        return .fetched(image, keep: !caching.noStore)
    }

    /// A validator is sent back as a header, so only a short line of printable ASCII is kept.
    static func validator(_ value: String?) -> String? {
        guard let value, !value.isEmpty, value.utf8.count <= 256,
              value.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        return value
    }

    /// The parts of Cache-Control that matter for a kept picture.
    struct CacheControl {
        var freshness: TimeInterval = ImageFetcher.defaultFreshness
        var noStore = false

        init(_ header: String?) {
            guard let header else { return }
            var revalidate = false
            defer { if revalidate { freshness = 0 } }
            for directive in header.lowercased().split(separator: ",") {
                let parts = directive.split(separator: "=", maxSplits: 1).map { $0.trimmingSpaces() }
                switch parts.first {
                case "no-store": noStore = true
                case "no-cache": revalidate = true
                case "max-age" where parts.count == 2:
                    // A number of seconds in ASCII digits; anything else leaves the default.
                    let digits = parts[1].trimming(charactersIn: "\"")
                    if !digits.isEmpty, digits.utf8.count <= 12, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let seconds = Double(digits) {
                        freshness = min(seconds, ImageFetcher.maximumFreshness)
                    }
                default: break
                }
            }
        }
    }
}
