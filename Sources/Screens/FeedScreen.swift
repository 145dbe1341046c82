import Canvas
import Feeds
import FoundationEssentials
import Networking
import Pictures
import TidingsText
import ViewModels

/// The root pane: one row per item, the selection highlighted, the next page fetched on
/// reaching the end. Enter pushes whatever the source shows for an item. With
/// `images.thumbnails`, rows of a list whose items have pictures are three lines tall with a
/// small picture at their start, fetched as the rows come on screen.
public final class FeedScreen: Screen, ItemHome {
    public private(set) var model: FeedViewModel
    private let makeDetail: (FeedItem) -> any Screen
    /// Lines per row at the last layout.
    private var rowHeight = 2
    /// The query that produced this list, when it is search results.
    public let query: String?
    /// The tab's earlier queries, offered back by ↑ in the search prompt.
    private let searches: SearchHistory

    /// The source's editing keys, if it can be edited.
    public let editor: FeedEditor?
    /// The list the tab started with: `l` cycles the source's lists, then Saved, then back here.
    private let firstSource: any FeedSource
    /// Search results do not cycle lists.
    private let isSearch: Bool
    /// The rows' thumbnails, when `images.thumbnails` is on; nil otherwise.
    private let thumbnails: PictureRequests?
    /// Whether this list's rows show thumbnails as of the last layout: some item has a picture
    /// and the pane is large enough.
    private var showsThumbnails = false
    /// How many items `listHasPictures` was worked out for.
    private var picturesCheckedCount = -1
    private var listHasPictures = false
    /// The thumbnails the last layout found on screen (loaded once a frame shows them).
    private var thumbnailsOnScreen: [PictureRequests.Key] = []

    public init(model: FeedViewModel, query: String? = nil, searches: SearchHistory = SearchHistory(), editor: FeedEditor? = nil,
                pictures: ScreenPictures? = nil, makeDetail: @escaping (FeedItem) -> any Screen) {
        self.model = model
        self.makeDetail = makeDetail
        self.editor = editor
        firstSource = model.source
        isSearch = query != nil
        self.query = query
        self.searches = searches
        self.pictures = pictures
        thumbnails = pictures.flatMap { $0.thumbnails ? PictureRequests($0) : nil }
        capabilities = Self.capabilities(of: model.source)
    }

    /// Passed on to the search results' screens.
    private let pictures: ScreenPictures?

    public var title: String { model.source.listName }
    public var scopes: [KeyScope] { [.feed, .list] }
    public var retryAction: Action? { .refresh }
    public var isBusy: Bool { model.isBusy }
    public var position: String? {
        model.items.isEmpty ? nil : "\(model.selection + 1)/\(model.items.count)\(model.hasMore ? "+" : "")"
    }
    public var problem: FetchError? {
        // With nothing loaded the pane itself shows the error; only repeat it over content.
        model.items.isEmpty ? nil : model.state.error
    }
    public var notice: SourceNotice? { model.notice }
    /// Only the actions that do something here: no `c` without discussion pages, no `/` or `l`
    /// for a source that cannot search or has one list.
    public var hintActions: [Action] {
        var actions: [Action] = model.selectedItem == nil ? [] : [.open]
        if model.selectedItem?.articleURL != nil { actions += [.openArticle, .read] }
        if model.selectedItem?.discussionURL != nil { actions.append(.openDiscussion) }
        if capabilities.canSearch { actions.append(.search) }
        if capabilities.hasLists || model.memory != nil { actions.append(.nextList) }
        if model.memory != nil, model.selectedItem != nil { actions.append(.saveItem) }
        return actions + (editor?.hintActions(for: self) ?? []) + [.refresh, .help, .quit]
    }

    public var showsSavedItem: Bool {
        guard let item = model.selectedItem else { return false }
        return model.memory?.isSaved(item, in: model.sourceName(of: item)) == true
    }

    public func handles(_ action: Action, boundIn scopes: Set<KeyScope>) -> Bool {
        let item = model.selectedItem
        switch action {
        case .openArticle, .read: return item?.articleURL != nil
        case .openDiscussion: return item?.discussionURL != nil
        case .search: return capabilities.canSearch
        case .nextList: return capabilities.hasLists || (model.memory != nil && !isSearch)
        case .saveItem, .toggleRead: return model.memory != nil && item != nil
        case .open, .up, .down, .pageUp, .pageDown, .top, .bottom, .refresh: return true
        default:
            // An editable source's editor knows its own actions (and the editing ones); another
            // source's own actions (TIL's log out) do nothing here.
            if let answer = editor?.handles(action, in: self) { return answer }
            guard Keymap.standard.actions.contains(action) else { return false }
            return action == .add || action == .edit || action == .delete ? false : appliesByScope(scopes)
        }
    }

