import Canvas
import Feeds
import FoundationEssentials
import Networking
import Pictures
import TidingsText
import ViewModels

/// The pushed pane for a news article: headline, outlet, author, when it was published, the
/// article's picture, the outlet's summary and NewsAPI's content excerpt, then the links. The
/// feed row already carries everything NewsAPI gives, so the text is only laid out and
/// scrolled; the picture alone is fetched, once its box has been on screen, into a box reserved
/// at its final size (the text below it never moves).
public final class ArticleScreen: Screen {
    public let item: FeedItem
    /// Publication times are shown in this zone (the reader's own by default).
    let timeZone: TimeZone?
    private var lines: [Line] = []
    private var laidOutWidth: Int?
    /// The minute the layout was made in: the published line's age changes by the minute, and
    /// every frame (a key, the spinner) would otherwise wrap the whole pane again.
    private var laidOutMinute: Int?
    private var laidOutViewport: Int?
    private var lineScroll = LineScroll()
    /// The article's picture, when pictures are shown: nil for `images = off`.
    private let pictures: PictureRequests?
    /// Where the picture's box is in `lines` and its size, as laid out; nil without one.
    private var pictureBox: (line: Int, size: BoxSize)?
    /// The box, if the last layout found any of it on screen (loaded once a frame shows it).
    private var boxOnScreen: PictureRequests.Key?

    /// What each laid-out line is, so colours come from the theme at draw time. `picture` lines
    /// are the rows of the picture's box.
    private enum Role { case title, source, meta, body, more, label, link, blank, picture }
    private struct Line { var text: String; var role: Role; var prefix: String = "" }

    /// Marks the article read when shown, and saves it with `s`.
    private let memory: ReadingMemory?
    private let sourceName: String

    public init(item: FeedItem, timeZone: TimeZone? = nil, memory: ReadingMemory? = nil, sourceName: String = "NewsAPI",
                pictures: ScreenPictures? = nil) {
        self.item = item
        self.timeZone = timeZone
        self.memory = memory
        self.sourceName = item.sourceName ?? sourceName
        self.pictures = pictures.map(PictureRequests.init)
    }

    /// The picture's address: the row's, else the article's own.
    private var imageURL: URL? { item.imageURL ?? item.article?.imageURL }

    public var title: String { item.title }
    public var scopes: [KeyScope] { [.article, .list] }
    public var isBusy: Bool { false }
    public var problem: FetchError? { nil }
    public var hintActions: [Action] { [lineScroll.hintedMove, .read, .openArticle] + (memory == nil ? [] : [.saveItem]) + [.back, .help] }

    public var showsSavedItem: Bool { memory?.isSaved(item, in: sourceName) == true }

    public func handles(_ action: Action, boundIn scopes: Set<KeyScope>) -> Bool {
        switch action {
        case .openArticle, .read: return item.articleURL != nil
        case .saveItem: return memory != nil
        case _ where LineScroll.isMove(action): return lineScroll.scrolls
        default: return appliesByScope(scopes)
        }
    }

    /// "all" when everything fits, else how far down the last visible line is.
    public var position: String? { lineScroll.position }

    public func didAppear() { memory?.markOpened(item, in: sourceName) }
    public func didDisappear() { pictures?.cancelAll() }

    /// Once a frame has shown the picture's box, its picture is asked for.
    public func receive(_ news: any News) -> ScreenCommand? {
        guard news is FrameShown, let pictures else { return nil }
        pictures.show(boxOnScreen.map { [$0] } ?? [])
        return nil
    }

    public func perform(_ action: Action) -> ScreenCommand {
        if lineScroll.perform(action) { return .handled }
        switch action {
        case .openArticle: return .open(item.articleURL, what: "article")
        case .read: return .read(item.articleURL, title: item.title, saving: memory.map { ItemSaving(memory: $0, item: item, source: sourceName) })
        case .saveItem:
            guard let memory else { return .handled }
            return .saved(memory.toggleSaved(item, in: sourceName))
        default: return .unhandled
        }
    }

    public func scroll(by lines: Int) { lineScroll.scroll(to: lineScroll.top + lines) }

    // MARK: Drawing

    /// One blank column on each side, as the other panes do, when there is room for it.
    private static func margin(_ area: Rect) -> Int { area.width > 4 ? 1 : 0 }

