import Canvas
import Feeds
import FoundationEssentials
import Networking
import Pictures
import Reader
import TidingsText
import ViewModels

/// The reader: an article fetched and extracted in the background, shown as wrapped text with
/// numbered links. Scrolls like the other panes; code and wide tables scroll sideways with
/// ← →; `f` or a number opens a link through the same opener as `o`. With pictures on, each
/// image the page gives an address for stands where it was in a box of its final size, its alt
/// text below, and is fetched once the box scrolls into view.
public final class ReaderScreen: Screen {
    public let model: ReaderViewModel
    private var laidOut: ArticleLayout?
    private var laidOutRevision = -1
    private var lineScroll = LineScroll()
    private let pictures: PictureRequests?
    /// What is drawn, top to bottom: the layout's lines, with each picture's placeholder lines
    /// replaced by its box and its alt text (`laidOut.lines` alone without pictures).
    private var rows: [Row] = []
    /// The pane's height the rows were made for (picture boxes follow it).
    private var rowsViewport = -1
    /// The boxes the last layout found on screen (loaded once a frame shows them).
    private var boxesOnScreen: [PictureRequests.Key] = []

    private enum Row {
        case line(Int)
        /// Row `row` of the box of the image in `article.blocks[block]`.
        case picture(block: Int, row: Int, box: BoxSize)
        case caption(String)
    }
    /// How many columns preformatted lines are scrolled to the left.
    private var left = 0
    private var textWidth = 78

    /// Columns one press of ← or → moves code sideways.
    static let sideStep = 8

    /// The item this article belongs to, when it was opened from one: `s` saves it.
    let saving: ItemSaving?

    public init(model: ReaderViewModel, pictures: ScreenPictures? = nil, saving: ItemSaving? = nil) {
        self.model = model
        self.pictures = pictures.map(PictureRequests.init)
        self.saving = saving
    }

    public var title: String { model.article?.title ?? model.itemTitle }
    public var scopes: [KeyScope] { [.reader, .list] }
    public var isBusy: Bool { model.isBusy }
    public var problem: FetchError? { model.outcome == nil ? nil : model.state.error }
    /// The article is the copy kept from an earlier read: why, and from when.
    public var notice: SourceNotice? { model.notice }

    public var hintActions: [Action] {
        guard let article = model.article else {
            // Fetching again cannot change a page that is too complex, nor the offline demo.
            let save: [Action] = saving == nil ? [] : [.saveItem]
            if model.outcome == .tooComplex || model.outcome == .offline { return [.openArticle] + save + [.back, .help] }
            return [.refresh, .openArticle] + save + [.back, .help]
        }
        var actions: [Action] = [lineScroll.hintedMove]
        if !article.links.isEmpty { actions.append(.followLink) }
        if let laidOut, laidOut.widestLine > textWidth { actions.append(.scrollRight) }
        return actions + [.openArticle] + (saving == nil ? [] : [.saveItem]) + [.back, .help]
    }

    public func hintWord(for action: Action) -> String? {
        action == .scrollRight ? "code" : nil
    }

    public var showsSavedItem: Bool { saving?.isSaved() == true }

    public var retryAction: Action? { .refresh }

    public func handles(_ action: Action, boundIn scopes: Set<KeyScope>) -> Bool {
        switch action {
        case .followLink: return model.article?.links.isEmpty == false
        case .saveItem: return saving != nil
        // With an article shown, the number keys start a link number (`perform`), so the help
        // does not offer them as switching sources.
        case _ where action.sourceIndex != nil: return model.article == nil && appliesByScope(scopes)
        case _ where LineScroll.isMove(action): return model.article != nil && lineScroll.scrolls
        default: return appliesByScope(scopes)
        }
    }

    public var position: String? { model.article == nil ? nil : lineScroll.position }

    public func didAppear() { model.loadIfNeeded() }
    public func didDisappear() {
        model.cancel()
        pictures?.cancelAll()
    }

    /// Once a frame has shown pictures' boxes, their pictures are asked for; those scrolled
    /// away stop loading.
    public func receive(_ news: any News) -> ScreenCommand? {
        guard news is FrameShown else { return nil }
        pictures?.show(boxesOnScreen)
        return nil
    }

