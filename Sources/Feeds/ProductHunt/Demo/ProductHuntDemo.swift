import FoundationEssentials
import Networking

/// The Product Hunt sample: the featured posts and their paged comments.
public struct ProductHuntDemo: DemoAnswers {
    public static let endpoint = DemoTransport.baseURL("ph/graphql")

    public init() {}

    public func answer(_ request: HTTPRequest) -> HTTPResponse? {
        guard request.url.pathComponents.dropFirst().first == "ph" else { return nil }
        return Self.resourceName(for: request).flatMap(DemoBundle.file)
    }

    /// The bundled file under `ph/` that answers a Product Hunt GraphQL request: the feed query
    /// gives `ph/feed-0.json`, then `ph/feed-N.json` for cursor "feed-N"; the discussion query for
    /// post ID gives `ph/post-ID.json`, then `ph/post-ID-page-N.json` for cursor "page-N".
    /// Anything else (other operations, odd ids or cursors) answers 404, so a bug shows up in the
    /// demo as an error instead of as some other post's comments.
    static func resourceName(for request: HTTPRequest) -> String? {
        guard request.method == "POST", let data = request.body,
              let body = try? JSONDecoder().decode(DemoGraphQLBody.self, from: data)
        else { return nil }
        let after = body.variables?.after
        switch body.operationName ?? operationName(in: body.query) {
        case ProductHuntQuery.feedOperation:
            guard let after else { return "ph/feed-0.json" }
            return isCursor(after, prefix: "feed-") ? "ph/\(after).json" : nil
        case ProductHuntQuery.discussionOperation:
            guard let id = body.variables?.id, !id.isEmpty, id.allSatisfy(\.isASCIIDigit) else { return nil }
            guard let after else { return "ph/post-\(id).json" }
            return isCursor(after, prefix: "page-") ? "ph/post-\(id)-\(after).json" : nil
        default:
            return nil
        }
    }

    /// "query Name(" → "Name", for clients that leave out operationName.
    private static func operationName(in query: String?) -> String? {
        guard let query, let range = query.firstRange(of: "query ") else { return nil }
        let name = query[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }

    /// Only cursors the demo files use; they become file names, so nothing else gets through.
    private static func isCursor(_ cursor: String, prefix: String) -> Bool {
        guard cursor.hasPrefix(prefix) else { return false }
        let number = cursor.dropFirst(prefix.count)
        return !number.isEmpty && number.allSatisfy(\.isASCIIDigit)
    }
}

/// Just the parts of a GraphQL request body the demo routes on.
private struct DemoGraphQLBody: Decodable {
    struct Variables: Decodable {
        var id: String?
        var after: String?
    }

    var operationName: String?
    var query: String?
    var variables: Variables?
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
