import Canvas
import Feeds
import Networking
import Pictures
import TidingsText
import ViewModels

/// The pushed pane: the item's header (with its thumbnail, where it has one), then its comment
/// tree indented by depth with a coloured gutter. Enter collapses a subtree; n/p jump between
/// top-level comments. A comment taller than the screen scrolls line by line before the
/// selection moves on.
public final class DiscussionScreen: Screen {
    public let model: DiscussionViewModel
    private var layout = DiscussionLayout(width: 80)
    private var viewport = 20
    private var layoutRevision = -1
    /// The header's thumbnail, when pictures are shown: nil for `images = off`.
    private let pictures: PictureRequests?
    /// The thumbnail, if the last layout found it on screen (loaded once a frame shows it).
    private var thumbnailOnScreen: PictureRequests.Key?

    public init(model: DiscussionViewModel, pictures: ScreenPictures? = nil) {
        self.model = model
        self.pictures = pictures.map(PictureRequests.init)
    }

    public var title: String { model.item.title }
    public var scopes: [KeyScope] { [.discussion, .list] }
    public var retryAction: Action? { .refresh }
    public var isBusy: Bool { model.isBusy }
    public var position: String? {
        let comments = model.entryCount - 1
        guard comments > 0 else { return nil }
        return model.selection == 0 ? "story · \(comments)" : "\(model.selection)/\(comments)"
    }
    public var problem: FetchError? {
        model.tree.count == 0 ? nil : model.state.error
    }
    public var notice: SourceNotice? { model.notice }
    public var hintActions: [Action] {
        [.open, .nextThread, .openArticle, .read, .openDiscussion, .back, .help]
    }
    public func hintWord(for action: Action) -> String? {
        action == .open ? "collapse" : nil
    }

    public func handles(_ action: Action, boundIn scopes: Set<KeyScope>) -> Bool {
        switch action {
        case .openArticle, .read: return model.item.articleURL != nil
        case .openDiscussion: return model.item.discussionURL != nil
        case .nextNew, .previousNew, .saveItem: return model.memory != nil
        default: return appliesByScope(scopes)
        }
    }

    public func didAppear() {
        model.loadIfNeeded()
        model.markOpened()
    }
    public func didDisappear() {
        model.cancel()
        pictures?.cancelAll()
    }

    private var scroller: DiscussionScroller {
        let layout = self.layout
        let model = self.model
        return DiscussionScroller(height: { layout.height(ofEntry: $0, in: model) }, count: model.entryCount, viewport: max(1, viewport))
    }

    public func perform(_ action: Action) -> ScreenCommand {
        switch action {
        case .down: lineDown()
        case .up: lineUp()
        case .pageDown: page(by: max(1, viewport - 1))
        case .pageUp: page(by: -max(1, viewport - 1))
        case .top:
            model.select(0)
            model.anchor = ScrollAnchor(entry: 0, line: 0)
        case .bottom:
            model.select(model.entryCount - 1)
            model.anchor = scroller.lastPage
        case .nextThread, .previousThread:
            let forward = action == .nextThread
            guard let target = model.topLevelEntry(after: model.selection, forward: forward) else {
                return .message(forward ? "No more top-level comments." : "This is the first top-level comment.")
            }
            model.select(target)
            model.anchor = clamped(ScrollAnchor(entry: target, line: 0))
        case .open:
            if model.selection == 0 { return .message("This is the story itself; its replies follow.") }
            model.toggleSelected()
            model.anchor = clamped(model.anchor)
        case .nextNew, .previousNew:
            let forward = action == .nextNew
            guard let target = model.newEntry(after: model.selection, forward: forward) else {
                if model.newComments.isEmpty { return .message("No comments are new since your last visit.") }
                return .message(forward ? "No more new comments below." : "No new comments above.")
            }
            model.select(target)
            model.anchor = clamped(ScrollAnchor(entry: target, line: 0))
        case .saveItem:
            guard let memory = model.memory else { return .handled }
            let saved = memory.toggleSaved(model.item, in: model.item.sourceName ?? model.source.name)
            return .saved(saved)
        case .refresh:
            model.refresh()
            pictures?.retryFailed()
        case .openArticle: return .open(model.item.articleURL, what: "article")
        case .read:
            let item = model.item
            let saving = model.memory.map { ItemSaving(memory: $0, item: item, source: item.sourceName ?? model.source.name) }
            return .read(item.articleURL, title: item.title, saving: saving)
        case .openDiscussion: return .open(model.item.discussionURL, what: "discussion")
        default: return .unhandled
        }
        return .handled
    }

