import Canvas
import Feeds
import FoundationEssentials
import Networking
import Pictures
import TidingsText
import ViewModels

/// A list of the Feeds tab: items (every feed's, the unread ones, a tag's, one feed's, search
/// results) or one row per feed. The tab's first screen cycles its lists with `l` — All,
/// Unread, each tag, Feeds, Saved — and, while there is no subscription, is the setup pane;
/// a feed's items and search results are pushed. Every screen of the tab reads one
/// `FeedsTabModel`, so rows, unread counts and errors follow a reload (and `m`, `A`) at once.
public final class FeedsListScreen: Screen, ItemHome {
    public let tab: FeedsTabModel
    /// The tab's first screen: `l` cycles lists, and it is the setup pane without feeds.
    let isRoot: Bool
    public private(set) var list: FeedList
    /// Search results: the query and the ids found (nil while searching).
    let query: String?
    private var found: Set<String>?
    private var searchToken: FetchToken?
    private let searches: SearchHistory
    let pictures: ScreenPictures?
    let thumbnails: PictureRequests?

    /// The rows shown, as of the model's revision they were made at.
    private(set) var itemRows: [FeedRow] = []
    private(set) var feedRows: [FeedState] = []
    private var builtFor: (revision: Int, list: FeedList, found: Int?)?
    private(set) var selection = 0
    private(set) var scrollTop = 0
    private(set) var visibleRows = 10
    var rowHeight = 2
    var showsThumbnails = false
    private var thumbnailsOnScreen: [PictureRequests.Key] = []
    /// The Saved list is the one every tab shows: its screen, while it is the list in view.
    private var saved: FeedScreen?
    /// The setup pane, made once the keys it names are known (at the first layout).
    private var setup: SetupScreen?
    /// Where the feeds file is, as the setup pane names it.
    let feedsFileShown: String?
    /// The wording of the last layout (the keys that work here), for what is said after it.
    private var laidOutWording: Wording?

    /// The tab's first screen, showing `list` (All unless `--list` says otherwise).
    /// `feedsFile` is where the feeds file is, as the setup pane should name it.
    public convenience init(tab: FeedsTabModel, list: FeedList = .all, feedsFile: String? = nil, pictures: ScreenPictures? = nil) {
        self.init(tab: tab, list: list, isRoot: true, query: nil, searches: SearchHistory(), pictures: pictures, feedsFile: feedsFile)
    }

    init(tab: FeedsTabModel, list: FeedList, isRoot: Bool, query: String?, searches: SearchHistory, pictures: ScreenPictures?,
         feedsFile: String? = nil) {
        feedsFileShown = feedsFile
        self.tab = tab
        self.list = list
        self.isRoot = isRoot
        self.query = query
        self.searches = searches
        self.pictures = pictures
        thumbnails = pictures.flatMap { $0.thumbnails ? PictureRequests($0) : nil }
    }

    // MARK: What is in view

    /// Whether the pane is the setup pane: the file read, and no subscription in it.
    var showsSetup: Bool {
        isRoot && tab.phase == .open && tab.subscriptions.isEmpty && tab.fileProblem == nil
    }

    var showsFeeds: Bool { list == .feeds && query == nil }
    /// Search results not in yet.
    var searching: Bool { query != nil && found == nil }
    private var showsSaved: Bool { list == .saved && query == nil }

    /// Builds the rows again when the model (or the list, or the search) changed, keeping the
    /// selection on the same row.
    func sync() {
        guard builtFor?.revision != tab.revision || builtFor?.list != list || builtFor?.found != found?.count else { return }
        // The selection stays on its row as rows come and go; at the top it stays at the top, so
        // a list filling in at launch starts with its newest rows.
        let atTop = selection == 0 && scrollTop == 0
        let selectedID = atTop ? nil : showsFeeds ? selectedFeed?.subscription.address : selectedRow?.item.id
        builtFor = (tab.revision, list, found?.count)
        if showsFeeds {
            itemRows = []
            feedRows = tab.states
            if let selectedID, let index = feedRows.firstIndex(where: { $0.subscription.address == selectedID }) { selection = index }
        } else if list.showsItems {
            feedRows = []
            var rows = tab.rows(in: list)
            if query != nil { rows = found.map { ids in rows.filter { ids.contains($0.item.id) } } ?? [] }
            itemRows = rows
            if let selectedID, let index = itemRows.firstIndex(where: { $0.item.id == selectedID }) { selection = index }
        } else {
            itemRows = []
            feedRows = []
        }
        clampSelection()
    }

