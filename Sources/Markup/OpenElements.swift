import CLibXML2
import Glibc

/// The elements libxml2 has open, as it sees them, and which of them a browser would already
/// have closed. libxml2's HTML parser (2.9) lets a misplaced end tag close only elements it
/// ranks no higher than the tag, and ranks `div` above every other block: so `</aside>`,
/// `</section>` or `</li>` arriving while a `<div>` inside is still open is ignored, and the
/// rest of the page nests inside the aside (a sidebar holding the article). A browser (the
/// HTML standard's tree construction) closes the open `div`s and the aside with it. This
/// closes them for the handler as a browser does, and then hides libxml2's own late closing
/// of the same elements, so the handler sees one consistent tree.
struct OpenElements {
    /// Every element libxml2 has open, innermost last: whether the handler has it open too.
    private var libxmlOpen: [Handled] = []

    private enum Handled {
        /// Open for the handler as for libxml2.
        case open
        /// Closed for the handler already, as a browser closes a block's elements at its end tag.
        case closedEarly
        /// Never open for the handler: an element that holds nothing (`<embed>`).
        case void
    }
    /// The handler's open elements (a subsequence of libxml2's): name and place in `libxmlOpen`.
    private var open: [(name: UnsafePointer<UInt8>, at: Int)] = []
    /// What each name is, by its address (libxml2 interns names once per document), worked
    /// out only when a misplaced end tag is looked into: opening an element costs no lookup.
    private var kinds: [UnsafeRawPointer: Kind] = [:]

    private enum Kind {
        /// A block whose end tag closes the elements open inside it (address, article, aside,
        /// blockquote, … ul): ranked below `div` by libxml2.
        case block
        /// `li`: the same, within its list.
        case listItem
        /// A list, where an `li`'s end tag stops looking.
        case list
        /// Where a block's end tag stops looking (table parts, html, template…).
        case boundary
        case other
    }

    /// How far down an end tag is looked for: a browser looks through the whole stack, but a
    /// stray unclosed element or two is what pages hold, and a page built of a hundred thousand
    /// unmatched end tags must not cost a look through the whole page for each.
    static let reach = 64

    private static let blocks: Set<String> = [
        "address", "article", "aside", "blockquote", "center", "details", "dialog", "dir", "dl", "dd", "dt",
        "fieldset", "figcaption", "figure", "footer", "header", "hgroup", "listing", "main", "menu", "nav",
        "pre", "section", "summary",
    ]
    private static let boundaries: Set<String> = [
        "applet", "caption", "html", "table", "td", "th", "tr", "tbody", "thead", "tfoot", "marquee", "object",
        "template", "body", "head",
    ]

    private static func kind(of text: String) -> Kind {
        if blocks.contains(text) { return .block }
        if text == "ul" || text == "ol" { return .list }
        if text == "li" { return .listItem }
        return boundaries.contains(text) ? .boundary : .other
    }

    private mutating func kind(_ name: UnsafePointer<UInt8>) -> Kind {
        if let known = kinds[UnsafeRawPointer(name)] { return known }
        let kind = Self.kind(of: String(cString: name))
        kinds[UnsafeRawPointer(name)] = kind
        return kind
    }

    /// libxml2 opens an element: whether the handler should close it at once, as a browser
    /// does an element that never holds anything. libxml2 2.9 knows `img` or `br` to be so,
    /// but leaves `<embed>` and `<source>` open, and what follows them in their box, the rest of
    /// a post after a video's `<embed>`, went inside and was dropped with them.
    mutating func open(_ name: UnsafePointer<UInt8>) -> Bool {
        let void = Self.isVoidUnknownToLibXML2(name)
        if !void { open.append((name, libxmlOpen.count)) }
        libxmlOpen.append(void ? .void : .open)
        return void
    }

    /// `embed`, `source`, `track`, `wbr`, `keygen`: compared byte by byte, as every element
    /// opened passes through here (most fail at the first byte).
    private static func isVoidUnknownToLibXML2(_ name: UnsafePointer<UInt8>) -> Bool {
        let word: StaticString
        switch name[0] {
        case 0x65: word = "embed"
        case 0x73: word = "source"
        case 0x74: word = "track"
        case 0x77: word = "wbr"
        case 0x6B: word = "keygen"
        default: return false
        }
        // (Byte by byte, stopping at the first that differs: a shorter name ends in a 0 that
        // differs, and nothing past it is read.)
        let count = word.utf8CodeUnitCount
        for offset in 1..<count where name[offset] != word.utf8Start[offset] { return false }
        return name[count] == 0
    }

    /// libxml2 closes its innermost element: how many elements to close for the handler. One
    /// when the handler has it open. When it was closed for the handler already, the end tag
    /// libxml2 spent on it is, for a browser, the end of the innermost element of that name
    /// still open (the page's own `</div>` for a wrapper, once the div it had left open inside
    /// a block was closed with the block): that one closes, with what is open inside it.
    mutating func close(_ name: UnsafePointer<UInt8>?) -> Int {
        guard let handled = libxmlOpen.popLast() else { return 1 }
        switch handled {
        case .open:
            open.removeLast()
            return 1
        case .void:
            // (Its end is nothing to the handler, whatever libxml2 let it hold.)
            return 0
        case .closedEarly:
            break
        }
        guard let name else { return 0 }
        return closeDown(to: { $0 == name }, stoppingAtLists: false)
    }

    /// libxml2 reported an end tag `tag` that did not match `current`, the element open. When
    /// libxml2 ignored it (it does for a block's end tag over an open `div`) and a browser
    /// would close the block: how many elements to close for the handler, down to the block.
    mutating func closeMisplaced(_ tag: UnsafePointer<CChar>, current: UnsafePointer<CChar>?) -> Int {
        // Without an element open, the tag matched nothing libxml2 has open. When the element
        // open is one libxml2 closes on its own way down to an end tag's element (`b`, `em`,
        // `font`…: "end tag 3"), it reports the mismatch as it does so and did not ignore the tag.
        guard let current else { return 0 }
        if let description = htmlTagLookup(UnsafeRawPointer(current).assumingMemoryBound(to: xmlChar.self)),
           description.pointee.endTag == 3 { return 0 }
        let wanted = Self.kind(of: String(cString: tag))
        guard wanted == .block || wanted == .list || wanted == .listItem else { return 0 }
        // The report holds a copy of the name, not libxml2's interned one.
        return closeDown(to: { strcmp(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self), tag) == 0 },
                         stoppingAtLists: wanted == .listItem)
    }

    /// Closes for the handler the innermost open element `matches` accepts and everything open
    /// inside it, looking no further than `reach` and not past a boundary (nor past a list,
    /// for a list item's end).
    private mutating func closeDown(to matches: (UnsafePointer<UInt8>) -> Bool, stoppingAtLists: Bool) -> Int {
        var index = open.count - 1
        while index >= 0, open.count - index <= Self.reach {
            let name = open[index].name
            if matches(name) {
                let closing = open.count - index
                for entry in open[index...] { libxmlOpen[entry.at] = .closedEarly }
                open.removeLast(closing)
                return closing
            }
            let kind = self.kind(name)
            if kind == .boundary || (stoppingAtLists && kind == .list) { return 0 }
            index -= 1
        }
        return 0
    }
}