    public func click(row entry: Int, count: Int) -> ScreenCommand {
        guard entry < model.entryCount else { return .handled }
        model.select(entry)
        model.anchor = scroller.reveal(entry, from: model.anchor)
        return count >= 2 && entry > 0 ? perform(.open) : .handled
    }

    /// The wheel moves the view; the selection follows only if it would leave the screen.
    public func scroll(by lines: Int) {
        let scroller = self.scroller
        model.anchor = clamped(scroller.move(model.anchor, by: lines))
        let anchor = model.anchor
        let top = scroller.top(of: model.selection, from: anchor)
        if model.selection < anchor.entry || top == nil || (top ?? 0) < 0 { selectFirstOnScreen() }
    }

    private func lineDown() {
        let scroller = self.scroller
        let selection = model.selection
        if let top = scroller.top(of: selection, from: model.anchor), top + scroller.height(selection) > viewport {
            model.anchor = scroller.move(model.anchor, by: 1)  // finish reading a tall comment first
        } else if selection + 1 < model.entryCount {
            model.select(selection + 1)
            model.anchor = scroller.reveal(selection + 1, from: model.anchor)
        }
    }

    private func lineUp() {
        let scroller = self.scroller
        let selection = model.selection
        if let top = scroller.top(of: selection, from: model.anchor), top < 0 {
            model.anchor = scroller.move(model.anchor, by: -1)
        } else if selection > 0 {
            let target = selection - 1
            model.select(target)
            if target < model.anchor.entry {
                // Coming up into a tall comment shows its end first; Up then scrolls through it.
                model.anchor = scroller.height(target) > viewport
                    ? scroller.move(ScrollAnchor(entry: target + 1, line: 0), by: -viewport)
                    : ScrollAnchor(entry: target, line: 0)
            }
        }
    }

    private func page(by lines: Int) {
        let scroller = self.scroller
        let last = scroller.lastPage
        if lines > 0, model.anchor.entry > last.entry || (model.anchor.entry == last.entry && model.anchor.line >= last.line) {
            model.select(model.entryCount - 1)
            return
        }
        model.anchor = clamped(scroller.move(model.anchor, by: lines))
        selectFirstOnScreen()
    }

    /// Selects the first entry that starts on screen, else the one filling it.
    private func selectFirstOnScreen() {
        let anchor = model.anchor
        if anchor.line == 0 {
            model.select(anchor.entry)
        } else if anchor.entry + 1 < model.entryCount, let top = scroller.top(of: anchor.entry + 1, from: anchor), top < viewport {
            model.select(anchor.entry + 1)
        } else {
            model.select(anchor.entry)
        }
    }

    private func clamped(_ anchor: ScrollAnchor) -> ScrollAnchor {
        let last = scroller.lastPage
        if anchor.entry > last.entry || (anchor.entry == last.entry && anchor.line > last.line) { return last }
        return anchor
    }

    // MARK: Drawing

    /// Adapts to the pane's size: a new width lays the text out again, and after a resize the
    /// selected comment is brought back on screen.
    public func layout(area: Rect, context: RenderContext) {
        guard !area.isEmpty else { return }
        let resized = viewport != area.height || layout.width != area.width
        // A new revision can move the selected comment (replies put in the source's order).
        let rearranged = layoutRevision != model.revision
        let thumbnail = pictures != nil && model.item.imageURL != nil ? PictureSizes.postThumbnail : nil
        // The item, and with it the thumbnail, changes only with a new revision.
        if layout.width != area.width || rearranged {
            layout = DiscussionLayout(width: area.width, thumbnail: thumbnail)
            layoutRevision = model.revision
        }
        viewport = area.height
        if model.anchor.entry >= model.entryCount { model.anchor = ScrollAnchor(entry: 0, line: 0) }
        if resized || rearranged { model.anchor = scroller.reveal(model.selection, from: model.anchor) }
        visibleEntries = entriesOnScreen
        thumbnailOnScreen = nil
        if let box = layout.thumbnail, let url = model.item.imageURL, model.anchor.entry == 0, model.anchor.line < box.rows {
            thumbnailOnScreen = PictureRequests.Key(url: url, box: box)
        }
    }

