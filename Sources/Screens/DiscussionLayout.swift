import Feeds
import Pictures
import TidingsText
import ViewModels

/// The discussion pane's text laid out for one width. Each comment is parsed and wrapped the
/// first time it is drawn and then kept, so opening a huge thread costs nothing up front and
/// scrolling back is free. Only the most recently laid out `keptBodies` are kept, so reading a
/// 10,000-comment thread to its end holds a few screens of laid-out text, not all of it (one
/// scrolled back into view again costs a few microseconds). A new width starts a new layout.
final class DiscussionLayout {
    /// The parts of the item header, top to bottom.
    enum HeaderRow {
        case title(String)
        case meta(String)
        case text(LaidOutLine)
        case blank
        case rule
    }

    /// Many screens' worth, at any terminal size.
    static let keptBodies = 1_024

    let width: Int
    /// The item's thumbnail, when it has one and the pane shows pictures: a box at the left of
    /// the header's first rows, with the title, tagline and domain beside it.
    let thumbnail: BoxSize?
    private var bodies: [[LaidOutLine]?] = []
    /// The nodes whose bodies are kept, oldest first from `oldest`.
    private var keptOrder: [Int] = []
    private var oldest = 0
    private var header: [HeaderRow]?

    init(width: Int, thumbnail: BoxSize? = nil) {
        self.width = width
        // Beside the box the text keeps at least 24 columns, or there is no box.
        self.thumbnail = thumbnail.flatMap { width - 2 - $0.columns - 2 >= 24 ? $0 : nil }
    }

    /// Columns the header's rows beside the thumbnail are moved right by, past the box.
    var headerIndent: Int { thumbnail.map { $0.columns + 2 } ?? 0 }
    /// How many of the header's rows stand beside the thumbnail (the title, tagline and domain,
    /// and blank rows down to the box's bottom); 0 without one. Known once `headerRows` ran.
    private(set) var rowsBesideThumbnail = 0

    /// Columns of indentation before a comment's gutter bar. Deep threads stop indenting once the
    /// text would get narrower than about 24 columns.
    func indent(depth: Int) -> Int {
        let levels = max(0, (width - 26) / 2)
        return min(depth, levels) * 2
    }

    /// Text starts after the indent, the bar and a space.
    func textColumn(depth: Int) -> Int { min(indent(depth: depth) + 2, max(0, width - 1)) }

    func body(of node: Int, in tree: CommentTree) -> [LaidOutLine] {
        if bodies.count < tree.count { bodies.append(contentsOf: repeatElement(nil, count: tree.count - bodies.count)) }
        if let cached = bodies[node] { return cached }
        let entry = tree.nodes[node]
        let available = max(1, width - textColumn(depth: entry.depth) - 1)
        let lines = entry.body.map { TextLayout.layout($0.richText, width: available) } ?? []
        bodies[node] = lines
        keep(node)
        return lines
    }

    private func keep(_ node: Int) {
        keptOrder.append(node)
        guard keptOrder.count - oldest > Self.keptBodies else { return }
        bodies[keptOrder[oldest]] = nil
        oldest += 1
        if oldest > Self.keptBodies {  // drop the forgotten front now and then, not every time
            keptOrder.removeFirst(oldest)
            oldest = 0
        }
    }

    /// Lines an entry occupies: for a comment, its byline, its text unless collapsed or deleted,
    /// and a blank line after it.
    func height(ofEntry entry: Int, in model: DiscussionViewModel) -> Int {
        guard let node = model.node(forEntry: entry) else { return headerRows(for: model.item).count }
        if model.tree.isCollapsed(node) { return 2 }
        return 2 + body(of: node, in: model.tree).count
    }

    func headerRows(for item: FeedItem) -> [HeaderRow] {
        if let header { return header }
        let besideWidth = max(1, width - 2 - headerIndent)
        var rows: [HeaderRow] = TextLayout.wrap(item.title, width: besideWidth).map { .title($0) }
        if let tagline = item.subtitle {
            rows.append(contentsOf: TextLayout.wrap(tagline, width: besideWidth).map { .text(LaidOutLine(kind: .body, runs: [StyledRun(text: $0, style: .italic)], width: DisplayWidth.of($0))) })
        }
        if let domain = item.domain { rows.append(.meta(domain)) }
        // The text beside the thumbnail never runs under it: what follows starts below the box.
        if let thumbnail {
            if rows.count < thumbnail.rows { rows += Array(repeating: .blank, count: thumbnail.rows - rows.count) }
            rowsBesideThumbnail = rows.count
        }
        if let body = item.body {
            rows.append(.blank)
            rows.append(contentsOf: TextLayout.layout(body.richText, width: max(1, width - 2)).map { .text($0) })
        }
        rows.append(.blank)
        rows.append(.meta(""))  // the byline; filled at draw time because ages change
        rows.append(.rule)
        rows.append(.blank)
        header = rows
        return rows
    }
}
