/// The GraphQL documents Tidings sends. Each is a named operation whose inputs are all variables:
/// nothing from the user or the network is ever spliced into the text, so no value can change
/// the query's meaning, and the texts stay constant (easy to recognise in logs and in the demo).
///
/// Complexity (Product Hunt refuses a query over 1000 and budgets 6250 points per 15 minutes):
/// - Counting one point per selected field, the feed query is about 20 and the discussion query
///   about 45.
/// - If connections are charged per possible item (graphql-ruby's default for connections with
///   `first`), the feed is about 1 + 20 × 15 ≈ 300, but the discussion is about
///   20 × (8 + 20 × 8) ≈ 3,400, which would be refused. So comments come 10 to a page with up to
///   10 replies each: 10 × (9 + 10 × 8) ≈ 890, under the cap under either rule; more top-level
///   comments load as the reader reaches the end.
enum ProductHuntQuery {
    static let feedOperation = "TidingsFeaturedPosts"
    static let discussionOperation = "TidingsPostComments"

    static let postsPerPage = 20
    static let commentsPerPage = 10
    static let repliesPerComment = 10

    /// The post fields both queries select; featuredAt is the date a reader cares about.
    static let postFields = """
    fragment TidingsPostFields on Post {
      id name tagline votesCount commentsCount url website createdAt featuredAt description
      thumbnail { url }
      makers { name username }
    }
    """

    static let commentFields = """
    fragment TidingsCommentFields on Comment {
      id body createdAt votesCount user { name username }
    }
    """

    /// Today's featured posts by votes. Comments are deliberately not nested here: they would
    /// multiply the cost of every page by the number of posts.
    static let feed = """
    query \(feedOperation)($first: Int!, $after: String, $postedAfter: DateTime) {
      posts(featured: true, order: VOTES, first: $first, after: $after, postedAfter: $postedAfter) {
        edges { node { ...TidingsPostFields } }
        pageInfo { endCursor hasNextPage }
      }
    }
    \(postFields)
    """

    /// One post (the header is refreshed too) with a page of top-level comments and their replies.
    static let discussion = """
    query \(discussionOperation)($id: ID!, $first: Int!, $replies: Int!, $after: String) {
      post(id: $id) {
        ...TidingsPostFields
        comments(first: $first, order: VOTES_COUNT, after: $after) {
          edges {
            node {
              ...TidingsCommentFields
              replies(first: $replies) { edges { node { ...TidingsCommentFields } } }
            }
          }
          pageInfo { endCursor hasNextPage }
        }
      }
    }
    \(postFields)
    \(commentFields)
    """
}
