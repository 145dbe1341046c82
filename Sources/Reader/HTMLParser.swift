import CLibXML2
import Foundation

/// The one place that talks to libxml2: HTML bytes in, a `DOMTree` out. libxml2's HTML parser
/// recovers from tag soup the way browsers do (implied and misnested tags closed for us); its
/// SAX events build the `DOMTree` directly, so libxml2 never builds a tree of its own that
/// would be copied and freed again, and nothing else in Tidings handles C pointers.
enum HTMLParser {
    /// libxml2 wants its global state set up once, from one thread, before parsing anywhere.
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// Parses bytes in `encoding` ("UTF-8" unless the page uses a charset `Charset` leaves to
    /// libxml2's converters). Depth costs no stack: the events only move an index.
    static func parse(bytes: [UInt8], encoding: String) -> DOMTree {
        _ = initialized
        guard !bytes.isEmpty, bytes.count < Int(Int32.max) else { return DOMTree() }
        let builder = TreeBuilder(expectedNodes: bytes.count / 40 + 16)
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                guard let context = htmlCreateMemoryParserCtxt(pointer, Int32(buffer.count)) else { return }
                defer { htmlFreeParserCtxt(context) }
                _ = htmlCtxtUseOptions(context, tidings_html_parse_options())
                if encoding == "UTF-8" {
                    // libxml2's own encoding: declared so, it reads the bytes as they are, where a
                    // converter would copy each one once more.
                    _ = xmlSwitchEncoding(context, XML_CHAR_ENCODING_UTF8)
                } else if let handler = xmlFindCharEncodingHandler(encoding) {
                    _ = xmlSwitchToEncoding(context, handler)
                }
                let sax = context.pointee.sax!
                // Only the events the reader needs; libxml2 then builds no document of its own.
                sax.pointee = xmlSAXHandler()
                sax.pointee.initialized = 1
                sax.pointee.startElement = { context, name, attributes in
                    TreeBuilder.from(context).start(name, attributes)
                }
                sax.pointee.endElement = { context, _ in
                    TreeBuilder.from(context).end()
                }
                sax.pointee.characters = { context, text, length in
                    TreeBuilder.from(context).text(text, length)
                }
                sax.pointee.cdataBlock = sax.pointee.characters
                sax.pointee.ignorableWhitespace = sax.pointee.characters
                withExtendedLifetime(builder) {
                    context.pointee.userData = Unmanaged.passUnretained(builder).toOpaque()
                    _ = htmlParseDocument(context)
                }
            }
        }
        builder.tree.finish()
        return builder.tree
    }
}

/// Receives libxml2's SAX events and appends nodes to the tree.
private final class TreeBuilder {
    var tree = DOMTree()
    private var parent: Int32 = -1
    /// Element names are interned per document, so an address stands for a name: each is
    /// converted to a tag once per page.
    private var tags: [UnsafeRawPointer: Tag] = [:]
    private var attributeNames: [UnsafeRawPointer: String?] = [:]

    /// Attributes the reader reads; the rest (data-*, event handlers, srcset…) are not kept.
    private static let keptAttributes: Set<String> = [
        "class", "id", "href", "src", "alt", "style", "hidden", "aria-hidden", "role", "itemprop", "rel",
        "content", "property", "name", "type", "datetime", "start", "charset", "http-equiv",
    ]

    init(expectedNodes: Int) {
        tree.nodes.reserveCapacity(expectedNodes)
    }

    /// SAX callbacks receive the parser's `userData`, which `parse` set to the builder.
    static func from(_ userData: UnsafeMutableRawPointer?) -> TreeBuilder {
        Unmanaged<TreeBuilder>.fromOpaque(userData!).takeUnretainedValue()
    }

    func start(_ name: UnsafePointer<xmlChar>?, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        var element = DOMTree.Node(tag: tag(name), parent: parent)
        if var pair = attributes {
            while let attributeName = pair.pointee {
                let value = pair.advanced(by: 1).pointee
                if let kept = keptName(attributeName) {
                    element.attributes.append((kept, value.map { String(cString: $0) } ?? ""))
                }
                pair = pair.advanced(by: 2)
            }
        }
        parent = Int32(tree.append(element))
    }

    func end() {
        guard parent >= 0 else { return }
        parent = tree.nodes[Int(parent)].parent
    }

    func text(_ bytes: UnsafePointer<xmlChar>?, _ length: Int32) {
        guard let bytes, length > 0, parent >= 0, Self.keepsText(tree.nodes[Int(parent)]) else { return }
        let text = String(decoding: UnsafeBufferPointer(start: bytes, count: Int(length)), as: UTF8.self)
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

    private func tag(_ pointer: UnsafePointer<xmlChar>?) -> Tag {
        guard let pointer else { return .other }
        if let known = tags[UnsafeRawPointer(pointer)] { return known }
        let tag = Tag(name: String(cString: pointer).lowercased())
        tags[UnsafeRawPointer(pointer)] = tag
        return tag
    }

    private func keptName(_ pointer: UnsafePointer<xmlChar>) -> String? {
        if let known = attributeNames[UnsafeRawPointer(pointer)] { return known }
        let name = String(cString: pointer).lowercased()
        let kept: String? = Self.keptAttributes.contains(name) ? name : nil
        attributeNames[UnsafeRawPointer(pointer)] = kept
        return kept
    }
}