    /// What Enter on `item` shows, as this tab's source shows it.
    public func detailScreen(for item: FeedItem) -> any Screen {
        editor?.detail(for: item, in: self) ?? makeDetail(item)
    }

    /// The source this tab was made for (its name matches what its saved items carry).
    public var sourceName: String { firstSource.name }

    /// A saved item of this source, opened from another tab's Saved list.
    public func open(_ item: FeedItem) -> ScreenCommand { .push(detailScreen(for: item)) }

    /// News for an editable source's rows goes to its editor (another screen's save, a delete
    /// that ended). Once a frame has shown rows, their thumbnails are asked for (and those of
    /// rows scrolled away stop loading).
    public func receive(_ news: any News) -> ScreenCommand? {
        if news is FrameShown { thumbnails?.show(thumbnailsOnScreen) }
        return editor?.receive(news, in: self)
    }

    /// What the current source offers, worked out when the source changes rather than every
    /// frame (drawing only reads).
    private var capabilities: (canSearch: Bool, hasLists: Bool)

    private static func capabilities(of source: any FeedSource) -> (canSearch: Bool, hasLists: Bool) {
        (source.searching(for: "") != nil, source.nextList() != nil)
    }

    /// The Saved list is read again whenever it comes back into view: another tab, or the pane
    /// it opened, may have saved or unsaved something meanwhile (it is a local read).
    public func didAppear() {
        if model.source is SavedFeed, model.state != .idle { model.reload() } else { model.loadIfNeeded() }
    }
    public func didDisappear() {
        model.cancel()
        thumbnails?.cancelAll()
    }

    public func perform(_ action: Action) -> ScreenCommand {
        switch action {
        case .up: model.move(by: -1)
        case .down: model.move(by: 1)
        case .pageUp: model.move(by: -model.visibleRows)
        case .pageDown: model.move(by: model.visibleRows)
        case .top: model.select(0)
        case .bottom: model.select(model.items.count - 1)
        case .refresh:
            model.refresh()
            thumbnails?.retryFailed()
        case .search: return searchPrompt()
        case .nextList:
            guard let next = nextList() else {
                return .message(isSearch ? "Search results have no other lists." : "\(model.source.name) has only this list.")
            }
            show(next)
        case .open:
            guard let item = model.selectedItem else { return .handled }
            if let origin = item.sourceName, origin != firstSource.name {
                // The Saved list mixes sources: the item opens as its own source shows it.
                return .openElsewhere(item, source: origin)
            }
            return .push(detailScreen(for: item))
        case .toggleRead:
            guard let item = model.selectedItem, let memory = model.memory else { return .handled }
            let read = memory.toggleRead(item, in: model.sourceName(of: item))
            return .message(read ? "Marked as read." : "Marked as unread.")
        case .saveItem:
            guard let item = model.selectedItem, let memory = model.memory else { return .handled }
            let saved = memory.toggleSaved(item, in: model.sourceName(of: item))
            if !saved, model.source is SavedFeed { model.remove(id: item.id) }
            return .saved(saved)
        case .openArticle: return .open(model.selectedItem?.articleURL, what: "article")
        case .read:
            guard let item = model.selectedItem else { return .handled }
            let saving = model.memory.map { ItemSaving(memory: $0, item: item, source: model.sourceName(of: item)) }
            return .read(item.articleURL, title: item.title, saving: saving)
        case .openDiscussion: return .open(model.selectedItem?.discussionURL, what: "discussion")
        default: return editor?.perform(action, in: self) ?? .unhandled
        }
        return .handled
    }

    /// The list `l` shows next: the source's next list; after the last one (or for a source with
    /// one list), Saved; from Saved, the first list again.
    private func nextList() -> (any FeedSource)? {
        guard let memory = model.memory, !isSearch else { return model.source.nextList() }
        if model.source is SavedFeed { return firstSource }
        if let next = model.source.nextList(), next.listName != firstSource.listName { return next }
        return memory.savedFeed()
    }