    public func layout(area: Rect, context: RenderContext) {
        let width = max(1, area.width - 2 * Self.margin(area))
        // The picture's box follows the pane's height too.
        let viewport = pictures == nil ? nil : area.height
        let minute = Int(context.now.timeIntervalSince1970 / 60)
        if laidOutWidth != width || laidOutMinute != minute || laidOutViewport != viewport {
            lines = layout(width: width, viewport: area.height, now: context.now)
            laidOutWidth = width
            laidOutMinute = minute
            laidOutViewport = viewport
        }
        lineScroll.viewport = area.height
        lineScroll.count = lines.count
        boxOnScreen = nil
        if let box = pictureBox, let url = imageURL,
           box.line < lineScroll.top + area.height, box.line + box.size.rows > lineScroll.top {
            boxOnScreen = PictureRequests.Key(url: url, box: box.size)
        }
    }

    public func render(into grid: inout CellGrid, area: Rect, context: RenderContext) {
        guard !area.isEmpty else { return }
        let margin = Self.margin(area)
        let width = max(1, area.width - 2 * margin)
        grid.mark(area, as: .pane)
        for offset in 0..<area.height {
            let index = lineScroll.top + offset
            guard index < lines.count else { break }
            draw(lines[index], row: area.row + offset, column: area.column + margin, width: width, grid: &grid, theme: context.theme)
        }
        if let box = pictureBox, let url = imageURL, let pictures {
            let rect = Rect(row: area.row + box.line - lineScroll.top, column: area.column + margin, height: box.size.rows, width: box.size.columns)
            PictureBox.draw(pictures.state(url, box: box.size), alt: placeholder(for: url), in: rect, clip: area, into: &grid, style: context.theme.meta)
        }
    }

    /// What the box says while its picture loads or when it will not come: NewsAPI gives no
    /// description of the picture, so where it comes from.
    private func placeholder(for url: URL) -> String {
        WebLink.domain(of: url).map { "Picture from \($0)" } ?? "Picture"
    }

    private func draw(_ line: Line, row: Int, column: Int, width: Int, grid: inout CellGrid, theme: Theme) {
        var x = column
        if !line.prefix.isEmpty {
            x += grid.put(line.prefix, row: row, column: x, maxWidth: width, style: theme.meta)
        }
        let style: CellStyle
        switch line.role {
        case .title:
            var bold = theme.title
            bold.attributes.insert(.bold)
            style = bold
        case .source: style = theme.domain
        case .meta, .more, .label: style = theme.meta
        case .body, .blank, .picture: style = theme.body
        case .link: style = theme.link
        }
        grid.put(line.text, row: row, column: x, maxWidth: column + width - x, style: style)
    }

    // MARK: Layout

    private func layout(width: Int, viewport: Int, now: Date) -> [Line] {
        let details = item.article ?? ArticleDetails()
        var result: [Line] = []
        func add(_ text: String, _ role: Role) {
            result += TextLayout.wrap(text, width: width).map { Line(text: $0, role: role) }
        }
        func blank() {
            if let last = result.last, last.role != .blank { result.append(Line(text: "", role: .blank)) }
        }
        /// "Author: Ann Lee", with a continuation indent when the value wraps.
        func labelled(_ label: String, _ value: String, _ role: Role) {
            let prefix = label + " "
            let prefixWidth = DisplayWidth.of(prefix)
            guard width - prefixWidth >= 12 else {
                add(label, .label)
                add(value, role)
                return
            }
            let wrapped = TextLayout.wrap(value, width: width - prefixWidth)
            for (index, text) in wrapped.enumerated() {
                result.append(Line(text: text, role: role, prefix: index == 0 ? prefix : String(repeating: " ", count: prefixWidth)))
            }
        }

        add(item.title, .title)
        blank()
        if let source = details.sourceName ?? item.domain { labelled("Source:", source, .source) }
        if let author = details.author ?? item.author { labelled("By:", author, .meta) }
        if let date = item.date { labelled("Published:", RichTextDrawing.published(date, now: now, timeZone: timeZone), .meta) }
        // The picture under the header, in a box of its final size from the start.
        pictureBox = nil
        let showsPicture = pictures != nil && imageURL != nil
        if showsPicture {
            blank()
            let size = PictureSizes.article(width: width, viewport: viewport)
            pictureBox = (result.count, size)
            result += Array(repeating: Line(text: "", role: .picture), count: size.rows)
        }
        if let summary = details.summary {
            blank()
            add(summary, .body)
        }
        if let excerpt = details.contentExcerpt, excerpt != details.summary {
            blank()
            add(excerpt, .body)
        }
        if let more = details.remainingCharacters {
            if details.contentExcerpt == nil { blank() }
            add(more == 1 ? "1 more character at the source" : "\(more) more characters at the source", .more)
        }
        let imageLink = showsPicture ? nil : details.imageURL
        if item.articleURL != nil || imageLink != nil { blank() }
        if let url = item.articleURL { labelled("Article:", url.absoluteString, .link) }
        if let image = imageLink { labelled("Image:", image.absoluteString, .link) }
        return result
    }

}
