import Markup
import TidingsText

/// HTML bytes in, a `DOMTree` out: the parser's events (libxml2's, through `Markup`) build the
/// tree directly, so no document is built, copied and freed again.
enum HTMLParser {
    /// Parses UTF-8 bytes. Depth costs no stack: the events only move an index. Every event
    /// counts on `meter`, a repair in proportion to how deep the parser is (that is what
    /// libxml2 pays for it), so a page built to be slow to parse stops within its budget.
    static func parse(bytes: [UInt8], meter: WorkMeter) throws(ExtractionStop) -> DOMTree {
        guard !bytes.isEmpty else { return DOMTree() }
        let builder = TreeBuilder(expectedNodes: bytes.count / 40 + 16, meter: meter)
        HTMLEventParser.parse(bytes: bytes, encoding: "UTF-8", into: builder)
        if let stop = builder.stop { throw stop }
        if builder.streamsParts { try builder.tree.placeStreamedParts(meter: meter) }
        try builder.tree.finish(meter: meter)
        return builder.tree
    }
}

/// Receives the parser's events and appends nodes to the tree. (Events come one at a time on
/// one thread and no access spans another, so what they change is not checked for overlapping
/// access at run time: the checks were a tenth of building the tree.)
private final class TreeBuilder: HTMLEventHandler {
    @exclusivity(unchecked) var tree = DOMTree()
    @exclusivity(unchecked) private var parent: Int32 = -1
    /// The first `<body>`, found when a document closes with more to follow.
    @exclusivity(unchecked) private var bodyIndex: Int?
    /// Element names are interned per document, so an address stands for a name: each is
    /// converted to a tag once per page.
    @exclusivity(unchecked) private var tags: [UnsafeRawPointer: Tag] = [:]
    @exclusivity(unchecked) private var attributeNames: [UnsafeRawPointer: String?] = [:]
    private let meter: WorkMeter
    /// How many elements are open: what a repair can cost the parser.
    @exclusivity(unchecked) private var depth = 0
    @exclusivity(unchecked) private(set) var stop: ExtractionStop?
    /// Whether the page holds a placeholder for a part React streams after it.
    private(set) var streamsParts = false

    var wantsToStop: Bool { stop != nil }

    /// Attributes the reader reads; the rest (other data-*, event handlers…) are not kept.
    /// `srcset`, `data-src` and `data-srcset` say where a picture is when `src` does not; `data`
    /// is where an object's player is.
    private static let keptAttributes: Set<String> = [
        "class", "id", "href", "src", "alt", "style", "hidden", "aria-hidden", "role", "itemprop", "rel",
        "content", "property", "name", "type", "datetime", "start", "charset", "http-equiv", "encoding", "display",
        "srcset", "data-src", "data-srcset", "data",
    ]

    var attributesRead: Set<String>? { Self.keptAttributes }

    init(expectedNodes: Int, meter: WorkMeter) {
        self.meter = meter
        tree.nodes.reserveCapacity(min(expectedNodes, meter.limits.maximumNodes))
    }

    private func count(_ cost: Int) {
        guard stop == nil else { return }
        do throws(ExtractionStop) {
            try meter.step(cost)
            try meter.check(nodes: tree.nodes.count)
        } catch {
            stop = error
        }
    }

    /// A repair may have cost libxml2 a look through every open element (an end tag nothing
    /// opened); counted so, the clock is looked at every thousand or so repairs when the page
    /// is a thousand elements deep, at every one when it is a million deep.
    func markupProblem() { count(1 + depth / 1_024) }

    func startElement(_ name: UnsafePointer<UInt8>, attributes: HTMLAttributeList) {
        count(1)
        depth += 1
        var tag = tag(name)
        if parent < 0, !tree.nodes.isEmpty {
            // The document closed and more follows (a second page pasted after the first's
            // </html>): browsers read on into the body, its <html> and <body> plain boxes.
            parent = readOnParent()
            if tag == .html || tag == .body { tag = .div }
        }
        if parent >= 0, tree.nodes[Int(parent)].tag == .head, !tag.belongsInHead {
            // An element the head cannot hold (`<mbox>` before the page's tables): browsers
            // end the head there and read on in the body. libxml2 keeps everything after it
            // in the head, with no body at all, so the head becomes the body.
            tree.nodes[Int(parent)].tag = .body
        }
        var element = DOMTree.Node(tag: tag, parent: parent)
        for (attributeName, value) in attributes {
            if let kept = keptName(attributeName) {
                element.attributes.append((kept, value.map { String(cString: $0) } ?? ""))
            }
        }
        if tag == .template, DOMTree.marksStreamedPart(element) { streamsParts = true }
        parent = Int32(tree.append(element))
    }

