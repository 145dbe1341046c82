import Canvas
import Feeds
import FoundationEssentials
import Pictures
import TidingsText
import ViewModels

/// Drawing the Feeds tab's lists: item rows (title, then feed, author and age; read items
/// dimmed, saved ones starred, a thumbnail at the start with `images.thumbnails`), feed rows
/// (name and unread count, then how many items, when it was updated and its tags, or its
/// error), and what an empty list says. Only reads: the rows were made in `sync`.
extension FeedsListScreen {
    struct PaneText {
        var text: String
        var isError = false
        var busy = false
    }

    /// What the pane says instead of rows, when it has none to show (or is the setup pane).
    func paneMessage(_ context: RenderContext) -> PaneText? {
        if tab.phase != .open { return PaneText(text: "Reading your feeds…", busy: true) }
        if let problem = tab.fileProblem {
            return PaneText(text: Wording.sentence(for: problem) + context.wording.press(.refresh, "to read it again"), isError: true)
        }
        if let query {
            guard !searching else { return PaneText(text: "Searching \(name(of: list))…", busy: true) }
            return count == 0 ? PaneText(text: "Nothing kept in \(name(of: list)) matches '\(Sanitizer.line(query))'.") : nil
        }
        guard count == 0 else { return nil }
        let loading = tab.reloading.map { PaneText(text: "Loading your feeds: \($0.done) of \($0.total)…", busy: true) }
        switch list {
        case .feed(let address):
            if let failure = tab.state(of: address)?.failure { return PaneText(text: context.wording.sentence(for: failure), isError: true) }
            return loading ?? PaneText(text: "Nothing is kept from this feed yet." + context.wording.press(.refresh, "to reload"))
        case .unread where !tab.rows.isEmpty:
            return PaneText(text: "Everything is read.")
        case .tag(let tag) where !tab.rows.isEmpty:
            return loading ?? PaneText(text: "No item of a feed tagged '\(Sanitizer.line(tag))' is kept yet.")
        default:
            if let loading { return loading }
            if let last = tab.lastReload, last.failed == last.total, last.total > 0 {
                let reason = last.firstFailure.map { ": " + context.wording.reason(for: $0) } ?? ""
                return PaneText(text: "No feed could be reloaded\(reason), and nothing is kept from an earlier visit."
                                + context.wording.press(.refresh, "to try again"), isError: true)
            }
            return PaneText(text: "Nothing here yet." + context.wording.press(.refresh, "to reload"))
        }
    }

    /// The setup pane's heading and steps, naming the keys as bound.
    func setupSteps(_ context: RenderContext) -> (heading: String, steps: [String]) {
        var steps: [String] = []
        if let add = context.wording.key(for: .add) {
            steps.append("Press \(add) to subscribe by address: a feed's, or a site's (the feed it names is found for you).")
        }
        let file = feedsFileShown ?? "the feeds file"
        steps.append("Or list your feeds in \(file), one address per line, as newsboat's urls file does — tags after it, in quotes when they hold spaces, and \"~Name\" to rename a feed: https://example.org/feed.xml tech \"long reads\" \"~Example\"")
        steps.append("Or import the OPML file another reader exports: tidings import FILE.opml")
        if let refresh = context.wording.key(for: .refresh) { steps.append("Press \(refresh) to read the file again once it is written.") }
        return ("You have no feeds yet.", steps)
    }

