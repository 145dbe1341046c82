/// A comment's replies in the order the source shows them, with the replies the caller did not
/// have yet (posted after the tree was fetched, or never loaded when the thread is built
/// lazily).
public struct ReplyOrder: Sendable {
    /// Reply ids, in the source's order.
    public var ids: [String]
    /// The replies among `ids` that the caller did not have. Each carries its own `replyIDs`.
    public var added: [Comment]

    public init(ids: [String], added: [Comment]) {
        self.ids = ids
        self.added = added
    }
}