    func endElement() {
        count(1)
        depth = max(0, depth - 1)
        guard parent >= 0 else { return }
        parent = tree.nodes[Int(parent)].parent
    }

    func text(_ bytes: UnsafeBufferPointer<UInt8>) {
        count(1 + bytes.count / 64)
        if parent < 0, !tree.nodes.isEmpty { parent = readOnParent() }
        guard parent >= 0, Self.keepsText(tree.nodes[Int(parent)]) else { return }
        let text = Self.controlsAsWindows1252(bytes) ?? String(decoding: bytes, as: UTF8.self)
        // libxml2 may deliver one run of text in several pieces.
        let last = tree.nodes[Int(parent)].lastChild
        if last >= 0, tree.nodes[Int(last)].tag == .text {
            tree.nodes[Int(last)].text += text
        } else {
            _ = tree.append(DOMTree.Node(tag: .text, parent: parent, text: text))
        }
    }

    /// Where what follows a closed document goes: the body, when the last node so far is in it
    /// (so that every element's subtree stays one run of nodes), else the document's root.
    private func readOnParent() -> Int32 {
        if bodyIndex == nil { bodyIndex = tree.nodes.firstIndex { $0.tag == .body } ?? 0 }
        guard let body = bodyIndex, body > 0 else { return 0 }
        var position = tree.nodes.count - 1
        while position > body { position = Int(tree.nodes[position].parent) }
        return position == body ? Int32(body) : 0
    }

    /// Scripts and styles are often half a page's bytes and never read, except JSON-LD,
    /// which holds the metadata.
    private static func keepsText(_ element: DOMTree.Node) -> Bool {
        switch element.tag {
        // A noscript's text is kept: on a page that builds itself with JavaScript it can be
        // the only copy of the article (read only when nothing else is found).
        case .style, .template, .svg, .iframe, .object: false
        case .script: element.attribute("type", is: "application/ld+json")
        default: true
        }
    }

    /// `&#146;` is libxml2's U+0092, a control character the sanitizer removes ("dont");
    /// browsers read character references to U+0080–U+009F as Windows-1252 (’ here), as the
    /// pages written on Windows that use them mean. Nil when the text holds none.
    static func controlsAsWindows1252(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var index = bytes.firstIndex(of: 0xC2)
        guard index != nil else { return nil }
        var found = false
        var out: [UInt8] = []
        var copied = 0
        while let at = index {
            if at + 1 < bytes.count, (0x80...0x9F).contains(bytes[at + 1]) {
                let scalar = Windows1252.scalar(bytes[at + 1])
                if scalar != 0xFFFD {
                    if !found { out.reserveCapacity(bytes.count + 8) }
                    found = true
                    out.append(contentsOf: bytes[copied..<at])
                    UTF8Bytes.append(scalar, to: &out)
                    copied = at + 2
                }
            }
            index = bytes[(at + 1)...].firstIndex(of: 0xC2)
        }
        guard found else { return nil }
        out.append(contentsOf: bytes[copied...])
        return String(decoding: out, as: UTF8.self)
    }

    private func tag(_ pointer: UnsafePointer<UInt8>) -> Tag {
        if let known = tags[UnsafeRawPointer(pointer)] { return known }
        let tag = Tag(name: String(cString: pointer).lowercased())
        tags[UnsafeRawPointer(pointer)] = tag
        return tag
    }

    private func keptName(_ pointer: UnsafePointer<UInt8>) -> String? {
        if let known = attributeNames[UnsafeRawPointer(pointer)] { return known }
        let name = String(cString: pointer).lowercased()
        let kept: String? = Self.keptAttributes.contains(name) ? name : nil
        attributeNames[UnsafeRawPointer(pointer)] = kept
        return kept
    }
}
