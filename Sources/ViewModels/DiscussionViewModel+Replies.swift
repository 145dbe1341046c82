import Feeds

extension DiscussionViewModel {
    /// The screen reports the entries it shows, from its layout. For a source that orders
    /// replies (a site's own order), the comments there whose replies are not yet in
    /// the source's order, or not all loaded, are asked about, a few at a time.
    public func commentsOnScreen(_ entries: Range<Int>) {
        guard ordersReplies else { return }
        var requests: [ReplyOrderer.Request] = []
        for entry in entries {
            guard let index = node(forEntry: entry) else { continue }
            let node = tree.nodes[index]
            guard !replyOrderer.isHandled(node.id) else { continue }
            let replies = tree.replyIndices(of: index).map { tree.nodes[$0].id }
            if let known = node.replyIDs {
                // Built from the official API: only replies not fetched yet are worth a request.
                let present = Set(replies)
                guard known.contains(where: { !present.contains($0) }) else { continue }
                requests.append(ReplyOrderer.Request(id: node.id, known: known, present: present))
            } else if !replies.isEmpty {
                requests.append(ReplyOrderer.Request(id: node.id, known: nil, present: Set(replies)))
            }
        }
        guard !requests.isEmpty else { return }
        replyOrderer.request(requests) { [weak self] id, order in
            self?.applyReplyOrder(order, to: id)
        }
    }

    /// Comments being ordered right now (for tests and the benchmark).
    public var replyRequestsRunning: Int { replyOrderer.runningCount }

    /// Rearranges one comment's replies, keeping the selected comment selected and the view
    /// where it was (anchored to the same comment) so nothing jumps under the reader.
    private func applyReplyOrder(_ order: ReplyOrder, to id: String) {
        guard let index = tree.index(ofID: id) else { return }
        let selectedID = node(forEntry: selection).map { tree.nodes[$0].id }
        let anchorID = node(forEntry: anchor.entry).map { tree.nodes[$0].id }
        guard rearrange(index, order) else { return }
        // Replies fetched as they come into view are shown now: they count as seen.
        if !order.added.isEmpty { noteComments(firstPage: false) }
        if let selectedID, let node = tree.index(ofID: selectedID), let entry = tree.visibleEntry(of: node) {
            setSelection(entry)
        }
        if let anchorID, let node = tree.index(ofID: anchorID), let entry = tree.visibleEntry(of: node) {
            anchor = ScrollAnchor(entry: entry, line: anchor.line)
        }
    }
}
