/// Matches a document's items to the kept ones and decides what to write. Pure, so every rule
/// can be checked without a database.
enum FeedMerge {
    /// A kept item, as much as matching needs.
    struct Known {
        var id: String
        var identity: String
        var link: String?
        var title: String?
        var digest: Int64
        var firstSeen: Double
        var inDocument: Bool
    }

    /// An item to write: new, changed, or back in the document.
    struct Row {
        var id: String
        var record: ItemRecord
        var firstSeen: Double
        var sortTime: Double
        /// Its place in the document when first seen: the order of items with the same time.
        var position: Int
        var digest: Int64
        /// Its text changed (or it is new): the contents row is written too.
        var writesContent: Bool
    }

    struct Plan {
        var rows: [Row] = []
        /// Kept items the document no longer holds.
        var dropped: [String] = []
        /// The document's items' ids, in its order.
        var ids: [String] = []
        var newCount = 0
    }

    static func plan(feed: String, incoming: [ItemRecord], existing: [Known], now: Double) -> Plan {
        var byIdentity: [String: Int] = [:]
        var byLink: [String: [Int]] = [:]
        var byTitle: [String: [Int]] = [:]
        var usedIDs = Set<String>()
        for (index, known) in existing.enumerated() {
            byIdentity[known.identity] = index
            if let link = known.link { byLink[link, default: []].append(index) }
            if known.link == nil, let title = known.title { byTitle[title, default: []].append(index) }
            usedIDs.insert(known.id)
        }
        var linkCounts: [String: Int] = [:]
        var titleCounts: [String: Int] = [:]
        for record in incoming {
            if let link = record.link { linkCounts[link, default: 0] += 1 }
            if let title = record.title { titleCounts[title, default: 0] += 1 }
        }
        var claimed = Set<Int>()
        func single(_ candidates: [Int]?) -> Int? {
            let free = (candidates ?? []).filter { !claimed.contains($0) }
            return free.count == 1 ? free[0] : nil
        }
        var plan = Plan()
        plan.ids.reserveCapacity(incoming.count)
        for (position, record) in incoming.enumerated() {
            var match: Int?
            if let index = byIdentity[record.identity], !claimed.contains(index) {
                match = index
            } else if let link = record.link, linkCounts[link] == 1 {
                // The feed rewrote its guids; the link still says which item this is.
                match = single(byLink[link])
            } else if record.link == nil, let title = record.title, titleCounts[title] == 1 {
                match = single(byTitle[title])
            }
            let digest = Self.digest(record)
            let date = (record.published ?? record.updated)?.timeIntervalSince1970
            if let match {
                claimed.insert(match)
                let known = existing[match]
                plan.ids.append(known.id)
                let changed = known.digest != digest
                guard changed || !known.inDocument || known.identity != record.identity else { continue }
                plan.rows.append(Row(id: known.id, record: record, firstSeen: known.firstSeen,
                                     sortTime: min(date ?? known.firstSeen, known.firstSeen), position: position,
                                     digest: digest, writesContent: changed))
            } else {
                var attempt = 0
                var id = StableHash.itemID(feed: feed, identity: record.identity)
                while usedIDs.contains(id) {
                    attempt += 1
                    id = StableHash.itemID(feed: feed, identity: record.identity, attempt: attempt)
                }
                usedIDs.insert(id)
                plan.ids.append(id)
                plan.newCount += 1
                plan.rows.append(Row(id: id, record: record, firstSeen: now, sortTime: min(date ?? now, now), position: position,
                                     digest: digest, writesContent: true))
            }
        }
        for (index, known) in existing.enumerated() where known.inDocument && !claimed.contains(index) {
            plan.dropped.append(known.id)
        }
        return plan
    }

    /// Everything kept of an item, hashed: an unchanged item is not written again.
    static func digest(_ record: ItemRecord) -> Int64 {
        var hash = StableHash()
        for text in [record.guid, record.title, record.link, record.author, record.summary, record.content, record.contentBase, record.image] {
            hash.add(text)
        }
        hash.add(record.published?.timeIntervalSince1970)
        hash.add(record.updated?.timeIntervalSince1970)
        hash.add(byte: record.summaryIsHTML ? 1 : 0)
        hash.add(byte: record.contentIsHTML ? 1 : 0)
        hash.add(EnclosureText.encode(record.enclosures))
        hash.add(record.categories.joined(separator: "\n"))
        return Int64(bitPattern: hash.mixed)
    }
}