    private func show(_ source: any FeedSource) {
        let rows = model.visibleRows
        model.cancel()
        model = model.sibling(showing: source)
        capabilities = Self.capabilities(of: source)
        picturesCheckedCount = -1  // another list: whether its items have pictures is asked again
        model.setVisibleRows(rows)
        model.loadIfNeeded()
    }

    public func click(row: Int, count: Int) -> ScreenCommand {
        model.select(row)
        return count >= 2 ? perform(.open) : .handled
    }

    /// The wheel counts in lines; rows here are one or two lines tall, so the lines are turned
    /// into rows, rounding up so every notch moves.
    public func scroll(by lines: Int) {
        let rows = (abs(lines) + rowHeight - 1) / rowHeight
        model.scroll(by: lines < 0 ? -rows : rows)
    }

    private func searchPrompt() -> ScreenCommand {
        guard model.source.searching(for: "") != nil else {
            return .message("\(model.source.name) cannot be searched.")
        }
        let model = self.model
        let makeDetail = self.makeDetail
        let editor = self.editor
        let searches = self.searches
        let pictures = self.pictures
        return .prompt(Prompt(label: "Search \(model.source.name):", history: searches.queries) { query in
            guard let results = model.source.searching(for: query) else { return .handled }
            searches.add(query)
            return .push(FeedScreen(model: model.sibling(showing: results), query: query, searches: searches, editor: editor,
                                    pictures: pictures, makeDetail: makeDetail))
        })
    }

    /// Rows are two lines (title, then byline) unless the pane is small; three beside a
    /// thumbnail.
    private static func rowHeight(for area: Rect, thumbnails: Bool) -> Int {
        area.height < 10 || area.width < 40 ? 1 : thumbnails ? PictureSizes.rowThumbnail.rows : 2
    }

    /// Whether any item of the list has a picture, worked out again only when the list grows
    /// or shrinks (a list of pictureless items, such as Hacker News', keeps its two-line rows).
    private func itemsHavePictures() -> Bool {
        if picturesCheckedCount != model.items.count {
            picturesCheckedCount = model.items.count
            listHasPictures = model.items.contains { $0.imageURL != nil }
        }
        return listHasPictures
    }

    /// The last line is kept for "loading more" or a page's error when one applies.
    private var footerHeight: Int {
        model.state == .loadingMore || model.state.isMoreFailure ? 1 : 0
    }

    public func layout(area: Rect, context: RenderContext) {
        showsThumbnails = thumbnails != nil && area.height >= 10 && area.width >= 40 && itemsHavePictures()
        rowHeight = Self.rowHeight(for: area, thumbnails: showsThumbnails)
        model.setVisibleRows((area.height - footerHeight) / rowHeight)
        thumbnailsOnScreen = []
        guard showsThumbnails else { return }
        let shown = model.scrollTop..<min(model.items.count, model.scrollTop + model.visibleRows)
        thumbnailsOnScreen = shown.compactMap { index in
            model.items[index].imageURL.map { PictureRequests.Key(url: $0, box: PictureSizes.rowThumbnail) }
        }
    }

    public func render(into grid: inout CellGrid, area: Rect, context: RenderContext) {
        guard !area.isEmpty else { return }
        let theme = context.theme
        if model.items.isEmpty {
            switch model.state {
            case .failed(let error), .moreFailed(let error):
                PaneMessage.draw(context.wording.sentence(for: error), style: theme.error, into: &grid, area: area)
            case .loaded:
                if let query {
                    PaneMessage.draw("No results for '\(query)'.", style: theme.meta, into: &grid, area: area)
                } else if model.source is SavedFeed {
                    let save = context.wording.keyElsewhere(for: .saveItem).map { " Press \($0) on an item of any tab to keep it here." } ?? ""
                    PaneMessage.draw("Nothing is saved yet." + save, style: theme.meta, into: &grid, area: area)
                } else {
                    PaneMessage.draw("Nothing here yet." + context.wording.press(.refresh, "to refresh"), style: theme.meta, into: &grid, area: area)
                }
            case .idle, .loading, .refreshing, .loadingMore:
                PaneMessage.draw("Loading \(title)…", style: theme.meta, into: &grid, area: area,
                                 prefix: context.spinner, prefixStyle: theme.spinner)
            }
            return
        }
        let rowHeight = Self.rowHeight(for: area, thumbnails: showsThumbnails)
        let compact = rowHeight == 1
        let footer = footerHeight
        grid.mark(area, as: .pane)
        let rankWidth = String(model.items.count).count
        var row = area.row
        var index = model.scrollTop
        while index < model.items.count, row + rowHeight <= area.bottom - footer {
            let selected = index == model.selection
            drawItem(model.items[index], rank: index + 1, rankWidth: rankWidth, compact: compact,
                     selected: selected, row: row, area: area, grid: &grid, context: context)
            grid.mark(Rect(row: row, column: area.column, height: rowHeight, width: area.width), as: .row(index))
            row += rowHeight
            index += 1
        }
        if footer == 1 {
            let footerRow = area.bottom - 1
            if let error = model.state.error {
                grid.putTruncated(context.wording.sentence(for: error), row: footerRow, column: area.column + 1, width: area.width - 1, style: theme.error)
            } else {
                let used = grid.put(context.spinner + " ", row: footerRow, column: area.column + 1, style: theme.spinner)
                grid.put("Loading more…", row: footerRow, column: area.column + 1 + used, maxWidth: area.width - used - 1, style: theme.meta)
            }
        }
    }

