import Markup

/// HTML bytes in, a `DOMTree` out: the parser's events (libxml2's, through `Markup`) build the
/// tree directly, so no document is built, copied and freed again.
enum HTMLParser {
    /// Parses bytes in `encoding` ("UTF-8" unless the page uses a charset `Charset` leaves to
    /// libxml2's converters). Depth costs no stack: the events only move an index.
    static func parse(bytes: [UInt8], encoding: String) -> DOMTree {
        guard !bytes.isEmpty else { return DOMTree() }
        let builder = TreeBuilder(expectedNodes: bytes.count / 40 + 16)
        HTMLEventParser.parse(bytes: bytes, encoding: encoding, into: builder)
        builder.tree.finish()
        return builder.tree
    }
}

/// Receives the parser's events and appends nodes to the tree.
private final class TreeBuilder: HTMLEventHandler {
    var tree = DOMTree()
    private var parent: Int32 = -1
    /// Element names are interned per document, so an address stands for a name: each is
    /// converted to a tag once per page.
    private var tags: [UnsafeRawPointer: Tag] = [:]
    private var attributeNames: [UnsafeRawPointer: String?] = [:]

    /// Attributes the reader reads; the rest (other data-*, event handlers…) are not kept.
    /// `srcset`, `data-src` and `data-srcset` say where a picture is when `src` does not.
    private static let keptAttributes: Set<String> = [
        "class", "id", "href", "src", "alt", "style", "hidden", "aria-hidden", "role", "itemprop", "rel",
        "content", "property", "name", "type", "datetime", "start", "charset", "http-equiv",
        "srcset", "data-src", "data-srcset",
    ]

    init(expectedNodes: Int) {
        tree.nodes.reserveCapacity(expectedNodes)
    }

    func startElement(_ name: UnsafePointer<UInt8>, attributes: HTMLAttributeList) {
        var element = DOMTree.Node(tag: tag(name), parent: parent)
        for (attributeName, value) in attributes {
            if let kept = keptName(attributeName) {
                element.attributes.append((kept, value.map { String(cString: $0) } ?? ""))
            }
        }
        parent = Int32(tree.append(element))
    }

    func endElement() {
        guard parent >= 0 else { return }
        parent = tree.nodes[Int(parent)].parent
    }

    func text(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard parent >= 0, Self.keepsText(tree.nodes[Int(parent)]) else { return }
        let text = String(decoding: bytes, as: UTF8.self)
        // libxml2 may deliver one run of text in several pieces.
        let last = tree.nodes[Int(parent)].lastChild
        if last >= 0, tree.nodes[Int(last)].tag == .text {
            tree.nodes[Int(last)].text += text
        } else {
            _ = tree.append(DOMTree.Node(tag: .text, parent: parent, text: text))
        }
    }

    /// Scripts and styles are often half a page's bytes and never read, except JSON-LD,
    /// which holds the metadata.
    private static func keepsText(_ element: DOMTree.Node) -> Bool {
        switch element.tag {
        case .style, .template, .svg, .math, .noscript, .iframe, .object: false
        case .script: element.attribute("type", is: "application/ld+json")
        default: true
        }
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
