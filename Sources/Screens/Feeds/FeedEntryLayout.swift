import Feeds
import FoundationEssentials
import Pictures
import TidingsText
import ViewModels

/// A feed item's pane laid out for one width: its title, feed, author, date and tags, its
/// picture's box, its own text through the sanitizer and the rich-text layout every pane uses —
/// each link followed by its number, as the reader numbers them — then its enclosures (type,
/// size, address) and the numbered links. Enclosures are numbered after the text's links, so
/// `f` (or a number) opens any address on the page.
struct FeedEntryLayout {
    enum Line {
        case title(String)
        case meta(String)
        case text(LaidOutLine)
        case heading(String)
        /// "[3] " and the address (wrapped lines carry an empty label).
        case link(label: String, text: String)
        case note(String)
        case picture
        case blank
    }

    let width: Int
    private(set) var lines: [Line] = []
    /// Every numbered address: `links[0]` is `[1]`.
    private(set) var links: [URL] = []
    /// Where the picture's box starts, and its size, when there is one.
    private(set) var pictureBox: (line: Int, size: BoxSize)?

    /// What the pane shows of the item. `content` nil: nothing is kept of it beyond its row.
    init(item: FeedItem, feedName: String?, content: FeedItemContent?, width: Int, viewport: Int, showsPicture: Bool,
         now: Date, timeZone: TimeZone?, wording: Wording) {
        self.width = max(1, width)
        for text in TextLayout.wrap(item.title, width: self.width) { lines.append(.title(text)) }
        var byline: [String] = []
        if let feedName { byline.append(Sanitizer.line(feedName)) }
        if let author = item.author, !author.isEmpty { byline.append("by " + author) }
        if !byline.isEmpty { wrapped(byline.joined(separator: " · "), as: Line.meta) }
        if let date = item.date { wrapped(RichTextDrawing.published(date, now: now, timeZone: timeZone), as: Line.meta) }
        if let tags = content?.categories, !tags.isEmpty { wrapped("Tags: " + tags.map(Sanitizer.line).joined(separator: ", "), as: Line.meta) }
        if let link = item.articleURL { wrapped(Sanitizer.line(link.absoluteString), as: Line.meta) }
        if showsPicture, content?.image != nil {
            blank()
            let size = PictureSizes.article(width: self.width, viewport: viewport)
            pictureBox = (lines.count, size)
            lines += Array(repeating: .picture, count: size.rows)
        }
        blank()
        let base = content?.base ?? item.articleURL
        if let body = content?.body, !body.isEmpty {
            let rich = Self.numbered(Self.richText(body), base: base, links: &links)
            lines += TextLayout.layout(rich, width: self.width).map { Line.text($0) }
        } else {
            let read = item.articleURL == nil ? "" : wording.press(.read, "to read its page")
            wrapped((content == nil ? "Nothing of this item is kept here." : "This item carries no text of its own.") + read, as: Line.note)
        }
        let files = content?.enclosures ?? []
        if !files.isEmpty {
            blank()
            lines.append(.heading(files.count == 1 ? "Enclosure" : "Enclosures"))
            for file in files {
                links.append(file.url)
                let what = [file.type.map(Sanitizer.line), file.length.flatMap(Self.size)].compactMap { $0 }.joined(separator: " · ")
                label("[\(links.count)] ", what.isEmpty ? Sanitizer.line(file.url.absoluteString) : what)
                if !what.isEmpty { label("", Sanitizer.line(file.url.absoluteString), indent: "[\(links.count)] ".count) }
            }
        }
        let textLinks = links.count - files.count
        if textLinks > 0 {
            blank()
            lines.append(.heading("Links"))
            for (index, url) in links.prefix(textLinks).enumerated() { label("[\(index + 1)] ", Sanitizer.line(url.absoluteString)) }
        }
        while case .blank? = lines.last { lines.removeLast() }
    }

    private mutating func blank() {
        if let last = lines.last, case .blank = last { return }
        if !lines.isEmpty { lines.append(.blank) }
    }

    private mutating func wrapped(_ text: String, as make: (String) -> Line) {
        for line in TextLayout.wrap(text, width: width) { lines.append(make(line)) }
    }

    /// "[3] " and the text wrapped beside it, continuation lines indented under the text.
    private mutating func label(_ label: String, _ text: String, indent: Int? = nil) {
        let indent = indent ?? label.count
        let wrappedLines = TextLayout.wrap(text, width: max(4, width - indent))
        for (index, line) in wrappedLines.enumerated() {
            lines.append(.link(label: index == 0 && !label.isEmpty ? label : String(repeating: " ", count: indent), text: line))
        }
    }

    /// The item's text as rich text: HTML through the comment boards' parser (entities decoded
    /// once, every text and address neutralized), plain text as paragraphs.
    static func richText(_ body: FeedText) -> RichText {
        switch body.kind {
        case .html: HTMLText.parse(body.value)
        case .text: RichText.plain(body.plain)
        }
    }

    /// The same text with each link resolved against `base`, kept only when it is http or
    /// https, and followed by its number ("such as this[3]"); the same address keeps its first
    /// number. The number is drawn in the link style and the link's words as text, since the
    /// list at the end carries the addresses (a link whose text is its address needs no other).
    static func numbered(_ text: RichText, base: URL?, links: inout [URL]) -> RichText {
        var numbers: [URL: Int] = [:]
        for (index, url) in links.enumerated() where numbers[url] == nil { numbers[url] = index + 1 }
        func number(_ spans: [RichText.Span]) -> [RichText.Span] {
            var result: [RichText.Span] = []
            result.reserveCapacity(spans.count)
            for span in spans {
                guard case .link(let address) = span.style else {
                    result.append(span)
                    continue
                }
                guard let url = URL(string: address, relativeTo: base)?.absoluteURL, WebLink.isOpenable(url) else {
                    result.append(RichText.Span(span.text))
                    continue
                }
                let assigned: Int
                if let known = numbers[url] {
                    assigned = known
                } else {
                    links.append(url)
                    assigned = links.count
                    numbers[url] = assigned
                }
                result.append(RichText.Span(span.text))
                // A span whose text is its own address reads as itself in the layout, so the
                // marker keeps the link's colour without an address after it.
                let marker = "[\(assigned)]"
                result.append(RichText.Span(marker, style: .link(url: marker)))
            }
            return result
        }
        return RichText(blocks: text.blocks.map { block in
            switch block {
            case .paragraph(let spans): .paragraph(number(spans))
            case .quote(let spans): .quote(number(spans))
            case .code: block
            }
        })
    }


    /// "24.5 MB", "812 KB", "90 bytes": a file's size as people read it.
    static func size(_ bytes: Int64) -> String? {
        guard bytes > 0 else { return nil }
        if bytes < 1_000 { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
        if bytes < 1_000_000 { return "\(bytes / 1_000) KB" }
        let megabytes = Double(bytes) / 1_000_000
        if megabytes < 1_000 { return Decimals.text(megabytes, places: megabytes < 100 ? 1 : 0) + " MB" }
        return Decimals.text(megabytes / 1_000, places: 1) + " GB"
    }
}
