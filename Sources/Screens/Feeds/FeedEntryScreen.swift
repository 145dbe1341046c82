import Canvas
import Feeds
import FoundationEssentials
import Networking
import Pictures
import TidingsText
import ViewModels

/// A feed item's own pane: what the feed carries of it (its content, else its summary), read
/// from the store off the run loop and laid out as rich text with numbered links, its
/// enclosures, its picture when pictures are on. `v` reads its link in the reader, `o` opens
/// the link (or, for an item without one, its first enclosure) in the browser, `f` or a number
/// opens any numbered address. Opening it marks the item read.
public final class FeedEntryScreen: Screen {
    let tab: FeedsTabModel
    public let item: FeedItem
    /// Its row, when the tab keeps one (nil for a saved item whose feed is gone).
    let row: FeedRow?
    let timeZone: TimeZone?
    public private(set) var content: FeedItemContent?
    private var loaded = false
    private var token: FetchToken?
    private var laidOut: FeedEntryLayout?
    /// What the layout was made for; ages change by the minute, so the minute counts.
    private var laidOutFor: (width: Int, viewport: Int, loaded: Bool, minute: Int)?
    private var lineScroll = LineScroll()
    private let pictures: PictureRequests?
    private var boxOnScreen: PictureRequests.Key?

    public init(tab: FeedsTabModel, item: FeedItem, row: FeedRow?, timeZone: TimeZone? = nil, pictures: ScreenPictures? = nil) {
        self.tab = tab
        self.item = item
        self.row = row
        self.timeZone = timeZone
        self.pictures = pictures.map(PictureRequests.init)
    }

    private var sourceName: String { FeedLibrary.sourceName }
    private var links: [URL] { laidOut?.links ?? [] }
    /// What `o` opens: the item's link, else its first enclosure.
    private var openable: (url: URL, what: String)? {
        if let link = item.articleURL { return (link, "article") }
        return content?.enclosures.first.map { ($0.url, "enclosure") }
    }

    public var title: String { item.title }
    /// An article with numbered links: the article keys (`s`, `o`, `v`) and the reader's `f`.
    public var scopes: [KeyScope] { [.article, .reader, .list] }
    public var isBusy: Bool { !loaded }
    public var problem: FetchError? { nil }
    public var position: String? { loaded ? lineScroll.position : nil }

    public var hintActions: [Action] {
        var actions: [Action] = [lineScroll.hintedMove]
        if !links.isEmpty { actions.append(.followLink) }
        if item.articleURL != nil { actions.append(.read) }
        if openable != nil { actions.append(.openArticle) }
        if tab.memory != nil { actions.append(.saveItem) }
        return actions + [.back, .help]
    }

    public func hintWord(for action: Action) -> String? {
        action == .openArticle && item.articleURL == nil ? "enclosure" : nil
    }

    public var showsSavedItem: Bool { tab.memory?.isSaved(item, in: sourceName) == true }

    public func handles(_ action: Action, boundIn scopes: Set<KeyScope>) -> Bool {
        switch action {
        case .followLink: return !links.isEmpty
        case .read: return item.articleURL != nil
        case .openArticle: return openable != nil
        case .saveItem: return tab.memory != nil
        // Nothing here scrolls sideways (code is wrapped) or is fetched again.
        case .scrollLeft, .scrollRight, .refresh: return false
        case _ where LineScroll.isMove(action): return lineScroll.scrolls
        default: return Keymap.standard.actions.contains(action) && appliesByScope(scopes)
        }
    }

    public func didAppear() {
        tab.memory?.markOpened(item, in: sourceName)
        guard !loaded, token == nil else { return }
        token = tab.content(of: item.id) { [weak self] content in
            guard let self else { return }
            token = nil
            self.content = content
            loaded = true
        }
    }

    public func didDisappear() {
        tab.cancel(token)
        token = nil
        pictures?.cancelAll()
    }

    public func receive(_ news: any News) -> ScreenCommand? {
        guard news is FrameShown, let pictures else { return nil }
        pictures.show(boxOnScreen.map { [$0] } ?? [])
        return nil
    }