    func drawItem(_ row: FeedRow, rank: Int, rankWidth: Int, selected: Bool, in rect: Rect, clip: Rect, grid: inout CellGrid,
                  context: RenderContext) {
        let theme = context.theme
        func style(_ base: CellStyle) -> CellStyle { theme.selected(base, if: selected) }
        let compact = rect.height == 1
        if selected {
            for line in rect.row..<min(rect.bottom, clip.bottom) { grid.fill(row: line, column: rect.column, width: rect.width, style: theme.selection) }
        }
        let end = rect.column + rect.width
        var column = rect.column + 1
        let rankText = String(repeating: " ", count: max(0, rankWidth - String(rank).count)) + "\(rank). "
        column += grid.put(rankText, row: rect.row, column: column, maxWidth: end - column, style: style(theme.rank))
        if showsThumbnails, let thumbnails {
            let box = PictureSizes.rowThumbnail
            if let url = row.item.imageURL {
                PictureBox.draw(thumbnails.state(url, box: box), alt: "", in: Rect(row: rect.row, column: column, height: box.rows, width: box.columns),
                                clip: clip, into: &grid, style: theme.meta)
            }
            column += box.columns + 1
        }
        let textColumn = column
        if tab.memory?.isSaved(row.item, in: sourceName) == true {
            column += grid.put("★ ", row: rect.row, column: column, maxWidth: end - column, style: style(theme.originalPoster))
        }
        // Read items are dimmed, so what is new stands out.
        let titleStyle = tab.isRead(row.item.id) ? theme.title.with(.dim) : theme.title
        let feed = Sanitizer.line(row.feedName)
        if compact {
            let used = grid.putTruncated(row.item.title, row: rect.row, column: column, width: max(0, end - column - 1 - min(DisplayWidth.of(feed) + 3, (end - column) / 3)),
                                         style: style(titleStyle))
            column += used
            grid.putTruncated(" — " + feed, row: rect.row, column: column, width: end - column - 1, style: style(theme.meta))
            return
        }
        grid.putTruncated(row.item.title, row: rect.row, column: column, width: end - column - 1, style: style(titleStyle))
        guard rect.row + 1 < clip.bottom else { return }
        // The feed's name, unless the list is that feed's; the age before the author, so a
        // narrow pane keeps it.
        var byline: [String] = []
        if case .feed = list {} else { byline.append(feed) }
        let age = RelativeAge.describe(row.item.date, now: context.now)
        if !age.isEmpty { byline.append(age == "now" ? "just now" : age + " ago") }
        if let author = row.item.author, !author.isEmpty { byline.append("by " + author) }
        grid.putTruncated(byline.joined(separator: " · "), row: rect.row + 1, column: textColumn, width: end - textColumn - 1, style: style(theme.meta))
    }

    func drawFeed(_ feed: FeedState, rank: Int, rankWidth: Int, selected: Bool, in rect: Rect, grid: inout CellGrid, context: RenderContext) {
        let theme = context.theme
        func style(_ base: CellStyle) -> CellStyle { theme.selected(base, if: selected) }
        if selected {
            for line in rect.row..<rect.bottom { grid.fill(row: line, column: rect.column, width: rect.width, style: theme.selection) }
        }
        let end = rect.column + rect.width
        var column = rect.column + 1
        let rankText = String(repeating: " ", count: max(0, rankWidth - String(rank).count)) + "\(rank). "
        column += grid.put(rankText, row: rect.row, column: column, maxWidth: end - column, style: style(theme.rank))
        let unread = tab.unreadCount(of: feed)
        let count = feed.itemIDs.isEmpty ? "" : unread == 0 ? "all read" : "\(unread) unread"
        var nameStyle = unread > 0 ? theme.title : theme.title.with(.dim)
        if unread > 0 { nameStyle.attributes.insert(.bold) }
        let countWidth = DisplayWidth.of(count)
        let name = Sanitizer.line(feed.name)
        let nameWidth = max(0, end - column - 1 - (countWidth > 0 ? countWidth + 2 : 0))
        if rect.height == 1 {
            let mark = feed.failure == nil ? "" : " !"
            let used = grid.putTruncated(name + mark, row: rect.row, column: column, width: nameWidth, style: style(feed.failure == nil ? nameStyle : theme.error))
            if countWidth > 0, column + used + 2 + countWidth < end {
                grid.put(count, row: rect.row, column: end - 1 - countWidth, style: style(theme.meta))
            }
            return
        }
        let used = grid.putTruncated(name, row: rect.row, column: column, width: nameWidth, style: style(nameStyle))
        if countWidth > 0, column + used + 2 + countWidth < end {
            grid.put(count, row: rect.row, column: end - 1 - countWidth, style: style(theme.meta))
        }
        guard rect.height > 1 else { return }
        if let failure = feed.failure {
            grid.putTruncated(context.wording.sentence(for: failure), row: rect.row + 1, column: column, width: end - column - 1, style: style(theme.error))
            return
        }
        var parts: [String] = []
        parts.append(feed.itemIDs.count == 1 ? "1 item" : "\(feed.itemIDs.count) items")
        if let update = feed.lastUpdate {
            let age = RelativeAge.describe(update, now: context.now)
            parts.append(age.isEmpty || age == "now" ? "updated just now" : "updated \(age) ago")
        } else {
            parts.append(tab.reloading != nil ? "loading…" : "not fetched yet")
        }
        if !feed.subscription.tags.isEmpty { parts.append(feed.subscription.tags.map(Sanitizer.line).joined(separator: ", ")) }
        grid.putTruncated(parts.joined(separator: " · "), row: rect.row + 1, column: column, width: end - column - 1, style: style(theme.meta))
    }
}