    private func drawItem(
        _ item: FeedItem, rank: Int, rankWidth: Int, compact: Bool, selected: Bool, row: Int,
        area: Rect, grid: inout CellGrid, context: RenderContext
    ) {
        let theme = context.theme
        func style(_ base: CellStyle) -> CellStyle { theme.selected(base, if: selected) }
        let rows = compact ? 1 : showsThumbnails ? PictureSizes.rowThumbnail.rows : 2
        if selected {
            for r in row..<min(row + rows, area.bottom) { grid.fill(row: r, column: area.column, width: area.width, style: theme.selection) }
        }
        let rankText = String(repeating: " ", count: max(0, rankWidth - String(rank).count)) + "\(rank). "
        var column = area.column + 1
        let end = area.column + area.width
        column += grid.put(rankText, row: row, column: column, maxWidth: end - column, style: style(theme.rank))
        // The thumbnail stands between the rank and the text; rows without a picture keep the
        // space, so titles line up.
        var textColumn = column
        if showsThumbnails, let thumbnails {
            let box = PictureSizes.rowThumbnail
            if let url = item.imageURL {
                let rect = Rect(row: row, column: column, height: box.rows, width: box.columns)
                PictureBox.draw(thumbnails.state(url, box: box), alt: "", in: rect, clip: area, into: &grid, style: theme.meta)
            }
            textColumn = column + box.columns + 1
            column = textColumn
        }
        let source = model.sourceName(of: item)
        if model.memory?.isSaved(item, in: source) == true {
            column += grid.put("★ ", row: row, column: column, maxWidth: end - column, style: style(theme.originalPoster))
        }
        // Read items are drawn dimmed, so what is new stands out.
        let read = model.memory?.isRead(item, in: source) == true
        let titleStyle = read ? theme.title.with(.dim) : theme.title
        let domain = item.domain.map { " (\($0))" } ?? ""
        let tagline = item.subtitle.map { " — " + $0 } ?? ""
        let extraWidth = compact ? 0 : DisplayWidth.of(domain) + DisplayWidth.of(tagline)
        // The title keeps at least two thirds of the row; the domain and tagline share the rest.
        let titleSpace = max(0, end - column - 1 - min(extraWidth, max(0, (end - column) / 3)))
        column += grid.putTruncated(item.title, row: row, column: column, width: titleSpace, style: style(titleStyle))
        if !compact, !domain.isEmpty {
            column += grid.putTruncated(domain, row: row, column: column, width: end - column - 1, style: style(theme.domain))
        }
        if !compact, !tagline.isEmpty {
            grid.putTruncated(tagline, row: row, column: column, width: end - column - 1, style: style(theme.meta))
        }
        guard !compact, row + 1 < area.bottom else { return }
        let metaColumn = textColumn
        let used = grid.putTruncated(ItemByline.describe(item, now: context.now), row: row + 1, column: metaColumn, width: end - metaColumn - 1, style: style(theme.meta))
        if let new = model.memory?.newCommentCount(item, in: source), new > 0, metaColumn + used + 3 < end {
            grid.putTruncated(" · \(new) new", row: row + 1, column: metaColumn + used, width: end - metaColumn - used - 1, style: style(theme.originalPoster))
        }
    }
}