    public func perform(_ action: Action) -> ScreenCommand {
        if lineScroll.perform(action) { return .handled }
        switch action {
        case .scrollLeft:
            // At the left edge ← does what it does everywhere else.
            guard left > 0 else { return .pop }
            left = max(0, left - Self.sideStep)
        case .scrollRight:
            left = min(left + Self.sideStep, maximumLeft)
        case .openArticle:
            return .open(model.url, what: "article")
        case .refresh:
            model.refresh()
            pictures?.retryFailed()
        case .followLink:
            return linkPrompt(typed: "")
        case .saveItem:
            guard let saving else { return .unhandled }
            return .saved(saving.toggle())
        default:
            // The number keys (which switch sources elsewhere) start a link number here.
            if let index = action.sourceIndex, model.article != nil { return linkPrompt(typed: String(index + 1)) }
            return .unhandled
        }
        return .handled
    }

    public func scroll(by lines: Int) { lineScroll.scroll(to: lineScroll.top + lines) }

    private var maximumLeft: Int { max(0, (laidOut?.widestLine ?? 0) - textWidth) }

    private func linkPrompt(typed: String) -> ScreenCommand {
        LinkPrompt.ask(model.article?.links ?? [], what: "article", typed: typed)
    }

    // MARK: Drawing

    private static func margin(_ area: Rect) -> Int { area.width > 4 ? 1 : 0 }

    public func layout(area: Rect, context: RenderContext) {
        guard !area.isEmpty else { return }
        textWidth = max(1, area.width - 2 * Self.margin(area))
        // A resize keeps the reader where they were: as far through the article, or at its end.
        let wasAtEnd = lineScroll.top > 0 && lineScroll.top + lineScroll.viewport >= lineScroll.count
        let through = lineScroll.count > 0 ? Double(lineScroll.top) / Double(lineScroll.count) : 0
        let before = (width: laidOut?.width, viewport: lineScroll.viewport, revision: laidOutRevision)
        lineScroll.viewport = area.height
        if let article = model.article {
            if laidOut?.width != max(10, textWidth) || laidOutRevision != model.revision {
                laidOut = ArticleLayout(article: article, width: textWidth)
                laidOutRevision = model.revision
                rowsViewport = -1
            }
        } else {
            laidOut = nil
            rows = []
        }
        if let laidOut, let article = model.article, rowsViewport != area.height {
            rows = Self.rows(laidOut, article: article, pictures: pictures != nil, width: textWidth, viewport: area.height)
            rowsViewport = area.height
        }
        lineScroll.count = rows.count
        if before.revision == laidOutRevision, before.width != laidOut?.width || before.viewport != area.height {
            lineScroll.scroll(to: wasAtEnd ? Int.max : Int((through * Double(rows.count)).rounded()))
        }
        left = min(left, maximumLeft)
        boxesOnScreen = []
        guard pictures != nil, let article = model.article else { return }
        var seen = Set<Int>()
        for index in lineScroll.top..<min(rows.count, lineScroll.top + area.height) {
            guard case .picture(let block, _, let box) = rows[index], seen.insert(block).inserted,
                  let url = article.blocks[block].imageURL else { continue }
            boxesOnScreen.append(PictureRequests.Key(url: url, box: box))
        }
    }

    /// The lines to draw: an image with an address becomes its box's rows, then its alt text
    /// wrapped below it (dimmed); everything else is the layout's line.
    private static func rows(_ layout: ArticleLayout, article: Article, pictures: Bool, width: Int, viewport: Int) -> [Row] {
        var rows: [Row] = []
        rows.reserveCapacity(layout.lines.count)
        var previousImage: Int?
        for (index, line) in layout.lines.enumerated() {
            guard pictures, let block = line.imageBlock, article.blocks.indices.contains(block), article.blocks[block].imageURL != nil else {
                rows.append(.line(index))
                previousImage = nil
                continue
            }
            // A placeholder that wrapped is one picture, not several.
            guard block != previousImage else { continue }
            previousImage = block
            let box = PictureSizes.article(width: width, viewport: viewport)
            rows += (0..<box.rows).map { Row.picture(block: block, row: $0, box: box) }
            let alt = article.blocks[block].text
            if !alt.isEmpty { rows += TextLayout.wrap(alt, width: max(1, width)).map(Row.caption) }
        }
        return rows
    }

