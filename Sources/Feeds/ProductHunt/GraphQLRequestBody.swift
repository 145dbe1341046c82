/// The JSON body of a GraphQL POST. `operationName` is part of the GraphQL-over-HTTP convention;
/// it also lets the demo transport route a request without parsing the query text.
struct GraphQLRequestBody<Variables: Codable & Sendable>: Codable, Sendable {
    var operationName: String
    var query: String
    var variables: Variables
}

/// Variables of `ProductHuntQuery.feed`. Nil values are left out, which GraphQL reads as null.
struct ProductHuntFeedVariables: Codable, Sendable, Equatable {
    var first: Int
    var after: String?
    /// ISO 8601, as Product Hunt's DateTime scalar expects.
    var postedAfter: String?
}

/// Variables of `ProductHuntQuery.discussion`.
struct ProductHuntDiscussionVariables: Codable, Sendable, Equatable {
    var id: String
    var first: Int
    var replies: Int
    var after: String?
}