    /// What the last layout found on screen.
    private var visibleEntries: Range<Int> = 0..<0

    /// Once a frame is shown, the source may put the replies of the comments on it in its order,
    /// and the header's thumbnail is asked for if it is on screen (layout and drawing start
    /// nothing).
    public func receive(_ news: any News) -> ScreenCommand? {
        guard news is FrameShown else { return nil }
        pictures?.show(thumbnailOnScreen.map { [$0] } ?? [])
        if model.ordersReplies { model.commentsOnScreen(visibleEntries) }
        return nil
    }

    /// The entries at least partly visible from the anchor down: the comments whose replies the
    /// source may want to put in order.
    private var entriesOnScreen: Range<Int> {
        let scroller = self.scroller
        var entry = model.anchor.entry
        var row = -model.anchor.line
        while entry < model.entryCount, row < viewport {
            row += scroller.height(entry)
            entry += 1
        }
        return model.anchor.entry..<entry
    }

    public func render(into grid: inout CellGrid, area: Rect, context: RenderContext) {
        guard !area.isEmpty else { return }
        let scroller = self.scroller
        grid.mark(area, as: .pane)
        var row = area.row
        var entry = model.anchor.entry
        var line = model.anchor.line
        while row < area.bottom, entry < model.entryCount {
            let height = scroller.height(entry)
            let firstRow = row
            while line < height, row < area.bottom {
                drawLine(line, ofEntry: entry, row: row, area: area, grid: &grid, context: context)
                row += 1
                line += 1
            }
            grid.mark(Rect(row: firstRow, column: area.column, height: row - firstRow, width: area.width), as: .row(entry))
            entry += 1
            line = 0
        }
        if row < area.bottom { drawFooter(row: row, area: area, grid: &grid, context: context) }
        drawThumbnail(area: area, grid: &grid, context: context)
    }

    /// The thumbnail at the header's top left, drawn over the header's first rows (scrolled
    /// with them) whatever state its picture is in.
    private func drawThumbnail(area: Rect, grid: inout CellGrid, context: RenderContext) {
        guard let box = layout.thumbnail, let url = model.item.imageURL, let pictures, model.anchor.entry == 0 else { return }
        let rect = Rect(row: area.row - model.anchor.line, column: area.column + 1, height: box.rows, width: box.columns)
        PictureBox.draw(pictures.state(url, box: box), alt: model.item.title, in: rect, clip: area, into: &grid, style: context.theme.meta)
    }

    private func drawFooter(row: Int, area: Rect, grid: inout CellGrid, context: RenderContext) {
        let theme = context.theme
        let rest = Rect(row: row, column: area.column, height: area.bottom - row, width: area.width)
        if model.isBusy && (model.tree.count == 0 || model.state == .loadingMore || model.isPartial) {
            let text = model.tree.count == 0 ? "Loading comments…" : model.isPartial ? "Receiving comments…" : "Loading more comments…"
            let used = grid.put(context.spinner + " ", row: row, column: area.column + 1, style: theme.spinner)
            grid.putTruncated(text, row: row, column: area.column + 1 + used, width: area.width - used - 1, style: theme.meta)
        } else if let error = model.state.error, model.tree.count == 0 || model.state.isMoreFailure || model.isPartial {
            for (offset, text) in TextLayout.wrap(context.wording.sentence(for: error), width: max(1, area.width - 2)).enumerated() where row + offset < rest.bottom {
                grid.put(text, row: row + offset, column: area.column + 1, maxWidth: area.width - 1, style: theme.error)
            }
        } else if model.state == .loaded, model.tree.count == 0 {
            grid.putTruncated("No comments yet.", row: row, column: area.column + 1, width: area.width - 1, style: theme.meta)
        }
    }

