/// Which identity each item of a document keeps, so it is the same item in the next document
/// even when the feed rewrites it: its guid or id; else its link; else its title; else the
/// start of its text. Where two items of one document would share an identity (a feed that
/// gives every item the site's address as its guid), each is told apart by what comes next in
/// that list, so no identity depends on an item's position. Items still alike are the same
/// item listed twice: the first is kept. Items with nothing to show at all are dropped.
enum EntryIdentity {
    static func settle(_ entries: inout [FeedEntry]) {
        func candidates(_ entry: FeedEntry) -> [String] {
            var list: [String] = []
            if let guid = entry.guid, !guid.isEmpty { list.append(guid) }
            if let link = entry.link?.absoluteString { list.append(link) }
            if let title = entry.title, !title.isEmpty { list.append(title) }
            if let text = (entry.summary ?? entry.content), !text.isEmpty { list.append(String(text.value.prefix(200))) }
            return list
        }
        let lists = entries.map(candidates)
        var counts: [String: Int] = [:]
        for list in lists { if let first = list.first { counts[first, default: 0] += 1 } }
        var kept: [FeedEntry] = []
        kept.reserveCapacity(entries.count)
        var seen = Set<String>()
        var whole = Set<String>()
        for (entry, list) in zip(entries, lists) {
            guard let first = list.first, whole.insert(list.joined(separator: "\n")).inserted else { continue }
            var identity = first
            if counts[first, default: 0] > 1 {
                // The shortest run of candidates no earlier item has.
                var length = 2
                identity = list.prefix(length).joined(separator: "\n")
                while seen.contains(identity), length < list.count {
                    length += 1
                    identity = list.prefix(length).joined(separator: "\n")
                }
            }
            guard seen.insert(identity).inserted else { continue }
            var settled = entry
            settled.identity = String(identity.prefix(2048))
            kept.append(settled)
        }
        entries = kept
    }
}