    public func perform(_ action: Action) -> ScreenCommand {
        if lineScroll.perform(action) { return .handled }
        switch action {
        case .read: return .read(item.articleURL, title: item.title, saving: tab.memory.map { ItemSaving(memory: $0, item: item, source: sourceName) })
        case .openArticle: return .open(openable?.url, what: openable?.what ?? "article")
        case .saveItem:
            guard let memory = tab.memory else { return .handled }
            return .saved(memory.toggleSaved(item, in: sourceName))
        case .followLink: return linkPrompt(typed: "")
        // ← goes back, as it does wherever nothing scrolls sideways.
        case .scrollLeft: return .pop
        default:
            // The number keys start a link number, as in the reader.
            if let index = action.sourceIndex, !links.isEmpty { return linkPrompt(typed: String(index + 1)) }
            return .unhandled
        }
    }

    public func scroll(by lines: Int) { lineScroll.scroll(to: lineScroll.top + lines) }

    private func linkPrompt(typed: String) -> ScreenCommand {
        LinkPrompt.ask(links, what: "item", typed: typed)
    }

    // MARK: Drawing

    private static func margin(_ area: Rect) -> Int { area.width > 4 ? 1 : 0 }

    public func layout(area: Rect, context: RenderContext) {
        guard !area.isEmpty else { return }
        let width = max(1, area.width - 2 * Self.margin(area))
        let minute = Int(context.now.timeIntervalSince1970 / 60)
        let key = (width: width, viewport: area.height, loaded: loaded, minute: minute)
        if laidOutFor.map({ $0.width != key.width || $0.viewport != key.viewport || $0.loaded != key.loaded || $0.minute != key.minute }) ?? true {
            laidOut = loaded ? FeedEntryLayout(item: item, feedName: row?.feedName, content: content, width: width, viewport: area.height,
                                               showsPicture: pictures != nil, now: context.now, timeZone: timeZone, wording: context.wording) : nil
            laidOutFor = key
        }
        lineScroll.viewport = area.height
        lineScroll.count = laidOut?.lines.count ?? 0
        boxOnScreen = nil
        if let box = laidOut?.pictureBox, let url = content?.image,
           box.line < lineScroll.top + area.height, box.line + box.size.rows > lineScroll.top {
            boxOnScreen = PictureRequests.Key(url: url, box: box.size)
        }
    }

    public func render(into grid: inout CellGrid, area: Rect, context: RenderContext) {
        guard !area.isEmpty else { return }
        grid.mark(area, as: .pane)
        let theme = context.theme
        let column = area.column + Self.margin(area)
        let width = max(1, area.width - 2 * Self.margin(area))
        guard let laidOut else {
            let used = grid.put(context.spinner + " ", row: area.row, column: column, style: theme.spinner)
            grid.putTruncated("Opening \(item.title)…", row: area.row, column: column + used, width: width - used, style: theme.meta)
            return
        }
        for offset in 0..<area.height {
            let index = lineScroll.top + offset
            guard index < laidOut.lines.count else { break }
            let row = area.row + offset
            switch laidOut.lines[index] {
            case .title(let text):
                var bold = theme.title
                bold.attributes.insert(.bold)
                grid.put(text, row: row, column: column, maxWidth: width, style: bold)
            case .meta(let text): grid.put(text, row: row, column: column, maxWidth: width, style: theme.meta)
            case .heading(let text):
                var bold = theme.title
                bold.attributes.insert(.bold)
                grid.put(text, row: row, column: column, maxWidth: width, style: bold)
            case .note(let text): grid.put(text, row: row, column: column, maxWidth: width, style: theme.meta)
            case .link(let label, let text):
                let used = grid.put(label, row: row, column: column, maxWidth: width, style: theme.link)
                grid.put(text, row: row, column: column + used, maxWidth: width - used, style: theme.link)
            case .text(let line): drawText(line, row: row, column: column, end: column + width, grid: &grid, theme: theme)
            case .picture, .blank: break
            }
        }
        if let box = laidOut.pictureBox, let url = content?.image, let pictures {
            let rect = Rect(row: area.row + box.line - lineScroll.top, column: column, height: box.size.rows, width: box.size.columns)
            PictureBox.draw(pictures.state(url, box: box.size), alt: "picture", in: rect, clip: area, into: &grid, style: theme.meta)
        }
    }

    private func drawText(_ line: LaidOutLine, row: Int, column: Int, end: Int, grid: inout CellGrid, theme: Theme) {
        RichTextDrawing.draw(line, quoteMark: "│ ", row: row, column: column, end: end, grid: &grid, theme: theme)
    }
}