    var count: Int { showsFeeds ? feedRows.count : itemRows.count }
    var selectedRow: FeedRow? { !showsFeeds && itemRows.indices.contains(selection) ? itemRows[selection] : nil }
    var selectedFeed: FeedState? { showsFeeds && feedRows.indices.contains(selection) ? feedRows[selection] : nil }

    private func clampSelection() {
        selection = min(max(0, selection), max(0, count - 1))
        scrollTop = ListViewport.top(current: scrollTop, selection: selection, count: count, visibleRows: visibleRows)
    }

    private func select(_ index: Int) {
        selection = index
        clampSelection()
    }

    /// What a list is called, in the title bar and in sentences.
    func name(of list: FeedList) -> String {
        switch list {
        case .all: "All"
        case .unread: "Unread"
        case .tag(let tag): "Tag: " + Sanitizer.line(tag)
        case .feeds: "Feeds"
        case .saved: "Saved"
        case .feed(let address): tab.state(of: address).map { Sanitizer.line($0.name) } ?? Wording.shown(address)
        }
    }

    // MARK: Screen

    public var title: String {
        if let query { return "Search: " + Sanitizer.line(query) }
        if showsSetup { return "Set up" }
        return name(of: list)
    }

    public var scopes: [KeyScope] { [.feed, .list] }
    public var retryAction: Action? { .refresh }
    public var isBusy: Bool { tab.isBusy || searching || saved?.isBusy == true }
    public var problem: FetchError? { nil }

    public var position: String? {
        if let saved { return saved.position }
        return count == 0 ? nil : "\(selection + 1)/\(count)"
    }

    /// How the reload under way is going.
    public var notice: SourceNotice? {
        if let saved { return saved.notice }
        return tab.reloading.map { .source(SourcePayload(FeedsReloadNotice(done: $0.done, total: $0.total))) }
    }

    public var hintActions: [Action] {
        if showsSetup { return [.add, .refresh, .nextSource, .help, .quit] }
        if let saved { return saved.hintActions + (tab.canSubscribe ? [.add] : []) }
        var actions: [Action] = []
        if count > 0 { actions.append(.open) }
        if let row = selectedRow {
            if row.item.articleURL != nil { actions += [.read, .openArticle] }
        } else if selectedFeed?.link != nil {
            actions.append(.openArticle)
        }
        if isRoot { actions.append(.nextList) }
        if count > 0 { actions.append(.markAllRead) }
        if selectedRow != nil, tab.memory != nil { actions.append(.saveItem) }
        if tab.canSubscribe { actions.append(.add) }
        return actions + [.refresh, .search, .help, .quit]
    }

    public func hintWord(for action: Action) -> String? {
        if action == .openArticle, selectedFeed != nil { return "site" }
        return nil
    }

    public var showsSavedItem: Bool { selectedRow.map { tab.memory?.isSaved($0.item, in: sourceName) == true } ?? false }