    public func render(into grid: inout CellGrid, area: Rect, context: RenderContext) {
        guard !area.isEmpty else { return }
        grid.mark(area, as: .pane)
        let column = area.column + Self.margin(area)
        guard let lines = laidOut?.lines, let article = model.article else {
            drawStatus(into: &grid, area: area, column: column, context: context)
            return
        }
        for offset in 0..<area.height {
            let index = lineScroll.top + offset
            guard index < rows.count else { break }
            switch rows[index] {
            case .line(let number):
                let line = lines[number]
                let text = line.isPreformatted ? Self.scrolled(line, by: left) : line.text
                grid.put(text, row: area.row + offset, column: column, maxWidth: textWidth, style: style(line.role, context.theme))
            case .caption(let text):
                grid.put(text, row: area.row + offset, column: column, maxWidth: textWidth, style: context.theme.meta)
            case .picture(let block, let row, let box):
                // Each box is drawn once, from its first row on screen, where it starts (perhaps
                // above the pane).
                guard row == 0 || offset == 0, let pictures, let url = article.blocks[block].imageURL else { continue }
                let rect = Rect(row: area.row + offset - row, column: column, height: box.rows, width: box.columns)
                // The alt text is below the box already; the box says only what stands there.
                PictureBox.draw(pictures.state(url, box: box), alt: "picture", in: rect, clip: area, into: &grid, style: context.theme.meta)
            }
        }
    }

    private func style(_ role: ArticleLayout.Role, _ theme: Theme) -> CellStyle {
        switch role {
        case .title, .heading, .linksHeading:
            var bold = theme.title
            bold.attributes.insert(.bold)
            return bold
        case .meta, .rule: return theme.meta
        case .quote: return theme.quote
        case .code, .table: return theme.code
        case .image: return theme.domain
        case .link: return theme.link
        case .body, .blank: return theme.body
        }
    }

    /// Loading, a failure, or a page that is not an article: one sentence in the pane.
    private func drawStatus(into grid: inout CellGrid, area: Rect, column: Int, context: RenderContext) {
        let theme = context.theme
        var sentence: String
        var style = theme.meta
        switch model.outcome {
        case .notHTML(let type)?:
            sentence = "This link is \(Self.describe(type)), not a web page, so there is nothing to read here." + context.wording.openInBrowser
        case .noArticle?:
            sentence = "No article could be found on this page." + context.wording.openInBrowser
        case .tooComplex?:
            sentence = "This page is too complex to read here" + (context.wording.key(for: .openArticle).map { "; \($0) opens it in your browser." } ?? ".")
        case .offline?:
            // The demo promises to stay offline; retrying cannot help, so no key but o is named.
            sentence = "Tidings is running its demo, and the demo reads no web pages." + context.wording.openInBrowser
        case .article?:
            sentence = ""
        case nil:
            if model.isBusy || model.state == .idle {
                let used = grid.put(context.spinner + " ", row: area.row, column: column, style: theme.spinner)
                grid.putTruncated("Loading \(model.url.host ?? "the page")… (Esc cancels)", row: area.row, column: column + used,
                                  width: textWidth - used, style: theme.meta)
                return
            }
            sentence = model.state.error.map(context.wording.sentence) ?? ""
            style = theme.error
        }
        for (offset, text) in TextLayout.wrap(sentence, width: textWidth).enumerated() where offset < area.height {
            grid.put(text, row: area.row + offset, column: column, maxWidth: textWidth, style: style)
        }
    }

    /// "a PDF", "an image (image/png)", else the media type.
    static func describe(_ type: String) -> String {
        if type == "application/pdf" { return "a PDF" }
        if type.hasPrefix("image/") { return "an image (\(type))" }
        if type.hasPrefix("video/") { return "a video (\(type))" }
        if type.hasPrefix("audio/") { return "audio (\(type))" }
        return type.isEmpty ? "something else" : "\(type)"
    }

    /// A preformatted line moved `columns` to the left, its pinned start (a line number) kept.
    static func scrolled(_ line: ArticleLayout.Line, by columns: Int) -> String {
        guard line.pinned > 0, columns > 0 else { return dropColumns(columns, of: line.text) }
        let split = line.text.index(line.text.startIndex, offsetBy: line.pinned, limitedBy: line.text.endIndex) ?? line.text.endIndex
        return String(line.text[..<split]) + dropColumns(columns, of: String(line.text[split...]))
    }

    /// The text with its first `columns` display columns removed, never splitting a glyph.
    static func dropColumns(_ columns: Int, of text: String) -> String {
        guard columns > 0 else { return text }
        var dropped = 0
        var index = text.startIndex
        while index < text.endIndex, dropped < columns {
            dropped += DisplayWidth.of(text[index])
            index = text.index(after: index)
        }
        return String(repeating: " ", count: max(0, dropped - columns)) + text[index...]
    }
}
