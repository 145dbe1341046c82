import CLibXML2
import Foundation

/// The one place that talks to libxml2: UTF-8 HTML in, a `DOMTree` out. libxml2 recovers from
/// tag soup the way browsers do; the tree it builds is copied into Swift values and freed at
/// once, so nothing else in Tidings handles C pointers.
enum HTMLParser {
    /// libxml2 wants its global state set up once, from one thread, before parsing anywhere.
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// Parses bytes in `encoding` ("UTF-8" unless the page uses a charset `Charset` leaves to
    /// libxml2's converters). Pages deeper than libxml2's limit are cut off there rather than
    /// failing, and every walk below is iterative, so depth never costs stack.
    static func parse(bytes: [UInt8], encoding: String) -> DOMTree {
        _ = initialized
        var tree = DOMTree()
        guard !bytes.isEmpty, bytes.count < Int(Int32.max) else { return tree }
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                htmlReadMemory(pointer, Int32(buffer.count), nil, encoding, tidings_html_parse_options())
            }
        }
        guard let document else { return tree }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else { return tree }
        copy(root, into: &tree)
        tree.finish()
        return tree
    }

    /// Attributes the reader reads; the rest (data-*, event handlers, srcset…) are not copied.
    private static let keptAttributes: Set<String> = [
        "class", "id", "href", "src", "alt", "style", "hidden", "aria-hidden", "role", "itemprop", "rel",
        "content", "property", "name", "type", "datetime", "start", "charset", "http-equiv",
    ]

    /// libxml2 interns element and attribute names per document, so a name's address stands
    /// for the name: each distinct one is converted to a Swift string once per page.
    private struct NameCache {
        var tags: [UnsafeRawPointer: (tag: Tag, name: String)] = [:]
        var attributes: [UnsafeRawPointer: String?] = [:]

        mutating func tag(_ pointer: UnsafePointer<xmlChar>?) -> (tag: Tag, name: String) {
            guard let pointer else { return (.other, "") }
            if let known = tags[UnsafeRawPointer(pointer)] { return known }
            let name = String(cString: pointer).lowercased()
            let entry = (Tag(name: name), name)
            tags[UnsafeRawPointer(pointer)] = entry
            return entry
        }

        /// The attribute's name when it is one the reader keeps.
        mutating func attribute(_ pointer: UnsafePointer<xmlChar>?) -> String? {
            guard let pointer else { return nil }
            if let known = attributes[UnsafeRawPointer(pointer)] { return known }
            let name = String(cString: pointer).lowercased()
            let kept: String? = HTMLParser.keptAttributes.contains(name) ? name : nil
            attributes[UnsafeRawPointer(pointer)] = kept
            return kept
        }
    }

    private static func copy(_ root: xmlNodePtr, into tree: inout DOMTree) {
        // Walks libxml2's tree in document order with an explicit position instead of recursion.
        var names = NameCache()
        var current: xmlNodePtr? = root
        var parentIndex: Int32 = -1
        while let node = current {
            var descend = false
            switch node.pointee.type {
            case XML_ELEMENT_NODE:
                let (tag, name) = names.tag(node.pointee.name)
                var element = DOMTree.Node(tag: tag, parent: parentIndex)
                if tag == .other { element.name = name }
                if node.pointee.properties != nil { element.attributes = attributes(of: node, names: &names) }
                let index = tree.append(element)
                if node.pointee.children != nil {
                    parentIndex = Int32(index)
                    descend = true
                }
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                // Scripts and styles are often half a page's bytes and never read, except
                // JSON-LD, which holds the metadata.
                if parentIndex >= 0, keepsText(tree.nodes[Int(parentIndex)]) {
                    _ = tree.append(DOMTree.Node(tag: .text, parent: parentIndex, text: string(node.pointee.content)))
                }
            default:
                break
            }
            if descend {
                current = node.pointee.children
                continue
            }
            // Next sibling, else climb: each step up finishes the element `parentIndex` names.
            var step = node
            current = nil
            while step != root {
                if let sibling = step.pointee.next {
                    current = sibling
                    break
                }
                guard let up = step.pointee.parent else { break }
                step = up
                if parentIndex >= 0 { parentIndex = tree.nodes[Int(parentIndex)].parent }
            }
        }
    }

    private static func keepsText(_ element: DOMTree.Node) -> Bool {
        switch element.tag {
        case .style, .template, .svg, .math, .noscript, .iframe, .object: return false
        case .script: return element.attribute("type")?.lowercased() == "application/ld+json"
        default: return true
        }
    }

    private static func attributes(of node: xmlNodePtr, names: inout NameCache) -> [(name: String, value: String)] {
        var result: [(name: String, value: String)] = []
        var attribute = node.pointee.properties
        while let current = attribute {
            attribute = current.pointee.next
            guard let name = names.attribute(current.pointee.name) else { continue }
            var value = ""
            var child = current.pointee.children
            while let text = child {
                value += string(text.pointee.content)
                child = text.pointee.next
            }
            result.append((name, value))
        }
        return result
    }

    private static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }

    private static func string(_ pointer: UnsafeMutablePointer<xmlChar>?) -> String {
        string(UnsafePointer(pointer))
    }
}
