import FoundationEssentials

/// What the Feeds tab reads beside the rows: the items' pictures (for thumbnails) and their
/// summaries (for search), each only when it is asked for, so opening the tab reads rows alone.
extension FeedStore {
    /// The picture of every kept item of `feeds` that has one, by item id.
    public func images(feeds: [String]) -> [String: String] {
        guard !feeds.isEmpty else { return [:] }
        let wanted = Set(feeds)
        let rows = database.read { connection throws(StoreError) in
            try connection.query("SELECT items.id, items.feed, contents.image FROM items JOIN contents ON contents.id = items.id WHERE contents.image IS NOT NULL")
        } ?? []
        var images: [String: String] = [:]
        for row in rows {
            guard row.count == 3, let id = row[0].text, let feed = row[1].text, let image = row[2].text, wanted.contains(feed) else { continue }
            images[id] = image
        }
        return images
    }

    /// The summary of every kept item of `feeds` that has one, by item id, with whether it is
    /// HTML.
    public func summaries(feeds: [String]) -> [String: (text: String, isHTML: Bool)] {
        guard !feeds.isEmpty else { return [:] }
        let wanted = Set(feeds)
        let rows = database.read { connection throws(StoreError) in
            try connection.query("SELECT items.id, items.feed, contents.summary, contents.summary_html FROM items JOIN contents ON contents.id = items.id WHERE contents.summary IS NOT NULL")
        } ?? []
        var summaries: [String: (text: String, isHTML: Bool)] = [:]
        for row in rows {
            guard row.count == 4, let id = row[0].text, let feed = row[1].text, let text = row[2].text, wanted.contains(feed) else { continue }
            summaries[id] = (text, row[3].integer != 0)
        }
        return summaries
    }
}