    private func drawLine(_ line: Int, ofEntry entry: Int, row: Int, area: Rect, grid: inout CellGrid, context: RenderContext) {
        guard let node = model.node(forEntry: entry) else {
            drawHeaderLine(line, row: row, area: area, grid: &grid, context: context)
            return
        }
        let theme = context.theme
        let comment = model.tree.nodes[node]
        let height = layout.height(ofEntry: entry, in: model)
        guard line < height - 1 else { return }  // the blank line between comments
        let selected = entry == model.selection
        let indent = layout.indent(depth: comment.depth)
        let textColumn = area.column + layout.textColumn(depth: comment.depth)
        let end = area.column + area.width
        var gutter = theme.gutter(depth: comment.depth)
        if selected { gutter.attributes.insert(.bold) }
        if indent < area.width {
            grid.put(selected ? "┃" : "│", row: row, column: area.column + indent, style: gutter)
        }
        guard textColumn < end else { return }
        if line == 0 {
            drawByline(comment, node: node, selected: selected, row: row, column: textColumn, end: end, grid: &grid, context: context)
            return
        }
        let body = layout.body(of: node, in: model.tree)
        guard line - 1 < body.count else { return }
        drawText(body[line - 1], row: row, column: textColumn, end: end, grid: &grid, theme: theme)
    }

    private func drawByline(
        _ comment: CommentTree.Node, node: Int, selected: Bool, row: Int, column: Int, end: Int,
        grid: inout CellGrid, context: RenderContext
    ) {
        let theme = context.theme
        func style(_ base: CellStyle) -> CellStyle { theme.selected(base, if: selected) }
        if selected { grid.fill(row: row, column: column, width: end - column, style: theme.selection) }
        var x = column
        if comment.isDeleted {
            x += grid.put("[deleted]", row: row, column: x, maxWidth: end - x, style: style(theme.deleted))
        } else {
            let author = comment.author ?? "anonymous"
            let isOP = author == model.item.author
            x += grid.putTruncated(author, row: row, column: x, width: min(end - x, 24), style: style(isOP ? theme.originalPoster : theme.author))
            if isOP { x += grid.put(" (OP)", row: row, column: x, maxWidth: end - x, style: style(theme.originalPoster)) }
        }
        var details = ""
        let age = RelativeAge.describe(comment.date, now: context.now)
        if !age.isEmpty { details += " · " + age + (age == "now" ? "" : " ago") }
        if let score = comment.score { details += " · \(score) \(score == 1 ? "vote" : "votes")" }
        x += grid.putTruncated(details, row: row, column: x, width: end - x, style: style(theme.meta))
        if model.isNew(node: node) {
            x += grid.putTruncated(" ● new", row: row, column: x, width: end - x, style: style(theme.originalPoster))
        }
        if model.tree.isCollapsed(node) {
            let hidden = model.tree.descendantCount(of: node)
            let note = hidden == 1 ? " [+1 reply hidden]" : " [+\(hidden) replies hidden]"
            grid.putTruncated(note, row: row, column: x, width: end - x, style: style(theme.collapsed))
        }
    }

    private func drawText(_ line: LaidOutLine, row: Int, column: Int, end: Int, grid: inout CellGrid, theme: Theme) {
        RichTextDrawing.draw(line, quoteMark: "> ", row: row, column: column, end: end, grid: &grid, theme: theme)
    }

    private func drawHeaderLine(_ line: Int, row: Int, area: Rect, grid: inout CellGrid, context: RenderContext) {
        let theme = context.theme
        let rows = layout.headerRows(for: model.item)
        guard line < rows.count else { return }
        let indent = line < layout.rowsBesideThumbnail ? layout.headerIndent : 0
        let column = area.column + 1 + indent
        let width = area.width - 1 - indent
        let selected = model.selection == 0
        switch rows[line] {
        case .title(let text):
            if selected, line == 0 { grid.fill(row: row, column: column - 1, width: width + 1, style: theme.selection) }
            var style = selected && line == 0 ? theme.selection : theme.title
            style.attributes.insert(.bold)
            grid.putTruncated(text, row: row, column: column, width: width, style: style)
        case .meta(let text) where text.isEmpty:
            grid.putTruncated(ItemByline.describe(model.item, now: context.now), row: row, column: column, width: width, style: theme.meta)
        case .meta(let text):
            grid.putTruncated(text, row: row, column: column, width: width, style: theme.domain)
        case .text(let laidOut):
            drawText(laidOut, row: row, column: column, end: area.column + area.width, grid: &grid, theme: theme)
        case .rule:
            grid.put(String(repeating: "─", count: max(0, area.width - 2)), row: row, column: column, maxWidth: width, style: theme.meta)
        case .blank:
            break
        }
    }
}
