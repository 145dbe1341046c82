import Canvas
import Feeds
import Foundation
import Networking
import TidingsText
import ViewModels

/// The pushed pane for a news article: headline, outlet, author, when it was published, the
/// outlet's summary and NewsAPI's content excerpt, then the links. Nothing is fetched: the feed
/// row already carries everything NewsAPI gives, so the pane is only laid out and scrolled.
public final class ArticleScreen: Screen {
    public let item: FeedItem
    /// Publication times are shown in this zone (the reader's own by default).
    let timeZone: TimeZone
    private var lines: [Line] = []
    private var laidOutWidth: Int?
    private var laidOutNow: Date?
    private var lineScroll = LineScroll()

    /// What each laid-out line is, so colours come from the theme at draw time.
    private enum Role { case title, source, meta, body, more, label, link, blank }
    private struct Line { var text: String; var role: Role; var prefix: String = "" }

    /// Marks the article read when shown, and saves it with `s`.
    private let memory: ReadingMemory?
    private let sourceName: String

    public init(item: FeedItem, timeZone: TimeZone = .current, memory: ReadingMemory? = nil, sourceName: String = "NewsAPI") {
        self.item = item
        self.timeZone = timeZone
        self.memory = memory
        self.sourceName = item.sourceName ?? sourceName
    }

    public var title: String { item.title }
    public var scopes: [KeyScope] { [.article, .list] }
    public var isBusy: Bool { false }
    public var problem: FetchError? { nil }
    public var hintActions: [Action] { [.down, .read, .openArticle, .back, .help] }

    public func handles(_ action: Action, boundIn scopes: Set<KeyScope>) -> Bool {
        switch action {
        case .openArticle, .read: return item.articleURL != nil
        case .saveItem: return memory != nil
        default: return appliesByScope(scopes)
        }
    }

    /// "all" when everything fits, else how far down the last visible line is.
    public var position: String? { lineScroll.position }

    public func didAppear() { memory?.markOpened(item, in: sourceName) }
    public func didDisappear() {}

    public func perform(_ action: Action) -> ScreenCommand {
        if lineScroll.perform(action) { return .handled }
        switch action {
        case .openArticle: return .open(item.articleURL, what: "article")
        case .read: return .read(item.articleURL, title: item.title)
        case .saveItem:
            guard let memory else { return .handled }
            return .message(memory.toggleSaved(item, in: sourceName) ? "Saved. l on the feed reaches the Saved list." : "No longer saved.")
        default: return .unhandled
        }
    }

    public func scroll(by lines: Int) { lineScroll.scroll(to: lineScroll.top + lines) }

    // MARK: Drawing

    /// One blank column on each side, as the other panes do, when there is room for it.
    private static func margin(_ area: Rect) -> Int { area.width > 4 ? 1 : 0 }

    public func layout(area: Rect, context: RenderContext) {
        let width = max(1, area.width - 2 * Self.margin(area))
        if laidOutWidth != width || laidOutNow != context.now {
            lines = layout(width: width, now: context.now)
            laidOutWidth = width
            laidOutNow = context.now
        }
        lineScroll.viewport = area.height
        lineScroll.count = lines.count
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
        case .body, .blank: style = theme.body
        case .link: style = theme.link
        }
        grid.put(line.text, row: row, column: x, maxWidth: column + width - x, style: style)
    }

    // MARK: Layout

    private func layout(width: Int, now: Date) -> [Line] {
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
        if let date = item.date { labelled("Published:", published(date, now: now), .meta) }
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
        if item.articleURL != nil || details.imageURL != nil { blank() }
        if let url = item.articleURL { labelled("Article:", url.absoluteString, .link) }
        if let image = details.imageURL { labelled("Image:", image.absoluteString, .link) }
        return result
    }

    /// "Sun 29 Nov 2026, 21:00 (3h ago)" in the reader's time zone.
    private func published(_ date: Date, now: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "EEE d MMM yyyy, HH:mm"
        let age = RelativeAge.describe(date, now: now)
        let relative = age.isEmpty ? "" : age == "now" ? " (just now)" : " (\(age) ago)"
        return formatter.string(from: date) + relative
    }
}