    public func handles(_ action: Action, boundIn scopes: Set<KeyScope>) -> Bool {
        sync()
        switch action {
        case .add: return tab.canSubscribe
        case .nextList: return isRoot && !showsSetup
        case .refresh: return true
        default: break
        }
        if showsSetup {
            if action == .up || action == .down { return setup?.handles(action, boundIn: scopes) ?? false }
            return Keymap.standard.actions.contains(action) && scopes == [KeyScope.global]
        }
        if let saved {
            if action == .markAllRead { return false }
            return saved.handles(action, boundIn: scopes)
        }
        switch action {
        case .up, .down, .pageUp, .pageDown, .top, .bottom: return true
        case .open, .markAllRead: return count > 0
        case .search: return true
        case .openArticle:
            if let row = selectedRow { return row.item.articleURL != nil }
            return selectedFeed?.link != nil
        case .read: return selectedRow?.item.articleURL != nil
        case .saveItem, .toggleRead: return tab.memory != nil && selectedRow != nil
        default:
            // The actions every screen knows; another source's own (TIL's log out) are not ours.
            return Keymap.standard.actions.contains(action) && action != .openDiscussion && action != .edit && action != .delete
                && appliesByScope(scopes)
        }
    }

    /// An item opened from this tab or from another tab's Saved list: its own content when the
    /// feed carries it, else the reader on its link; an item Tidings keeps nothing of opens its
    /// pane, which says so.
    public func open(_ item: FeedItem) -> ScreenCommand {
        let row = tab.row(id: item.id)
        if let row, !row.hasContent, let url = row.item.articleURL {
            tab.memory?.markOpened(row.item, in: sourceName)
            return .read(url, title: row.item.title, saving: saving(row.item))
        }
        return .push(FeedEntryScreen(tab: tab, item: row?.item ?? item, row: row, pictures: pictures))
    }

    /// Every row of this tab is remembered under the one source name.
    public var sourceName: String { FeedLibrary.sourceName }

    public func didAppear() {
        tab.start()
        saved?.didAppear()
        if let query, found == nil, searchToken == nil {
            let rows = tab.rows(in: list)
            searchToken = tab.search(query, in: rows) { [weak self] ids in
                self?.searchToken = nil
                self?.found = Set(ids)
            }
        }
    }

    public func didDisappear() {
        tab.cancel(searchToken)
        searchToken = nil
        saved?.didDisappear()
        thumbnails?.cancelAll()
    }

    public func receive(_ news: any News) -> ScreenCommand? {
        if news is FrameShown {
            let said = laidOutWording.flatMap { FeedsReloadNotice.unsaid(tab, wording: $0, onFeeds: showsFeeds) }
            if let saved { return said ?? saved.receive(news) }
            thumbnails?.show(thumbnailsOnScreen)
            return said
        }
        if let subscribed = news as? FeedSubscribed, isRoot {
            if case .failure(.feed(.fetch(let error))) = subscribed.outcome, error != .cancelled {
                return .message("Not subscribed: " + Wording(retryKey: nil).sentence(for: error))
            }
            return .message(Wording(retryKey: nil).sentence(for: subscribed))
        }
        return saved?.receive(news)
    }

    public func perform(_ action: Action) -> ScreenCommand {
        sync()
        switch action {
        case .add: return subscribePrompt()
        case .refresh where saved == nil:
            if tab.reloading != nil { return .message("The feeds are being reloaded already.") }
            tab.reloadAll()
            thumbnails?.retryFailed()
            return .handled
        case .nextList:
            guard isRoot, !showsSetup else { return .unhandled }
            show(next(after: list))
            return .handled
        default: break
        }
        if showsSetup { return setup?.perform(action) ?? .unhandled }
        if let saved {
            if action == .markAllRead { return .message("Saved items are saved, not read; nothing was marked.") }
            return saved.perform(action)
        }
        switch action {
        case .up: select(selection - 1)
        case .down: select(selection + 1)
        case .pageUp: select(selection - visibleRows)
        case .pageDown: select(selection + visibleRows)
        case .top: select(0)
        case .bottom: select(count - 1)
        case .open:
            if let feed = selectedFeed {
                return .push(FeedsListScreen(tab: tab, list: .feed(feed.subscription.address), isRoot: false, query: nil,
                                             searches: searches, pictures: pictures))
            }
            guard let row = selectedRow else { return .handled }
            return open(row.item)
        case .read:
            guard let row = selectedRow else { return .handled }
            tab.memory?.markOpened(row.item, in: sourceName)
            return .read(row.item.articleURL, title: row.item.title, saving: saving(row.item))
        case .openArticle:
            if let feed = selectedFeed { return .open(feed.link, what: "site") }
            guard let row = selectedRow else { return .handled }
            tab.memory?.markOpened(row.item, in: sourceName)
            return .open(row.item.articleURL, what: "article")
        case .saveItem:
            guard let row = selectedRow, let memory = tab.memory else { return .handled }
            return .saved(memory.toggleSaved(row.item, in: sourceName))
        case .toggleRead:
            guard let row = selectedRow, let memory = tab.memory else { return .handled }
            return .message(memory.toggleRead(row.item, in: sourceName) ? "Marked as read." : "Marked as unread.")
        case .markAllRead: return catchUp()
        case .search: return searchPrompt()
        default: return .unhandled
        }
        return .handled
    }

