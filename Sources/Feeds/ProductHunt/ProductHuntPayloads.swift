// Product Hunt's GraphQL JSON. Every field is optional: a missing key and null mean the same, and
// one odd post must not sink a whole page.

/// The whole answer. `errors` is decoded on its own first (see ProductHuntFailure), so a `data`
/// of an unexpected shape cannot hide an error the user should see.
struct PHResponse<Payload: Decodable>: Decodable {
    var data: Payload?
}

struct PHPostsData: Decodable {
    var posts: PHConnection<PHPost>?
}

struct PHPostData: Decodable {
    var post: PHPost?
}

struct PHConnection<Node: Decodable>: Decodable {
    var edges: [PHEdge<Node>]?
    var pageInfo: PHPageInfo?
}

struct PHEdge<Node: Decodable>: Decodable {
    var cursor: String?
    var node: Node?
}

struct PHPageInfo: Decodable {
    var endCursor: String?
    var hasNextPage: Bool?
}

struct PHPost: Decodable {
    var id: String?
    var name: String?
    var tagline: String?
    var votesCount: Int?
    var commentsCount: Int?
    var url: String?
    var website: String?
    var createdAt: String?
    var featuredAt: String?
    var description: String?
    var thumbnail: PHMedia?
    var makers: [PHUser]?
    var comments: PHConnection<PHComment>?
}

/// A post's picture (`Media`): only its address is asked for.
struct PHMedia: Decodable {
    var url: String?
}

struct PHUser: Decodable {
    var name: String?
    var username: String?
}

/// A comment; replies have the same shape without further replies.
struct PHComment: Decodable {
    var id: String?
    var body: String?
    var createdAt: String?
    var votesCount: Int?
    var user: PHUser?
    var replies: PHConnection<PHComment>?
}
