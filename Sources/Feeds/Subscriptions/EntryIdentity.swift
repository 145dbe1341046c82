/// Which identity each item of a document keeps, so it is the same item in the next document
/// even when the feed rewrites it: its guid or id; else its link; else its title; else the
/// start of its text. Where two items of one document would share an identity (a feed that
/// gives every item the site's address as its guid), each is told apart by what comes next in
/// that list, so no identity depends on an item's position. Items still alike are the same
/// item listed twice: the first is kept. Items with nothing to show at all are dropped.
enum EntryIdentity {
    static func settle(_ entries: inout [FeedEntry]) {
        // Most identities are unique at the first candidate; only those that are not need the rest.
        var firsts: [String?] = []
        firsts.reserveCapacity(entries.count)
        var counts: [String: Int] = [:]
        counts.reserveCapacity(entries.count)
        for entry in entries {
            let first = firstCandidate(entry)
            firsts.append(first)
            if let first { counts[first, default: 0] += 1 }
        }
        var seen = Set<String>()
        seen.reserveCapacity(entries.count)
        var whole = Set<String>()
        var keep = [Bool](repeating: true, count: entries.count)
        var dropped = false
        for index in entries.indices {
            guard let first = firsts[index] else {
                keep[index] = false
                dropped = true
                continue
            }
            var identity = first
            if counts[first, default: 0] > 1 {
                let list = candidates(entries[index])
                guard whole.insert(list.joined(separator: "\n")).inserted else {
                    keep[index] = false
                    dropped = true
                    continue
                }
                // The shortest run of candidates no earlier item has.
                var length = min(2, list.count)
                identity = list.prefix(length).joined(separator: "\n")
                while seen.contains(identity), length < list.count {
                    length += 1
                    identity = list.prefix(length).joined(separator: "\n")
                }
            }
            guard seen.insert(identity).inserted else {
                keep[index] = false
                dropped = true
                continue
            }
            entries[index].identity = identity.utf8.count > 2048 ? prefix(identity, bytes: 2048) : identity
        }
        if dropped {
            var position = 0
            entries.removeAll { _ in
                defer { position += 1 }
                return !keep[position]
            }
        }
    }

    private static func firstCandidate(_ entry: FeedEntry) -> String? {
        if let guid = entry.guid, !guid.isEmpty { return guid }
        if let link = entry.link { return link.absoluteString }
        if let title = entry.title, !title.isEmpty { return title }
        if let text = entry.summary ?? entry.content, !text.isEmpty { return prefix(text.value, bytes: 200) }
        return nil
    }

    private static func candidates(_ entry: FeedEntry) -> [String] {
        var list: [String] = []
        if let guid = entry.guid, !guid.isEmpty { list.append(guid) }
        if let link = entry.link?.absoluteString { list.append(link) }
        if let title = entry.title, !title.isEmpty { list.append(title) }
        if let text = entry.summary ?? entry.content, !text.isEmpty { list.append(prefix(text.value, bytes: 200)) }
        return list
    }

    /// At most `bytes` bytes of `text`, cut before a character's first byte.
    static func prefix(_ text: String, bytes: Int) -> String {
        let utf8 = text.utf8
        guard utf8.count > bytes else { return text }
        var end = utf8.index(utf8.startIndex, offsetBy: bytes)
        while end > utf8.startIndex, utf8[end] & 0xC0 == 0x80 { end = utf8.index(before: end) }
        return String(text[..<end])
    }
}