    /// The list after `current` in the cycle (All when the tags changed under it).
    private func next(after current: FeedList) -> FeedList {
        let cycle = FeedList.cycle(tags: tab.tags)
        guard let index = cycle.firstIndex(of: current) else { return .all }
        return cycle[(index + 1) % cycle.count]
    }

    private func show(_ next: FeedList) {
        saved?.didDisappear()
        saved = nil
        thumbnails?.cancelAll()
        list = next
        selection = 0
        scrollTop = 0
        builtFor = nil
        if next == .saved, let memory = tab.memory {
            let screen = FeedScreen(model: FeedViewModel(source: memory.savedFeed(), scheduler: tab.scheduler, memory: memory),
                                    pictures: pictures) { item in ArticleScreen(item: item, memory: memory) }
            saved = screen
            screen.didAppear()
        }
        sync()
    }

    /// `A`: every unread item of the list in view read (on the list of feeds, the selected
    /// feed's), after asking.
    private func catchUp() -> ScreenCommand {
        let ids = selectedFeed?.itemIDs ?? itemRows.map(\.item.id)
        let what = selectedFeed.map { Sanitizer.line($0.name) } ?? title
        let unread = ids.filter { !tab.isRead($0) }
        if unread.isEmpty { return .message("Everything in \(what) is read already.") }
        if tab.memory == nil { return .message("Read state is not kept in this run.") }
        return Self.confirmCatchUp(unread, of: what, in: tab)
    }

    private static func confirmCatchUp(_ unread: [String], of what: String, in tab: FeedsTabModel) -> ScreenCommand {
        let items = unread.count == 1 ? "the 1 unread item" : "all \(unread.count) unread items"
        return .confirm("Mark \(items) of \(what) read?", yes: {
            let marked = tab.markRead(unread)
            return .message(marked == 1 ? "Marked 1 item read." : "Marked \(marked) items read.")
        }, no: { .message("Nothing was marked.") })
    }

    private func searchPrompt() -> ScreenCommand {
        let tab = self.tab
        let within: FeedList = showsFeeds ? .all : list
        let searches = self.searches
        let pictures = self.pictures
        let label = within == .all ? "Search feeds:" : "Search \(name(of: within)):"
        return .prompt(Prompt(label: label, history: searches.queries) { query in
            searches.add(query)
            return .push(FeedsListScreen(tab: tab, list: within, isRoot: false, query: query, searches: searches, pictures: pictures))
        })
    }

    private func saving(_ item: FeedItem) -> ItemSaving? {
        tab.memory.map { ItemSaving(memory: $0, item: item, source: sourceName) }
    }

    private func subscribePrompt() -> ScreenCommand {
        guard tab.canSubscribe else { return .message("This run's feeds are fixed (the demo's, or no feeds file could be found); nothing can be added.") }
        let tab = self.tab
        return .prompt(Prompt(label: "Subscribe to (address):") { typed in
            guard let url = Self.address(typed) else {
                return .message("'\(Wording.shown(typed))' is not a web address; type one such as https://example.org/feed.xml.")
            }
            tab.subscribe(url, guessedScheme: !typed.contains("://"))
            return .message("Looking for a feed at \(Wording.shown(url))…")
        })
    }

