import FoundationEssentials
import TidingsText

// Mapping Product Hunt payloads onto the shared feed model.
extension ProductHuntClient {
    static func page(from connection: PHConnection<PHPost>) -> FeedPage {
        let items = (connection.edges ?? []).compactMap { $0.node.flatMap(item(from:)) }
        return FeedPage(items: items, next: nextCursor(connection.pageInfo))
    }

    /// A cursor only when there is more and the server said where it starts.
    static func nextCursor(_ info: PHPageInfo?) -> PageCursor? {
        guard info?.hasNextPage == true, let end = info?.endCursor, !end.isEmpty else { return nil }
        return .token(end)
    }

    static func item(from post: PHPost) -> FeedItem? {
        guard let id = post.id.map(Sanitizer.line), !id.isEmpty else { return nil }
        let page = WebLink.url(post.url)
        let website = WebLink.url(post.website)
        let name = Sanitizer.line(post.name ?? "")
        let tagline = post.tagline.map(Sanitizer.line)
        let makers = (post.makers ?? []).compactMap { person($0, preferUsername: false) }
        return FeedItem(
            id: id,
            title: name.isEmpty ? "(untitled)" : name,
            subtitle: tagline?.isEmpty == false ? tagline : nil,
            domain: domain(of: website),
            score: post.votesCount,
            scoreUnit: "votes",
            author: makers.isEmpty ? nil : makers.joined(separator: ", "),
            date: post.featuredAt.flatMap(Timestamp.parseISO8601) ?? post.createdAt.flatMap(Timestamp.parseISO8601),
            commentCount: post.commentsCount,
            // Without a website, `o` opens the Product Hunt page rather than nothing.
            articleURL: website ?? page,
            discussionURL: page,
            // Kept raw unless large: it is sanitized when drawn, like every comment body.
            body: post.description.flatMap { $0.isEmpty ? nil : CommentBody.plain(parsingIfLarge: $0) },
            imageURL: WebLink.url(post.thumbnail?.url))
    }

    /// The website is usually Product Hunt's own redirect (producthunt.com/r/…), whose host says
    /// nothing about the product; only a real destination is worth showing as a domain.
    static func domain(of website: URL?) -> String? {
        guard let domain = WebLink.domain(of: website) else { return nil }
        if domain == "producthunt.com" || domain.hasSuffix(".producthunt.com") { return nil }
        return domain
    }

    /// A person's display name. Product Hunt hides some users behind "[REDACTED]", which reads
    /// as noise, so it counts as no name.
    static func person(_ user: PHUser?, preferUsername: Bool) -> String? {
        func usable(_ raw: String?) -> String? {
            guard let raw else { return nil }
            let line = Sanitizer.line(raw)
            return line.isEmpty || line == "[REDACTED]" ? nil : line
        }
        let name = usable(user?.name)
        let username = usable(user?.username)
        return preferUsername ? (username ?? name) : (name ?? username)
    }

    static func discussion(from post: PHPost, fallback: FeedItem) -> Discussion {
        var item = fallback
        if var refreshed = Self.item(from: post) {
            // The id asked for is the one the feed (and the view model) knows the row by.
            refreshed.id = fallback.id
            refreshed.score = refreshed.score ?? fallback.score
            refreshed.commentCount = refreshed.commentCount ?? fallback.commentCount
            refreshed.imageURL = refreshed.imageURL ?? fallback.imageURL
            item = refreshed
        }
        let comments = (post.comments?.edges ?? []).compactMap { $0.node.map(comment(from:)) }
        return Discussion(item: item, comments: comments, moreComments: nextCursor(post.comments?.pageInfo))
    }

    /// Product Hunt threads are two levels deep (comments and their replies), so plain recursion
    /// is bounded by the payload's own nesting.
    static func comment(from node: PHComment) -> Comment {
        let author = person(node.user, preferUsername: true)
        let body = node.body.flatMap { $0.isEmpty ? nil : CommentBody.plain(parsingIfLarge: $0) }
        return Comment(
            id: node.id.map(Sanitizer.line) ?? "",
            author: author,
            date: node.createdAt.flatMap(Timestamp.parseISO8601),
            body: body,
            score: node.votesCount,
            isDeleted: author == nil && body == nil,
            replies: (node.replies?.edges ?? []).compactMap { $0.node.map(comment(from:)) })
    }
}
