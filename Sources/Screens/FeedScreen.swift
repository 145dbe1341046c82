import Canvas
import Feeds
import TidingsText
import ViewModels

/// The root pane: one row per item, the selection highlighted, the next page fetched on
/// reaching the end. Enter pushes whatever the source shows for an item.
public final class FeedScreen: Screen {
    public private(set) var model: FeedViewModel
    private let makeDetail: (FeedItem) -> any Screen
    /// Rows visible in the last frame, for paging.
    private var visibleRows = 10
    /// The last query searched from here (or that produced this list), offered again by `/` so a
    /// search that failed or needs a tweak is not typed twice.
    private var lastQuery: String?

    public init(model: FeedViewModel, query: String? = nil, makeDetail: @escaping (FeedItem) -> any Screen) {
        self.model = model
        self.makeDetail = makeDetail
        lastQuery = query
    }

    public var title: String { model.source.listName }
    public var isBusy: Bool { model.isBusy }
    public var position: String? {
        model.items.isEmpty ? nil : "\(model.selection + 1)/\(model.items.count)\(model.hasMore ? "+" : "")"
    }
    public var problem: String? {
        // With nothing loaded the pane itself shows the error; only repeat it over content.
        guard !model.items.isEmpty else { return nil }
        return (model.morePhase.error ?? model.phase.error)?.message
    }
    /// Only the keys that do something here: no `c` without discussion pages, no `/` or `l`
    /// for a source that cannot search or has one list.
    public var hints: [(key: String, action: String)] {
        var hints: [(key: String, action: String)] = [("↵", "open"), ("o", "article")]
        if model.selectedItem?.discussionURL != nil { hints.append(("c", "discussion")) }
        if capabilities.canSearch { hints.append(("/", "search")) }
        if capabilities.hasLists { hints.append(("l", "list")) }
        return hints + [("r", "refresh"), ("?", "help"), ("q", "quit")]
    }

    /// What the current source offers, worked out once per source rather than every frame.
    private var capabilities: (canSearch: Bool, hasLists: Bool) {
        if let cached = cachedCapabilities, cached.sourceList == model.source.listName { return cached.value }
        let value = (model.source.searching(for: "") != nil, model.source.nextList() != nil)
        cachedCapabilities = (model.source.listName, value)
        return value
    }
    private var cachedCapabilities: (sourceList: String, value: (canSearch: Bool, hasLists: Bool))?

    public func didAppear() { model.loadIfNeeded() }
    public func didDisappear() { model.cancel() }

    public func handle(_ key: Key) -> ScreenCommand {
        switch key {
        case .up, .character("k"): model.move(by: -1)
        case .down, .character("j"): model.move(by: 1)
        case .pageUp, .character("b"), .control("b"): model.move(by: -visibleRows)
        case .pageDown, .character(" "), .control("f"): model.move(by: visibleRows)
        case .home, .character("g"): model.select(0)
        case .end, .character("G"): model.select(model.items.count - 1)
        case .character("r"): model.refresh()
        case .character("/"):
            return searchPrompt()
        case .character("l"):
            guard let next = model.source.nextList() else { return .message("\(model.source.name) has only this list.") }
            model.cancel()
            model = model.sibling(showing: next)
            model.loadIfNeeded()
        case .enter, .right:
            guard let item = model.selectedItem else { return .handled }
            return .push(makeDetail(item))
        case .character("o"): return .open(model.selectedItem?.articleURL, what: "article")
        case .character("c"): return .open(model.selectedItem?.discussionURL, what: "discussion")
        default: return .unhandled
        }
        return .handled
    }

    private func searchPrompt() -> ScreenCommand {
        guard model.source.searching(for: "") != nil else {
            return .message("\(model.source.name) cannot be searched.")
        }
        let model = self.model
        let makeDetail = self.makeDetail
        return .prompt(Prompt(label: "Search \(model.source.name):", initial: lastQuery ?? "") { [weak self] query in
            guard let results = model.source.searching(for: query) else { return .handled }
            self?.lastQuery = query
            return .push(FeedScreen(model: model.sibling(showing: results), query: query, makeDetail: makeDetail))
        })
    }

    public func render(into grid: inout CellGrid, area: Rect, context: RenderContext) {
        guard !area.isEmpty else { return }
        let theme = context.theme
        if model.items.isEmpty {
            switch model.phase {
            case .failed(let error):
                PaneMessage.draw(error.message, style: theme.error, into: &grid, area: area)
            case .loaded:
                PaneMessage.draw("Nothing here yet. Press r to refresh.", style: theme.meta, into: &grid, area: area)
            case .idle, .loading:
                PaneMessage.draw("Loading \(title)…", style: theme.meta, into: &grid, area: area,
                                 prefix: context.spinner, prefixStyle: theme.spinner)
            }
            return
        }
        let compact = area.height < 10 || area.width < 40
        let rowHeight = compact ? 1 : 2
        // Leave the last row for "loading more" / an error when one applies.
        let footer = model.morePhase.isLoading || model.morePhase.error != nil ? 1 : 0
        let rows = max(1, (area.height - footer) / rowHeight)
        visibleRows = rows
        model.scrollTop = ListViewport.top(current: model.scrollTop, selection: model.selection, count: model.items.count, visibleRows: rows)
        let rankWidth = String(model.items.count).count
        var row = area.row
        var index = model.scrollTop
        while index < model.items.count, row + rowHeight <= area.bottom - footer {
            let selected = index == model.selection
            drawItem(model.items[index], rank: index + 1, rankWidth: rankWidth, compact: compact,
                     selected: selected, row: row, area: area, grid: &grid, context: context)
            row += rowHeight
            index += 1
        }
        if footer == 1 {
            let footerRow = area.bottom - 1
            if let error = model.morePhase.error {
                grid.putTruncated(error.message, row: footerRow, column: area.column + 1, width: area.width - 1, style: theme.error)
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
        let rows = compact ? 1 : 2
        if selected {
            for r in row..<min(row + rows, area.bottom) { grid.fill(row: r, column: area.column, width: area.width, style: theme.selection) }
        }
        let rankText = String(repeating: " ", count: max(0, rankWidth - String(rank).count)) + "\(rank). "
        var column = area.column + 1
        let end = area.column + area.width
        column += grid.put(rankText, row: row, column: column, maxWidth: end - column, style: style(theme.rank))
        let domain = item.domain.map { " (\($0))" } ?? ""
        let tagline = item.subtitle.map { " — " + $0 } ?? ""
        let extraWidth = compact ? 0 : DisplayWidth.of(domain) + DisplayWidth.of(tagline)
        // The title keeps at least two thirds of the row; the domain and tagline share the rest.
        let titleSpace = max(0, end - column - 1 - min(extraWidth, max(0, (end - column) / 3)))
        column += grid.putTruncated(item.title, row: row, column: column, width: titleSpace, style: style(theme.title))
        if !compact, !domain.isEmpty {
            column += grid.putTruncated(domain, row: row, column: column, width: end - column - 1, style: style(theme.domain))
        }
        if !compact, !tagline.isEmpty {
            grid.putTruncated(tagline, row: row, column: column, width: end - column - 1, style: style(theme.meta))
        }
        guard !compact, row + 1 < area.bottom else { return }
        let metaColumn = area.column + 1 + DisplayWidth.of(rankText)
        grid.putTruncated(ItemByline.describe(item, now: context.now), row: row + 1, column: metaColumn, width: end - metaColumn - 1, style: style(theme.meta))
    }
}