    /// What was typed as an http or https address; a bare host gets https.
    static func address(_ typed: String) -> URL? {
        let text = Sanitizer.line(typed).trimmingSpaces()
        guard !text.isEmpty, !text.contains(" ") else { return nil }
        let withScheme = text.contains("://") ? text : "https://" + text
        guard var url = URL(string: withScheme), url.isWebAddress, url.host?.isEmpty == false else { return nil }
        // "https://example.org" is the page at "/", as a browser asks for it.
        if url.path.isEmpty, let root = URL(string: "/", relativeTo: url)?.absoluteURL { url = root }
        return url
    }

    public func click(row: Int, count clicks: Int) -> ScreenCommand {
        if let saved { return saved.click(row: row, count: clicks) }
        select(row)
        return clicks >= 2 ? perform(.open) : .handled
    }

    public func scroll(by lines: Int) {
        if let saved { return saved.scroll(by: lines) }
        let rows = (abs(lines) + rowHeight - 1) / rowHeight
        let maximumTop = max(0, count - visibleRows)
        scrollTop = min(max(0, scrollTop + (lines < 0 ? -rows : rows)), maximumTop)
        if selection < scrollTop { selection = scrollTop }
        if selection >= scrollTop + visibleRows { selection = scrollTop + visibleRows - 1 }
        clampSelection()
    }

    // MARK: Layout

    public func layout(area: Rect, context: RenderContext) {
        sync()
        laidOutWording = context.wording
        if let saved { return saved.layout(area: area, context: context) }
        if showsSetup {
            if setup == nil {
                let (heading, steps) = setupSteps(context)
                setup = SetupScreen(title: "Set up", heading: heading, steps: steps)
            }
            setup?.layout(area: area, context: context)
            return
        }
        showsThumbnails = thumbnails != nil && !showsFeeds && area.height >= 10 && area.width >= 40
            && itemRows.contains { $0.item.imageURL != nil }
        rowHeight = area.height < 10 || area.width < 40 ? 1 : showsThumbnails ? PictureSizes.rowThumbnail.rows : 2
        visibleRows = max(1, area.height / rowHeight)
        clampSelection()
        thumbnailsOnScreen = []
        guard showsThumbnails else { return }
        let shown = scrollTop..<min(itemRows.count, scrollTop + visibleRows)
        thumbnailsOnScreen = shown.compactMap { index in
            itemRows[index].item.imageURL.map { PictureRequests.Key(url: $0, box: PictureSizes.rowThumbnail) }
        }
    }

    public func render(into grid: inout CellGrid, area: Rect, context: RenderContext) {
        guard !area.isEmpty else { return }
        if let saved { return saved.render(into: &grid, area: area, context: context) }
        if showsSetup {
            setup?.render(into: &grid, area: area, context: context)
            return
        }
        if let message = paneMessage(context) {
            let style = message.isError ? context.theme.error : context.theme.meta
            PaneMessage.draw(message.text, style: style, into: &grid, area: area, prefix: message.busy ? context.spinner : nil,
                             prefixStyle: context.theme.spinner)
            return
        }
        grid.mark(area, as: .pane)
        let rankWidth = String(count).count
        var row = area.row
        var index = scrollTop
        while index < count, row + rowHeight <= area.bottom {
            let rect = Rect(row: row, column: area.column, height: rowHeight, width: area.width)
            if showsFeeds {
                drawFeed(feedRows[index], rank: index + 1, rankWidth: rankWidth, selected: index == selection, in: rect, grid: &grid, context: context)
            } else {
                drawItem(itemRows[index], rank: index + 1, rankWidth: rankWidth, selected: index == selection, in: rect, clip: area,
                         grid: &grid, context: context)
            }
            grid.mark(rect, as: .row(index))
            row += rowHeight
            index += 1
        }
    }
}
